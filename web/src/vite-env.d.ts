/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; empty means the app's own origin (the dev and preview servers proxy /api). */
  readonly VITE_API_BASE_URL?: string;
  /** Script address of the third-party customer-chat widget; unset leaves the widget off. */
  readonly VITE_CUSTOMER_CHAT_SRC?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
