import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from '@market/domain';
import { expect, test } from './fixtures';
import { accounts, SEEDED_PASSWORD } from './support/env';
import { tr } from './support/locales';
import { tabTo } from './support/keyboard';
import { field } from './support/locators';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.use({ signedInAs: accounts.buyer });

test('a member changes nickname, password, phone and profile picture, each on its own, then signs in with the new password', async ({
  page,
  world,
  app,
}) => {
  const saved = page.getByText(tr('ko', 'notify:success.saved'));
  await page.goto('/my/profile');
  const main = page.getByRole('main');

  // Nickname: an empty one is refused on the spot; a new one is saved and greets the member.
  const nicknameSection = main.getByRole('region', { name: tr('ko', 'account:profile.nickname') });
  const nickname = field(nicknameSection, tr('ko', 'account:profile.nickname'));
  const saveNickname = nicknameSection.getByRole('button', {
    name: tr('ko', 'account:profile.saveNickname'),
  });
  // By keyboard only: Tab to the field, clear it, Enter; then a new one, Enter.
  await tabTo(page, nickname, 60);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(nicknameSection.getByText(tr('ko', 'validation:nickname.required'))).toBeVisible();
  await expect(nickname).toBeFocused();
  await page.keyboard.type('새이름123');
  await page.keyboard.press('Enter');
  await expect(saved.first()).toBeVisible();
  // The save button is next in the tab order too.
  await page.keyboard.press('Tab');
  await expect(saveNickname).toBeFocused();

  // Phone.
  const phoneSection = main.getByRole('region', { name: tr('ko', 'account:profile.phone') });
  await field(phoneSection, tr('ko', 'account:profile.phone')).fill('010-9876-5432');
  await phoneSection.getByRole('button', { name: tr('ko', 'account:profile.savePhone') }).click();
  await expect(async () => {
    const session = await world.signIn(accounts.buyer);
    expect(session.user.phone).toBe('010-9876-5432');
    expect(session.user.nickname).toBe('새이름123');
  }).toPass();

  // Profile picture: a gif is refused before anything is sent; a png is previewed and saved.
  const imageSection = main.getByRole('region', { name: tr('ko', 'account:profile.image') });
  const fileInput = imageSection.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(
    imageSection.getByText(
      tr('ko', 'validation:image.type', { imageTypes: IMAGE_EXTENSIONS.join(', ') }),
    ),
  ).toBeVisible();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    imageSection.getByText(
      tr('ko', 'validation:image.tooLarge', { imageMaxMb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    ),
  ).toHaveCount(0);
  const before = (await world.signIn(accounts.buyer)).user.profileImageUrl;
  await imageSection.getByRole('button', { name: tr('ko', 'account:profile.saveImage') }).click();
  await expect(async () => {
    const after = (await world.signIn(accounts.buyer)).user.profileImageUrl;
    expect(after).not.toBe(before);
    expect(after).toMatch(/\.png$/);
  }).toPass();

  // Password: the repeat must match; then the new one is the one that signs in.
  const passwordSection = main.getByRole('region', { name: tr('ko', 'account:profile.password') });
  const newPassword = 'N3wPassw0rd!';
  // By keyboard only, from a fresh page: Tab to each field, Enter to send.
  await page.goto('/my/profile');
  const typeInto = async (name: string, value: string) => {
    await tabTo(page, field(passwordSection, tr('ko', name)), 60);
    await page.keyboard.type(value);
  };
  await typeInto('account:profile.currentPassword', SEEDED_PASSWORD);
  await typeInto('account:profile.newPassword', newPassword);
  await typeInto('account:profile.newPasswordRepeat', 'different1!');
  await page.keyboard.press('Enter');
  await expect(passwordSection.getByText(tr('ko', 'validation:password.mismatch'))).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  await expect(field(passwordSection, tr('ko', 'account:profile.newPassword'))).toHaveValue('');

  await page.getByRole('button', { name: tr('ko', 'layout:account.menu') }).click();
  await page.getByRole('menuitem', { name: tr('ko', 'layout:account.logout') }).click();
  await expect(page).toHaveURL('/login');
  await app.signInThroughForm(accounts.buyer, { password: newPassword });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my/profile');
  await expect(field(nicknameSection, tr('ko', 'account:profile.nickname'))).toHaveValue(
    '새이름123',
  );
});
