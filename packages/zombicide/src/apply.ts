/**
 * Applying an action: check its shape, check its legality (pure: the state
 * is untouched on refusal), perform it, then let the game run on until the
 * next decision or player action.
 */
import { GAME_OVER, illegal, ok, type ApplyResult, type RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Rule, RuleTable } from './ruleset.ts';
import type { State } from './state.ts';
import { ruleError, checkActor } from './rule-error.ts';
import { ruleOf } from './rule-table.ts';
import { checkJump, checkMove, checkSprint, performJump, performMove, performSprint } from './move.ts';
import {
  checkBornLeader,
  performBornLeader,
  checkImprovised,
  checkLifesaver,
  checkShove,
  checkTaunt,
  checkTinker,
  performImprovised,
  performLifesaver,
  performShove,
  performTaunt,
  performTinker,
} from './skill-actions.ts';
import { checkGiveCompanion, performGiveCompanion } from './companions.ts';
import { checkSearch, performSearch } from './search.ts';
import { checkMelee, checkRanged, checkReload, performMelee, performRanged, performReload } from './attacks.ts';
import {
  checkDrinkWater,
  checkFreeCardUse,
  checkGiveToken,
  checkReorganize,
  checkSwap,
  checkTrade,
  performDiscard,
  performDrinkWater,
  performGiveToken,
  performReorganize,
  performSwap,
  performTrade,
} from './trade.ts';
import {
  checkExit,
  checkGoals,
  checkMissionLost,
  checkObjective,
  performExit,
  performObjective,
} from './objectives.ts';
import { checkDecision, performDecision } from './choices.ts';
import { continueCombat } from './combat.ts';
import { advancePlayers, startDueRounds } from './turn.ts';
import { isOver } from './wounds.ts';
import { runZombiePhase } from './zombie-phase.ts';
import { checkReflex, endExtraTurn, inExtraTurn, performReflex, startExtraTurn } from './triggered-skills.ts';
import { actionsLeft, finishSurvivor } from './survivors.ts';

/** A core rule of one action type (typed by its action). */
type CoreRule<T extends Action['type']> = Rule<Extract<Action, { type: T }>>;

const decision = { check: checkDecision, perform: performDecision } as const;

/** The rules of the core's actions; a ruleset's table adds its own (ruleset.ts, ActionRules.rules). */
export const CORE_RULES = {
  move: { fields: ['s', 'to'], check: checkMove, perform: performMove } as CoreRule<'move'>,
  sprint: { fields: ['s'], check: checkSprint, perform: performSprint } as CoreRule<'sprint'>,
  jump: { fields: ['s', 'to'], check: checkJump, perform: performJump } as CoreRule<'jump'>,
  tinker: { fields: ['s', 'slot'], check: checkTinker, perform: performTinker } as CoreRule<'tinker'>,
  improvised: { fields: ['s', 'zone'], check: checkImprovised, perform: performImprovised } as CoreRule<'improvised'>,
  shove: { fields: ['s', 'to'], check: checkShove, perform: performShove } as CoreRule<'shove'>,
  lifesaver: { fields: ['s', 'from'], check: checkLifesaver, perform: performLifesaver } as CoreRule<'lifesaver'>,
  taunt: { fields: ['s', 'zone'], check: checkTaunt, perform: performTaunt } as CoreRule<'taunt'>,
  bornLeader: { fields: ['s', 'to'], check: checkBornLeader, perform: performBornLeader } as CoreRule<'bornLeader'>,
  giveCompanion: {
    fields: ['companion', 'to'],
    check: checkGiveCompanion,
    perform: performGiveCompanion,
  } as CoreRule<'giveCompanion'>,
  giveToken: { fields: ['from', 'to'], check: checkGiveToken, perform: performGiveToken } as CoreRule<'giveToken'>,
  search: { fields: ['s'], check: checkSearch, perform: performSearch } as CoreRule<'search'>,
  melee: { fields: ['s', 'slot'], check: checkMelee, perform: performMelee } as CoreRule<'melee'>,
  ranged: { fields: ['s', 'slot', 'zone'], check: checkRanged, perform: performRanged } as CoreRule<'ranged'>,
  reload: { fields: ['s', 'slot'], check: checkReload, perform: performReload } as CoreRule<'reload'>,
  trade: { fields: ['s', 'with'], check: checkTrade, perform: performTrade } as CoreRule<'trade'>,
  reorganize: { fields: ['s'], check: checkReorganize, perform: performReorganize } as CoreRule<'reorganize'>,
  objective: { fields: ['s'], check: checkObjective, perform: performObjective } as CoreRule<'objective'>,
  exit: { fields: ['s'], check: checkExit, perform: performExit } as CoreRule<'exit'>,
  endTurn: {
    fields: ['s'],
    check: (_ctx, state, a) => checkActor(state, a.s, 0),
    perform: (ctx, state, a, events) => {
      events.push({ type: 'actionSpent', s: a.s, action: 'endTurn', cost: 0, free: true });
      if (state.loan) {
        state.active = state.loan.from;
        state.loan = null;
      } // the given Action is declined
      else if (inExtraTurn(state)) endExtraTurn(state, events, ctx);
      else finishSurvivor(state, a.s, events, ctx);
    },
  } as CoreRule<'endTurn'>,
  discard: {
    fields: ['s', 'slot'],
    check: (ctx, state, a) => checkFreeCardUse(ctx, state, a.s, a.slot),
    perform: performDiscard,
  } as CoreRule<'discard'>,
  drinkWater: { fields: ['s', 'slot'], check: checkDrinkWater, perform: performDrinkWater } as CoreRule<'drinkWater'>,
  swap: { fields: ['a', 'slotA', 'b', 'slotB'], check: checkSwap, perform: performSwap } as CoreRule<'swap'>,
  doneReorganize: { fields: [], ...decision } as CoreRule<'doneReorganize'>,
  confirmTrade: { fields: [], ...decision } as CoreRule<'confirmTrade'>,
  assignWound: { fields: ['to'], ...decision } as CoreRule<'assignWound'>,
  assignHit: { fields: ['zombie'], ...decision } as CoreRule<'assignHit'>,
  friendlyFire: { fields: ['to'], ...decision } as CoreRule<'friendlyFire'>,
  reroll: { fields: [], ...decision } as CoreRule<'reroll'>,
  splitRoute: { fields: ['route'], ...decision } as CoreRule<'splitRoute'>,
  zombieTarget: { fields: ['zone'], ...decision } as CoreRule<'zombieTarget'>,
  keepFound: { fields: [], ...decision } as CoreRule<'keepFound'>,
  chooseRecipient: { fields: ['s'], ...decision } as CoreRule<'chooseRecipient'>,
  chooseLeader: { fields: ['s'], ...decision } as CoreRule<'chooseLeader'>,
  reflex: { fields: ['slot'], check: checkReflex, perform: performReflex } as CoreRule<'reflex'>,
  chooseExtraTurn: {
    fields: ['s'],
    check: (_ctx, state, a) => {
      const d = state.pending[0];
      return d?.kind === 'chooseExtraTurn' && d.candidates.includes(a.s) ? null : ruleError('decision.option');
    },
    perform: (_ctx, state, a, events) => {
      state.pending.shift();
      startExtraTurn(state, a.s, events);
    },
  } as CoreRule<'chooseExtraTurn'>,
  chooseSkill: { fields: [], ...decision } as CoreRule<'chooseSkill'>,
} satisfies RuleTable;

