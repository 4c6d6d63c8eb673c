import type { ImageContentType } from '@market/contract';
import { useMutation } from '@tanstack/react-query';
import { successOf, tsr } from '@/lib/api-client';

/** A file's bytes as base64, without the data-URL prefix. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Upload one image (POST /api/upload/image) and answer its address. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const contentType: ImageContentType = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
      const result = await tsr.community.uploadImage.mutate({
        body: { fileName: file.name, contentType, dataBase64: await base64Of(file) },
      });
      return successOf(result).body.response.url;
    },
    meta: { errorToast: 'uploadPhoto' },
  });
}
