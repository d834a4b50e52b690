/** Random ids and invite tokens, and a constant-time token comparison. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isSeed128, type Seed } from '@horde/core';

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newGameId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** 128 bits from the operating system's generator, as 32 hex digits: they fill the whole RNG state (core/rng.ts). */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A commitment to a 128-bit seed, shown while the game runs and checked against the seed the record reveals
 * once it has ended. Not for a 32-bit seed (games created with an explicit seed, or stored before 128-bit
 * seeds): its SHA-256 could be searched, so those games show none.
 */
export function seedCommitment(seed: Seed): string | null {
  return isSeed128(seed) ? createHash('sha256').update(seed).digest('hex') : null;
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
