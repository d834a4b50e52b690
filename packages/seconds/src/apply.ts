/**
 * Applying an action: the one check (shared by legalActions and explain: is it legal for this seat now, and if not,
 * why), the timeouts the server fires, and the dispatch of an accepted action to its rule's file (`perform`),
 * followed by `advance` (turn.ts).
 */
import { illegal, ok, TIME_UP, type ApplyContext, type ApplyResult, type RuleError, type Seat } from '@horde/core';
import { isWellFormedAction } from './action-schema.ts';
import type { RulesContext } from './cards.ts';
import { checkChoice, defaultChoice, doChoice, type ChoiceAction, CHOICE_FOR } from './choices.ts';
import { advance, endSurvivorAction, endZombieAction } from './turn.ts';
import { refuse } from './rule-error.ts';
import { busy, mayPause, sideOfSeat } from './seats.ts';
import { checkSurvivorAction, doSurvivorAction, type SurvivorAction } from './survivor-actions.ts';
import { holdClockForWindows, inactiveSide, PAUSE_MS, seatDeadline, seatOf } from './timer.ts';
import { checkZombieAction, doZombieAction } from './zombie-turn.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import type { SecondsState } from './state.ts';

const SURVIVOR_TYPES = new Set<string>([
  'move',
  'standUp',
  'pickUp',
  'equip',
  'drop',
  'drawTactics',
  'playTactics',
  'useSupply',
  'attack',
  'ability',
  'removeConcussion',
]);

const ZOMBIE_TYPES = new Set<string>(['zMove', 'zAttack', 'zStand', 'summon', 'zDraw', 'zPlay', 'shriek']);

/** The one check: is `a` legal for `seat` now, and if not, why not. */
export function checkAction(ctx: RulesContext, state: SecondsState, seat: Seat, a: SecondsAction): RuleError | null {
  if (state.phase === 'over') return refuse('game.over');
  const side = sideOfSeat(state, seat);
  if (side === null) return refuse('seat.unknown');
  if (a.type === 'timeout') return refuse('timeout.systemOnly');
  if (a.type in CHOICE_FOR) {
    const p = state.pending[0];
    if (!p) return refuse('choice.none');
    if (p.side !== side) return refuse('seat.notYours');
    return checkChoice(ctx, state, a as ChoiceAction);
  }
  if (a.type === 'pause')
    // line 160
    return mayPause(state, seat) ? null : refuse('pause.notAllowed');
  if (a.type === 'resume') {
    if (!state.timer.paused) return refuse('pause.none');
    return seat === seatOf(state, inactiveSide(state)) ? null : refuse('seat.notYours');
  }
  if (state.timer.paused) return refuse('timer.paused');
  if (state.active !== side) return refuse('seat.notYours');
  if (busy(state)) return refuse('choice.pending');
  const phase = side === 'survivor' ? 'survivorAction' : 'zombieAction';
  // line 218
  if (state.phase !== phase) return refuse('phase.wrong');
  // Time ran out: no other action may start (line 162).
  if (state.timer.timeUp) return refuse(TIME_UP);
  if (a.type === 'endPhase') return null;
  if (SURVIVOR_TYPES.has(a.type)) {
    if (side !== 'survivor') return refuse('seat.notYours');
    return checkSurvivorAction(ctx, state, a as SurvivorAction);
  }
  if (ZOMBIE_TYPES.has(a.type)) {
    if (side !== 'zombie') return refuse('seat.notYours');
    return checkZombieAction(ctx, state, a as Parameters<typeof checkZombieAction>[2]);
  }
  return refuse('action.unknown');
}

