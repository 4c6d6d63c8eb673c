import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerProfile } from '@test/catalogue-data';
import { SellerCard } from './SellerCard';

export default { title: 'Features / Catalogue / SellerCard' } satisfies StoryDefault;

export const Seller: Story = () => <SellerCard seller={wireSellerProfile()} />;

export const WithoutIntro: Story = () => <SellerCard seller={wireSellerProfile({ intro: null })} />;

export const LongIntro: Story = () => (
  <SellerCard
    seller={wireSellerProfile({
      intro:
        '구독 파티와 기프티콘, 게임 코드를 2년째 판매하고 있어요. 평일 오전 9시부터 오후 11시까지 빠르게 답변드리며, 주말에는 답변이 조금 늦을 수 있습니다. 문의는 채팅으로 남겨 주세요.',
    })}
  />
);

export const English: Story = () => <SellerCard seller={wireSellerProfile()} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <SellerCard seller={wireSellerProfile()} />;
Spanish.meta = { locale: 'es' };
