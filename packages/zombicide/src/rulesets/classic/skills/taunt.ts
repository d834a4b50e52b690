/**
 * Taunt (seed 001 line 2307): for free, once per Activation, the Survivor selects a Zone he can see; all Zombies
 * standing there immediately gain an extra Activation toward him, ignoring every other Survivor, crossing their own
 * Zone if needed. The extra Activation is the engine's (skill-actions.ts performTaunt); Classic's own is the choice
 * of zone: any zone in sight holding zombies, his own included (decision tauntSight).
 */
import type { RuleError } from '@horde/core';
import type { Action } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, ruleError, usedThisTurn } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { zombieTotal } from '../../../zombies.ts';
import { hasPlayedSkill } from './versions.ts';

type Taunt = Extract<Action, { type: 'taunt' }>;

/** The zones survivor `s` may taunt: those in his sight holding zombies. */
export function tauntZones(ctx: RulesContext, state: State, s: number): number[] {
  return ctx.geo.sight[state.survivors[s].zone].map((v) => v.zone).filter((z) => zombieTotal(state, z) > 0);
}

export function checkClassicTaunt(ctx: RulesContext, state: State, a: Taunt): RuleError | null {
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  if (!hasPlayedSkill(state, a.s, 'tauntClassic')) return ruleError('taunt.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'taunt') >= 1) return ruleError('taunt.oncePerTurn');
  if (!ctx.geo.sight[state.survivors[a.s].zone].some((v) => v.zone === a.zone)) return ruleError('taunt.sight');
  if (zombieTotal(state, a.zone) === 0) return ruleError('taunt.noZombies');
  return null;
}
