/**
 * Finds a Chromium to drive: Playwright's own build when installed, otherwise the system's
 * (Debian's `chromium`, or one named by CHROMIUM_PATH). Playwright cannot download browsers on
 * machines without internet access, so the system browser is a first-class fallback.
 *
 * Tests want Chromium's headless shell (Debian's `chromium-headless-shell`: the old headless
 * mode as a program of its own, which Playwright's own install also uses for headless runs): the
 * same Blink with no browser interface to run, it took about a third less of the two cores on
 * the same pages (the story runner 75 -> 54 s, the journeys 5:39 -> 3:12). Lighthouse measures
 * what a visitor's browser does, so the bench asks for the full browser.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const fullBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const headlessShells = ['/usr/bin/chromium-headless-shell'];

export function findChromium(
  kind: 'headless-shell' | 'full' = 'headless-shell',
): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return undefined; // Playwright's own: no override needed
  } catch {
    // not installed
  }
  const candidates = kind === 'full' ? fullBrowsers : [...headlessShells, ...fullBrowsers];
  const system = candidates.find((path) => existsSync(path));
  if (!system) {
    throw new Error(
      'No Chromium found. Install one (`apt-get install -y chromium-headless-shell chromium`) or set CHROMIUM_PATH.',
    );
  }
  return system;
}

/** Flags for a headless browser on a closed network, run as root in CI containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
