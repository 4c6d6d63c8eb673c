import { Button, Group, Stack, Textarea } from '@mantine/core';
import { CommentContentBody } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '@/lib/forms/use-zod-form';

/** Answers and replies are free text of 1 to 500 characters, trimmed (the contract's rule). */
const ResponseForm = z.object({ text: CommentContentBody.shape.content });

export interface TextResponseFormProps {
  /** The field's label, e.g. "Your answer". */
  label: string;
  /** The text to start from (editing). Default ''. */
  initialText?: string;
  /** The submit button's text. */
  submitLabel: string;
  /** Called with the trimmed text once valid. */
  onSubmit: (text: string) => void;
  onCancel: () => void;
  /** While the call runs. Default false. */
  pending?: boolean;
}

/** A seller's answer to a review or reply to a comment: nothing is sent until the text is valid. */
export function TextResponseForm({
  label,
  initialText = '',
  submitLabel,
  onSubmit,
  onCancel,
  pending = false,
}: TextResponseFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(ResponseForm, { defaultValues: { text: initialText } });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.text))}>
      <Stack gap="xs">
        <Textarea
          data-autofocus
          label={label}
          autosize
          minRows={3}
          maxRows={10}
          error={form.errorOf('text')}
          {...form.register('text')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
