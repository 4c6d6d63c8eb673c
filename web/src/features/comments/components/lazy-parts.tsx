/**
 * The comment form and the delete confirmation load on first use: a post's first load is for
 * reading it, and these two bring the form library and the modal dialog with them (about 45 kB
 * gzip, a third of the post page's own code). Guests never load the form.
 */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import type { CommentFormProps } from './CommentForm';
import type { ConfirmDeleteProps } from './ConfirmDelete';

const CommentFormModule = lazy(() =>
  import('./CommentForm').then((module) => ({ default: module.CommentForm })),
);

/** The form's own height (a two-row field over its buttons), so nothing moves when it arrives. */
const FORM_HEIGHT = 130;

export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<Skeleton height={FORM_HEIGHT} radius="sm" />}>
      <CommentFormModule {...props} />
    </Suspense>
  );
}

export const { Dialog: LazyConfirmDelete } = lazyDialog<ConfirmDeleteProps>(() =>
  import('./ConfirmDelete').then((module) => module.ConfirmDelete),
);
