import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { lazyDialog, usePreload } from '@/lib/ui/lazy-dialog';

// The dialog (Mantine's modal, its focus trap and portal) loads when the button is pointed at or
// focused, out of the first load of the pages that show the button (a party's page).
const confirmDialog = lazyDialog(() =>
  import('./ConfirmActionDialog').then((module) => module.ConfirmActionDialog),
);

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
  const preload = usePreload(confirmDialog.preload);
  return (
    <>
      <Button
        color={color}
        variant={variant}
        onClick={() => setOpened(true)}
        loading={loading}
        {...preload}
      >
        {label}
      </Button>
      <confirmDialog.Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        label={label}
        question={question}
        onConfirm={onConfirm}
        color={color}
      />
    </>
  );
}
