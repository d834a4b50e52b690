/**
 * Undead or Alive's state invariants: the core's for its roster and inventory, at most 2 Vade Retro tokens, and
 * the Wagon's riders in its zone (a rider who leaves it gets out, EN 870-874).
 */
import { coreInvariantViolations } from '../../invariants.ts';
import type { State } from '../../state.ts';
import { UOA } from './ruleset.ts';
import { MAX_VADE_RETRO_TOKENS } from './vade-retro.ts';
import { uoaPart } from './state.ts';

export function invariantViolations(state: State, previousAp?: number[]): string[] {
  const part = uoaPart(state);
  const problems = coreInvariantViolations(UOA, state, previousAp);
  if (part.vadeRetro.length > MAX_VADE_RETRO_TOKENS) problems.push('more than 2 Vade Retro tokens');
  const w = part.wagon;
  if (w)
    for (const r of w.riders)
      if (state.survivors[r].zone !== w.zone && !state.survivors[r].eliminated && !state.survivors[r].exited)
        problems.push(`${state.survivors[r].id} rides the Wagon outside its zone`);
  return problems;
}
