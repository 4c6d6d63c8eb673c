import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './AccountButton';

const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenu })));

/**
 * The account menu without its cost in the first load: a plain button (same look and name) until
 * the user opens it (pointing at or focusing it starts the download); then the real menu replaces it,
 * opened by the same click or key, with focus on its first item.
 */
export function AccountMenuLoader() {
  const [state, setState] = useState<'idle' | 'opened'>('idle');
  const preload = () => void loadMenu();

  if (state === 'idle') {
    return (
      <AccountButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setState('opened')}
      />
    );
  }
  return (
    <Suspense fallback={<AccountButton aria-haspopup="menu" aria-expanded={false} />}>
      <AccountMenu openOnMount />
    </Suspense>
  );
}
