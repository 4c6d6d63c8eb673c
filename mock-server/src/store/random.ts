/**
 * Where a session's unguessable values (sign-in tokens, e-mail codes, reset links, identity-check
 * ids and its signing key) come from. `crypto` (default): the system's random bytes. `seeded`: bytes
 * derived from the world's seed and the session id, the same on every run, for recordings that must
 * not change between runs (`pnpm openapi`); such values are guessable, so never for a shared server.
 */
import { createHash, randomBytes } from 'node:crypto';

export type RandomSource = 'crypto' | 'seeded';
export type RandomBytes = (size: number) => Buffer;

/** SHA-256 of `label:counter`, block after block: a fixed stream for a label. */
function seededBytes(label: string): RandomBytes {
  let counter = 0;
  return (size) => {
    const blocks: Buffer[] = [];
    for (let length = 0; length < size; length += 32) {
      blocks.push(createHash('sha256').update(`${label}:${counter++}`).digest());
    }
    return Buffer.concat(blocks).subarray(0, size);
  };
}

export function randomBytesFor(source: RandomSource, label: string): RandomBytes {
  return source === 'seeded' ? seededBytes(label) : randomBytes;
}

/** A whole number in [0, max) from the source (max below 2^32; the bias is below 2^-16). */
export function randomIntBelow(bytes: RandomBytes, max: number): number {
  return Number(bytes(6).readUIntBE(0, 6) % max);
}
