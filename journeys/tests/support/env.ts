/**
 * Where the two servers of the suite listen. The config starts them on these ports; tests reach the
 * web app through `baseURL` and the mock server's control API (`/__mock`, which the web app does not
 * proxy) directly.
 */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

/** The password of every seeded account (README, ARCHITECTURE.md). */
export const SEEDED_PASSWORD = 'Passw0rd!';

export const accounts = {
  buyer: 'buyer@example.com',
  newbie: 'newbie@example.com',
  seller: 'seller@example.com',
  seller2: 'seller2@example.com',
  admin: 'admin@example.com',
} as const;
