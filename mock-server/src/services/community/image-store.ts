/**
 * Uploaded images, kept in memory and served back by the mock at `GET /uploads/:file`, so the
 * address an upload answers is one a browser can load in an `<img>` (which sends no session header:
 * hence one store per server, not per session). Files are named by a hash of their bytes, so the
 * same image uploaded twice is stored once, and the oldest files go first beyond a size budget.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';
import type { ImageContentType } from '@market/contract';

export interface StoredImage {
  contentType: ImageContentType;
  bytes: Uint8Array;
}

/** Enough for a long development session; the oldest files are dropped beyond it. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

const extensionOf: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Whether the bytes are what the content type says: a PNG or a JPEG file signature. */
export function hasSignatureOf(contentType: ImageContentType, bytes: Uint8Array): boolean {
  const signature = contentType === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The bytes of an upload's base64 text (the contract has checked its alphabet and padding); text
 * whose last bits are not zero decodes to nothing, which no signature matches.
 */
export function bytesOfBase64(text: string): Uint8Array {
  try {
    return base64.decode(text);
  } catch {
    return new Uint8Array();
  }
}

/** Whether a file name's extension (png, jpg, jpeg) fits the content type. */
export function extensionFits(fileName: string, contentType: ImageContentType): boolean {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return contentType === 'image/png'
    ? extension === 'png'
    : extension === 'jpg' || extension === 'jpeg';
}

export class ImageStore {
  private readonly files = new Map<string, StoredImage>();
  private totalBytes = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  /** Stores an image and returns its file name (`<hash>.<ext>`). */
  put(image: StoredImage): string {
    const hash = bytesToHex(sha256(image.bytes)).slice(0, 32);
    const file = `${hash}.${extensionOf[image.contentType]}`;
    if (this.files.has(file)) return file;
    this.files.set(file, image);
    this.totalBytes += image.bytes.length;
    for (const [name, stored] of this.files) {
      if (this.totalBytes <= this.budgetBytes || name === file) break;
      this.files.delete(name);
      this.totalBytes -= stored.bytes.length;
    }
    return file;
  }

  get(file: string): StoredImage | undefined {
    return this.files.get(file);
  }
}
