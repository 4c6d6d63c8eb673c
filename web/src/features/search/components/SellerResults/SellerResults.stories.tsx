import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerProfile } from '../../../../../test/catalogue-data';
import { SellerResults } from './SellerResults';

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

export const Sellers: Story = () => <SellerResults sellers={sellers} emptyText="No sellers" />;

export const Loading: Story = () => <SellerResults sellers={undefined} emptyText="" />;

export const NoMatch: Story = () => (
  <SellerResults sellers={[]} emptyText="'스타벅스'에 대한 검색 결과가 없습니다." />
);

export const LoadFailed: Story = () => (
  <SellerResults sellers={undefined} error onRetry={() => undefined} emptyText="" />
);

export const English: Story = () => <SellerResults sellers={sellers} emptyText="" />;
English.meta = { locale: 'en' };
