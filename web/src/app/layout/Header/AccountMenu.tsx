import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UserIcon } from '../../../components/icons';
import { loginPathFor, useCurrentAddress } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';

/**
 * The account button of the main bar. Guests get sign-in (returning here) and account creation;
 * members their pages, the seller console (or becoming a seller) and sign-out. Mantine's Menu
 * gives the keyboard behaviour of a menu button (arrows, Escape, focus return).
 */
export function AccountMenu() {
  const { t } = useTranslation('layout');
  const { isSignedIn, user, isSeller, signOut } = useSession();
  const currentAddress = useCurrentAddress();

  return (
    <Menu
      position="bottom-end"
      width={220}
      // Inside the header landmark, and without Mantine's focus placeholder (a focusable
      // role=presentation child that a menu may not have): focus goes to the first item.
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* One target element whatever the state, so the menu stays open while the user loads. */}
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={t('account.menu')}
        >
          {user ? (
            <Avatar src={user.profileImageUrl} alt="" size={30} radius="xl" color="brand">
              {user.nickname.slice(0, 1)}
            </Avatar>
          ) : (
            <UserIcon />
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isSignedIn ? (
          <>
            {user && <Menu.Label>{t('account.greeting', { nickname: user.nickname })}</Menu.Label>}
            <Menu.Item component={Link} href="/my/profile">
              {t('account.profile')}
            </Menu.Item>
            <Menu.Item component={Link} href="/my/orders">
              {t('account.orders')}
            </Menu.Item>
            <Menu.Item component={Link} href="/my/expenses">
              {t('account.expenses')}
            </Menu.Item>
            {isSeller ? (
              <Menu.Item component={Link} href="/seller">
                {t('account.sellerConsole')}
              </Menu.Item>
            ) : (
              <Menu.Item component={Link} href="/become-seller">
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
            <Menu.Item component={Link} href="/create-account">
              {t('account.createAccount')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
