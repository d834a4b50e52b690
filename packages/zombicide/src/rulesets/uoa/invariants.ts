/** Undead or Alive's state invariants: the core's for its roster and inventory, and at most 2 Vade Retro tokens. */
import { coreInvariantViolations } from '../../invariants.ts';
import type { State } from '../../state.ts';
import { UOA } from './ruleset.ts';
import { MAX_VADE_RETRO_TOKENS } from './vade-retro.ts';

export function invariantViolations(state: State, previousAp?: number[]): string[] {
  const problems = coreInvariantViolations(UOA, state, previousAp);
  if (state.vadeRetro.length > MAX_VADE_RETRO_TOKENS) problems.push('more than 2 Vade Retro tokens');
  return problems;
}
