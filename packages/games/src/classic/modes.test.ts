/**
 * Seed 001's game modes on the real content and missions: 7+ Survivors (lines 2775-2781, setup lines 335 and
 * 419) deals every Survivor a starting weapon and stacks the extra Spawn tokens; random play with 7 to 12
 * Survivors and random modes (Resurrection, Gaming Night, Team Actions, Ultrared) applies every listed action, keeps the
 * invariants, and ends or offers an action.
 */
import { playGame } from '@horde/bots';
import { createRng, randomInt } from '@horde/core';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { classicPosse } from './module.ts';
import { loadClassicModule } from './load.ts';
import { playRandomly } from './random-play.ts';

const module = loadClassicModule();
const game = module.game;
const C0 = module.missions.find((m) => m.id === 'C0') ?? module.missions[0];

describe('7+ Survivors (seed 001 lines 2775-2781)', () => {
  for (const size of [7, 8, 12]) {
    it(`${size} Survivors: ${Math.ceil((size - 6) / 2)} extra Spawn token(s), and each is dealt one starting card`, () => {
      const state = game.engine.setup(classicPosse(module.content, C0, 2, size), 3);
      const tokens = state.spawns.length;
      const rng = createRng(size);
      // The players' choices: a zone for each extra token, a weapon for each even additional Survivor.
      // (and whatever else setup asks first: Phil's "Starts with a Pistol" card).
      while (state.pending.some((d) => d.kind === 'modeChoice')) {
        const legal = game.engine.legalActions(state);
        expect(game.engine.apply(state, legal[randomInt(rng, legal.length)]).ok).toBe(true);
      }
      expect(state.spawns.length - tokens).toBe(Math.ceil((size - 6) / 2));
      const starting = ['fireAxe', 'crowbar', 'pistol', 'pan'];
      for (const s of state.survivors) {
        const dealt = s.inventory.filter((c) => c !== null && starting.includes(state.cards[c].def));
        expect(dealt.length, `${s.id} holds a starting weapon`).toBeGreaterThanOrEqual(1);
      }
      const pans = state.survivors
        .flatMap((s) => s.inventory)
        .filter((c) => c !== null && state.cards[c].def === 'pan');
      expect(pans.length).toBe(3 + Math.ceil((size - 6) / 2));
    });
  }
});

describe('random play with 7-12 Survivors and random modes', () => {
  for (const m of module.missions.slice(0, 3)) {
    it(`${m.id}: legal actions apply, invariants hold, the game ends or offers an action`, () => {
      for (let seed = 0; seed < 4; seed++) {
        const rng = createRng(seed + 900);
        const config = {
          ...classicPosse(module.content, m, 1 + (seed % 4), 7 + randomInt(rng, 6)),
          resurrection: seed % 2 === 0,
          gamingNight: seed % 4 === 1,
          ultrared: seed === 3,
          teamActions: seed < 3,
        };
        const state = game.engine.setup(config, seed);
        playRandomly(game, state, rng, { steps: 600, label: `${m.id} seed ${seed}` });
      }
    }, 60_000);
  }
});

describe('the heuristic bot with the game modes on', () => {
  it('plays C0 with 8 Survivors, Resurrection and Team Actions without breaking an invariant', () => {
    for (let seed = 0; seed < 2; seed++) {
      const config = { ...classicPosse(module.content, C0, 2, 8), resurrection: true, teamActions: true };
      const r = playGame(
        game,
        config,
        seed,
        () => module.bots.heuristic!(1),
        { maxRounds: 20 },
        (s) => s.round,
      );
      expect(classicInvariantViolations(r.state, game.context(r.state).geo.doors.length)).toEqual([]);
      expect(r.state.round, 'the setup choices answered, the game went on').toBeGreaterThan(1);
    }
  }, 120_000);
});
