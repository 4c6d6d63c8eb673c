import { Anchor, Checkbox, Divider, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignUpZodForm } from './sign-up-form-types';
import classes from './SignUpForm.module.css';
import { pathTo } from '@/lib/addresses';

const agreements = ['terms', 'personalInformation', 'notifications'] as const;
type Agreement = (typeof agreements)[number];

/** The document each agreement is about, opened beside the form so nothing typed is lost. */
const documents: Partial<Record<Agreement, { href: string; label: 'viewTerms' | 'viewPrivacy' }>> =
  {
    terms: { href: pathTo('/terms/terms-of-use'), label: 'viewTerms' },
    personalInformation: { href: pathTo('/terms/privacy-policy'), label: 'viewPrivacy' },
  };

/**
 * The three agreements of SPEC §5 (terms, personal-information provision, notifications), each
 * required with its own message, and one box that ticks or clears them all.
 */
export function AgreementsFieldset({ form }: { form: SignUpZodForm }) {
  const { t } = useTranslation('auth');
  const values = form.watch('agreements');
  const ticked = agreements.filter((name) => values?.[name]).length;

  const setAll = (checked: boolean) => {
    for (const name of agreements) {
      form.setValue(`agreements.${name}`, checked, {
        shouldDirty: true,
        shouldTouch: true,
        // Before the first submit, errors wait for it (as for the other fields).
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  return (
    <Fieldset legend={t('agreements.legend')} variant="filled" radius="md">
      <Stack gap="sm">
        <Checkbox
          label={t('agreements.all')}
          checked={ticked === agreements.length}
          indeterminate={ticked > 0 && ticked < agreements.length}
          onChange={(event) => setAll(event.currentTarget.checked)}
          classNames={{ label: classes.allLabel }}
        />
        <Divider />
        {agreements.map((name) => {
          const document = documents[name];
          return (
            <Checkbox
              key={name}
              label={t(`agreements.${name}`)}
              description={
                document && (
                  <Anchor href={document.href} target="_blank" rel="noopener" size="sm">
                    {t(`agreements.${document.label}`)}
                  </Anchor>
                )
              }
              error={form.errorOf(`agreements.${name}`)}
              aria-invalid={Boolean(form.errorOf(`agreements.${name}`))}
              {...form.register(`agreements.${name}`)}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
