import { Stack, Text, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';

export interface ConfirmActionDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title, also the confirming button's text. */
  label: string;
  question: ReactNode;
  onConfirm: () => void;
  color?: ButtonProps['color'];
}

/** The question ConfirmAction asks, with the step's own button and a way back. */
export function ConfirmActionDialog({
  opened,
  onClose,
  label,
  question,
  onConfirm,
  color,
}: ConfirmActionDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={label}>
      <Stack gap="md">
        <Text>{question}</Text>
        <DialogActions
          confirm={label}
          onConfirm={() => {
            onClose();
            onConfirm();
          }}
          onCancel={onClose}
          color={color}
          autoFocus="confirm"
        />
      </Stack>
    </Dialog>
  );
}
