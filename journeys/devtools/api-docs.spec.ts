import { expect, test } from '@playwright/test';
import { MOCK_URL } from '../tests/support/env';

test('the mock serves the API documentation with examples from the seeded world', async ({
  page,
}) => {
  // Deep link to the coupon list: the operation opens with its responses.
  await page.goto(`${MOCK_URL}/__mock/docs#/catalogue/catalogue.listCoupons`);
  await expect(
    page.getByRole('button', { name: /^GET \/api\/coupon List e-coupons/ }),
  ).toHaveAttribute('aria-expanded', 'true');
  // The first response shown is the 200's example: real titles in their wire form, in Korean too.
  const example = page.getByRole('tabpanel', { name: 'Example Value' }).first();
  await expect(example).toContainText('"success": true');
  await expect(example).toContainText(/\\"ko\\":\\"[가-힣]/);
});
