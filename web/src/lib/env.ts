/** Build-time settings, read once so that the rest of the app never touches `import.meta.env`. */
export const env = {
  /** '' = same origin: the dev and preview servers proxy `/api` to the mock server. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  customerChatSrc: import.meta.env.VITE_CUSTOMER_CHAT_SRC ?? '',
  isProduction: import.meta.env.PROD,
  isTest: import.meta.env.MODE === 'test',
} as const;
