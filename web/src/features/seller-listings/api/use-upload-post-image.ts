import { successOf, tsr } from '@/lib/api-client';
import { readImage } from '@/lib/read-image';
import { useMutation } from '@tanstack/react-query';

/** Uploads one of a post's images (POST /api/upload/image) and answers its address. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const result = await tsr.community.uploadImage.mutate({ body: await readImage(file) });
      return successOf(result).body.response.url;
    },
    meta: { errorToast: 'uploadPhoto' },
  });
}
