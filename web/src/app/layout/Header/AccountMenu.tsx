import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentAddress } from '@/lib/browser/search-params';
import { pathTo, loginPathFor } from '@/lib/addresses';
import { useSession } from '@/lib/session/session';
import { AccountButton } from './AccountButton';
import { AccountMenuSummary } from './AccountMenuSummary';

export interface AccountMenuProps {
  /** Open on mount: the lazy loader renders the menu when the user first opens it. Default false. */
  openOnMount?: boolean;
}

/**
 * The account menu of the main bar. Guests get sign-in (returning here) and account creation;
 * members their pages, the seller console (or becoming a seller) and sign-out. Mantine's Menu
 * gives the keyboard behaviour of a menu button (arrows, Escape, focus return). Loaded on first
 * use by AccountMenuLoader, so the positioning library stays out of the first load.
 */
export function AccountMenu({ openOnMount = false }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  const { isSignedIn, user, isSeller, signOut } = useSession();
  const currentAddress = useCurrentAddress();
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!openOnMount) return;
    // The menu returns focus on close to the element that had it when it opened, and the loader's
    // placeholder button is gone: focus this button (the DOM, an external system) and only then
    // open, which is why the state is set in the effect.
    targetRef.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened(true);
  }, [openOnMount]);

  return (
    <Menu
      position="bottom-end"
      width={260}
      // Inside the header landmark, and without Mantine's focus placeholder (a focusable
      // role=presentation child that a menu may not have): focus goes to the first item.
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <AccountButton ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {isSignedIn ? (
          <>
            {user && <Menu.Label>{t('account.greeting', { nickname: user.nickname })}</Menu.Label>}
            <AccountMenuSummary />
            <Menu.Item component={Link} href={pathTo('/my')}>
              {t('account.myPage')}
            </Menu.Item>
            <Menu.Item component={Link} href={pathTo('/my/profile')}>
              {t('account.profile')}
            </Menu.Item>
            <Menu.Item component={Link} href={pathTo('/my/orders')}>
              {t('account.orders')}
            </Menu.Item>
            <Menu.Item component={Link} href={pathTo('/my/expenses')}>
              {t('account.expenses')}
            </Menu.Item>
            {isSeller ? (
              <Menu.Item component={Link} href={pathTo('/seller')}>
                {t('account.sellerConsole')}
              </Menu.Item>
            ) : (
              <Menu.Item component={Link} href={pathTo('/become-seller')}>
                {t('account.becomeSeller')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item onClick={signOut}>{t('account.logout')}</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} href={loginPathFor(currentAddress)}>
              {t('account.login')}
            </Menu.Item>
            <Menu.Item component={Link} href={pathTo('/create-account')}>
              {t('account.createAccount')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
