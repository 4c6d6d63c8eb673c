import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerProfile } from '@test/catalogue-data';
import { SellerResults, SellerResultsSkeleton } from './SellerResults';

export default { title: 'Features / Search / SellerResults' } satisfies StoryDefault;

const sellers = [
  wireSellerProfile(),
  wireSellerProfile({ seq: 4, nickname: 'HappyMarket', intro: null, positiveReviewCount: 31 }),
  wireSellerProfile({
    seq: 5,
    nickname: '기프트허브',
    intro:
      '편의점, 카페, 베이커리 기프티콘을 정가보다 저렴하게 판매합니다. 구매 후 바로 사용 가능한 상품만 올려요. 문의는 채팅으로 부탁드립니다.',
  }),
];

export const Sellers: Story = () => <SellerResults sellers={sellers} />;

export const Loading: Story = () => <SellerResultsSkeleton />;

export const English: Story = () => <SellerResults sellers={sellers} />;
English.meta = { locale: 'en' };
