import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import { POST_IMAGES_MAX } from '@market/domain';
import { useState } from 'react';
import { PostImages } from './PostImages';

export default { title: 'Features / Seller listings / PostImages' } satisfies StoryDefault;

/** A 1×1 image in each of a few colours, as data addresses (no server needed). */
const pixel = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${color}"/></svg>`,
  )}`;
const images = ['#7048e8', '#0ca678', '#f59f00', '#e03131', '#1c7ed6'].map(pixel);

function Images({ initial, error }: { initial: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Box maw={720}>
      <PostImages value={value} onChange={setValue} error={error} />
    </Box>
  );
}

export const NoImage: Story = () => <Images initial={[]} />;
NoImage.meta = { session: 'seller', path: '/seller/ecoupons/create' };

export const TwoImages: Story = () => <Images initial={images.slice(0, 2)} />;
TwoImages.meta = { session: 'seller', path: '/seller/ecoupons/create', locale: 'en' };

export const Full: Story = () => <Images initial={images.slice(0, POST_IMAGES_MAX)} />;
Full.meta = { session: 'seller', path: '/seller/ecoupons/create', locale: 'es' };

export const WithError: Story = () => (
  <Images initial={[]} error="최대 5장까지 올릴 수 있습니다." />
);
WithError.meta = { session: 'seller', path: '/seller/ecoupons/create' };
