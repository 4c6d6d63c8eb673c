/**
 * The few line icons the shell needs (see LineIcon). Decorative by default (aria-hidden): the
 * control around an icon carries the accessible name.
 */
import { LineIcon, type LineIconProps } from './LineIcon/LineIcon';

export function SearchIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

export function CartIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1" />
      <circle cx="17" cy="20.5" r="1" />
    </LineIcon>
  );
}

export function UserIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

export function MegaphoneIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
      <path d="M15 9a4 4 0 0 1 0 6" />
    </LineIcon>
  );
}

export function GiftIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M5 12v9h14v-9M7.5 8a2.5 2.5 0 1 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 1 1 0 5" />
    </LineIcon>
  );
}
