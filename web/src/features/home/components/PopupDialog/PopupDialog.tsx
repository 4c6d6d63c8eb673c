import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { Popup } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '@/components/Dialog/Dialog';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './PopupDialog.module.css';

export interface PopupDialogProps {
  /** The popup shown; null shows nothing. */
  popup: Popup | null;
  /** Popups waiting after this one (shown as "1 / 3"). @default 0 */
  remaining?: number;
  /** "Close": put away for this visit. */
  onClose: (seq: number) => void;
  /** "Don't show today": put away until tomorrow. */
  onHideToday: (seq: number) => void;
}

function PopupImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={classes.image}
      src={src}
      alt=""
      width={640}
      height={360}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A home-page popup as the app's Dialog (its header is not a second banner landmark): title, picture, text, a link to more, and the two ways out —
 * "don't show today" and "close" (Escape and the close button close too).
 */
export function PopupDialog({ popup, remaining = 0, onClose, onHideToday }: PopupDialogProps) {
  const { t } = useTranslation('home');
  const localized = useLocalized();
  if (!popup) return null;

  const title = localized(popup.title);
  const body = localized(popup.body);
  const link = popup.linkUrl;
  const isInternal = link !== null && link.startsWith('/') && !link.startsWith('//');

  return (
    <Dialog opened onClose={() => onClose(popup.seq)} title={title} centered>
      <Stack gap="md">
        {popup.imageUrl && <PopupImage key={popup.imageUrl} src={popup.imageUrl} />}
        {body && body !== title && <Text className={classes.body}>{body}</Text>}
        {link &&
          (isInternal ? (
            <Anchor component={Link} href={link} onClick={() => onClose(popup.seq)} fw={600}>
              {t('popup.more')}
            </Anchor>
          ) : (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('popup.more')}
            </Anchor>
          ))}
        {remaining > 0 && (
          <Text size="xs" c="dimmed">
            {t('popup.remaining', { number: remaining })}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="gray" onClick={() => onHideToday(popup.seq)}>
            {t('popup.hideToday')}
          </Button>
          <Button onClick={() => onClose(popup.seq)}>{t('popup.close')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
