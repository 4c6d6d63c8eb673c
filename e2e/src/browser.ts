/**
 * Finds a Chromium to drive: Playwright's own build when installed, otherwise the system's
 * (Debian's `chromium`, or one named by CHROMIUM_PATH). Playwright cannot download browsers on
 * machines without internet access, so the system browser is a first-class fallback.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return undefined; // Playwright's own: no override needed
  } catch {
    // not installed
  }
  const system = systemCandidates.find((path) => existsSync(path));
  if (!system) {
    throw new Error(
      'No Chromium found. Install one (`apt-get install -y chromium`) or set CHROMIUM_PATH.',
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
