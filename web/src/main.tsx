// Mantine's styles first: the page's stylesheet then holds the app's own rules after them.
import '@/lib/ui/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { preloadRoute } from './app/routes';
import { loadCustomerChat } from '@/lib/chat/customer-chat';
import { currentLocale, initI18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/api/query-client';
import { warmUpFormatters } from '@/lib/format/warm-up-formatters';
import { yieldToMain } from '@/lib/browser/yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Until the first render the prerendered shell in index.html shows (src/shell). No top-level await
// in this module: with one, Rollup split every module the entry shares with a lazy page into a file
// of its own (about fifty requests before the first render).
const queryClient = createQueryClient();
// The page's first API calls, chunk and texts start first; then the language and the formatters
// (lib/format/warm-up-formatters.ts), each step in a task of its own (lib/browser/yield-to-main.ts) rather than
// one long task on a slow phone. The first render waits for all of them: it is then the page
// itself, as the prerendered HTML of its address shows it, never a skeleton between the two.
//
// React DOM's renderer and the app's frame (app/app.tsx: providers, layout, their Mantine) are one
// chunk (vite-plugins/chunks.ts), which the HTML fetches from the start and the app evaluates only
// now: a member's first calls, which the HTML cannot start (they carry a token), wait for neither,
// and the entry, which the first paint waits for, carries only what starts the page's loads.
void Promise.all([
  preloadRoute(queryClient, window.location),
  import('react-dom/client'),
  import('./app/app'),
  yieldToMain()
    .then(() => initI18n())
    .then(yieldToMain)
    .then(warmUpFormatters),
]).then(([, { createRoot }, { App }]) => {
  // A transition: React renders the app in slices, leaving the main thread free between them
  // (one long task on a slow phone otherwise).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  loadCustomerChat({ locale: currentLocale() });
});
