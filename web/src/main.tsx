import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { loadCustomerChat } from './lib/customer-chat';
import { currentLocale, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Until the first render the prerendered shell in index.html shows (src/shell). No top-level await
// in this module: with one, Rollup split every module the entry shares with a lazy page into a file
// of its own (about fifty requests before the first render).
const queryClient = createQueryClient();
// The page's chunk, texts and first API calls start alongside the language, and the first render
// waits for the page: it is then the page itself, as the prerendered HTML of its address shows it,
// never a skeleton between the two.
void Promise.all([initI18n(), preloadRoute(queryClient, window.location)]).then(() => {
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
