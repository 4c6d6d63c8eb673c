import {
  createTheme,
  mergeThemeOverrides,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/** The brand blue, also Mantine's primary color; shade 7+ on white passes WCAG AA for text. */
const brand: MantineColorsTuple = [
  '#e7f1ff',
  '#cfe0ff',
  '#9dbefc',
  '#689af9',
  '#3d7cf7',
  '#2368f6',
  '#135ef7',
  '#034edc',
  '#0045c5',
  '#003aae',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  defaultRadius: 'md',
  // Keyboard focus is always visible; mouse clicks do not draw a ring.
  focusRing: 'auto',
  fontFamily:
    'Pretendard, -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine draws a toast's text in gray 6 under a title: below AA contrast on white.
    Notification: Notification.extend({ classNames: { description: classes.toastDescription } }),
  },
});

/**
 * Text colours of Mantine's light scheme that are below the WCAG AA contrast (4.5:1) for small
 * text on white and on the gray-0 surfaces (bars, filled fieldsets):
 * - dimmed text (gray 6): gray 7 keeps the muted look at about 8:1;
 * - error text of inputs and checkboxes (red 6, 3.3:1; red 8 only just reaches 4.5:1 on white and
 *   not on gray 0): red 9 is 5.2:1 or more on both.
 * The others (placeholder, light teal, light yellow and orange) are in theme.module.css: no
 * first-load JavaScript.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/**
 * The seller console's own colour (SPEC §2: the seller area has its own theme): violet, shade 7 at
 * 5.5:1 on white, so every primary-coloured text and button stays AA.
 */
const seller: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#7950f2',
  '#7048e8',
  '#6741d9',
  '#5f3dc4',
];

export const sellerTheme = mergeThemeOverrides(
  theme,
  createTheme({ colors: { seller }, primaryColor: 'seller' }),
);

/** The seller console's addresses: `/seller` and below. */
export const isSellerArea = (path: string) => path === '/seller' || path.startsWith('/seller/');
