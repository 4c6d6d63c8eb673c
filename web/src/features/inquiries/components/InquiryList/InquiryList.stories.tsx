import type { Story, StoryDefault } from '@ladle/react';
import { wireInquiry } from '@test/account-data';
import { StoryCache, storyPage, type StorySeed } from '@test/story-cache';
import { inquiryKeys } from '@/features/inquiries/api/inquiry-keys';
import { INQUIRY_PAGE_SIZE } from '@/features/inquiries/api/use-inquiries';
import { InquiryList } from './InquiryList';

export default { title: 'Features / Inquiries / InquiryList' } satisfies StoryDefault;

const query = { page: 1, size: INQUIRY_PAGE_SIZE };

const withItems: StorySeed = (client, token) =>
  client.setQueryData(
    inquiryKeys.list(token, query),
    storyPage([
      wireInquiry(),
      wireInquiry({
        seq: 2,
        category: 'REFUND',
        title: '환불 요청 처리가 늦어요',
        status: 'ANSWERED',
        answer: { body: '오늘 처리되었습니다.', answeredAt: '2026-11-21 09:00:00' },
      }),
    ]),
  );

export const AnsweredAndNot: Story = () => (
  <StoryCache seed={withItems}>
    <InquiryList />
  </StoryCache>
);
AnsweredAndNot.meta = { session: 'member', path: '/my/contact' };

export const Empty: Story = () => (
  <StoryCache
    seed={(client, token) => client.setQueryData(inquiryKeys.list(token, query), storyPage([]))}
  >
    <InquiryList />
  </StoryCache>
);
Empty.meta = { session: 'member', path: '/my/contact' };

export const LoadFailed: Story = () => <InquiryList />;
LoadFailed.meta = {
  session: 'member',
  path: '/my/contact',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
