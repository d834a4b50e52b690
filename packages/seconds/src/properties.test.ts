/**
 * Random legal play on every option set (DESIGN.md "Tests and measures"): no
 * crash, no broken invariant, every game ends, and the same seed and actions
 * replay to the same state.
 */
import { describe, expect, it } from 'vitest';
import { createRng, describeRefusal, hashState, type LoggedAction, randomInt, replay, type Seat } from '@horde/core';
import { testGame } from './test-kit.ts';
import type { SecondsAction } from './actions.ts';
import type { SecondsConfig } from './config-schema.ts';

const game = testGame();

const OPTION_SETS: SecondsConfig[] = [
  { mode: 'solo', survivor: 'shooter', automaton: 'fast' },
  { mode: 'solo', survivor: 'scavenger', automaton: 'swarm', sound: true, concussion: true, permanentKnockdown: true },
  { mode: 'solo', survivor: 'blocker', easier: true, harder: true, neutral: true },
  { mode: 'two-player', survivor: 'sprinter' },
  { mode: 'two-player', survivor: 'survivalist', timer: 'off', harder: true, sound: true, pause: true },
  {
    mode: 'two-player',
    survivor: 'fighter',
    timer: '90',
    easier: true,
    concussion: true,
    permanentKnockdown: true,
    neutral: true,
  },
  {
    mode: 'two-player',
    survivor: 'medic',
    timer: 'custom',
    timerSeconds: 6,
    reactSeconds: 3,
    zombieTimer: false,
    pause: true,
  },
  { mode: 'two-player', survivor: 'runner', roundLimit: 5 },
];

function playRandom(config: SecondsConfig, seed: number) {
  const setup = game.setup(config, { seed, now: 0 });
  if (!setup.ok) throw new Error('setup');
  const state = setup.state;
  const rng = createRng(seed * 7 + 1);
  const log: LoggedAction<SecondsAction>[] = [];
  let now = 0;
  for (let step = 0; step < 8000; step++) {
    expect(game.invariants(state)).toEqual([]);
    if (game.outcome(state).over) return { state, log, ended: true };
    now += 700;
    const due = game.deadlines(state).find((d) => d.at <= now);
    let action: SecondsAction;
    let by: Seat | 'system';
    if (due) {
      action = due.action;
      by = 'system';
    } else {
      const seats = game.awaiting(state);
      expect(seats.length).toBeGreaterThan(0);
      by = seats[0];
      const legal = game.legalActions(state, by);
      expect(legal.length).toBeGreaterThan(0);
      action = legal[randomInt(rng, legal.length)];
    }
    const r = game.apply(state, action, { by, now });
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${describeRefusal(r.error)}`);
    log.push({ action, by, now });
  }
  return { state, log, ended: false };
}

describe('random legal play on every option set', () => {
  for (const config of OPTION_SETS) {
    it(`ends with invariants kept and replays exactly: ${JSON.stringify(config)}`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const { state, log, ended } = playRandom(config, seed);
        expect(ended).toBe(true);
        const again = replay(game, config, { seed, now: 0 }, log);
        expect(hashState(again)).toBe(hashState(state));
      }
    });
  }
});
