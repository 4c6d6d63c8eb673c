import { expect, test } from '@playwright/test';
import { MOCK_URL } from '../tests/support/env';

test('the mock serves the API documentation with examples from the seeded world', async ({
  page,
}) => {
  // Deep link to the coupon list: the operation opens with its responses. Swagger UI first reads
  // and lays out the whole document (1.4 MB): on a loaded two-core machine that took longer than
  // the 15 s an expectation waits here, so this one waits up to the test's own bound.
  await page.goto(`${MOCK_URL}/__mock/docs#/catalogue/catalogue.listCoupons`);
  await expect(
    page.getByRole('button', { name: /^GET \/api\/coupon List e-coupons/ }),
  ).toHaveAttribute('aria-expanded', 'true', { timeout: 90_000 });
  // The first response shown is the 200's example: real titles in their wire form, in Korean too.
  const example = page.getByRole('tabpanel', { name: 'Example Value' }).first();
  await expect(example).toContainText('"success": true');
  await expect(example).toContainText(/\\"ko\\":\\"[가-힣]/);
});
