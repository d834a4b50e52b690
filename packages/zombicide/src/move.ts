/**
 * Move (EN "Move"): one zone through an opening or along the street; 1 extra
 * Action per zombie in the zone left; entering a zone with zombies ends a
 * multi-zone move. Move skills: +1 Zone per Move, Sprint, Slippery, Jump,
 * Hit & run.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from './rule-error.ts';
import { zombieTotal } from './zombies.ts';
import { rangeTo } from './attacks.ts';
import { countSkill, hasSkillActive, type ActionUse } from './skills.ts';
import { followLeader } from './companions.ts';
import type { RuleRef } from './rule-ref.ts';

type MoveAction = Extract<Action, { type: 'move' }>;
type SprintAction = Extract<Action, { type: 'sprint' }>;
type JumpAction = Extract<Action, { type: 'jump' }>;

/**
 * Actions to leave the survivor's zone: 1, plus 1 per zombie there, unless
 * Slippery or the free Move of Hit & run (both: "no extra Actions").
 */
export function moveCost(state: State, s: number, opts?: { penalty?: boolean }): number {
  const surv = state.survivors[s];
  const penalty = opts?.penalty ?? !(hasSkillActive(state, s, 'slippery') || hitAndRunReady(state, s));
  return 1 + (penalty ? zombieTotal(state, surv.zone) : 0);
}

function hitAndRunReady(state: State, s: number): boolean {
  return (state.survivors[s].used.hitAndRunReady ?? 0) > 0;
}

/** Checks a walk along `path` (zones after the start): adjacent steps, and no step after a zone holding zombies. */
export function checkPath(ctx: RulesContext, state: State, from: number, path: number[]): RuleError | null {
  let at = from;
  for (let i = 0; i < path.length; i++) {
    if (!ctx.geo.neighbors[at].includes(path[i])) return ruleError('move.notAdjacent');
    const blocked = ctx.ruleset.mission.entryRefused(ctx, state, path[i]);
    if (blocked) return blocked;
    if (i < path.length - 1 && zombieTotal(state, path[i]) > 0) return ruleError('move.stopped');
    at = path[i];
  }
  return null;
}

function movePath(a: MoveAction): number[] {
  return a.via === undefined || a.via < 0 ? [a.to] : [a.via, a.to];
}

/** What a Move is to the free Action skills (one object: every move candidate is checked). */
const MOVE_USE: ActionUse = { kind: 'move' };

/** Blitz (a ruleset's): one free Move Action right after killing the last zombie of a zone; extra costs apply. */
function blitzReady(state: State, s: number): boolean {
  return (state.survivors[s].used.blitzReady ?? 0) > 0;
}

/** What a Move costs now: nothing after Hit & run, 1 less after Blitz. */
function currentMoveCost(state: State, s: number): number {
  if (hitAndRunReady(state, s)) return 0;
  return moveCost(state, s) - (blitzReady(state, s) ? 1 : 0);
}

export function checkMove(ctx: RulesContext, state: State, a: MoveAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const free = hitAndRunReady(state, a.s) || blitzReady(state, a.s);
  const cost = currentMoveCost(state, a.s);
  // A free Move of a skill is that skill's: no free Move Action pays for it (as performMove spends it).
  const e = checkActor(state, a.s, cost, free ? undefined : MOVE_USE);
  if (e) return e;
  const path = movePath(a);
  // 2 Zones per Move Action (seed 001) moves as +1 Zone per Move does.
  if (path.length > 1 && countSkill(state, a.s, 'plus1ZonePerMove') + countSkill(state, a.s, 'twoZonesPerMove') === 0)
    return ruleError('move.oneZone');
  return checkPath(ctx, state, surv.zone, path);
}

export function performMove(ctx: RulesContext, state: State, a: MoveAction, events: GameEvent[]): void {
  const free = hitAndRunReady(state, a.s);
  const blitz = !free && blitzReady(state, a.s);
  const cost = currentMoveCost(state, a.s);
  const penalty = free ? -1 : blitz ? cost : cost - 1;
  spendActions(
    state,
    a.s,
    cost,
    free ? 'hitAndRun' : blitz ? 'blitz' : 'move',
    events,
    free || blitz ? undefined : MOVE_USE,
  );
  const rule = free
    ? R.hitAndRun
    : penalty > 0
      ? withParams(R.movePenalty, { count: penalty })
      : blitz
        ? R.blitz
        : R.move;
  for (const to of movePath(a)) moveSurvivor(ctx, state, a.s, to, rule, events);
}

export function moveSurvivor(
  ctx: RulesContext,
  state: State,
  s: number,
  to: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  const from = surv.zone;
  surv.zone = to;
  events.push({ type: 'survivorMoved', s, from, to, rule });
  ctx.ruleset.spawn.entered(ctx, state, to, events);
  followLeader(ctx, state, s, from, to, events);
}

/** Sprint (EN "Sprint"): once per Turn, one Move Action covers 2 or 3 zones. */
export function checkSprint(ctx: RulesContext, state: State, a: SprintAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'sprint')) return ruleError('sprint.skill');
  if (usedThisTurn(state, a.s, 'sprint') >= 1) return ruleError('sprint.oncePerTurn');
  if (!Array.isArray(a.path) || a.path.length < 2 || a.path.length > 3 || !a.path.every(Number.isInteger))
    return ruleError('sprint.path');
  const e = checkActor(state, a.s, moveCost(state, a.s), MOVE_USE);
  if (e) return e;
  return checkPath(ctx, state, surv.zone, a.path);
}

export function performSprint(ctx: RulesContext, state: State, a: SprintAction, events: GameEvent[]): void {
  spendActions(state, a.s, moveCost(state, a.s), 'sprint', events, MOVE_USE);
  markUsed(state, a.s, 'sprint');
  for (const to of a.path) moveSurvivor(ctx, state, a.s, to, R.sprint, events);
}

/**
 * Jump (EN "Jump"): once per Turn, 1 Action, into a zone 2 zones away in Line
 * Of Sight, ignoring the zone between; move skills are ignored but the
 * penalty for zombies in the starting zone applies; reaches a Balcony.
 */
export function checkJump(ctx: RulesContext, state: State, a: JumpAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'jump')) return ruleError('jump.skill');
  if (usedThisTurn(state, a.s, 'jump') >= 1) return ruleError('jump.oncePerTurn');
  const e = checkActor(state, a.s, moveCost(state, a.s, { penalty: true }));
  if (e) return e;
  if (rangeTo(ctx, state, a.s, a.to) !== 2) return ruleError('jump.range');
  if (ctx.geo.zones[a.to].kind === 'impassable') return ruleError('jump.impassable');
  const blocked = ctx.ruleset.mission.entryRefused(ctx, state, a.to);
  if (blocked) return blocked;
  return null;
}

export function performJump(ctx: RulesContext, state: State, a: JumpAction, events: GameEvent[]): void {
  spendActions(state, a.s, moveCost(state, a.s, { penalty: true }), 'jump', events);
  markUsed(state, a.s, 'jump');
  moveSurvivor(ctx, state, a.s, a.to, R.jump, events);
}
