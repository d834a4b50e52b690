/**
 * Applying an action: check its shape, check its legality (pure: the state
 * is untouched on refusal), perform it, then let the game run on until the
 * next decision or player action.
 */
import { illegal, ok, type ApplyResult, type RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { ruleError, checkActor } from './rule-error.ts';
import {
  checkCharge,
  checkJump,
  checkMove,
  checkSprint,
  performCharge,
  performJump,
  performMove,
  performSprint,
} from './move.ts';
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
import {
  checkBoardWagon,
  checkFireGatling,
  checkMoveGatling,
  checkMoveWagon,
  performBoardWagon,
  performFireGatling,
  performMoveGatling,
  performMoveWagon,
} from './machines.ts';
import { checkGiveCompanion, checkRally, performGiveCompanion, performRally } from './companions.ts';
import { checkSearch, performSearch } from './search.ts';
import {
  checkDynamite,
  checkMelee,
  checkRanged,
  checkReload,
  performDynamite,
  performMelee,
  performRanged,
  performReload,
} from './attacks.ts';
import { checkHolyWater, performHolyWater } from './holy-water.ts';
import {
  checkDrinkWater,
  checkFreeCardUse,
  checkReorganize,
  checkSwap,
  checkTrade,
  performDiscard,
  performDrinkWater,
  performReorganize,
  performSwap,
  performTrade,
} from './trade.ts';
import { checkExit, checkGoals, checkObjective, goalsBeforeDone, performExit, performObjective } from './objectives.ts';
import {
  checkBlowMine,
  checkLoadCoal,
  checkLoadWagon,
  performBlowMine,
  performLoadCoal,
  performLoadWagon,
} from './mission-rules.ts';
import { gainAdrenaline } from './adrenaline.ts';
import { checkMakeNoise, performMakeNoise } from './noise.ts';
import { checkVadeRetro, performVadeRetro } from './vade-retro.ts';
import { checkDecision, performDecision } from './decisions.ts';
import { continueCombat } from './combat.ts';
import { advancePlayers, finishSurvivor } from './turn.ts';
import { isOver, loseGame } from './wounds.ts';
import { checkBountyFeat } from './bounty.ts';
import { checkStartTrain, performStartTrain, trainStep } from './train.ts';
import { runZombiePhase, startZombiePhase } from './zombie-phase.ts';
import { checkReflex, endExtraTurn, inExtraTurn, performReflex, startExtraTurn } from './triggered-skills.ts';
import { actionsLeft } from './survivors.ts';

interface Rule<A extends Action> {
  /** Integer fields the action must carry (shape check before anything else). */
  fields: (keyof A & string)[];
  check(ctx: RulesContext, state: State, a: A): RuleError | null;
  perform(ctx: RulesContext, state: State, a: A, events: GameEvent[]): void;
}

type Rules = { [T in Action['type']]: Rule<Extract<Action, { type: T }>> };

const decision = { check: checkDecision, perform: performDecision } as const;

export const RULES: Rules = {
  move: { fields: ['s', 'to'], check: checkMove, perform: performMove },
  sprint: { fields: ['s'], check: checkSprint, perform: performSprint },
  jump: { fields: ['s', 'to'], check: checkJump, perform: performJump },
  rally: { fields: ['s', 'companion'], check: checkRally, perform: performRally },
  tinker: { fields: ['s', 'slot'], check: checkTinker, perform: performTinker },
  moveWagon: { fields: ['s', 'to'], check: checkMoveWagon, perform: performMoveWagon },
  boardWagon: { fields: ['s'], check: checkBoardWagon, perform: performBoardWagon },
  leaveWagon: { fields: ['s'], check: checkBoardWagon, perform: performBoardWagon },
  moveGatling: { fields: ['s', 'to'], check: checkMoveGatling, perform: performMoveGatling },
  fireGatling: { fields: ['s', 'zone'], check: checkFireGatling, perform: performFireGatling },
  improvised: { fields: ['s', 'zone'], check: checkImprovised, perform: performImprovised },
  shove: { fields: ['s', 'to'], check: checkShove, perform: performShove },
  lifesaver: { fields: ['s', 'from'], check: checkLifesaver, perform: performLifesaver },
  taunt: { fields: ['s', 'zone'], check: checkTaunt, perform: performTaunt },
  bornLeader: { fields: ['s', 'to'], check: checkBornLeader, perform: performBornLeader },
  loadWagon: { fields: ['s'], check: checkLoadWagon, perform: performLoadWagon },
  startTrain: { fields: ['s'], check: checkStartTrain, perform: performStartTrain },
  loadCoal: {
    fields: ['s'],
    check: checkLoadCoal,
    perform: (ctx, state, a, events) =>
      performLoadCoal(ctx, state, a, events, (ap) =>
        gainAdrenaline(ctx, state, a.s, ap, 'M9: coal sacks loaded', events),
      ),
  },
  blowMine: {
    fields: ['s'],
    check: (ctx, state, a) => checkBlowMine(ctx, state, a, goalsBeforeDone(ctx, state, 'blowMine')),
    perform: performBlowMine,
  },
  giveCompanion: { fields: ['companion', 'to'], check: checkGiveCompanion, perform: performGiveCompanion },
  search: { fields: ['s'], check: checkSearch, perform: performSearch },
  melee: { fields: ['s', 'slot'], check: checkMelee, perform: performMelee },
  ranged: { fields: ['s', 'slot', 'zone'], check: checkRanged, perform: performRanged },
  dynamite: { fields: ['s', 'slot', 'zone'], check: checkDynamite, perform: performDynamite },
  holyWater: { fields: ['s', 'slot', 'spawn'], check: checkHolyWater, perform: performHolyWater },
  reload: { fields: ['s', 'slot'], check: checkReload, perform: performReload },
  trade: { fields: ['s', 'with'], check: checkTrade, perform: performTrade },
  reorganize: { fields: ['s'], check: checkReorganize, perform: performReorganize },
  objective: { fields: ['s'], check: checkObjective, perform: performObjective },
  makeNoise: { fields: ['s'], check: checkMakeNoise, perform: performMakeNoise },
  charge: { fields: ['s', 'to', 'slot'], check: checkCharge, perform: performCharge },
  vadeRetro: { fields: ['s', 'zone', 'replace'], check: checkVadeRetro, perform: performVadeRetro },
  exit: { fields: ['s'], check: checkExit, perform: performExit },
  endTurn: {
    fields: ['s'],
    check: (_ctx, state, a) => checkActor(state, a.s, 0, 'Do Nothing'),
    perform: (_ctx, state, a, events) => {
      events.push({ type: 'actionSpent', s: a.s, action: 'endTurn', cost: 0, free: true });
      if (state.loan) {
        state.active = state.loan.from;
        state.loan = null;
      } // the given Action is declined
      else if (inExtraTurn(state)) endExtraTurn(state, events);
      else finishSurvivor(state, a.s, events);
    },
  },
  discard: {
    fields: ['s', 'slot'],
    check: (_ctx, state, a) => checkFreeCardUse(state, a.s, a.slot, 'Discard'),
    perform: performDiscard,
  },
  drinkWater: { fields: ['s', 'slot'], check: checkDrinkWater, perform: performDrinkWater },
  swap: { fields: ['a', 'slotA', 'b', 'slotB'], check: checkSwap, perform: performSwap },
  doneReorganize: { fields: [], ...decision },
  confirmTrade: { fields: [], ...decision },
  assignWound: { fields: ['to'], ...decision },
  assignHit: { fields: ['zombie'], ...decision },
  friendlyFire: { fields: ['to'], ...decision },
  reroll: { fields: [], ...decision },
  splitRoute: { fields: ['route'], ...decision },
  zombieTarget: { fields: ['zone'], ...decision },
  noiseZone: { fields: ['zone'], ...decision },
  keepFound: { fields: [], ...decision },
  chooseRecipient: { fields: ['s'], ...decision },
  chooseLeader: { fields: ['s'], ...decision },
  reflex: { fields: ['slot'], check: checkReflex, perform: performReflex },
  stepAside: {
    fields: ['zone'],
    check: (_ctx, state, a) => {
      const d = state.pending[0];
      return d?.kind === 'stepAside' && d.options.includes(a.zone)
        ? null
        : ruleError('decision.option', 'The train: choose one of the nearest street zones');
    },
    perform: (_ctx, state, a, events) => {
      const d = state.pending.shift();
      if (d?.kind !== 'stepAside') return;
      events.push({
        type: 'survivorMoved',
        s: d.survivor,
        from: state.survivors[d.survivor].zone,
        to: a.zone,
        rule: 'The train: the players chose the street zone',
      });
      state.survivors[d.survivor].zone = a.zone;
    },
  },
  chooseExtraTurn: {
    fields: ['s'],
    check: (_ctx, state, a) => {
      const d = state.pending[0];
      return d?.kind === 'chooseExtraTurn' && d.candidates.includes(a.s)
        ? null
        : ruleError('decision.option', 'Zombie link: choose one of the survivors waiting for an extra Turn');
    },
    perform: (_ctx, state, a, events) => {
      state.pending.shift();
      startExtraTurn(state, a.s, events);
    },
  },
  chooseSkill: { fields: [], ...decision },
};

export function checkShape(action: unknown): RuleError | null {
  if (action === null || typeof action !== 'object')
    return ruleError('malformed', 'An action must be an object with a "type"');
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || !(type in RULES))
    return ruleError('unknownAction', `Unknown action type ${JSON.stringify(type)}`);
  const rule = RULES[type as Action['type']];
  for (const field of rule.fields) {
    const v = (action as Record<string, unknown>)[field];
    if (!Number.isInteger(v))
      return ruleError('malformed', `${type}: field "${field}" must be an integer, got ${JSON.stringify(v)}`);
  }
  return null;
}

