import { Anchor, Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './BusinessContact.module.css';
import { pathTo } from '@/lib/addresses';

/**
 * The business team's mailbox. Visitors cannot send an inquiry through the API (POST /api/inquiry
 * is for signed-in members), so partners reach the team by e-mail.
 */
export const BUSINESS_CONTACT_EMAIL = 'business@market.example';

const topics = ['partnership', 'advertising', 'bulk', 'brandStore'] as const;

/** Everything a company needs to reach the business team, and the company's registered details. */
export function BusinessContact() {
  const { t } = useTranslation(['content', 'layout']);
  const mailto = `mailto:${BUSINESS_CONTACT_EMAIL}?subject=${encodeURIComponent(
    t('contactBusiness.mailSubject'),
  )}`;
  const companyLines = [
    t('layout:footer.representative'),
    t('layout:footer.businessNumber'),
    t('layout:footer.mailOrderNumber'),
    t('layout:footer.address'),
    t('layout:footer.contact'),
  ];

  return (
    <Stack gap="xl">
      <Text size="lg" className={classes.intro}>
        {t('contactBusiness.intro')}
      </Text>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="business-topics">
          <Stack gap="sm">
            <Title order={2} size="h4" id="business-topics">
              {t('contactBusiness.topicsHeading')}
            </Title>
            <List spacing="xs">
              {topics.map((topic) => (
                <List.Item key={topic}>{t(`contactBusiness.topics.${topic}`)}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>

        <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="business-reach">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="business-reach">
              {t('contactBusiness.reachHeading')}
            </Title>
            <Text>{t('contactBusiness.reachBody')}</Text>
            <Button component="a" href={mailto}>
              {t('contactBusiness.emailButton')}
            </Button>
            <Text size="sm">
              {t('contactBusiness.emailAddress')}{' '}
              <Anchor href={`mailto:${BUSINESS_CONTACT_EMAIL}`}>{BUSINESS_CONTACT_EMAIL}</Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {t('contactBusiness.replyTime')}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Text size="sm">
        {t('contactBusiness.membersNote')}{' '}
        <Anchor component={Link} href={pathTo('/faq')}>
          {t('contactBusiness.faqLink')}
        </Anchor>
      </Text>

      <section aria-labelledby="business-company">
        <Title order={2} size="h4" id="business-company" mb="xs">
          {t('contactBusiness.companyHeading')}
        </Title>
        <Text fw={700}>{t('layout:footer.companyName')}</Text>
        <List listStyleType="none" spacing={2} className={classes.company}>
          {companyLines.map((line) => (
            <List.Item key={line}>
              <Text size="sm">{line}</Text>
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}
