import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { User } from '@market/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '@/lib/forms/validation-messages';
import { useUpdateProfileImage } from '@/features/account/api/use-account';
import { IMAGE_FILE_ACCEPT, imageFileProblem } from '@/lib/forms/read-image';
import { useUploadImage } from '@/shared/uploads/api/use-upload-image';
import { ProfileSection } from '../ProfileSection/ProfileSection';

/**
 * The profile image: choose a png, jpg or jpeg within the size bound, see it previewed, save it; or
 * remove the current one. A failure shows SPEC §8's profile-image toast.
 */
export function ProfileImageForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { t: tRoot } = useTranslation();
  // The upload failing is the picture's update failing (SPEC §8).
  const upload = useUploadImage({ errorToast: 'updateProfileImage' });
  const update = useUpdateProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The preview address is made from the chosen file (an external resource) and freed after.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setProblem(chosen ? imageFileProblem(chosen) : null);
    setPreview(null);
    setFile(chosen);
  };

  const save = async () => {
    if (!file || problem) return;
    try {
      const profileImageUrl = await upload.mutateAsync(file);
      await update.mutateAsync({ body: { profileImageUrl } });
      choose(null);
    } catch {
      // The failed call's toast is its mutation's (lib/toasts/mutation-toasts.ts); the file stays chosen.
    }
  };
  const remove = () => update.mutate({ body: { profileImageUrl: null } });

  const shown = (file && !problem ? preview : null) ?? user.profileImageUrl;
  const busy = upload.isPending || update.isPending;
  return (
    <ProfileSection title={t('profile.image')}>
      <Group align="flex-start" gap="lg">
        <Avatar
          src={shown}
          size={96}
          radius="xl"
          alt={shown ? t('profile.imageAlt') : undefined}
          data-testid="profile-image-preview"
        />
        <Stack gap="sm" flex={1} miw={200}>
          <FileInput
            label={t('profile.chooseImage')}
            description={t('profile.imageHint')}
            accept={IMAGE_FILE_ACCEPT}
            clearable
            value={file}
            onChange={choose}
            error={problem ? translateValidationMessage(tRoot, problem) : undefined}
          />
          <Group gap="sm">
            <Button onClick={() => void save()} disabled={!file || !!problem} loading={busy}>
              {t('profile.saveImage')}
            </Button>
            {user.profileImageUrl && (
              <Button variant="default" onClick={remove} disabled={busy}>
                {t('profile.removeImage')}
              </Button>
            )}
          </Group>
          {!user.profileImageUrl && !file && (
            <Text size="sm" c="dimmed">
              {t('profile.noImage')}
            </Text>
          )}
        </Stack>
      </Group>
    </ProfileSection>
  );
}
