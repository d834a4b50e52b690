/**
 * Seeded pseudo-random generator whose whole state is plain data (four 32-bit
 * words), so it lives inside the game state, clones with it and replays exactly.
 * Algorithm: sfc32 (small fast counter), seeded through splitmix32.
 */
export interface RngState {
  s: [number, number, number, number];
}

function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A game's seed: a 32-bit number (tests, simulations, reproducible benches) or
 * 32 hex digits, 128 bits that fill the whole generator state (the server's
 * games: nobody can search that space for the seed behind the cards they saw).
 */
export type Seed = number | string;

const SEED_128 = /^[0-9a-f]{32}$/;

export function isSeed128(seed: Seed): seed is string {
  return typeof seed === 'string' && SEED_128.test(seed);
}

export function createRng(seed: Seed): RngState {
  let rng: RngState;
  if (typeof seed === 'string') {
    if (!isSeed128(seed)) throw new RangeError(`createRng: a string seed is 32 lowercase hex digits, got "${seed}"`);
    const word = (i: number) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16) >>> 0;
    rng = { s: [word(0), word(1), word(2), word(3)] };
  } else {
    const next = splitmix32(seed);
    rng = { s: [next(), next(), next(), next()] };
  }
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Advances the generator in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(rng: RngState): number {
  const s = rng.s;
  let a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  s[0] = a >>> 0;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`randomInt: n must be a positive integer, got ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

/** One six-sided die: 1..6. */
export function rollD6(rng: RngState): number {
  return randomInt(rng, 6) + 1;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}
