import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, nextUint32, randomInt, rollD6, shuffleInPlace } from './rng.ts';
import { canonicalJson, hashState } from './hash.ts';
import { clonePlain } from './clone.ts';
import { replay, ReplayError } from './replay.ts';
import { randomPlayout } from './properties.ts';
import { checkConformance } from './conformance.ts';
import { describeRefusal, setupOrThrow } from './game.ts';
import { redealToy, toyGame, type ToyAction, type ToyConfig, type ToyState } from './toy-game.ts';

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

describe('128-bit seeds (issue 12: no seat can search the seed behind the cards it saw)', () => {
  it('fill all four words of the generator, so no two of 2^128 seeds start alike', () => {
    const a = createRng('00000000000000000000000000000001');
    const b = createRng('00000000000000000000000000000002');
    const c = createRng('80000000000000000000000000000001');
    expect(a.s).not.toEqual(b.s);
    expect(a.s).not.toEqual(c.s);
    expect(createRng('0123456789abcdef0123456789abcdef').s).toEqual(createRng('0123456789abcdef0123456789abcdef').s);
  });
  it('refuse a string that is not 32 lowercase hex digits', () => {
    expect(() => createRng('xyz')).toThrow(RangeError);
    expect(() => createRng('0123456789ABCDEF0123456789ABCDEF')).toThrow(RangeError);
  });
});

