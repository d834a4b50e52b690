/**
 * Random legal play on every Classic mission, with random options (Ultrared, the [RM] spawn dice) and random
 * skills of the content given to the posse: every listed action applies, no invariant breaks, and the game
 * ends or offers an action (seed 001: the rules as a whole; DESIGN.md "property tests").
 */
import { createRng, randomInt } from '@horde/core';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';
import { playRandomly } from './random-play.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

const module = loadClassicModule();
const game = module.game;
const skillKeys = module.content.skills.map((k) =>
  k.parameterised ? `${k.id}(${k.id.includes('Equipment') ? 'pistol' : 'combat'})` : k.id,
);

describe('random legal play on every Classic mission', () => {
  for (const m of module.missions) {
    it(`${m.id}: legal actions always apply, invariants hold, the game ends or offers an action`, () => {
      for (let seed = 0; seed < 8; seed++) {
        const rng = createRng(seed + 500);
        const config = {
          ...module.defaultConfig(m.id, 2),
          ultrared: seed % 2 === 0,
          spawnDice: seed % 3 === 0,
        };
        const state = game.engine.setup(config, seed);
        if (seed >= 4)
          for (const s of state.survivors)
            for (let i = 0; i < 4; i++) s.skills.push(skillKeys[randomInt(rng, skillKeys.length)]);
        playRandomly(game, state, rng, { steps: 800, label: `${m.id} seed ${seed}` });
      }
    }, 120_000);
  }
});

describe('the Classic invariants catch a broken state', () => {
  it('a Wounded card without its Wound, a locked door open', () => {
    const state = game.engine.setup(module.defaultConfig('C1', 1), 3);
    const doors = game.context(state).geo.doors.length;
    expect(classicInvariantViolations(state, doors)).toEqual([]);
    const wounded = state.cards.findIndex((c) => c.def === 'wounded');
    state.survivors[0].inventory[4] = wounded;
    state.doors = [...(classicPart(state).lockedDoors ?? [])];
    const problems = classicInvariantViolations(state, doors);
    expect(problems.some((p) => p.includes('Wounded cards'))).toBe(true);
    expect(problems.some((p) => p.includes('open and locked'))).toBe(true);
  });
});
