/**
 * Toasts of SPEC §8: each failure and success shows for 3.2 seconds (TOAST_DURATION_MS, also the
 * default of <Notifications /> in providers). Keys are those of `locales/<lang>/notify.json`.
 */
import { TOAST_DURATION_MS } from '@market/domain';
import type { KoResources } from '@/locales/resources';
import { i18next } from '@/lib/i18n/i18n';

export type NotifyErrorKey = keyof KoResources['notify']['error'];
export type NotifySuccessKey = keyof KoResources['notify']['success'];

/** A failure toast with the catalogue's text, e.g. notifyError('addToCart'). */
export function notifyError(key: NotifyErrorKey): void {
  showToast('red', i18next.t(`notify:error.${key}`), i18next.t('notify:errorTitle'));
}

export function notifySuccess(key: NotifySuccessKey): void {
  showToast('teal', i18next.t(`notify:success.${key}`), i18next.t('notify:successTitle'));
}

/** A toast with text that is already translated (or comes from the server, as redeem failures do). */
export function notifyText(message: string, tone: 'error' | 'success' = 'error'): void {
  const title =
    tone === 'error' ? i18next.t('notify:errorTitle') : i18next.t('notify:successTitle');
  showToast(tone === 'error' ? 'red' : 'teal', message, title);
}

/**
 * The toast store arrives with the first toast (most visits show none) instead of with every page's
 * first load; the module is cached from then on.
 */
function showToast(color: string, message: string, title: string): void {
  askForToasts();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color,
      title,
      message,
      autoClose: TOAST_DURATION_MS,
      closeButtonProps: { 'aria-label': i18next.t('actions.close') },
    }),
  );
}

/**
 * Whether any toast has been asked for: the toast container (AppProviders) mounts with the first
 * one, so a visit without toasts never loads it; a toast shown before it mounts waits in the store.
 */
let toastsAsked = false;
const toastListeners = new Set<() => void>();

function askForToasts() {
  if (toastsAsked) return;
  toastsAsked = true;
  for (const listener of toastListeners) listener();
}

export function subscribeToToastsAsked(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

export const toastsAskedFor = () => toastsAsked;
