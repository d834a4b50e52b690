/**
 * Every die of the game. Dice come from the RNG in the state; a position built for a scenario or a test may
 * carry `forcedDice`, results used in order before the RNG (absent in real games, never shown in a view).
 */
import { rollD6 } from '@horde/core';
import type { State } from './state.ts';

export function roll(state: State): number {
  const forced = state.forcedDice;
  if (forced && forced.length > 0) return forced.shift()!;
  return rollD6(state.rng);
}
