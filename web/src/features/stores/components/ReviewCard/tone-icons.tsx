/** Thumb icons of a review's tone; decorative (the badge beside them says the tone in words). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function ThumbIcon({ size = 14, down = false, ...props }: IconProps & { down?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      transform={down ? 'rotate(180)' : undefined}
      {...props}
    >
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-8a2.5 2.5 0 0 1 3 3l-1 4h5.5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7" />
    </svg>
  );
}

export function ThumbUpIcon(props: IconProps) {
  return <ThumbIcon {...props} />;
}

export function ThumbDownIcon(props: IconProps) {
  return <ThumbIcon {...props} down />;
}
