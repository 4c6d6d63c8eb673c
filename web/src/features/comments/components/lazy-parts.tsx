/**
 * The comment form and the delete confirmation load on first use: a post's first load is for
 * reading it, and these two bring the form library and the modal dialog with them (about 45 kB
 * gzip, a third of the post page's own code). Guests never load the form.
 */
import { lazyDialog } from '@/lib/ui/lazy-dialog';
import { lazyPart } from '@/lib/ui/lazy-part';
import type { ConfirmDeleteProps } from './ConfirmDelete/ConfirmDelete';

/** While it loads, the form's own height (a two-row field over its buttons) is held. */
export const LazyCommentForm = lazyPart(
  () => import('./CommentForm/CommentForm').then((module) => module.CommentForm),
  { height: 130 },
);

export const { Dialog: LazyConfirmDelete } = lazyDialog<ConfirmDeleteProps>(() =>
  import('./ConfirmDelete/ConfirmDelete').then((module) => module.ConfirmDelete),
);
