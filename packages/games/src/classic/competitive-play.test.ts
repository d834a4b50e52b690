/**
 * Competitive [RM] on C8, the Competitive mission (seed 001 lines 2687-2725, 1579-1593, 1680-1686): setup deals
 * each rival team its Bulletproof Vests, the A-Bomb stands at the bank, the wreck's zone is out of reach; random
 * play applies every listed action (attacks on rivals included), keeps the invariants, and an ended game ranks the
 * teams by experience.
 */
import { createRng, randomInt } from '@horde/core';
import { BULLETPROOF_VEST } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';
import { playRandomly } from './random-play.ts';
import { classicPosse } from './module.ts';

const module = loadClassicModule();
const game = module.game;
const C8 = module.missions.find((m) => m.id === 'C8')!;

describe('C8 in Competitive mode', () => {
  it('refuses the mode on a mission that is not Competitive (line 2697)', () => {
    const C0 = module.missions.find((m) => m.id === 'C0')!;
    const result = game.setup({ ...classicPosse(module.content, C0, 2, 4), competitive: true }, { seed: 1 });
    expect(result.ok).toBe(false);
  });

  it('deals 3 vests to each of two teams, plays the A-Bomb and keeps everyone off the wreck', () => {
    const state = game.engine.setup({ ...classicPosse(module.content, C8, 2, 4), competitive: true }, 5);
    const rng = createRng(5);
    while (state.pending.some((d) => d.kind === 'modeChoice')) {
      const legal = game.engine.legalActions(state);
      expect(game.engine.apply(state, legal[randomInt(rng, legal.length)]).ok).toBe(true);
    }
    const vests = (seat: number) =>
      state.survivors
        .filter((s) => s.player === seat)
        .flatMap((s) => s.inventory)
        .filter((c) => c !== null && state.cards[c].def === BULLETPROOF_VEST).length;
    expect([vests(0), vests(1)]).toEqual([3, 3]);
    expect(state.options.aBomb).toBe(true);
    const ctx = game.context(state);
    const wreck = ctx.geo.byLabel['6B:s3'];
    expect(ctx.geo.neighbors[wreck]).toEqual([]);
  });

  it('random play: legal actions apply, invariants hold, and an ended game ranks the teams', () => {
    for (let seed = 0; seed < 3; seed++) {
      const rng = createRng(seed + 700);
      const state = game.engine.setup({ ...classicPosse(module.content, C8, 2, 6), competitive: true }, seed);
      playRandomly(game, state, rng, { steps: 1500, label: `C8 seed ${seed}` });
      const outcome = game.outcome(state);
      if (outcome.over) {
        expect(outcome.results.map((r) => r.seat)).toEqual([0, 1]);
        for (const r of outcome.results) expect(r.score).toBeGreaterThanOrEqual(0);
      }
    }
  }, 120_000);
});
