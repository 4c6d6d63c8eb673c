import type { Story, StoryDefault } from '@ladle/react';
import { wireSellerProfile } from '@test/catalogue-data';
import { SellerProfileHeader } from './SellerProfileHeader';

export default { title: 'Features / Stores / SellerProfileHeader' } satisfies StoryDefault;

export const Loading: Story = () => <SellerProfileHeader seller={undefined} />;

export const Seller: Story = () => <SellerProfileHeader seller={wireSellerProfile()} />;

/** No introduction written: a placeholder sentence instead of a blank line. */
export const NoIntro: Story = () => (
  <SellerProfileHeader seller={wireSellerProfile({ intro: null })} />
);

/** The avatar cannot load: the nickname's first letter stands in. */
export const BrokenAvatar: Story = () => (
  <SellerProfileHeader seller={wireSellerProfile({ profileImageUrl: '/missing.png' })} />
);
BrokenAvatar.meta = { errorOnPurpose: 'a picture that does not load' };

export const LongText: Story = () => (
  <SellerProfileHeader
    seller={wireSellerProfile({
      nickname: 'TheVeryLongNicknameOfASellerWhoLikesLongNames',
      intro: '구독 파티와 기프티콘, 게임 코드를 판매합니다. '.repeat(8),
    })}
  />
);

export const English: Story = () => <SellerProfileHeader seller={wireSellerProfile()} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <SellerProfileHeader seller={wireSellerProfile()} />;
Spanish.meta = { locale: 'es' };
