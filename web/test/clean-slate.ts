/**
 * What every test of a file that talks to an API ends with (test/serve-api.ts, test/mock-world.ts):
 * nothing left mounted, no toast, language back to ko, nothing kept in storage (session, language,
 * pending sign-ins).
 */
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { changeLocale } from '../src/lib/i18n/i18n';

export async function cleanSlate(): Promise<void> {
  // Unmount first: a tree still mounted would re-render on the language change below and read
  // back state the file's own afterEach just forgot (module caches of storage, for one).
  cleanup();
  // Toasts live in a store of their own: one test's must not show up in the next.
  notifications.clean();
  await changeLocale('ko');
  localStorage.clear();
  sessionStorage.clear();
}
