import { expect, test } from './fixtures';
import { accounts, SEEDED_PASSWORD } from './support/env';
import { tr } from './support/locales';
import { field } from './support/locators';

test.describe('a member of the buyer account', () => {
  test.use({ signedInAs: accounts.buyer });

  test('sends an inquiry, finds it unanswered in their inquiries, then becomes a seller and reaches the console', async ({
    page,
    world,
  }) => {
    const title = '출금은 언제 입금되나요?';
    await page.goto('/contact/general?category=PAYMENT');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: tr('ko', 'inquiries:form.submit') });

    // Nothing sent while the form is incomplete.
    await submit.click();
    await expect(main.getByText(tr('ko', 'validation:title.required'))).toBeVisible();
    await expect(main.getByText(tr('ko', 'validation:body.required'))).toBeVisible();

    await field(main, tr('ko', 'inquiries:form.title')).fill(title);
    await field(main, tr('ko', 'inquiries:form.body')).fill('어제 출금 신청했습니다.');
    await expect(field(main, tr('ko', 'inquiries:form.email'))).toHaveValue(accounts.buyer);
    await submit.click();

    await expect(page).toHaveURL('/my/contact');
    const item = main.getByRole('button', { name: new RegExp(title) });
    await expect(item).toContainText(tr('ko', 'inquiries:status.UNANSWERED'));
    await item.click();
    await expect(
      main
        .getByRole('region', { name: new RegExp(title) })
        .getByText(tr('ko', 'inquiries:list.noAnswer')),
    ).toBeVisible();

    // Searching by keyword finds it again.
    await field(main, tr('ko', 'inquiries:list.search')).fill('출금');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(item).toBeVisible();

    // Becoming a seller: the terms must be agreed to, then the console opens.
    await page.goto('/become-seller');
    const agree = main.getByRole('button', { name: tr('ko', 'account:seller.submit') });
    await agree.click();
    await expect(main.getByText(tr('ko', 'validation:agreement.required'))).toBeVisible();
    await main.getByRole('checkbox', { name: tr('ko', 'account:seller.terms') }).check();
    await agree.click();
    await expect(page).toHaveURL('/seller');
    expect((await world.signIn(accounts.buyer)).user.roles).toContain('SELLER');
  });
});

test.describe('a member of the newbie account', () => {
  test.use({ signedInAs: accounts.newbie });

  test('removes the account after the password check and confirmation, and cannot sign in again', async ({
    page,
    app,
  }) => {
    await page.goto('/remove-account');
    const main = page.getByRole('main');
    await expect(main.getByText(tr('ko', 'account:remove.ordersKept'))).toBeVisible();
    await field(main, tr('ko', 'account:remove.reason')).fill('더 이상 사용하지 않아요');
    const password = field(main, tr('ko', 'account:remove.password'));
    const submit = main.getByRole('button', { name: tr('ko', 'account:remove.submit') });
    await expect(submit).toBeDisabled();
    await main.getByRole('checkbox', { name: tr('ko', 'account:remove.understood') }).check();

    // A wrong password is refused by the server with its reason and the §8 toast.
    await password.fill('wrong-password1');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: tr('ko', 'account:remove.confirmTitle') });
    await dialog.getByRole('button', { name: tr('ko', 'account:remove.confirm') }).click();
    await expect(main.getByRole('alert')).toHaveText(
      tr('ko', 'account:remove.failure.CURRENT_PASSWORD_WRONG'),
    );
    await expect(page.getByText(tr('ko', 'notify:error.removeAccount'))).toBeVisible();

    await password.fill(SEEDED_PASSWORD);
    await submit.click();
    await dialog.getByRole('button', { name: tr('ko', 'account:remove.confirm') }).click();
    await expect(page).toHaveURL('/login');

    await app.signInThroughForm(accounts.newbie);
    await expect(page.getByText(tr('ko', 'notify:error.login')).first()).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
