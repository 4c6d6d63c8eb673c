/**
 * A query's error without the document while `waitFor` (and so every `findBy*`) tries it again.
 * Those errors are thrown away but the last, and `waitFor` prints the document into that one when
 * it gives up; printing the whole document into every failed try was 2% of the suite's CPU.
 * Testing Library sets `_disableExpensiveErrorDiagnostics` while `waitFor` runs its callback; were
 * the flag gone, every error would print the document again, as by default.
 * Imported once per worker by test/setup.ts (a module, not the setup file itself, which runs for
 * every file): the error it wraps is Testing Library's own.
 */
import { configure, getConfig, type Config } from '@testing-library/react';

const withDocument = getConfig().getElementError;
const whileTrying = () =>
  (getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

configure({
  getElementError(message, container) {
    if (!whileTrying()) return withDocument(message, container);
    const error = new Error(message ?? '');
    // The name by which waitFor moves the stack to the test's line when it gives up.
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
