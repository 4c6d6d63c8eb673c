import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { changeLocale, initI18n, loadAllNamespaces } from '../src/lib/i18n/i18n';
import { reloadSessionFromStorage } from '../src/lib/session/session-store';
import './query-errors';

// Two shared cores make the first render of a lazy page (its first transform) slow now and then:
// a ceiling on waiting for a state, not a wait.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  // happy-dom has no `document.fonts`, which Textarea's autosize listens on for web fonts loading:
  // an inert stand-in of a browser API, not our code.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  // Every namespace up front: components then render at once instead of suspending on first use.
  await initI18n('ko');
  await loadAllNamespaces();
  // The files of a worker share one document and one module graph (`isolate: false`,
  // vitest.config.ts): each file starts as a fresh tab would, with nothing stored, at `/`, in ko.
  // (changeLocale stores the language: storage is cleared after it.)
  await changeLocale('ko');
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});
