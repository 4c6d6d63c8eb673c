import type { Story, StoryDefault } from '@ladle/react';
import { SimpleGrid } from '@mantine/core';
import { wireOurService } from '@test/content-data';
import { storyPicture } from '@test/story-pictures';
import { wireText } from '@test/wire-data';
import { OurServiceCard } from './OurServiceCard';

export default { title: 'Features / Content / OurServiceCard' } satisfies StoryDefault;

const app = wireOurService({
  seq: 1,
  imageUrl: storyPicture('app'),
  name: wireText({
    ko: '마켓 모바일 앱',
    en: 'Marketplace mobile app',
    es: 'App móvil del mercado',
  }),
  description: wireText({
    ko: '언제 어디서나 파티와 쿠폰을 확인하고 알림을 받아 보세요.',
    en: 'Check your parties and coupons anywhere and get notifications.',
    es: 'Consulta tus grupos y cupones en cualquier lugar y recibe avisos.',
  }),
});

// Made once, numbered: made while rendering, each render numbered them anew ("Service 2" or 4).
const noPicture = wireOurService({ seq: 2, imageUrl: '' });
const notALink = wireOurService({
  seq: 3,
  imageUrl: storyPicture('web', { hue: 30 }),
  linkUrl: 'not a web address',
});

function Grid() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <OurServiceCard service={app} />
      <OurServiceCard service={noPicture} />
      <OurServiceCard service={notALink} />
    </SimpleGrid>
  );
}

/** The second has no picture, the third an address that is not followed. */
export const Korean: Story = () => <Grid />;

export const English: Story = () => <Grid />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Grid />;
Spanish.meta = { locale: 'es' };
