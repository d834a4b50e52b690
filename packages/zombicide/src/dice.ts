import { rollD6 } from '@horde/core';
import type { State } from './state.ts';

/** Rolls n dice through the state's RNG (scenario-forced results first). */
export function rollDice(state: State, n: number): number[] {
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = state.forcedDice.length > 0 ? state.forcedDice.shift()! : rollD6(state.rng);
  return out;
}

export function countHits(rolls: number[], accuracy: number): number {
  let hits = 0;
  for (const r of rolls) if (r >= accuracy) hits++;
  return hits;
}
