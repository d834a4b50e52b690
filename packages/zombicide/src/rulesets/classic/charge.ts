/**
 * Charge (seed 001 line 2191): free, as often as he pleases during his Activation, the survivor moves up to 2 zones
 * to a zone holding at least 1 zombie. Bloodlust: [Combat/Melee/Ranged] (lines 2171-2175) is the same move for
 * 1 Action, then a free Combat Action of its type (kept for the turn; `granted:` counts them for skills.ts). Normal Movement rules still apply: entering a zone with zombies ends the
 * move, and leaving a zone with zombies costs 1 Action per zombie there (decision chargeCost; Bloodlust, line 2171,
 * says so in those words). A rival survivor as the goal (Competitive) is not played: a zombie is needed.
 */
import { hasPlayedSkill } from './skills/versions.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { checkPath, moveCost, moveSurvivor } from '../../move.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { zombieTotal } from '../../zombies.ts';

type ChargeMove = Extract<Action, { type: 'chargeMove' }>;

/** Charge: the Move's own Action is free, the zombies of the zone left still cost theirs; Bloodlust: 1 Action more. */
function chargeCost(state: State, a: ChargeMove): number {
  return moveCost(state, a.s) - (a.bloodlust ? 0 : 1);
}

const bloodlustKey = (a: ChargeMove) => `bloodlust(${a.bloodlust})`;

export function checkChargeMove(ctx: RulesContext, state: State, a: ChargeMove): RuleError | null {
  if (a.bloodlust !== undefined && !['combat', 'melee', 'ranged'].includes(a.bloodlust)) return ruleError('malformed');
  if (a.bloodlust ? !hasSkillActive(state, a.s, bloodlustKey(a)) : !hasPlayedSkill(state, a.s, 'charge'))
    return ruleError('chargeMove.skill');
  const e = checkActor(state, a.s, chargeCost(state, a));
  if (e) return e;
  if (!Array.isArray(a.via) || !a.via.every((z) => Number.isInteger(z) && ctx.geo.zones[z]))
    return ruleError('malformed');
  const path = [...a.via, a.to];
  if (path.length > 2) return ruleError('chargeMove.tooFar');
  if (zombieTotal(state, a.to) === 0) return ruleError('chargeMove.noZombies');
  return checkPath(ctx, state, state.survivors[a.s].zone, path);
}

export function performChargeMove(ctx: RulesContext, state: State, a: ChargeMove, events: GameEvent[]): void {
  spendActions(state, a.s, chargeCost(state, a), a.bloodlust ? 'bloodlust' : 'chargeMove', events);
  for (const to of [...a.via, a.to])
    moveSurvivor(ctx, state, a.s, to, a.bloodlust ? C.bloodlust : C.chargeMove, events);
  if (!a.bloodlust) return;
  const used = state.survivors[a.s].used;
  used[`granted:${bloodlustKey(a)}`] = (used[`granted:${bloodlustKey(a)}`] ?? 0) + 1;
}

/** Every zone 1 or 2 steps away holding zombies (the check keeps the legal ones). */
export function chargeCandidates(
  ctx: RulesContext,
  state: State,
  s: number,
  push: (a: Action) => void,
  bloodlust?: ChargeMove['bloodlust'],
): void {
  const from = state.survivors[s].zone;
  const with_ = bloodlust ? { bloodlust } : {};
  for (const to of ctx.geo.neighbors[from]) {
    if (zombieTotal(state, to) > 0) {
      push({ type: 'chargeMove', s, to, via: [], ...with_ });
      continue;
    }
    for (const to2 of ctx.geo.neighbors[to])
      if (to2 !== from && zombieTotal(state, to2) > 0) push({ type: 'chargeMove', s, to: to2, via: [to], ...with_ });
  }
}