function perform(ctx: RulesContext, state: SecondsState, a: SecondsAction, now: number, ev: SecondsEvent[]): void {
  if (a.type in CHOICE_FOR) {
    doChoice(ctx, state, a as ChoiceAction, now, ev);
    return;
  }
  switch (a.type) {
    case 'pause': {
      const remaining = Math.max(0, (state.timer.endsAt ?? now) - now);
      state.timer.paused = { remaining, until: now + PAUSE_MS };
      state.timer.endsAt = null;
      state.timer.pausesLeft--;
      ev.push({ type: 'timerPaused', remaining, until: state.timer.paused.until });
      return;
    }
    case 'resume':
      resume(state, now, ev);
      return;
    case 'endPhase':
      if (state.active === 'survivor') endSurvivorAction(ctx, state, now, ev);
      else endZombieAction(ctx, state, now, ev);
      return;
    default:
      if (SURVIVOR_TYPES.has(a.type)) doSurvivorAction(ctx, state, a as SurvivorAction, now, ev);
      else doZombieAction(ctx, state, a as Parameters<typeof doZombieAction>[2], now, ev);
  }
}

function resume(state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const p = state.timer.paused!;
  state.timer.paused = null;
  state.timer.endsAt = now + p.remaining;
  ev.push({ type: 'timerResumed', endsAt: state.timer.endsAt });
}

function timeout(
  ctx: RulesContext,
  state: SecondsState,
  what: 'phase' | 'decision' | 'pause',
  now: number,
): ApplyResult<SecondsEvent> {
  const ev: SecondsEvent[] = [];
  if (what === 'pause') {
    if (!state.timer.paused) return illegal('timeout.none');
    if (now < state.timer.paused.until) return illegal('timeout.early');
    resume(state, now, ev);
  } else if (what === 'decision') {
    const p = state.pending[0];
    if (!p || p.endsAt === null || state.timer.paused) return illegal('timeout.none');
    if (now < p.endsAt) return illegal('timeout.early');
    const answer = defaultChoice(state);
    if (!answer) return illegal('timeout.none');
    // Said in the log before the default it brings (issue 33: an expired window left no trace).
    ev.push({ type: 'choiceTimedOut', side: p.side, kind: p.kind });
    doChoice(ctx, state, answer, now, ev);
    // A hand limit is answered one card at a time: its default goes on down to the limit.
    while (state.pending[0] === p) doChoice(ctx, state, defaultChoice(state)!, now, ev);
  } else {
    const running =
      (state.phase === 'survivorAction' || state.phase === 'zombieAction') &&
      state.timer.endsAt !== null &&
      !state.timer.timeUp &&
      !state.timer.paused;
    if (!running) return illegal('timeout.none');
    if (now < state.timer.endsAt!) return illegal('timeout.early');
    // DECISION timer.finish: the action under way finishes (advance ends the phase once nothing is pending).
    state.timer.timeUp = true;
    ev.push({ type: 'timeUp', side: state.active });
  }
  advance(ctx, state, now, ev);
  holdClockForWindows(state, now, ev);
  return ok(ev);
}

export function applyAction(
  ctx: RulesContext,
  state: SecondsState,
  action: SecondsAction,
  { by, now }: ApplyContext,
): ApplyResult<SecondsEvent> {
  if (state.phase === 'over') return illegal('game.over');
  if (!isWellFormedAction(action)) return illegal('action.malformed');
  const a = action;
  if (a.type === 'timeout') {
    if (by !== 'system') return illegal('timeout.systemOnly');
    return timeout(ctx, state, a.what, now);
  }
  if (by === 'system') return illegal('seat.notYours');
  // DECISION time.server: from rules version 2 the rules judge time by the action's clock, not by the timeout's flag.
  const deadline = state.strictTime ? seatDeadline(state, by, a) : null;
  if (deadline !== null && now >= deadline)
    // line 162
    return illegal(TIME_UP);
  const error = checkAction(ctx, state, by, a);
  if (error) return illegal(error.code, error.params);
  const ev: SecondsEvent[] = [];
  perform(ctx, state, a, now, ev);
  advance(ctx, state, now, ev);
  holdClockForWindows(state, now, ev);
  return ok(ev);
}
