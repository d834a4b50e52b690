/**
 * Adrenaline (EN "Adrenaline points, adrenaline level, and skills"): the
 * shared experience track (experience.ts), plus what Undead or Alive records
 * of each gain for the Bounty feats of the action in progress.
 */
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { addExperience } from '../../experience.ts';
import type { State } from '../../state.ts';
import { addTurnCounter } from './bounty.ts';
import type { RuleRef } from '../../rule-ref.ts';

export { LEVEL_THRESHOLDS, levelForAp } from '../../experience.ts';

export function gainAdrenaline(
  ctx: RulesContext,
  state: State,
  s: number,
  amount: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  if (amount <= 0) return;
  const surv = state.survivors[s];
  if (state.action?.s === s) {
    state.action.ap += amount;
    if (ctx.geo.zones[surv.zone].kind === 'balcony') addTurnCounter(state, s, 'featBalconyAp', amount);
  }
  addExperience(ctx, state, s, amount, rule, events);
}
