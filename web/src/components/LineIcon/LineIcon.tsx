import type { SVGProps } from 'react';

export type LineIconProps = SVGProps<SVGSVGElement> & {
  /** Width and height in px. Default 20. */
  size?: number;
};

/**
 * A line icon drawn inline (no icon library in the first load): the paths given as children, on a
 * 24 × 24 grid, stroked in the text colour (`strokeWidth` default 2). Decorative by default
 * (aria-hidden): the control around an icon, or the words beside it, carry the meaning.
 */
export function LineIcon({ size = 20, strokeWidth = 2, children, ...props }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {children}
    </svg>
  );
}
