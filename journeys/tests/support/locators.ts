/** Locators shared by the journeys: what a visitor would look for, by role and visible name. */
import type { Locator, Page } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The form control labelled `label`, whether or not the label carries the required-field asterisk
 * (Mantine writes `Label *`), and not a button whose name merely contains the label.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}
