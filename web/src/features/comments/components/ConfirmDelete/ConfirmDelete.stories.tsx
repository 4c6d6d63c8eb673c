import type { Story, StoryDefault } from '@ladle/react';
import { ConfirmDelete } from './ConfirmDelete';

export default { title: 'Features / Comments / ConfirmDelete' } satisfies StoryDefault;

export const Open: Story = () => (
  <ConfirmDelete
    opened
    title="댓글을 삭제할까요?"
    message="댓글과 판매자의 답글이 삭제됩니다. 되돌릴 수 없습니다."
    pending={false}
    onConfirm={() => undefined}
    onClose={() => undefined}
  />
);