describe('hash', () => {
  it('ignores key order and distinguishes values', () => {
    expect(hashState({ a: 1, b: [1, 2] })).toBe(hashState({ b: [1, 2], a: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
    expect(canonicalJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});

const TIMEOUT: ToyAction = { type: 'timeout' };
const FULL_DECK = Array.from({ length: 18 }, (_, i) => Math.floor(i / 2) + 1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Rules every reachable toy state keeps. */
function toyInvariants(s: ToyState): string[] {
  const broken: string[] = [];
  const cards = [...s.deck, ...s.hands[0], ...s.hands[1], ...s.discard].sort((a, b) => a - b);
  if (canonicalJson(cards) !== canonicalJson(FULL_DECK)) broken.push(`the cards are not two of each 1..9: ${cards}`);
  if (s.hands.some((h) => h.length > 3)) broken.push('a hand holds more than 3 cards');
  if (sum(s.scores) > sum(s.discard)) broken.push('the scores exceed the cards played');
  if (s.window && s.window.seat === s.turn) broken.push('the seat that played is asked to block itself');
  if (s.passes > 2) broken.push('more than two passes in a row');
  return broken;
}

/** The first seed whose dealt state satisfies `wanted`. */
function seedWhere(wanted: (s: ToyState) => boolean, config: ToyConfig = {}): number {
  for (let seed = 1; seed < 10_000; seed++) if (wanted(setupOrThrow(toyGame, config, { seed }))) return seed;
  throw new Error('no seed deals such a state');
}

describe('toy card game: conformance battery', () => {
  it('keeps the game contract in random games with long and short timers, redaction included', () => {
    const summary = checkConformance(toyGame, {
      // With a tick of 1000 ms, the second config's windows always run out; the first's only when let run out.
      configs: [{}, { turnMs: 1500, reactMs: 1000 }],
      gamesPerConfig: 40,
      timeouts: 0.2,
      redeal: redealToy,
      invariants: toyInvariants,
    });
    expect(summary.games).toBe(80);
    expect(summary.stops.finished).toBe(80);
    // The battery did exercise what it claims to check.
    expect(summary.timeouts).toBeGreaterThan(0);
    expect(summary.refusals).toBeGreaterThan(0);
    expect(summary.redeals).toBeGreaterThan(0);
    expect(summary.eventChecks).toBeGreaterThan(0);
    expect(Object.keys(summary.reasons)).toContain('higherScore');
  });
});

describe('toy card game: rules', () => {
  it('replaying the log, timeouts fired by system included, reproduces the same state hash', () => {
    let timeouts = 0;
    const start = 1_700_000_000_000;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1000, max: 4000 }),
        fc.integer({ min: 1000, max: 4000 }),
        fc.integer({ min: 100, max: 3000 }),
        (seed, turnMs, reactMs, tick) => {
          const config = { turnMs, reactMs };
          const run = randomPlayout(toyGame, config, seed, { tick, start });
          timeouts += run.log.filter((entry) => entry.by === 'system').length;
          const again = replay(toyGame, config, { seed, now: start }, run.log);
          return run.stop === 'finished' && hashState(again) === hashState(run.state);
        },
      ),
      { numRuns: 200 },
    );
    expect(timeouts).toBeGreaterThan(0);
  });

  it('a view never shows the other hand, the deck order or the RNG: states differing only there look the same', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<0 | 1 | null>(0, 1, null),
        (seed, steps, viewer) => {
          const { state } = randomPlayout(toyGame, {}, seed, { maxSteps: steps });
          const hidden = viewer === null ? [0, 1] : [1 - viewer];
          const pool = [...state.deck, ...hidden.flatMap((h) => state.hands[h])];
          fc.pre(new Set(pool).size >= 2);
          // Deal the hidden cards in ascending, then descending order: two states that surely differ.
          const deal = (order: number[], rngSeed: number) => {
            const s = clonePlain(state);
            for (const h of hidden) s.hands[h] = order.splice(0, s.hands[h].length);
            s.deck = order;
            s.rng = createRng(rngSeed);
            return s;
          };
          const up = deal(
            [...pool].sort((a, b) => a - b),
            1,
          );
          const down = deal(
            [...pool].sort((a, b) => b - a),
            2,
          );
          expect(hashState(up)).not.toBe(hashState(down));
          expect(toyGame.view(up, viewer)).toEqual(toyGame.view(down, viewer));
          expect(toyGame.view(up, viewer).hand).toEqual(viewer === null ? null : up.hands[viewer]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a drawn card reaches only the drawer; the other seat and spectators get card null', () => {
    const s = setupOrThrow(toyGame, {}, { seed: 5 });
    const r = toyGame.apply(s, { type: 'play', card: s.hands[0][0] }, { by: 0, now: 1000 });
    if (!r.ok) throw new Error(describeRefusal(r.error));
    const drawn = s.hands[0][2];
    expect(toyGame.eventsFor(r.events, 0, s)).toContainEqual({ type: 'drew', seat: 0, card: drawn });
    for (const viewer of [1, null]) {
      const events = toyGame.eventsFor(r.events, viewer, s);
      expect(events).toContainEqual({ type: 'drew', seat: 0, card: null });
      expect(events.filter((e) => e.type === 'drew' && e.card !== null)).toEqual([]);
    }
  });

  it('a timeout is the server’s: refused from a seat or before its deadline, and at the deadline it passes the turn', () => {
    const s = setupOrThrow(toyGame, { turnMs: 5000 }, { seed: 1, now: 10_000 });
    const before = JSON.stringify(s);
    expect(toyGame.apply(s, TIMEOUT, { by: 0, now: 20_000 })).toMatchObject({
      ok: false,
      error: { code: 'timeout.systemOnly' },
    });
    expect(toyGame.apply(s, TIMEOUT, { by: 'system', now: 14_999 })).toMatchObject({
      ok: false,
      error: { code: 'timeout.early' },
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(toyGame.apply(s, TIMEOUT, { by: 'system', now: 15_000 }).ok).toBe(true);
    expect([s.turn, s.passes]).toEqual([1, 1]);
    expect(toyGame.deadlines(s)).toEqual([{ at: 20_000, seat: 1, action: TIMEOUT }]);
  });

  it('a seat may only act when awaited, and the server only sends timeouts', () => {
    const s = setupOrThrow(toyGame, {}, { seed: 2 });
    const before = JSON.stringify(s);
    const card = s.hands[1][0];
    expect(toyGame.apply(s, { type: 'pass' }, { by: 1, now: 1 })).toMatchObject({
      ok: false,
      error: { code: 'seat.notYours' },
    });
    expect(toyGame.apply(s, { type: 'play', card }, { by: 1, now: 1 })).toMatchObject({
      ok: false,
      error: { code: 'seat.notYours' },
    });
    expect(toyGame.apply(s, { type: 'pass' }, { by: 'system', now: 1 })).toMatchObject({
      ok: false,
      error: { code: 'seat.notYours' },
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a card of 7 or more opens a window that awaits only the other seat; a timeout there means allow', () => {
    const config = { reactMs: 4000 };
    const seed = seedWhere((s) => Math.max(...s.hands[0]) >= 7 && Math.max(...s.hands[1]) >= Math.max(...s.hands[0]));
    const s = setupOrThrow(toyGame, config, { seed });
    const high = Math.max(...s.hands[0]);
    expect(toyGame.apply(s, { type: 'play', card: high }, { by: 0, now: 1000 }).ok).toBe(true);
    expect(toyGame.awaiting(s)).toEqual([1]);
    expect(toyGame.legalActions(s, 0)).toEqual([]);
    const blocks = [...new Set(s.hands[1].filter((c) => c >= high))].sort((a, b) => a - b);
    expect(toyGame.legalActions(s, 1)).toEqual([{ type: 'allow' }, ...blocks.map((card) => ({ type: 'block', card }))]);
    expect(toyGame.deadlines(s)).toEqual([{ at: 5000, seat: 1, action: TIMEOUT }]);
    expect(toyGame.apply(s, { type: 'pass' }, { by: 0, now: 1500 })).toMatchObject({
      ok: false,
      error: { code: 'seat.notYours' },
    });

    const blocked = toyGame.clone(s);
    const handSize = blocked.hands[1].length;
    expect(toyGame.apply(blocked, { type: 'block', card: blocks[0] }, { by: 1, now: 2000 }).ok).toBe(true);
    expect([blocked.scores, blocked.hands[1].length, blocked.turn]).toEqual([[0, 0], handSize - 1, 1]);

    expect(toyGame.apply(s, TIMEOUT, { by: 'system', now: 5000 }).ok).toBe(true);
    expect([s.scores, s.window, s.turn]).toEqual([[high, 0], null, 1]);
  });

  it('a block needs a held card of equal or higher value', () => {
    const seed = seedWhere((s) => s.hands[0].includes(9) && Math.min(...s.hands[1]) < 9);
    const s = setupOrThrow(toyGame, {}, { seed });
    toyGame.apply(s, { type: 'play', card: 9 }, { by: 0, now: 1 });
    const low = Math.min(...s.hands[1]);
    const before = JSON.stringify(s);
    expect(toyGame.apply(s, { type: 'block', card: low }, { by: 1, now: 2 })).toMatchObject({
      ok: false,
      error: { code: 'block.tooLow' },
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('two passes in a row end the game: the higher score wins, equal scores draw', () => {
    const tie = setupOrThrow(toyGame, {}, { seed: 3 });
    toyGame.apply(tie, { type: 'pass' }, { by: 0, now: 1 });
    expect(toyGame.outcome(tie).over).toBe(false);
    toyGame.apply(tie, { type: 'pass' }, { by: 1, now: 2 });
    expect(toyGame.outcome(tie)).toMatchObject({
      over: true,
      reason: 'tie',
      results: [
        { seat: 0, result: 'draw', rank: 1, score: 0 },
        { seat: 1, result: 'draw', rank: 1, score: 0 },
      ],
    });

    const seed = seedWhere((s) => Math.min(...s.hands[0]) < 7);
    const win = setupOrThrow(toyGame, {}, { seed });
    const low = Math.min(...win.hands[0]);
    toyGame.apply(win, { type: 'play', card: low }, { by: 0, now: 1 });
    toyGame.apply(win, { type: 'pass' }, { by: 1, now: 2 });
    toyGame.apply(win, { type: 'pass' }, { by: 0, now: 3 });
    expect(toyGame.outcome(win)).toMatchObject({
      over: true,
      reason: 'higherScore',
      results: [
        { seat: 0, result: 'win', rank: 1, score: low },
        { seat: 1, result: 'loss', rank: 2, score: 0 },
      ],
    });
    expect(toyGame.awaiting(win)).toEqual([]);
  });

  it('the game ends when both hands are empty', () => {
    const s = setupOrThrow(toyGame, {}, { seed: 4 });
    Object.assign(s, { deck: [], hands: [[2], [3]] });
    toyGame.apply(s, { type: 'play', card: 2 }, { by: 0, now: 1 });
    expect(toyGame.outcome(s).over).toBe(false);
    toyGame.apply(s, { type: 'play', card: 3 }, { by: 1, now: 2 });
    expect(toyGame.outcome(s)).toMatchObject({ over: true, reason: 'higherScore', params: { winner: 1 } });
  });

  it('setup returns issues for a bad config instead of throwing, and fills in defaults', () => {
    expect(toyGame.setup({ turnMs: 500 }, { seed: 1 })).toMatchObject({
      ok: false,
      issues: [{ code: 'config.invalid', path: ['turnMs'], params: { issue: 'too_small' } }],
    });
    expect(toyGame.setup({ reactMs: 2500.5 }, { seed: 1 })).toMatchObject({
      ok: false,
      issues: [{ path: ['reactMs'] }],
    });
    expect(toyGame.setup({ colour: 'red' } as ToyConfig, { seed: 1 })).toMatchObject({
      ok: false,
      issues: [{ code: 'config.invalid', params: { issue: 'unrecognized_keys' } }],
    });
    const s = setupOrThrow(toyGame, {}, { seed: 1, now: 100 });
    expect([s.config, s.turnEndsAt]).toEqual([{ turnMs: 30_000, reactMs: 10_000 }, 30_100]);
  });

  it('the action schema is strict', () => {
    expect(toyGame.actionSchema.safeParse({ type: 'play', card: 4 }).success).toBe(true);
    expect(toyGame.actionSchema.safeParse({ type: 'play', card: 10 }).success).toBe(false);
    expect(toyGame.actionSchema.safeParse({ type: 'pass', card: 4 }).success).toBe(false);
  });

  it('replay reports the index of the first illegal action', () => {
    const log = [
      { action: { type: 'pass' } as const, by: 0, now: 1 },
      { action: { type: 'pass' } as const, by: 0, now: 2 },
    ];
    expect(() => replay(toyGame, {}, { seed: 1 }, log)).toThrow(ReplayError);
    expect(() => replay(toyGame, {}, { seed: 1 }, log)).toThrow(/action #1/);
  });
});
