import type { RuleError } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { actionsLeft, inPlay } from './survivors.ts';
import { actsAnytime, matchingFreeAction, type ActionUse } from './skills.ts';

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

/**
 * May survivor `s` spend `cost` Actions now? Players' phase, nothing pending,
 * the survivor belongs to the player whose turn it is, has not finished, no
 * other survivor of theirs is mid-activation (one at a time), enough Actions.
 */
export function checkActor(state: State, s: number, cost: number, label: string, use?: ActionUse): RuleError | null {
  const extra = state.extraTurns.length > 0 && state.active === state.extraTurns[0];
  if (state.phase !== 'players' && !extra) return ruleError('phase', `${label}: not the Players' Phase`);
  if (state.pending.length > 0)
    return ruleError('pending', `${label}: a decision must be answered first (${state.pending[0].kind})`);
  const surv = state.survivors[s];
  if (!surv) return ruleError('noSurvivor', `${label}: no survivor #${s}`);
  if (state.loan) {
    if (s !== state.loan.to)
      return ruleError(
        'bornLeader',
        `${label}: ${state.survivors[state.loan.to].id} is using the Action ${state.survivors[state.loan.from].id} gave`,
      );
    return cost > 1 && cost - freeAction(state, s, cost, use) > 1
      ? ruleError('noActions', `${label}: the given Action pays for 1 Action only`)
      : null;
  }
  if (extra) {
    if (s !== state.active)
      return ruleError(
        'extraTurn',
        `${label}: ${state.survivors[state.active].id} is playing a Zombie link extra Turn`,
      );
    return actionsLeft(surv) < cost ? noActions(state, s, cost, label, use) : null;
  }
  if (!inPlay(surv)) return ruleError('outOfPlay', `${label}: ${surv.id} is no longer in play`);
  // Tactician: his Activation may come in another player's turn (skills.ts actsAnytime).
  if (surv.player !== state.currentPlayer && !actsAnytime(state, s))
    return ruleError(
      'notYourTurn',
      `${label}: it is player ${state.currentPlayer + 1}'s turn, ${surv.id} belongs to player ${surv.player + 1}`,
    );
  if (surv.done) return ruleError('turnOver', `${label}: ${surv.id} has finished its turn`);
  if (state.active >= 0 && state.active !== s)
    return ruleError(
      'oneAtATime',
      `${label}: survivors activate one at a time and ${state.survivors[state.active].id} is acting`,
    );
  return actionsLeft(surv) < cost ? noActions(state, s, cost, label, use) : null;
}

/** 1 when a free Action skill pays 1 of the cost (EN "+1 free [Type] Action"), else 0. */
function freeAction(state: State, s: number, cost: number, use?: ActionUse): number {
  return use && cost > 0 && matchingFreeAction(state, s, use) ? 1 : 0;
}

/**
 * The survivor has fewer Actions left than the cost: refused unless a free Action skill pays the missing one
 * (the skills are read only then: most checks never need them).
 */
function noActions(state: State, s: number, cost: number, label: string, use?: ActionUse): RuleError | null {
  const surv = state.survivors[s];
  const need = cost - freeAction(state, s, cost, use);
  return actionsLeft(surv) < need
    ? ruleError('noActions', `${label}: needs ${need} Action(s), ${surv.id} has ${actionsLeft(surv)} left`)
    : null;
}

/** Opens the record of a new action, what it achieves (a ruleset's feats read it). */
function beginActionRecord(state: State, s: number): void {
  state.action = { s, ap: 0, pistolAp: 0, fatties: 0, abomination: false, holyWater: false, checked: false };
}

/**
 * Pays for an action: a matching free Action skill pays 1 of the cost first
 * (EN "+1 free [Type] Action"). Also keeps the streaks Escalation reads.
 */
export function spendActions(
  state: State,
  s: number,
  cost: number,
  action: string,
  events: GameEvent[],
  use?: ActionUse,
): void {
  if (state.active !== s) {
    state.active = s;
    events.push({ type: 'survivorActivated', s });
  }
  beginActionRecord(state, s);
  const surv = state.survivors[s];
  // Hit & run's free Move exists only right after the kill: any Action uses it up or lets it go. (The first
  // servers kept it whatever came between: their games replay so, state.options.hitAndRunKept.)
  if (!state.options.hitAndRunKept) surv.used.hitAndRunReady = 0;
  // Blitz's free Move is for the very next Action too (a ruleset's skill).
  if (surv.used.blitzReady) surv.used.blitzReady = 0;
  const freeKey = use && cost > 0 ? matchingFreeAction(state, s, use) : null;
  if (freeKey) {
    surv.used[`free:${freeKey}`] = (surv.used[`free:${freeKey}`] ?? 0) + 1;
    cost -= 1;
  }
  if (state.loan && state.loan.to === s) {
    // Born leader: the given Action pays; then the leader resumes its Turn.
    state.active = state.loan.from;
    state.loan = null;
    cost = 0;
  }
  surv.actionsUsed += cost;
  const kind = use?.kind ?? 'other';
  const melee = kind === 'melee' ? (surv.used.streakMelee ?? 0) + 1 : 0;
  const ranged = kind === 'ranged' ? (surv.used.streakRanged ?? 0) + 1 : 0;
  surv.used.streakMelee = melee;
  surv.used.streakRanged = ranged;
  surv.used.streakCombat = melee || ranged ? (surv.used.streakCombat ?? 0) + 1 : 0;
  surv.used.streakGatling = action === 'fireGatling' ? (surv.used.streakGatling ?? 0) + 1 : 0;
  events.push({ type: 'actionSpent', s, action, cost, free: freeKey !== null || cost === 0 });
}

export function zoneLabel(ctx: RulesContext, zone: number): string {
  return ctx.geo.zones[zone]?.label ?? `#${zone}`;
}

export function usedThisTurn(state: State, s: number, key: string): number {
  return state.survivors[s].used[key] ?? 0;
}

export function markUsed(state: State, s: number, key: string): void {
  const used = state.survivors[s].used;
  used[key] = (used[key] ?? 0) + 1;
}
