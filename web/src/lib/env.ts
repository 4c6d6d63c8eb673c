/** Build-time settings, read once so that the rest of the app never touches `import.meta.env`. */
export const env = {
  /** '' = same origin: the dev and preview servers proxy `/api` to the mock server. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  customerChatSrc: import.meta.env.VITE_CUSTOMER_CHAT_SRC ?? '',
  isProduction: import.meta.env.PROD,
  /** The Vite dev server: dev-only hints, and Naver / Kakao sign-in through the mock's simulation. */
  isDevelopment: import.meta.env.DEV,
  /**
   * OAuth sign-in at Naver and Kakao: a client id turns the real provider on (its authorize address
   * overridable); without one the buttons use the mock server's simulated provider in development
   * and are hidden in a production build (features/auth/sns/sns-providers.ts).
   */
  sns: {
    NAVER: {
      clientId: import.meta.env.VITE_NAVER_CLIENT_ID ?? '',
      authorizeUrl: import.meta.env.VITE_NAVER_AUTHORIZE_URL ?? '',
    },
    KAKAO: {
      clientId: import.meta.env.VITE_KAKAO_CLIENT_ID ?? '',
      authorizeUrl: import.meta.env.VITE_KAKAO_AUTHORIZE_URL ?? '',
    },
  },
  isTest: import.meta.env.MODE === 'test',
} as const;
