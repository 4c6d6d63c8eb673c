import type { Story, StoryDefault } from '@ladle/react';
import { CommentForm } from './CommentForm';

export default { title: 'Features / Comments / CommentForm' } satisfies StoryDefault;

const save = () => Promise.resolve(true);

export const New: Story = () => (
  <CommentForm label="댓글 쓰기" submitLabel="등록" onSubmit={save} />
);
export const Editing: Story = () => (
  <CommentForm
    label="Edit your comment"
    submitLabel="Save"
    initialContent="Does it work outside Korea?"
    onSubmit={save}
    onCancel={() => undefined}
  />
);
Editing.meta = { locale: 'en' };
export const Saving: Story = () => (
  <CommentForm label="댓글 쓰기" submitLabel="등록" onSubmit={save} pending />
);
