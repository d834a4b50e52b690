/**
 * Property tests: random legal play under random switches (fast-check picks the config and the seed):
 * no crash, every listed action applies, the invariants hold after every step (the box conserves zombies,
 * Life and Bullets; no square over its limit; 50 cards), and every game ends (the published wins, or the
 * round limit, DECISION win.roundLimit). Then the hidden-information property: two states that differ only
 * in what a seat cannot see give it the same view and the same legal actions.
 */
import { createRng, describeIssue, describeRefusal, randomInt } from '@horde/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { determinize } from './determinize.ts';
import { invariantViolations } from './invariants.ts';
import { game } from './test-kit.ts';
import type { State } from './state.ts';

const switches = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  roundLimit: fc.integer({ min: 2, max: 6 }),
  whereInHellAreWe: fc.boolean(),
  justAMinute: fc.boolean(),
  fleshWound: fc.boolean(),
  comeToPapa: fc.boolean(),
  carefulAim: fc.boolean(),
  zombieAGoGo: fc.boolean(),
  characterTraits: fc.boolean(),
  mode: fc.constantFrom('base', 'base', 'lastMan', 'kings'),
  lastManStart: fc.constantFrom('townSquare', 'grid'),
  amnestyRounds: fc.integer({ min: 0, max: 2 }),
  lastManScoring: fc.boolean(),
  kings: fc.integer({ min: 1, max: 2 }),
  kingHelipadEscape: fc.boolean(),
  kingTarget: fc.boolean(),
  duckNWeave: fc.boolean(),
  whereDidTheyComeFrom: fc.boolean(),
  inHereQuick: fc.boolean(),
  eatThemNotMe: fc.boolean(),
  youWannaTrade: fc.boolean(),
  whatsThis: fc.boolean(),
  fahsands: fc.boolean(),
  oneBite: fc.boolean(),
  oneBiteSparePlayerKills: fc.boolean(),
});

type Switches = typeof switches extends fc.Arbitrary<infer T> ? T : never;

function configOf(x: Switches): Record<string, unknown> {
  const { mode, ...rest } = x;
  return {
    ...rest,
    lastManStanding: mode === 'lastMan',
    catchAsCatchCan: mode === 'kings' && x.seats > x.kings,
    roundLimit: mode === 'kings' ? x.roundLimit + 4 : x.roundLimit,
  };
}

function play(config: Record<string, unknown>, seed: number, check: (state: State) => void): State {
  const r = game.setup(config, { seed });
  if (!r.ok) throw new Error(`setup refused ${JSON.stringify(config)}: ${r.issues.map(describeIssue).join('; ')}`);
  const state = r.state;
  const chooser = createRng(seed ^ 0xabc);
  let now = 0;
  for (let step = 0; step < 20_000 && !game.outcome(state).over; step++) {
    now += 1000;
    const due = game.deadlines(state).find((d) => d.at <= now);
    let result: ReturnType<typeof game.apply>;
    if (due) result = game.apply(state, due.action, { by: 'system', now });
    else {
      const seats = game.awaiting(state);
      expect(seats.length).toBeGreaterThan(0);
      const seat = seats[randomInt(chooser, seats.length)];
      const legal = game.legalActions(state, seat);
      expect(legal.length).toBeGreaterThan(0);
      const action = legal[randomInt(chooser, legal.length)];
      result = game.apply(state, action, { by: seat, now });
      if (!result.ok) throw new Error(`listed ${JSON.stringify(action)} refused: ${describeRefusal(result.error)}`);
    }
    check(state);
  }
  return state;
}

describe('random legal play under random switches', () => {
  it('never breaks an invariant and always ends', () => {
    fc.assert(
      fc.property(switches, fc.integer({ min: 1, max: 1_000_000 }), (x, seed) => {
        const config = configOf(x);
        const s = play(config, seed, (state) => {
          const broken = invariantViolations(game.ctx, state);
          if (broken.length) throw new Error(`${JSON.stringify(config)} seed ${seed}: ${broken.join('; ')}`);
        });
        expect(game.outcome(s).over).toBe(true);
        expect(game.awaiting(s)).toEqual([]);
      }),
      { numRuns: 25, seed: 17 },
    );
  }, 60_000);

  it('shows a seat the same view and choices whatever it cannot see (hidden information)', () => {
    fc.assert(
      fc.property(switches, fc.integer({ min: 1, max: 1_000_000 }), (x, seed) => {
        const config = configOf(x);
        const rng = createRng(seed);
        let checks = 0;
        play(config, seed, (state) => {
          if (randomInt(rng, 8) !== 0 || state.phase === 'over') return;
          const seats = state.players.length;
          const viewer = randomInt(rng, seats + 1) - 1;
          const seat = viewer < 0 ? null : viewer;
          const other = determinize(game.ctx, state, seat, rng);
          expect(game.view(other, seat)).toEqual(game.view(state, seat));
          if (seat !== null) expect(game.legalActions(other, seat)).toEqual(game.legalActions(state, seat));
          checks++;
        });
        return checks >= 0;
      }),
      { numRuns: 8, seed: 29 },
    );
  }, 60_000);

  it("never shows the RNG, the deck orders or another seat's hand in a view", () => {
    const r = game.setup({ seats: 3, characterTraits: true }, { seed: 4 });
    if (!r.ok) throw new Error('setup');
    const v = game.view(r.state, 1);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(v.hand).toEqual(r.state.players[1].hand);
    expect(v).not.toHaveProperty('tileDeck');
    expect(v).not.toHaveProperty('eventDeck');
    expect(v.tileDeckSize).toBe(r.state.tileDeck.length);
    expect(Object.keys(v.players[0])).not.toContain('hand');
  });
});
