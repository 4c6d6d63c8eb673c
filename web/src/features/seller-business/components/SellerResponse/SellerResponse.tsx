import { Box, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';
import { lazyPart } from '@/lib/ui/lazy-part';

// The form (and its form library) loads when the seller first writes or edits a response.
const TextResponseForm = lazyPart(
  () => import('../TextResponseForm/TextResponseForm').then((module) => module.TextResponseForm),
  { height: 150 },
);

/** The words of each kind of response: a review's answer, a comment's reply. */
const labelKeys = {
  review: {
    heading: 'reviews.answer',
    field: 'reviews.answerLabel',
    save: 'reviews.saveAnswer',
    edit: 'reviews.editAnswer',
    remove: 'reviews.deleteAnswer',
    write: 'reviews.writeAnswer',
  },
  comment: {
    heading: 'comments.reply',
    field: 'comments.replyLabel',
    save: 'comments.saveReply',
    edit: 'comments.editReply',
    remove: 'comments.deleteReply',
    write: 'comments.writeReply',
  },
} as const;

export interface SellerResponseProps {
  /** The seller's saved response, if any. */
  /** What it answers: its words. */
  kind: keyof typeof labelKeys;
  response: { content: string; createdAt: string; updatedAt: string | null } | null;
  /** Saves the text; calls `saved` once it is, which closes the form. */
  onSave: (content: string, saved: () => void) => void;
  onDelete: () => void;
  saving: boolean;
  deleting: boolean;
}

/**
 * The seller's response under a review or a comment: the saved text with its date and edit and
 * delete buttons, or a button to write one; the form replaces either while it is open.
 */
export function SellerResponse({
  kind,
  response,
  onSave,
  onDelete,
  saving,
  deleting,
}: SellerResponseProps) {
  const { t } = useTranslation('sellerBusiness');
  const keys = labelKeys[kind];
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <TextResponseForm
        label={t(keys.field)}
        initialText={response?.content ?? ''}
        submitLabel={t(keys.save)}
        onSubmit={(content) => onSave(content, () => setEditing(false))}
        onCancel={() => setEditing(false)}
        pending={saving}
      />
    );
  }
  if (!response) {
    return (
      <Group>
        <Button size="sm" onClick={() => setEditing(true)}>
          {t(keys.write)}
        </Button>
      </Group>
    );
  }
  return (
    <Box className={classes.answer}>
      <Text size="sm" fw={700}>
        {t(keys.heading)}{' '}
        <Text span size="xs" fw={400} c="dimmed">
          {formatDate(response.updatedAt ?? response.createdAt)}
        </Text>
      </Text>
      <Text size="sm" className={classes.text}>
        {response.content}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={() => setEditing(true)}>
          {t(keys.edit)}
        </Button>
        <Button size="xs" variant="outline" color="red.9" loading={deleting} onClick={onDelete}>
          {t(keys.remove)}
        </Button>
      </Group>
    </Box>
  );
}
