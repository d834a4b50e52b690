/**
 * Random legal play on C7 with its helicopter's pilot (seed 001 lines 658-718, 2229) and the [PO] cars: the
 * helicopter takes off and flies, every listed action applies and no invariant breaks (a survivor aboard stands in
 * the vehicle's zone, only the helicopter flies, a stashed card is held by nobody).
 */
import { createRng, describeRefusal, randomInt } from '@horde/core';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

const module = loadClassicModule();
const game = module.game;

describe('random legal play with the helicopter (C7)', () => {
  it('takes off, flies and stashes; every action applies and the invariants hold', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const rng = createRng(seed + 900);
      const config = { mission: 'C7', survivors: [{ id: 'terry' }, { id: 'amy' }, { id: 'ned' }], players: 1 };
      const state = game.engine.setup(config, seed);
      // The posse starts beside the landed helicopter (the bus stop square, next to the start zone).
      for (const s of state.survivors) s.zone = classicPart(state).cars![0].zone;
      const doors = game.context(state).geo.doors.length;
      for (let step = 0; step < 600 && !game.outcome(state).over; step++) {
        const legal = game.engine.legalActions(state);
        // Lean toward the vehicles so a short game reaches the sky.
        const vehicle = legal.filter((a) => ['getInCar', 'changeSeat', 'takeOff', 'fly', 'stash'].includes(a.type));
        const pool = vehicle.length > 0 && randomInt(rng, 3) > 0 ? vehicle : legal;
        const action = pool[randomInt(rng, pool.length)];
        const result = game.engine.apply(state, action);
        expect(
          result.ok,
          `seed ${seed}: ${JSON.stringify(action)} ${result.ok ? '' : describeRefusal(result.error)}`,
        ).toBe(true);
        seen.add(action.type);
        expect(classicInvariantViolations(state, doors)).toEqual([]);
      }
    }
    for (const type of ['takeOff', 'fly', 'stash']) expect(seen).toContain(type);
  }, 120_000);
});
