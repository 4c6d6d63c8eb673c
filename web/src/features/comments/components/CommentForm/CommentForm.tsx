import { Button, Group, Stack, Textarea } from '@mantine/core';
import { CommentContentBody } from '@market/contract';
import { COMMENT_MAX_LENGTH } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/lib/forms/use-zod-form';

export interface CommentFormProps {
  /** The field's label ("Write a comment", "Your reply"). */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The text to start from (editing). Default ''. */
  initialContent?: string;
  /** Called with the trimmed text once valid; resolves true when saved (the field then empties). */
  onSubmit: (content: string) => Promise<boolean>;
  /** Shows a cancel button (editing, replying). */
  onCancel?: () => void;
  pending?: boolean;
  autoFocus?: boolean;
}

/**
 * The text form of a comment or a reply: 1 to COMMENT_MAX_LENGTH characters after trimming, with
 * the spec's body messages; nothing is sent until valid.
 */
export function CommentForm({
  label,
  submitLabel,
  initialContent = '',
  onSubmit,
  onCancel,
  pending = false,
  autoFocus = false,
}: CommentFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(CommentContentBody, { defaultValues: { content: initialContent } });

  const submit = form.handleSubmit(async ({ content }) => {
    if ((await onSubmit(content)) && !initialContent) form.reset({ content: '' });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          error={form.errorOf('content')}
          {...form.register('content')}
        />
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