export function checkShape(action: unknown, rules: RuleTable = CORE_RULES): RuleError | null {
  if (action === null || typeof action !== 'object') return ruleError('malformed');
  const type = (action as { type?: unknown }).type;
  const rule = typeof type === 'string' ? ruleOf(rules, type) : undefined;
  if (!rule) return ruleError('unknownAction', { type: String(type).slice(0, 40) });
  for (const field of rule.fields) {
    const v = (action as Record<string, unknown>)[field];
    // A field that is not an integer: named for logs (the table's words need no value).
    if (!Number.isInteger(v)) return ruleError('malformed', { field });
  }
  return null;
}

export function checkAction(ctx: RulesContext, state: State, action: Action): RuleError | null {
  const shape = checkShape(action, ctx.ruleset.actions.rules);
  if (shape) return shape;
  if (isOver(state)) return ruleError(GAME_OVER);
  return (ctx.ruleset.actions.rules[action.type] as Rule<Action>).check(ctx, state, action);
}

export function applyAction(ctx: RulesContext, state: State, action: Action): ApplyResult<GameEvent> {
  const error = checkAction(ctx, state, action);
  if (error) return illegal(error.code, error.params);
  const events: GameEvent[] = [];
  (ctx.ruleset.actions.rules[action.type] as Rule<Action>).perform(ctx, state, action, events);
  resume(ctx, state, events);
  return ok(events);
}

/** Runs the game on until a player must act: finishes combats, the ruleset's pending work, the zombies' phase, turn passing. */
export function resume(ctx: RulesContext, state: State, events: GameEvent[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.missionState.boardChanged) {
      // The ruleset changed the board (a train car blown up): the rest of the action reads the new one.
      delete state.missionState.boardChanged;
      ctx = ctx.refresh(state);
    }
    // As soon as the mission can no longer be won, it is lost (EN 449), a decision pending or not.
    checkMissionLost(ctx, state, events);
    if (isOver(state) || state.pending.length > 0) return;
    if (state.combat) {
      continueCombat(ctx, state, events);
      continue;
    }
    const next = ctx.ruleset.actions.resume(ctx, state, events);
    if (next) {
      ctx = next;
      startDueRounds(ctx, state, events);
      continue;
    }
    if (inExtraTurn(state)) {
      if (actionsLeft(state.survivors[state.active]) > 0 && !isOver(state)) return;
      endExtraTurn(state, events, ctx);
      continue;
    }
    if (state.zombiePhase) {
      runZombiePhase(ctx, state, events);
      if (state.zombiePhase) return;
      startDueRounds(ctx, state, events);
      continue;
    }
    checkGoals(ctx, state, events);
    if (isOver(state)) return;
    const round = state.round;
    const tookOver = advancePlayers(ctx, state, events);
    startDueRounds(ctx, state, events);
    if (tookOver) continue;
    if (state.round === round || state.pending.length > 0 || state.zombiePhase) return;
  }
}
