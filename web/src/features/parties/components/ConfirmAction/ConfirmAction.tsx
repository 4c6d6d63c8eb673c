import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';

export interface ConfirmActionProps {
  /** The button's text, also the confirming button's. */
  label: string;
  /** What will happen, asked before the step is taken (irreversible steps, SPEC §4). */
  question: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}

/** A button that asks for confirmation in a dialog before it acts. */
export function ConfirmAction({
  label,
  question,
  onConfirm,
  loading = false,
  color,
  variant = 'filled',
}: ConfirmActionProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color={color} variant={variant} onClick={() => setOpened(true)} loading={loading}>
        {label}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={label}>
        <Stack gap="md">
          <Text>{question}</Text>
          <DialogActions
            confirm={label}
            onConfirm={() => {
              setOpened(false);
              onConfirm();
            }}
            onCancel={() => setOpened(false)}
            color={color}
            autoFocus="confirm"
          />
        </Stack>
      </Dialog>
    </>
  );
}
