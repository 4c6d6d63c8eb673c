import { useMutation } from '@tanstack/react-query';
import { successOf, tsr } from '@/lib/api-client';
import type { NotifyErrorKey } from '@/lib/toasts/notify';
import { readImage } from '@/lib/forms/read-image';

/**
 * Uploads one image (POST /api/upload/image) and answers its address: a chat's photo, a post's
 * pictures, a profile image. A failure shows `errorToast` (SPEC §8: the photo's by default).
 */
export function useUploadImage({
  errorToast = 'uploadPhoto',
}: { errorToast?: NotifyErrorKey } = {}) {
  return useMutation({
    mutationFn: async (file: File) => {
      const result = await tsr.community.uploadImage.mutate({ body: await readImage(file) });
      return successOf(result).body.response.url;
    },
    meta: { errorToast },
  });
}
