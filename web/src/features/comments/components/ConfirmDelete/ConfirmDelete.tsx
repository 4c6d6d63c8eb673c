import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';

export interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a comment or a reply is deleted (a deletion cannot be undone). */
export function ConfirmDelete({
  opened,
  title,
  message,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteProps) {
  const { t } = useTranslation('comments');
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <DialogActions
          confirm={t('delete')}
          onConfirm={onConfirm}
          onCancel={onClose}
          color="red"
          loading={pending}
          autoFocus="cancel"
        />
      </Stack>
    </Dialog>
  );
}
