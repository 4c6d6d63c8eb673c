/**
 * The third-party customer-chat widget (SPEC §1) loads through this one function. It is off unless
 * VITE_CUSTOMER_CHAT_SRC is set for a production build: development and tests never reach the
 * vendor, and an outage of the vendor's script never breaks the page (the tag is async).
 */
import { env } from '@/lib/env';

const SCRIPT_ID = 'customer-chat-widget';

export interface CustomerChatOptions {
  src?: string;
  enabled?: boolean;
  locale?: string;
}

/** Inject the widget's script once. Returns whether it was (or already is) on the page. */
export function loadCustomerChat({
  src = env.customerChatSrc,
  enabled = env.isProduction && !env.isTest,
  locale,
}: CustomerChatOptions = {}): boolean {
  if (!enabled || !src || typeof document === 'undefined') return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  if (locale) script.dataset.locale = locale;
  document.body.appendChild(script);
  return true;
}
