import { Anchor, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo } from '@/lib/addresses';
import { agreementNames, type Agreement } from '@/features/checkout/hooks/use-checkout-form';
import classes from './CheckoutForm.module.css';

const agreementLinks: Record<Agreement, string> = {
  terms: pathTo('/terms/terms-of-use'),
  personalInformation: pathTo('/terms/privacy-policy'),
};

export interface AgreementsSectionProps {
  agreed: Record<Agreement, boolean>;
  onAgree: (name: Agreement, on: boolean) => void;
  /** Whether Pay was pressed without every agreement: each missing one then says so. */
  showErrors: boolean;
}

/** The two agreements the order needs, each with a link to read it. */
export function AgreementsSection({ agreed, onAgree, showErrors }: AgreementsSectionProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="checkout-agreements">
      <Title order={2} size="h4" id="checkout-agreements" mb="xs">
        {t('agreements.title')}
      </Title>
      <Stack gap="xs">
        {agreementNames.map((name) => (
          <Group key={name} gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              label={t(`agreements.${name}`)}
              checked={agreed[name]}
              onChange={(event) => onAgree(name, event.currentTarget.checked)}
              error={showErrors && !agreed[name] ? t('agreements.required') : undefined}
            />
            <Anchor component={Link} href={agreementLinks[name]} size="sm" className={classes.read}>
              {t(`agreements.${name}Link`)}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
