import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './SellerLayout.module.css';
import { pathTo } from '@/lib/addresses';

/** The console's own logo: the market's name with a seller badge, linking to the console home. */
export function SellerLogo() {
  const { t } = useTranslation('seller');
  return (
    <Link href={pathTo('/seller')} className={classes.logo}>
      <Group gap={8} wrap="nowrap">
        <svg viewBox="0 0 24 24" width={26} height={26} aria-hidden className={classes.logoMark}>
          <rect x="2" y="5" width="20" height="16" rx="3" fill="currentColor" />
          <path d="M6 5V4a6 6 0 0 1 12 0v1" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M7 12h10M7 16h6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Text component="span" className={classes.logoText}>
          {t('frame.logo', { appName: t('appName', { ns: 'common' }) })}
        </Text>
      </Group>
    </Link>
  );
}
