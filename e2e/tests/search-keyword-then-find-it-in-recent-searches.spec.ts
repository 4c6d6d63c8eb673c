import { expect, test } from './fixtures';
import { trendingKeywords } from './support/catalogue';
import { tr } from './support/locales';

test('a visitor searches keywords and finds them in the overlay’s recent searches, newest first', async ({
  page,
  world,
}) => {
  const [trending] = await trendingKeywords(world);
  if (!trending) throw new Error('the seeded world has no trending keywords');
  const trendingKeyword = trending.keyword;
  const typedKeyword = '넷플릭스 프리미엄';

  await page.goto('/faq');
  const openOverlay = async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('ko', 'layout:search.open') })
      .click();
    const dialog = page.getByRole('dialog', { name: tr('ko', 'layout:search.dialogTitle') });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const recentIn = (dialog: ReturnType<typeof page.getByRole>) =>
    dialog.getByRole('region', { name: tr('ko', 'layout:search.recent') }).getByRole('listitem');

  // Nothing searched yet.
  let overlay = await openOverlay();
  await expect(overlay.getByText(tr('ko', 'layout:search.noRecent'))).toBeVisible();

  // Type a keyword and search.
  await overlay
    .getByRole('searchbox', { name: tr('ko', 'layout:search.label') })
    .fill(typedKeyword);
  await overlay
    .getByRole('button', { name: tr('ko', 'layout:search.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(typedKeyword)}`);
  await expect(overlay).toBeHidden();

  // Pick a trending keyword from the server.
  overlay = await openOverlay();
  await overlay.getByRole('button', { name: new RegExp(`${trendingKeyword}$`) }).click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(trendingKeyword)}`);

  // Search the first keyword again: it moves to the front instead of appearing twice.
  overlay = await openOverlay();
  await expect(recentIn(overlay)).toHaveText([trendingKeyword, typedKeyword]);
  await recentIn(overlay).getByRole('button', { name: typedKeyword }).click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(typedKeyword)}`);

  overlay = await openOverlay();
  await expect(recentIn(overlay)).toHaveText([typedKeyword, trendingKeyword]);

  // Kept across visits, until cleared.
  await page.reload();
  overlay = await openOverlay();
  await expect(recentIn(overlay)).toHaveText([typedKeyword, trendingKeyword]);
  await overlay.getByRole('button', { name: tr('ko', 'layout:search.clearAll') }).click();
  await expect(overlay.getByText(tr('ko', 'layout:search.noRecent'))).toBeVisible();
});
