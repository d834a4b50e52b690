/**
 * Wounds and elimination (EN "Attack"; "Winning and losing"): a survivor is
 * eliminated when its Wounds reach its Health, a Companion at any Wound
 * (Friendly Fire included); any survivor eliminated loses the game.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import { withParams } from '../../rule-ref.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { loseGame } from '../../wounds.ts';
import type { RuleRef } from '../../rule-ref.ts';

export function woundSurvivor(
  ctx: RulesContext,
  state: State,
  s: number,
  wounds: number,
  by: 'zombie' | 'friendlyFire' | 'dynamite',
  rule: RuleRef,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  if (surv.eliminated) return;
  surv.wounds += wounds;
  const zoneKey = String(surv.zone);
  state.stats.woundsByZone[zoneKey] = (state.stats.woundsByZone[zoneKey] ?? 0) + wounds;
  events.push({ type: 'survivorWounded', s, by, wounds, rule });
  // Any Wound eliminates a Companion (EN "Companions general traits").
  if (surv.wounds >= surv.health || surv.companion) {
    surv.wounds = surv.health;
    eliminate(state, s, rule, events);
  }
}

export function eliminate(state: State, s: number, rule: RuleRef, events: GameEvent[]): void {
  const surv = state.survivors[s];
  surv.eliminated = true;
  events.push({ type: 'survivorEliminated', s, rule });
  loseGame(state, 'survivorEliminated', withParams(U.survivorEliminated, { who: s }), events);
}
