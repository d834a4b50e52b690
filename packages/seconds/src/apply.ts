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
  if (state.phase === 'over') return refuse('game.over', 'The game is over');
  const side = sideOfSeat(state, seat);
  if (side === null) return refuse('seat.unknown', `Seat ${seat} does not play this game`);
  if (a.type === 'timeout') return refuse('timeout.systemOnly', 'Only the server sends a timeout');
  if (a.type in CHOICE_FOR) {
    const p = state.pending[0];
    if (!p) return refuse('choice.none', 'No choice is pending');
    if (p.side !== side) return refuse('seat.notYours', `The ${p.side} side is choosing`);
    return checkChoice(ctx, state, a as ChoiceAction);
  }
  if (a.type === 'pause')
    return mayPause(state, seat)
      ? null
      : refuse('pause.notAllowed', 'Only the inactive player pauses a running timer, once per phase (seed line 160)');
  if (a.type === 'resume') {
    if (!state.timer.paused) return refuse('pause.none', 'The timer is not paused');
    return seat === seatOf(state, inactiveSide(state))
      ? null
      : refuse('seat.notYours', 'The player who paused resumes');
  }
  if (state.timer.paused) return refuse('timer.paused', 'The timer is paused');
  if (state.active !== side) return refuse('seat.notYours', `It is the ${state.active} side's turn`);
  if (busy(state)) return refuse('choice.pending', 'Answer the pending choice first');
  const phase = side === 'survivor' ? 'survivorAction' : 'zombieAction';
  if (state.phase !== phase) return refuse('phase.wrong', 'Not in your Action Phase (seed line 218)');
  // Time ran out: no other action may start (line 162).
  if (state.timer.timeUp) return refuse(TIME_UP, 'Time is up: no other action may start (seed line 162)');
  if (a.type === 'endPhase') return null;
  if (SURVIVOR_TYPES.has(a.type)) {
    if (side !== 'survivor') return refuse('seat.notYours', 'A Survivor action');
    return checkSurvivorAction(ctx, state, a as SurvivorAction);
  }
  if (ZOMBIE_TYPES.has(a.type)) {
    if (side !== 'zombie') return refuse('seat.notYours', 'A zombie action');
    return checkZombieAction(ctx, state, a as Parameters<typeof checkZombieAction>[2]);
  }
  return refuse('action.unknown', `Unknown action ${a.type}`);
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
    if (!state.timer.paused) return illegal('timeout.none', 'No pause to end');
    if (now < state.timer.paused.until)
      return illegal('timeout.early', `The pause lasts until ${state.timer.paused.until}`);
    resume(state, now, ev);
  } else if (what === 'decision') {
    const p = state.pending[0];
    if (!p || p.endsAt === null || state.timer.paused) return illegal('timeout.none', 'No timed choice is pending');
    if (now < p.endsAt) return illegal('timeout.early', `The choice is open until ${p.endsAt}`);
    const answer = defaultChoice(state);
    if (!answer) return illegal('timeout.none', 'This choice has no default');
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
    if (!running) return illegal('timeout.none', 'No Action Phase timer is running');
    if (now < state.timer.endsAt!) return illegal('timeout.early', `Time is not up before ${state.timer.endsAt}`);
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
  if (state.phase === 'over') return illegal('game.over', 'The game is over');
  if (!isWellFormedAction(action)) return illegal('action.malformed', 'Not an action of Seconds to Live');
  const a = action;
  if (a.type === 'timeout') {
    if (by !== 'system') return illegal('timeout.systemOnly', 'Only the server sends a timeout');
    return timeout(ctx, state, a.what, now);
  }
  if (by === 'system') return illegal('seat.notYours', 'The server only sends timeouts');
  // DECISION time.server: from rules version 2 the rules judge time by the action's clock, not by the timeout's flag.
  const deadline = state.strictTime ? seatDeadline(state, by, a) : null;
  if (deadline !== null && now >= deadline)
    return illegal(TIME_UP, 'Time is up: the action came after its deadline (seed line 162)');
  const error = checkAction(ctx, state, by, a);
  if (error) return illegal(error.code, error.message);
  const ev: SecondsEvent[] = [];
  perform(ctx, state, a, now, ev);
  advance(ctx, state, now, ev);
  holdClockForWindows(state, now, ev);
  return ok(ev);
}
