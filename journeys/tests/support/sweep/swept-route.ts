/** One route of the accessibility sweep (accessibility.spec.ts): where it is and how to reach it. */
import type { Page } from '@playwright/test';
import type { accounts } from '../env';
import type { Language } from '../locales';
import type { MockWorld } from '../mock-world';

export interface SweptRoute {
  /** How the route is named in test titles. */
  name: string;
  /** The address, with real ids taken from the test's world so the page shows data. */
  path: (world: MockWorld) => Promise<string> | string;
  /** The seeded account signed in before the page loads; a guest when absent. */
  signedInAs?: keyof typeof accounts;
  /**
   * Brings the loaded page to the state to scan (a dialog open, a form filled). A dialog or menu it
   * opens must close with Escape: the sweep then moves on inside the app.
   */
  prepare?: (page: Page, world: MockWorld, language: Language) => Promise<void>;
  /** The route is loaded afresh, not reached inside the app: its state exists only on a new visit. */
  freshVisit?: true;
}
