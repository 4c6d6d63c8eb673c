import { Button, Drawer, Group, Modal, type ButtonProps, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine renders dialog headers as <header>, which inside a dialog reads as a second banner. */
const notABanner = { component: 'div' } as object;

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Mantine size of the panel; default `md`. */
  size?: ModalRootProps['size'];
  /** Cover the whole screen (phones); default false. */
  fullScreen?: boolean;
  /** Centre the panel vertically (a notice rather than a task); default false. */
  centered?: boolean;
}

/**
 * The app's modal dialog: Mantine's Modal (focus trap, Escape, focus return) with a translated
 * close button and a header that is not a landmark. Put `data-autofocus` on the field to focus.
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  size = 'md',
  fullScreen,
  centered = false,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      centered={centered}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...notABanner}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('actions.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

export interface DialogActionsProps {
  /** The confirming button's text. */
  confirm: ReactNode;
  /** What the confirming button does; without it, the button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
  /** The cancelling button's text; default the common "cancel". */
  cancel?: ReactNode;
  /** The confirming button's colour (`red.9` for a step that cannot be undone); default primary. */
  color?: ButtonProps['color'];
  loading?: boolean;
  disabled?: boolean;
  /** Which button has the focus when the dialog opens (when no field has `data-autofocus`). */
  autoFocus?: 'cancel' | 'confirm';
}

/** A dialog's footer: cancel, then the step it asks for, at the end of the line. */
export function DialogActions({
  confirm,
  onConfirm,
  onCancel,
  cancel,
  color,
  loading = false,
  disabled = false,
  autoFocus,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        onClick={onCancel}
        data-autofocus={autoFocus === 'cancel' || undefined}
      >
        {cancel ?? t('actions.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        loading={loading}
        disabled={disabled}
        data-autofocus={autoFocus === 'confirm' || undefined}
      >
        {confirm}
      </Button>
    </Group>
  );
}

export interface SideDrawerProps extends Omit<DialogProps, 'size' | 'fullScreen'> {
  /** Hide from this breakpoint up (e.g. `sm` for a phone-only menu). */
  hiddenFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A drawer from the start edge, with the same header and close button as Dialog. */
export function SideDrawer({ opened, onClose, title, children, hiddenFrom }: SideDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} size="xs" hiddenFrom={hiddenFrom}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...notABanner}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('actions.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
