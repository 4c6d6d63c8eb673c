/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; empty means the app's own origin (the dev and preview servers proxy /api). */
  readonly VITE_API_BASE_URL?: string;
  /** Script address of the third-party customer-chat widget; unset leaves the widget off. */
  readonly VITE_CUSTOMER_CHAT_SRC?: string;
  /** OAuth client id at Naver; set, the Naver button goes to the real provider. */
  readonly VITE_NAVER_CLIENT_ID?: string;
  /** Naver's authorize address (default https://nid.naver.com/oauth2.0/authorize). */
  readonly VITE_NAVER_AUTHORIZE_URL?: string;
  /** OAuth client id (REST API key) at Kakao; set, the Kakao button goes to the real provider. */
  readonly VITE_KAKAO_CLIENT_ID?: string;
  /** Kakao's authorize address (default https://kauth.kakao.com/oauth/authorize). */
  readonly VITE_KAKAO_AUTHORIZE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