export function checkAction(ctx: RulesContext, state: State, action: Action): RuleError | null {
  const shape = checkShape(action);
  if (shape) return shape;
  if (isOver(state)) return ruleError('gameOver', `The game is over (${state.phase})`);
  const rule = RULES[action.type] as Rule<Action>;
  return rule.check(ctx, state, action);
}

export function applyAction(ctx: RulesContext, state: State, action: Action): ApplyResult<GameEvent> {
  const error = checkAction(ctx, state, action);
  if (error) return illegal(error.code, error.message);
  const events: GameEvent[] = [];
  (RULES[action.type] as Rule<Action>).perform(ctx, state, action, events);
  resume(ctx, state, events);
  return ok(events);
}

/** Runs the game on until a player must act: finishes combats, the zombies' phase, turn passing. */
export function resume(ctx: RulesContext, state: State, events: GameEvent[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.missionState.boardChanged) {
      // A blown-up train car changed the board: the rest of the action reads the new one.
      delete state.missionState.boardChanged;
      ctx = ctx.refresh(state);
    }
    if (isOver(state) || state.pending.length > 0) return;
    if (state.combat) {
      continueCombat(ctx, state, events);
      continue;
    }
    if (state.action && !state.action.checked) {
      checkBountyFeat(ctx, state, events);
      continue;
    }
    if (state.missionState.trainDue) {
      delete state.missionState.trainDue;
      ctx = trainStep(ctx, state, events);
      state.missionState.zombiesDue = true;
      checkGoals(ctx, state, events);
      // Survivors left behind by a train they had to leave on: the mission can no longer be won.
      if (
        state.train?.gone &&
        ctx.mission.goals.some((g) => g.kind === 'leaveOnTrain') &&
        state.survivors.some((s) => !s.eliminated && !s.exited)
      ) {
        loseGame(state, 'trainLeftWithoutPosse', 'The train has left without every survivor', events);
      }
      continue;
    }
    if (state.missionState.zombiesDue) {
      // After the train's step (and any survivor it moved aside), the Zombies' Phase.
      delete state.missionState.zombiesDue;
      startZombiePhase(ctx, state, events);
      continue;
    }
    if (inExtraTurn(state)) {
      if (actionsLeft(state.survivors[state.active]) > 0 && !isOver(state)) return;
      endExtraTurn(state, events);
      continue;
    }
    if (state.zombiePhase) {
      runZombiePhase(ctx, state, events);
      if (state.zombiePhase) return;
      continue;
    }
    checkGoals(ctx, state, events);
    if (isOver(state)) return;
    const round = state.round;
    advancePlayers(ctx, state, events);
    if (state.missionState.trainDue) continue;
    if (state.round === round || state.pending.length > 0 || state.zombiePhase) return;
  }
}
