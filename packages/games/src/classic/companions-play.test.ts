/**
 * Companions [AN] and Dog Companions [DC] (seed 001 lines 1942-2110) on the real content and missions: random play
 * with both switches on applies every listed action and keeps the invariants (a Companion stays in his Leader's
 * zone, a dog may roam), and the game ends or offers an action.
 */
import { createRng, randomInt } from '@horde/core';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { classicPosse } from './module.ts';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();
const game = module.game;

describe('random play with Companions and Dog Companions', () => {
  for (const m of module.missions.slice(0, 3)) {
    it(`${m.id}: legal actions apply, invariants hold, the game ends or offers an action`, () => {
      for (let seed = 0; seed < 4; seed++) {
        const rng = createRng(seed + 700);
        const config = {
          ...classicPosse(module.content, m, 1 + (seed % 2), 2 + (seed % 3)),
          humanCompanions: true,
          dogCompanions: seed !== 1,
        };
        const state = game.engine.setup(config, seed);
        const doors = game.context(state).geo.doors.length;
        for (let step = 0; step < 500 && !game.outcome(state).over; step++) {
          const legal = game.engine.legalActions(state);
          expect(legal.length, `${m.id} seed ${seed} step ${step}: no legal action`).toBeGreaterThan(0);
          const action = legal[randomInt(rng, legal.length)];
          const result = game.engine.apply(state, action);
          expect(result.ok, `${m.id} seed ${seed}: ${JSON.stringify(action)}`).toBe(true);
          expect(classicInvariantViolations(state, doors), `${m.id} seed ${seed} step ${step}`).toEqual([]);
        }
      }
    }, 60_000);
  }
});
