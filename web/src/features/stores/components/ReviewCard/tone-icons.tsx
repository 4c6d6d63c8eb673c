/** Thumb icons of a review's tone; decorative (the badge beside them says the tone in words). */
import { LineIcon, type LineIconProps } from '@/components/LineIcon/LineIcon';

function ThumbIcon({ size = 14, down = false, ...props }: LineIconProps & { down?: boolean }) {
  return (
    <LineIcon size={size} transform={down ? 'rotate(180)' : undefined} {...props}>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-8a2.5 2.5 0 0 1 3 3l-1 4h5.5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7" />
    </LineIcon>
  );
}

export function ThumbUpIcon(props: LineIconProps) {
  return <ThumbIcon {...props} />;
}

export function ThumbDownIcon(props: LineIconProps) {
  return <ThumbIcon {...props} down />;
}
