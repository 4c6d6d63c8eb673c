import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, hasImageExtension } from '@market/domain';

/** A file input's `accept`: the image types the product takes (SPEC §5). */
export const IMAGE_FILE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface ImageUpload {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  dataBase64: string;
}

/** Why a chosen file cannot be uploaded as an image (a validation message key), or null. */
export function imageFileProblem(
  file: File,
): 'validation.image.type' | 'validation.image.tooLarge' | null {
  if (!hasImageExtension(file.name)) return 'validation.image.type';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.image.tooLarge';
  return null;
}

/** The file as the upload route takes it: its name, type and bytes in base64. */
export async function readImage(file: File): Promise<ImageUpload> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < buffer.length; at += 0x8000) {
    binary += String.fromCharCode(...buffer.subarray(at, at + 0x8000));
  }
  const extension = file.name.split('.').pop()?.toLowerCase();
  return {
    fileName: file.name,
    contentType: extension === 'png' ? 'image/png' : 'image/jpeg',
    dataBase64: btoa(binary),
  };
}
