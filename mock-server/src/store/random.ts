/**
 * Where a session's unguessable values (sign-in tokens, e-mail codes, reset links, identity-check
 * ids and its signing key) come from. `crypto` (default): the platform's random bytes (Web Crypto,
 * in Node and in a browser alike). `seeded`: bytes derived from the world's seed and the session
 * id, the same on every run, for recordings that must not change between runs (`pnpm openapi`);
 * such values are guessable, so never for a shared server.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';

export type RandomSource = 'crypto' | 'seeded';
export type RandomBytes = (size: number) => Uint8Array;

/** SHA-256 of `label:counter`, block after block: a fixed stream for a label. */
function seededBytes(label: string): RandomBytes {
  let counter = 0;
  return (size) => {
    const blocks: Uint8Array[] = [];
    for (let length = 0; length < size; length += 32) {
      blocks.push(sha256(utf8ToBytes(`${label}:${counter++}`)));
    }
    return concatBytes(...blocks).subarray(0, size);
  };
}

const systemBytes: RandomBytes = (size) => crypto.getRandomValues(new Uint8Array(size));

export function randomBytesFor(source: RandomSource, label: string): RandomBytes {
  return source === 'seeded' ? seededBytes(label) : systemBytes;
}

/** A whole number in [0, max) from the source (max below 2^32; the bias is below 2^-16). */
export function randomIntBelow(bytes: RandomBytes, max: number): number {
  // Six bytes, big-endian: 48 bits, exact in a double.
  return bytes(6).reduce((value, byte) => value * 256 + byte, 0) % max;
}

/** Bytes as URL-safe base64 without padding (tokens, codes, nonces). */
export const base64UrlOf = (bytes: Uint8Array): string => base64urlnopad.encode(bytes);

/** Bytes as lower-case hex. */
export const hexOf = (bytes: Uint8Array): string => bytesToHex(bytes);
