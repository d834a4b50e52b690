import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, nextUint32, randomInt, rollD6, shuffleInPlace } from './rng.ts';
import { canonicalJson, hashState } from './hash.ts';
import { clonePlain } from './clone.ts';
import { replay, ReplayError } from './replay.ts';
import { randomPlayout } from './properties.ts';
import { toyGame } from './toy-game.test-helper.ts';

describe('rng', () => {
  it('is deterministic for a seed and its state is plain JSON', () => {
    const a = createRng(42),
      b = createRng(42);
    const seqA = Array.from({ length: 20 }, () => nextUint32(a));
    const seqB = Array.from({ length: 20 }, () => nextUint32(b));
    expect(seqA).toEqual(seqB);
    const c = JSON.parse(JSON.stringify(a));
    expect(nextUint32(c)).toBe(nextUint32(a));
  });
  it('rolls every face of a d6 with roughly equal frequency', () => {
    const rng = createRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollD6(rng) - 1]++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });
  it('randomInt stays in range and shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = createRng(seed);
        const x = randomInt(rng, n);
        return x >= 0 && x < n;
      }),
    );
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffleInPlace(createRng(3), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe('hash', () => {
  it('ignores key order and distinguishes values', () => {
    expect(hashState({ a: 1, b: [1, 2] })).toBe(hashState({ b: [1, 2], a: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
    expect(canonicalJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});

describe('game contract (on a toy dice game)', () => {
  const config = { target: 20 };
  it('replaying any legal action sequence reproduces the same state hash', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const run = randomPlayout(toyGame, config, seed, 300);
        const again = replay(toyGame, config, seed, run.actions);
        return hashState(again) === hashState(run.state);
      }),
      { numRuns: 200 },
    );
  });
  it('a JSON round-trip preserves the state', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { state } = randomPlayout(toyGame, config, seed, 50);
        const copy = JSON.parse(JSON.stringify(state));
        return hashState(copy) === hashState(state) && hashState(clonePlain(state)) === hashState(state);
      }),
      { numRuns: 100 },
    );
  });
  it('an illegal action leaves the state byte-for-byte unchanged', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 60 }), (seed, steps) => {
        const { state } = randomPlayout(toyGame, config, seed, steps);
        if (toyGame.outcome(state).status !== 'ongoing') return true;
        const before = JSON.stringify(state);
        const wrong = state.pending ? { type: 'roll' as const } : { type: 'keep' as const };
        const result = toyGame.apply(state, wrong);
        return !result.ok && JSON.stringify(state) === before;
      }),
      { numRuns: 200 },
    );
  });
  it('replay reports the index of the first illegal action', () => {
    expect(() => replay(toyGame, config, 1, [{ type: 'keep' }])).toThrow(ReplayError);
  });
});
