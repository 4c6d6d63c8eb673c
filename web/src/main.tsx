import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCustomerChat } from './lib/customer-chat';
import { currentLocale, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Wait for the language (bundled for ko, one small chunk otherwise) so the first paint is translated.
await initI18n();

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);

loadCustomerChat({ locale: currentLocale() });
