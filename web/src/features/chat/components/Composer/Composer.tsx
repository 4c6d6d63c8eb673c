import { ActionIcon, FileButton, Group, Text, Textarea, Button } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH } from '@market/domain';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FILE_ACCEPT, imageFileProblem } from '@/lib/forms/read-image';
import { translateValidationMessage } from '@/lib/forms/validation-messages';

export interface ComposerProps {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  /** Nothing can be typed or sent (a closed room); default false. */
  disabled?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a photo button sends an image.
 * Blank text is not sent.
 */
export function Composer({ onSendText, onSendImage, disabled = false }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSendText(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    setImageError(problem ? translateValidationMessage(t, problem) : null);
    if (!problem) onSendImage(file);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={onFile} accept={IMAGE_FILE_ACCEPT} disabled={disabled}>
          {(props) => (
            <ActionIcon
              {...props}
              size="lg"
              variant="light"
              aria-label={t('sendImage')}
              disabled={disabled}
            >
              <span aria-hidden>＋</span>
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          flex={1}
          rows={2}
          aria-label={t('messageLabel')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          disabled={disabled}
        />
        <Button type="submit" disabled={disabled || text.trim() === ''}>
          {t('send')}
        </Button>
      </Group>
      {imageError ? (
        <Text c="red.9" size="sm" role="alert" mt={4}>
          {imageError}
        </Text>
      ) : null}
    </form>
  );
}
