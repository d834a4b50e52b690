/**
 * Rallying a lone Companion (EN "Companions", FR p. 42): 1 Action in its zone;
 * the Leader then holds its ID card and uses its class ability. Some missions
 * refuse a rally or make it cost a card (M4, M10) or let it wake a spawn zone (M6).
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import { setLeader } from '../../companions.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { abominationSpawnHeld, hasRule, payForRally, rallyPayment, rallyRefused } from './mission-rules.ts';
import { abominationOnBoard } from './roster.ts';
import { activateSpawnZone } from './spawn.ts';

export function checkRally(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'rally' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const c = state.survivors[a.companion];
  if (!c?.companion || !inPlay(c)) return ruleError('rally.notCompanion');
  if (c.leader !== -1) return ruleError('rally.led');
  if (c.zone !== state.survivors[a.s].zone) return ruleError('rally.zone');
  return rallyRefused(ctx, state, a.companion) ?? rallyPayment(ctx, state, a.s, a.companion, a.pay);
}

export function performRally(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'rally' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'rally', events);
  payForRally(ctx, state, a.s, a.companion, a.pay, events);
  setLeader(state, a.companion, a.s, U.rally, events);
  afterRally(ctx, state, events);
}

/** After a rally: a held Abomination spawn zone turns active at once if an Abomination is out. */
export function afterRally(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (!hasRule(ctx, 'holdThePosition') || !abominationOnBoard(state)) return;
  state.spawns.forEach((sp, index) => {
    if (sp.kind === 'abomination' && !sp.active && !abominationSpawnHeld(ctx, state, sp.zone))
      activateSpawnZone(state, index, U.m6Rallied, events);
  });
}
