/**
 * Objectives, exits and mission goals (EN "Take or activate an objective",
 * "Winning and losing"; "Exit": at the end of its turn a survivor may leave by
 * the exit zone if it holds no zombie). What an Objective gives, and the goals
 * beyond objectives and exits, are the ruleset's.
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { MissionDef, MissionGoal } from './defs.ts';
import type { State } from './state.ts';
import { checkActor, ruleError, spendActions } from './rule-error.ts';
import { zombieTotal } from './zombies.ts';
import { finishSurvivor } from './turn.ts';
import { winGame } from './wounds.ts';
import { companionsOf } from './companions.ts';

export function checkObjective(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'objective' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Take Objective');
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  const untakeable = ctx.mission.rules.untakeableObjectives ?? [];
  // M1: the blue Objective cannot be taken (a face-up token, so its colour is known).
  if (!state.objectives.some((o) => o.zone === zone && !o.taken && (o.hidden || !untakeable.includes(o.color))))
    return ruleError('objective.none', 'Take Objective: no Objective that can be taken in your zone');
  return ctx.ruleset.mission.objectiveRefused(ctx, state, a.s, zone);
}

export function performObjective(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'objective' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'objective', events);
  const zone = state.survivors[a.s].zone;
  const untakeable = ctx.mission.rules.untakeableObjectives ?? [];
  const obj = state.objectives.find((o) => o.zone === zone && !o.taken && (o.hidden || !untakeable.includes(o.color)))!;
  obj.taken = true;
  obj.hidden = false;
  events.push({ type: 'objectiveTaken', s: a.s, zone, color: obj.color, rule: 'Take Objective' });
  ctx.ruleset.mission.objectiveTaken(ctx, state, a.s, obj, events);
}

/** Goal kinds the engine can judge today; a mission with any other kind cannot be won yet (trains, Wagon and Mine goals). */
export const SUPPORTED_GOALS: ReadonlySet<MissionGoal['kind']> = new Set([
  'takeAllObjectives',
  'takeObjectives',
  'allExit',
  'rallyCompanions',
  'bountyPerSurvivor',
  'gatherMobileSpawns',
  'secureCorpsePiles',
  'destroyWagon',
  'blowMine',
  'objectivesInWagon',
  'leaveOnTrain',
  'setAsideBounty',
  'wagonOffTrack',
  'loadCoal',
  'dynamiteMobileSpawns',
]);

/** The goals of a mission the engine cannot judge yet (empty: the mission can be won). */
export function unsupportedGoals(mission: MissionDef): MissionGoal[] {
  return mission.goals.filter((g) => !SUPPORTED_GOALS.has(g.kind));
}

function goalDone(ctx: RulesContext, state: State, goal: MissionGoal): boolean {
  switch (goal.kind) {
    case 'takeAllObjectives':
      return state.objectives.every((o) => o.taken);
    case 'takeObjectives':
      return state.objectives.filter((o) => goal.colors.includes(o.color)).every((o) => o.taken);
    case 'allExit':
      // Every survivor still alive has left (a ruleset where one death loses never reaches here with one dead).
      return (
        state.survivors.some((s) => s.exited) &&
        state.survivors.every((s) => s.exited || s.eliminated) &&
        (!goal.withWagon || ctx.ruleset.mission.goalDone(ctx, state, goal))
      );
    case 'rallyCompanions':
      return state.survivors.every(
        (c) =>
          !c.companion ||
          (goal.classes && !goal.classes.some((k) => c.classes.includes(k))) ||
          (c.leader !== undefined && c.leader >= 0 && !c.eliminated),
      );
    default:
      return ctx.ruleset.mission.goalDone(ctx, state, goal);
  }
}

/** Are all the goals listed before the first goal of this kind done? */
export function goalsBeforeDone(ctx: RulesContext, state: State, kind: MissionGoal['kind']): boolean {
  for (const goal of ctx.mission.goals) {
    if (goal.kind === kind) return true;
    if (!goalDone(ctx, state, goal)) return false;
  }
  return true;
}

/** Goals before the first exit goal must be done before anyone leaves. */
export function exitOpen(ctx: RulesContext, state: State): boolean {
  for (const goal of ctx.mission.goals) {
    if (goal.kind === 'allExit') return true;
    if (!goalDone(ctx, state, goal)) return false;
  }
  return true;
}

export function checkExit(ctx: RulesContext, state: State, a: Extract<Action, { type: 'exit' }>): RuleError | null {
  const e = checkActor(state, a.s, 0, 'Exit');
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  if (!ctx.exits.includes(zone)) return ruleError('exit.notExit', 'Exit: not an exit zone');
  if (zombieTotal(state, zone) > 0) return ruleError('exit.zombies', 'Exit: the exit zone must hold no zombie');
  if (!exitOpen(ctx, state)) return ruleError('exit.goals', 'Exit: the mission goals before the exit are not done yet');
  return ctx.ruleset.mission.exitRefused(ctx, state, a.s, zone);
}

/** Leaving by the exit ends the survivor's turn (it escapes "at the end of its turn"). */
export function performExit(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'exit' }>,
  events: GameEvent[],
): void {
  const surv = state.survivors[a.s];
  surv.exited = true;
  events.push({ type: 'survivorExited', s: a.s, zone: surv.zone });
  for (const c of companionsOf(state, a.s)) {
    state.survivors[c].exited = true;
    events.push({ type: 'survivorExited', s: c, zone: surv.zone });
  }
  ctx.ruleset.mission.exited(ctx, state, a.s);
  finishSurvivor(state, a.s, events);
  checkGoals(ctx, state, events);
}

export function checkGoals(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (ctx.mission.goals.length > 0 && ctx.mission.goals.every((g) => goalDone(ctx, state, g)))
    winGame(state, 'goalsDone', `${ctx.mission.name}: every goal is done`, events);
}
