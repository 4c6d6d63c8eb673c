import { expect, test } from './fixtures';
import { firstCoupon } from './support/catalogue';
import { accounts } from './support/env';
import { tr } from './support/locales';

test.use({ signedInAs: accounts.buyer });

test('a member posts a comment under a post, edits it and deletes it', async ({ page, world }) => {
  const post = await firstCoupon(world);
  await page.goto(`/ecoupons/${post.seq}`);
  const comments = page.getByRole('region', {
    name: new RegExp(`^${tr('ko', 'comments:heading')}`),
  });
  await expect(comments).toBeVisible();

  await comments
    .getByRole('textbox', { name: tr('ko', 'comments:writeLabel') })
    .fill('유효기간이 언제까지인가요?');
  await comments.getByRole('button', { name: tr('ko', 'comments:post'), exact: true }).click();
  const mine = comments.getByRole('article').filter({ hasText: '유효기간이 언제까지인가요?' });
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: tr('ko', 'comments:edit'), exact: true }).click();
  const editField = comments.getByRole('textbox', { name: tr('ko', 'comments:editLabel') });
  await editField.fill('유효기간이 내년까지 맞나요?');
  await comments.getByRole('button', { name: tr('ko', 'comments:save') }).click();
  const edited = comments.getByRole('article').filter({ hasText: '유효기간이 내년까지 맞나요?' });
  await expect(edited).toBeVisible();
  await expect(edited.getByText(tr('ko', 'comments:edited'), { exact: false })).toBeVisible();

  await edited.getByRole('button', { name: tr('ko', 'comments:delete'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr('ko', 'comments:deleteTitle') });
  await dialog.getByRole('button', { name: tr('ko', 'comments:delete'), exact: true }).click();
  await expect(comments.getByText('유효기간이 내년까지 맞나요?')).toHaveCount(0);

  // Gone for good: the server no longer has it.
  await page.reload();
  await expect(comments).toBeVisible();
  await expect(comments.getByText('유효기간이 내년까지 맞나요?')).toHaveCount(0);
});
