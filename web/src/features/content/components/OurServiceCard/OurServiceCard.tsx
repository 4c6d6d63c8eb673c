import { Anchor, Card, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { OurService } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './OurServiceCard.module.css';

export interface OurServiceCardProps {
  service: OurService;
}

/** Shown (as an empty grey panel) when the picture cannot be loaded. */
const blankImage = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** Only web addresses are followed; anything else the operator typed is shown without a link. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** One of the company's apps or services: picture, name, what it does and a link to it. */
export function OurServiceCard({ service }: OurServiceCardProps) {
  const { t } = useTranslation('content');
  const localized = useLocalized();
  const name = localized(service.name);
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.card}>
      {service.imageUrl ? (
        <Card.Section>
          <Image
            src={service.imageUrl}
            alt=""
            h={140}
            fit="cover"
            fallbackSrc={blankImage}
            className={classes.image}
          />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={service.imageUrl ? 'md' : 0} flex={1}>
        <Title order={2} size="h4" className={classes.text}>
          {name}
        </Title>
        <Text size="sm" className={classes.text}>
          {localized(service.description)}
        </Text>
      </Stack>
      {isWebAddress(service.linkUrl) ? (
        <Anchor href={service.linkUrl} target="_blank" rel="noopener noreferrer" fw={600} mt="md">
          {t('ourServices.visit', { name })}
          <VisuallyHidden> {t('ourServices.newTab')}</VisuallyHidden>
        </Anchor>
      ) : null}
    </Card>
  );
}
