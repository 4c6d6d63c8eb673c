import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SideDrawer } from '@/components/Dialog/Dialog';
import { CurrencyPicker } from '../Header/CurrencyPicker';
import { LanguagePicker } from '../Header/LanguagePicker';
import { SellerNav } from './SellerNav';
import { pathTo } from '@/lib/addresses';

export interface SellerNavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The burger's drawer below the md breakpoint: the console's navigation, the language and currency
 * and the way back to the marketplace. Loaded on first open (it is never part of the first paint).
 */
export function SellerNavDrawer({ opened, onClose }: SellerNavDrawerProps) {
  const { t } = useTranslation('seller');
  return (
    <SideDrawer opened={opened} onClose={onClose} title={t('nav.label')} hiddenFrom="md">
      <nav aria-label={t('nav.label')}>
        <SellerNav onNavigate={onClose} />
        <Group gap="xs" mt="md" hiddenFrom="sm">
          <LanguagePicker />
          <CurrencyPicker />
        </Group>
        <Anchor component={Link} href={pathTo('/')} size="sm" fw={600} mt="md" display="block">
          {t('frame.toMarket')}
        </Anchor>
      </nav>
    </SideDrawer>
  );
}
