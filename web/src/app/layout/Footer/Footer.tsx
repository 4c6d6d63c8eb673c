import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './Footer.module.css';
import { pathTo } from '@/lib/addresses';

export const footerLinks = [
  { href: pathTo('/terms/terms-of-use'), labelKey: 'footer.termsOfUse' },
  { href: pathTo('/terms/privacy-policy'), labelKey: 'footer.privacyPolicy' },
  { href: pathTo('/faq'), labelKey: 'footer.faq' },
  { href: pathTo('/contact/business'), labelKey: 'footer.contactBusiness' },
] as const;

/** The site footer of SPEC §2: terms, privacy, FAQ and business contact links, then company text. */
export function Footer() {
  const { t } = useTranslation('layout');
  const companyLines = [
    t('footer.representative'),
    t('footer.businessNumber'),
    t('footer.mailOrderNumber'),
    t('footer.address'),
    t('footer.contact'),
  ];
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <Stack gap="md">
          <nav aria-label={t('footer.linksLabel')}>
            <Group component="ul" gap="lg" className={classes.links}>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <Anchor component={Link} href={link.href} size="sm" fw={600} c="dark">
                    {t(link.labelKey)}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
          <div>
            <Text size="sm" fw={700}>
              {t('footer.companyName')}
            </Text>
            <Group component="ul" gap="md" className={classes.company}>
              {companyLines.map((line) => (
                <Text component="li" size="xs" c="dimmed" key={line}>
                  {line}
                </Text>
              ))}
            </Group>
          </div>
          <Text size="xs" c="dimmed">
            {t('footer.disclaimer')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
