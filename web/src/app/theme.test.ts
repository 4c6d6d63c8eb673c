import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const themeCss = readFileSync(`${import.meta.dirname}/theme.module.css`, 'utf8');
/** The light scheme's variables: the resolver's, and those theme.module.css sets. */
const light: Record<string, string> = {
  ...cssVariablesResolver(merged).light,
  ...Object.fromEntries(
    [...themeCss.matchAll(/^\s*(--mantine-[a-z0-9-]+):\s*([^;]+);/gm)].map(([, name, value]) => [
      name,
      value?.trim(),
    ]),
  ),
};

/** `var(--mantine-color-red-9)` → the theme's hex colour. */
function themeColor(value: string | undefined): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value ?? '');
  if (!match) throw new Error(`not a theme colour: ${value}`);
  const [, name = '', shade = ''] = match;
  const color = merged.colors[name]?.[Number(shade)];
  if (!color) throw new Error(`no colour ${name} ${shade} in the theme`);
  return color;
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(color: string): number {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (digit) => digit + digit) : color;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a hex colour: ${color}`);
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

// White pages, and the gray-0 surfaces: bars, filled fieldsets (the sign-up agreements).
const surfaces = { white: merged.white, 'gray 0': merged.colors.gray[0] };

describe('theme text colours (light scheme)', () => {
  for (const variable of [
    '--mantine-color-error',
    '--mantine-color-dimmed',
    '--mantine-color-placeholder',
  ] as const) {
    for (const [surface, background] of Object.entries(surfaces)) {
      it(`${variable} reaches WCAG AA for small text (4.5:1) on ${surface}`, () => {
        expect(contrast(themeColor(light[variable]), background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('light alerts (coloured title on the light background)', () => {
  it('a teal title reaches WCAG AA for small text (4.5:1)', () => {
    const title = merged.colors.teal[9] ?? '';
    expect(contrast(title, themeColor(light['--mantine-color-teal-light']))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  // Mantine's light variant: text in `--mantine-color-<c>-light-color` on shade 1 (shade 2 on hover).
  for (const color of ['yellow', 'orange'] as const) {
    for (const shade of [0, 1, 2]) {
      it(`${color} text reaches WCAG AA for small text (4.5:1) on ${color} ${shade}`, () => {
        const text = light[`--mantine-color-${color}-light-color`] ?? '';
        expect(contrast(text, merged.colors[color][shade] ?? '')).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('filled buttons (white text on the colour)', () => {
  for (const variable of ['--mantine-color-orange-filled', '--mantine-color-orange-filled-hover']) {
    it(`white text reaches WCAG AA for small text (4.5:1) on ${variable}`, () => {
      expect(contrast(merged.white, light[variable] ?? '')).toBeGreaterThanOrEqual(4.5);
    });
  }
});
