/**
 * Objectives, exits and mission goals (EN "Take or activate an objective",
 * "Winning and losing"; "Exit": at the end of its turn a survivor may leave by
 * the exit zone if it holds no zombie). What an Objective gives, and the goals
 * beyond objectives and exits, are the ruleset's.
 */
import { withParams, type RuleRef } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { ClassName, MissionDef, MissionGoal } from './defs.ts';
import type { State } from './state.ts';
import { checkActor, ruleError, spendActions } from './rule-error.ts';
import { zombieTotal } from './zombies.ts';
import { isOver, loseGame, winGame } from './wounds.ts';
import { finishSurvivor, inPlay } from './survivors.ts';
import { companionsOf } from './companions.ts';

export function checkObjective(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'objective' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  const untakeable = ctx.mission.rules.untakeableObjectives ?? [];
  // M1: the blue Objective cannot be taken (a face-up token, so its colour is known).
  if (!state.objectives.some((o) => o.zone === zone && !o.taken && (o.hidden || !untakeable.includes(o.color))))
    return ruleError('objective.none');
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
  events.push({ type: 'objectiveTaken', s: a.s, zone, color: obj.color, rule: R.objective });
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

/** Is a goal done? The engine's judgement for its own kinds, the ruleset's for the others (also the bots' planner's). */
export function goalDone(ctx: RulesContext, state: State, goal: MissionGoal): boolean {
  switch (goal.kind) {
    case 'takeAllObjectives':
      return state.objectives.every((o) => o.taken);
    case 'takeObjectives':
      return state.objectives.filter((o) => goal.colors.includes(o.color)).every((o) => o.taken);
    case 'allExit':
      // Every survivor still alive has left (a ruleset where one death loses never reaches here with one dead).
      return (
        state.survivors.some((survivor) => survivor.exited) &&
        state.survivors.every((survivor) => survivor.exited || survivor.eliminated) &&
        (!goal.withWagon || ctx.ruleset.mission.goalDone(ctx, state, goal))
      );
    case 'rallyCompanions': {
      const counted = (cls: readonly string[]) => !goal.classes || goal.classes.some((k) => cls.includes(k));
      let led = 0;
      for (const c of state.survivors) {
        if (!c.companion || !counted(c.classes)) continue;
        if (c.leader === undefined || c.leader < 0 || c.eliminated) return false;
        led++;
      }
      return led >= companionsWanted(ctx, state, goal);
    }
    default:
      return ctx.ruleset.mission.goalDone(ctx, state, goal);
  }
}

/**
 * The Companions a rally goal wants: every Companion of the mission, those still hidden among the Objectives
 * too (M5 "Sauvez 4 Citadins. ... Les deux autres sont cachés parmi les Objectifs rouges", FR 2974-2976): one
 * per Objective that hides one.
 */
function companionsWanted(ctx: RulesContext, state: State, goal: Extract<MissionGoal, { kind: 'rallyCompanions' }>) {
  const counted = (cls: ClassName) => !goal.classes || goal.classes.includes(cls);
  let wanted = 0;
  for (const entry of ctx.mission.companions ?? []) if (counted(entry.class)) wanted += entry.count;
  for (const entry of ctx.mission.rules.objectiveCompanions ?? [])
    if (counted(entry.class)) for (const o of state.objectives) if (o.color === entry.color) wanted++;
  return wanted;
}

/**
 * Why a goal not done can never be done now, or null (EN 449: the game is lost "When the Mission Objectives can
 * no longer be fulfilled"; EN 1462 "the Mission may be lost this way!"). The general goals here; the others are
 * the ruleset's. Each reason is a plain fact of the board: pieces the goal needs are gone for good.
 */
function goalLost(ctx: RulesContext, state: State, goal: MissionGoal): RuleRef | null {
  switch (goal.kind) {
    case 'takeAllObjectives':
      return state.objectives.some((o) => o.removed) ? R.objectiveRemoved : null;
    case 'takeObjectives':
      return state.objectives.some((o) => o.removed && goal.colors.includes(o.color))
        ? withParams(R.colorRemoved, { colors: goal.colors })
        : null;
    case 'rallyCompanions': {
      // Only Companions hidden under Objectives can go missing (an eliminated one loses the game anyway).
      if (!ctx.mission.rules.objectiveCompanions?.length) return null;
      // Companions on the board (led or lone) and those the Objectives left to take still hide.
      let possible = 0;
      for (const c of state.survivors)
        if (c.companion && !c.eliminated && (!goal.classes || goal.classes.some((k) => c.classes.includes(k))))
          possible++;
      for (const entry of ctx.mission.rules.objectiveCompanions ?? [])
        if (!goal.classes || goal.classes.includes(entry.class))
          for (const o of state.objectives) if (o.color === entry.color && !o.taken) possible++;
      return possible < companionsWanted(ctx, state, goal) ? R.companionLost : null;
    }
    default:
      return ctx.ruleset.mission.goalLost?.(ctx, state, goal) ?? null;
  }
}

/**
 * The game is lost at once when the mission can no longer be won (EN 449): a goal not done that can never be
 * done, or survivors still to leave or to save with nobody left on the board able to act (lone Companions have
 * no Action, EN 1559: the rounds would go on with nobody to play them).
 */
export function checkMissionLost(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const goals = ctx.mission.goals;
  if (isOver(state) || goals.length === 0) return;
  // Run after every step of an action: the cheap question first, whether a goal is done only when it matters.
  for (const goal of goals) {
    const why = goalLost(ctx, state, goal);
    if (why && !goalDone(ctx, state, goal)) {
      loseGame(
        state,
        'missionLost',
        withParams(R.missionLost, { mission: ctx.mission.id, why: why.code, ...why.params }),
        events,
      );
      return;
    }
  }
  for (const survivor of state.survivors) if (inPlay(survivor) && !survivor.companion) return;
  if (!goals.every((g) => goalDone(ctx, state, g))) loseGame(state, 'nobodyLeft', R.nobodyLeft, events);
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
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  if (!ctx.exits.includes(zone)) return ruleError('exit.notExit');
  if (zombieTotal(state, zone) > 0) return ruleError('exit.zombies');
  if (!exitOpen(ctx, state)) return ruleError('exit.goals');
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
    // Only those in his zone leave with him (a Companion sent elsewhere, a ruleset's dog, stays).
    if (state.survivors[c].zone !== surv.zone) continue;
    state.survivors[c].exited = true;
    events.push({ type: 'survivorExited', s: c, zone: surv.zone });
  }
  ctx.ruleset.mission.exited(ctx, state, a.s);
  finishSurvivor(state, a.s, events);
  checkGoals(ctx, state, events);
}

export function checkGoals(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (ctx.mission.goals.length > 0 && ctx.mission.goals.every((g) => goalDone(ctx, state, g)))
    winGame(state, 'goalsDone', withParams(R.goalsDone, { mission: ctx.mission.id }), events);
}
