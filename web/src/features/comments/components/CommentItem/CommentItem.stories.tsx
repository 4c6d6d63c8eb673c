import type { Story, StoryDefault } from '@ladle/react';
import { wireComment } from '@test/orders-data';
import { CommentItem } from './CommentItem';

export default { title: 'Features / Comments / CommentItem' } satisfies StoryDefault;

const long = wireComment({
  content: `${'정말 궁금한 점이 많아요. '.repeat(15)} https://example.com/a-very-long-address-without-spaces-that-must-wrap`,
});

export const ByTheViewer: Story = () => (
  <CommentItem comment={wireComment()} viewerSeq={7} viewerIsSeller={false} />
);
export const ByAnotherMember: Story = () => (
  <CommentItem comment={long} viewerSeq={8} viewerIsSeller={false} />
);
export const SellerCanReply: Story = () => (
  <CommentItem comment={wireComment()} viewerSeq={3} viewerIsSeller />
);
SellerCanReply.meta = { locale: 'en' };
