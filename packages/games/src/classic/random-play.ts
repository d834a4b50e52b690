/**
 * A Classic game played by random legal actions and checked at every step (the property tests of the rules on the
 * real content): there is always a legal action until the game ends, every action chosen is accepted, and the state
 * keeps the Classic invariants. A test helper: it asserts with Vitest's `expect`.
 */
import { describeRefusal, randomInt, type RngState } from '@horde/core';
import type { GameEvent, State, ZombicideGame } from '@horde/zombicide';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { expect } from 'vitest';

export interface RandomPlay {
  /** Most actions played (the game may end before). */
  steps: number;
  /** Names the game in a failure ("C1 seed 3"). */
  label: string;
  /** Extra checks after each accepted action. */
  each?: (events: readonly GameEvent[]) => void;
}

export function playRandomly(game: ZombicideGame, state: State, rng: RngState, play: RandomPlay): void {
  const doors = game.context(state).geo.doors.length;
  for (let step = 0; step < play.steps && !game.outcome(state).over; step++) {
    const legal = game.engine.legalActions(state);
    expect(legal.length, `${play.label} step ${step}: no legal action`).toBeGreaterThan(0);
    const action = legal[randomInt(rng, legal.length)];
    const result = game.engine.apply(state, action);
    expect(
      result.ok,
      `${play.label}: ${JSON.stringify(action)} ${result.ok ? '' : describeRefusal(result.error)}`,
    ).toBe(true);
    expect(classicInvariantViolations(state, doors), `${play.label} step ${step}`).toEqual([]);
    if (result.ok) play.each?.(result.events);
  }
}
