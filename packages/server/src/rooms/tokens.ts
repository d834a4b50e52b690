/** Random ids and invite tokens, and a constant-time token comparison. */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newGameId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function newSeed(): number {
  return randomInt(0, 2 ** 31);
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
