import type { Story, StoryDefault } from '@ladle/react';
import { wireBanner } from '@test/catalogue-data';
import { storyPicture } from '@test/story-pictures';
import { BannerCarousel } from './BannerCarousel';

export default { title: 'Features / Home / BannerCarousel' } satisfies StoryDefault;

const banners = [
  wireBanner({
    seq: 1,
    imageUrl: storyPicture('banner 1', { width: 1200, height: 400, hue: 350 }),
    title: JSON.stringify({
      ko: '넷플릭스 파티원 모집 중',
      en: 'Netflix parties are recruiting',
      es: 'Grupos de Netflix buscan miembros',
    }),
    linkUrl: '/subscriptions',
  }),
  wireBanner({
    seq: 2,
    imageUrl: storyPicture('banner 2', { width: 1200, height: 400, hue: 200 }),
    title: JSON.stringify({
      ko: '겨울 기프티콘 특가',
      en: 'Winter e-coupon deals',
      es: 'Ofertas de invierno en cupones',
    }),
    linkUrl: '/ecoupons',
  }),
  wireBanner({
    seq: 3,
    imageUrl: storyPicture('banner 3', { width: 1200, height: 400, hue: 120 }),
    title: JSON.stringify({
      ko: '스팀 지갑 코드 최저가',
      en: 'Steam Wallet codes at the best price',
      es: 'Códigos de Steam al mejor precio',
    }),
    linkUrl: '/digital-codes',
  }),
  wireBanner({
    seq: 4,
    imageUrl: storyPicture('banner 4', { width: 1200, height: 400, hue: 40 }),
    title: JSON.stringify({
      ko: '친구 초대하고 1,000포인트 받기 — 초대받은 친구도 1,000포인트',
      en: 'Invite a friend and both of you get 1,000 points',
      es: 'Invita a un amigo y ambos recibís 1.000 puntos',
    }),
    linkUrl: null,
  }),
];

export const Banners: Story = () => <BannerCarousel banners={banners} />;

/** Pictures that fail to load: the gradient fallback shows under the captions. */
export const BrokenPictures: Story = () => (
  <BannerCarousel
    banners={banners.map((banner) => ({ ...banner, imageUrl: '/missing-banner.png' }))}
  />
);
BrokenPictures.meta = { errorOnPurpose: 'pictures that do not load' };

export const LastBanner: Story = () => <BannerCarousel banners={banners} initialIndex={3} />;

export const OneBanner: Story = () => <BannerCarousel banners={banners.slice(0, 1)} />;

export const Loading: Story = () => <BannerCarousel banners={undefined} />;
Loading.meta = { shows: 'skeleton' };

/** No banners running: nothing is drawn. */
export const NoBanners: Story = () => <BannerCarousel banners={[]} />;
NoBanners.meta = { shows: 'empty' };

export const English: Story = () => <BannerCarousel banners={banners} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <BannerCarousel banners={banners} initialIndex={3} />;
Spanish.meta = { locale: 'es' };
