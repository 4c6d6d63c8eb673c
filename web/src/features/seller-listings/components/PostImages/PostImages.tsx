import { ActionIcon, FileInput, Group, Image, Input, Stack } from '@mantine/core';
import { POST_IMAGES_MAX } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FILE_ACCEPT, imageFileProblem } from '@/lib/forms/read-image';
import { translateValidationMessage } from '@/lib/forms/validation-messages';
import { useUploadImage } from '@/shared/uploads/api/use-upload-image';

export interface PostImagesProps {
  /** The uploaded images' addresses; the first is the post's thumbnail. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The form's message for the field, already translated. */
  error?: string | undefined;
}

/**
 * A post's images: a png, jpg or jpeg within the size bound is uploaded as soon as it is chosen (a
 * refused file shows its message and is not sent; a failed upload SPEC §8's photo toast), at most
 * POST_IMAGES_MAX, each removable.
 */
export function PostImages({ value, onChange, error }: PostImagesProps) {
  const { t } = useTranslation('sellerListings');
  const { t: tRoot } = useTranslation();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= POST_IMAGES_MAX;

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, { onSuccess: (url) => onChange([...value, url]) });
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('form.images')}
        description={t('form.imagesHint', { max: POST_IMAGES_MAX })}
        accept={IMAGE_FILE_ACCEPT}
        value={null}
        onChange={choose}
        disabled={full || upload.isPending}
        placeholder={upload.isPending ? t('form.imageUploading') : t('form.addImage')}
        error={problem ? translateValidationMessage(tRoot, problem) : error}
      />
      {value.length > 0 && (
        <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {value.map((url, index) => (
            <Group key={url} component="li" gap={4} align="flex-start" wrap="nowrap">
              <Image
                src={url}
                alt={t('form.imageAlt', { index: index + 1 })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('form.removeImage', { index: index + 1 })}
                onClick={() => onChange(value.filter((other) => other !== url))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Group>
      )}
      {full && (
        <Input.Description>{t('form.imagesFull', { max: POST_IMAGES_MAX })}</Input.Description>
      )}
    </Stack>
  );
}
