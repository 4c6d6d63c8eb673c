/**
 * The one place a mutation's outcome becomes a toast (SPEC §8). A mutation declares its toasts in
 * `meta` (`{ successToast: 'saved', errorToast: 'savePost' }`) and the query client's
 * MutationCache calls `showSuccessToast` or `showErrorToast` once it settles, so no component or
 * hook raises a toast for a write itself (web/README.md, "How we do toasts"). A toast that is not a write's outcome (a
 * load failure, a copy, a chat socket's refusal) calls lib/toasts/notify.ts directly.
 */
import type { Mutation } from '@tanstack/react-query';
import {
  notifyError,
  notifySuccess,
  notifyText,
  type NotifyErrorKey,
  type NotifySuccessKey,
} from './notify';

/** A toast's text, already translated; a failure's by default. */
interface ToastText {
  text: string;
  tone?: 'error' | 'success';
}

// A type, not an interface: TanStack's `Register` takes meta that is a Record (an interface
// has no index signature).
export type MutationToasts = {
  /** The success toast: a key of the catalogue, or a text the caller has translated. */
  successToast?: NotifySuccessKey | { text: (data: unknown, variables: unknown) => string };
  /**
   * The failure toast: a key of the catalogue, or one picked from the failure by its error code
   * (null: none, when the page answers that refusal itself, e.g. by going to identity check).
   */
  errorToast?: NotifyErrorKey | ((error: unknown) => NotifyErrorKey | ToastText | null);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}

type AnyMutation = Mutation<unknown, unknown, unknown>;

export function showSuccessToast(data: unknown, variables: unknown, mutation: AnyMutation): void {
  const toast = mutation.meta?.successToast;
  if (toast === undefined) return;
  if (typeof toast === 'string') notifySuccess(toast);
  else notifyText(toast.text(data, variables), 'success');
}

export function showErrorToast(error: unknown, mutation: AnyMutation): void {
  const choice = mutation.meta?.errorToast;
  const toast = typeof choice === 'function' ? choice(error) : choice;
  if (toast === undefined || toast === null) return;
  if (typeof toast === 'string') notifyError(toast);
  else notifyText(toast.text, toast.tone);
}
