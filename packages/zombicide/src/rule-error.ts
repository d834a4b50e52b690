import type { RuleError } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { State } from './state.ts';
import { actionsLeft, inPlay } from './survivors.ts';
import { actsAnytime, matchingFreeAction, type ActionUse } from './skills.ts';

/** A refusal: its code and, when the words need values the table cannot find in its view, those values. */
export function ruleError(code: string, params?: RuleError['params']): RuleError {
  return params ? { code, params } : { code };
}

/**
 * May survivor `s` spend `cost` Actions now? Players' phase, nothing pending,
 * the survivor belongs to the player whose turn it is, has not finished, no
 * other survivor of theirs is mid-activation (one at a time), enough Actions.
 */
export function checkActor(state: State, s: number, cost: number, use?: ActionUse): RuleError | null {
  const extra = state.extraTurns.length > 0 && state.active === state.extraTurns[0];
  if (state.phase !== 'players' && !extra) return ruleError('phase');
  if (state.pending.length > 0) return ruleError('pending');
  const surv = state.survivors[s];
  if (!surv) return ruleError('noSurvivor');
  if (state.loan) {
    if (s !== state.loan.to) return ruleError('bornLeader');
    return cost > 1 && cost - freeAction(state, s, cost, use) > 1 ? ruleError('noActions') : null;
  }
  if (extra) {
    if (s !== state.active) return ruleError('extraTurn');
    return actionsLeft(surv) < cost ? noActions(state, s, cost, use) : null;
  }
  if (!inPlay(surv)) return ruleError('outOfPlay');
  // Tactician: his Activation may come in another player's turn (skills.ts actsAnytime).
  if (surv.player !== state.currentPlayer && !actsAnytime(state, s)) return ruleError('notYourTurn');
  if (surv.done) return ruleError('turnOver');
  if (state.active >= 0 && state.active !== s) return ruleError('oneAtATime');
  return actionsLeft(surv) < cost ? noActions(state, s, cost, use) : null;
}

/** 1 when a free Action skill pays 1 of the cost (EN "+1 free [Type] Action"), else 0. */
function freeAction(state: State, s: number, cost: number, use?: ActionUse): number {
  return use && cost > 0 && matchingFreeAction(state, s, use) ? 1 : 0;
}

/**
 * The survivor has fewer Actions left than the cost: refused unless a free Action skill pays the missing one
 * (the skills are read only then: most checks never need them).
 */
function noActions(state: State, s: number, cost: number, use?: ActionUse): RuleError | null {
  const surv = state.survivors[s];
  const need = cost - freeAction(state, s, cost, use);
  const left = actionsLeft(surv);
  return left < need ? ruleError('noActions', { count: need, left }) : null;
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

export function usedThisTurn(state: State, s: number, key: string): number {
  return state.survivors[s].used[key] ?? 0;
}

export function markUsed(state: State, s: number, key: string): void {
  const used = state.survivors[s].used;
  used[key] = (used[key] ?? 0) + 1;
}
