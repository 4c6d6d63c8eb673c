import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { GiftIcon } from '@/components/icons';
import { RecentNoticeLink } from '@/features/notices/components/RecentNoticeLink/RecentNoticeLink';
import { lazyDialog, usePreload } from '@/lib/ui/lazy-dialog';
import { useCurrentAddress } from '@/lib/browser/search-params';
import { pathTo, loginPathFor } from '@/lib/addresses';
import { useSession } from '@/lib/session/session';
import { CurrencyPicker } from './CurrencyPicker';
import classes from './Header.module.css';
import { LanguagePicker } from './LanguagePicker';

const redeemDialog = lazyDialog(() =>
  import('@/features/wallet/components/RedeemDialog/RedeemDialog').then((m) => m.RedeemDialog),
);

/**
 * The thin bar above the main bar: latest notice, app services, buy e-money (signed in), the
 * redeem-code dialog (guests are sent to sign in first) and the currency and language pickers.
 */
export function TopBar() {
  const { t } = useTranslation('layout');
  const { isSignedIn } = useSession();
  const [redeemOpened, redeem] = useDisclosure(false);
  const [, navigate] = useLocation();
  const currentAddress = useCurrentAddress();
  const preloadRedeem = usePreload(redeemDialog.preload);

  const openRedeem = () => {
    if (isSignedIn) redeem.open();
    else navigate(loginPathFor(currentAddress));
  };

  return (
    <div className={classes.topBar}>
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.topBarRow}>
          <div className={classes.notice}>
            <RecentNoticeLink />
          </div>
          <Group gap="xs" wrap="nowrap" className={classes.utilities}>
            <Anchor
              component={Link}
              href={pathTo('/our-services')}
              size="xs"
              c="dimmed"
              visibleFrom="sm"
            >
              {t('topBar.appServices')}
            </Anchor>
            {isSignedIn && (
              <Anchor
                component={Link}
                href={pathTo('/buy-emoney')}
                size="xs"
                c="dimmed"
                visibleFrom="sm"
              >
                {t('topBar.buyEmoney')}
              </Anchor>
            )}
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<GiftIcon size={14} />}
              onClick={openRedeem}
              // The label hides on phones; the name stays for assistive technology.
              aria-label={t('topBar.redeem')}
              {...(isSignedIn ? preloadRedeem : {})}
            >
              <Box component="span" visibleFrom="xs">
                {t('topBar.redeem')}
              </Box>
            </Button>
            <CurrencyPicker />
            <LanguagePicker />
          </Group>
        </Group>
      </Container>
      <redeemDialog.Dialog opened={redeemOpened} onClose={redeem.close} />
    </div>
  );
}
