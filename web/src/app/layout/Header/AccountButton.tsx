import { ActionIcon, Avatar, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/icons';
import { useSession } from '@/lib/session/session';

export type AccountButtonProps = ActionIconProps & ComponentPropsWithRef<'button'>;

/**
 * The account menu's button: the member's avatar, or a person icon for guests. The same element
 * whatever the state, so an open menu stays open while the user loads; extra props (Menu.Target's
 * handlers and ARIA attributes) pass through.
 */
export function AccountButton(props: AccountButtonProps) {
  const { t } = useTranslation('layout');
  const { user } = useSession();
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      radius="xl"
      aria-label={t('account.menu')}
      {...props}
    >
      {user ? (
        <Avatar src={user.profileImageUrl} alt="" size={30} radius="xl" color="brand">
          {user.nickname.slice(0, 1)}
        </Avatar>
      ) : (
        <UserIcon />
      )}
    </ActionIcon>
  );
}
