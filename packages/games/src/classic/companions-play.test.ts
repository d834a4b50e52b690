/**
 * Companions [AN] and Dog Companions [DC] (seed 001 lines 1942-2110) on the real content and missions: random play
 * with both switches on applies every listed action and keeps the invariants (a Companion stays in his Leader's
 * zone, a dog may roam), and the game ends or offers an action.
 */
import { createRng } from '@horde/core';
import { describe, it } from 'vitest';
import { classicPosse } from './module.ts';
import { loadClassicModule } from './load.ts';
import { playRandomly } from './random-play.ts';

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
        playRandomly(game, state, rng, { steps: 500, label: `${m.id} seed ${seed}` });
      }
    }, 60_000);
  }
});
