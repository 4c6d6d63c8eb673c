import type { PostType } from '@market/domain';
import { LineIcon } from '@/components/LineIcon/LineIcon';

interface TypeIconProps {
  postType: PostType;
  /** Width and height in px. @default 40 */
  size?: number;
}

const paths: Record<PostType, string> = {
  // Two people: a party shares one subscription.
  SUBSCRIPTION:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.6',
  // A ticket with a perforation: a coupon.
  COUPON:
    'M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zM14 5v14',
  // A key: a digital code unlocks something.
  CODE: 'M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l1.1-1.1A4 4 0 0 1 15 7zm1 3h.01',
};

/** The line icon of a post type, drawn where a post has no picture. Decorative. */
export function TypeIcon({ postType, size = 40 }: TypeIconProps) {
  return (
    <LineIcon size={size} strokeWidth={1.6}>
      <path d={paths[postType]} />
    </LineIcon>
  );
}
