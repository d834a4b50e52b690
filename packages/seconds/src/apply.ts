/**
 * Applying an action: the one check (shared by legalActions and explain: is it legal for this seat now, and if not,
 * why), the timeouts the server fires, and the dispatch of an accepted action to its rule's file (`perform`),
 * followed by `advance` (turn.ts).
 */
import { illegal, ok, TIME_UP, type ApplyContext, type ApplyResult, type RuleError, type Seat } from '@horde/core';
import { isWellFormedAction } from './action-schema.ts';
import type { Cards } from './cards.ts';
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
export function checkAction(c: Cards, s: SecondsState, seat: Seat, a: SecondsAction): RuleError | null {
  if (s.phase === 'over') return refuse('game.over', 'The game is over');
  const side = sideOfSeat(s, seat);
  if (side === null) return refuse('seat.unknown', `Seat ${seat} does not play this game`);
  if (a.type === 'timeout') return refuse('timeout.systemOnly', 'Only the server sends a timeout');
  if (a.type in CHOICE_FOR) {
    const p = s.pending[0];
    if (!p) return refuse('choice.none', 'No choice is pending');
    if (p.side !== side) return refuse('seat.notYours', `The ${p.side} side is choosing`);
    return checkChoice(c, s, a as ChoiceAction);
  }
  if (a.type === 'pause')
    return mayPause(s, seat)
      ? null
      : refuse('pause.notAllowed', 'Only the inactive player pauses a running timer, once per phase (seed line 160)');
  if (a.type === 'resume') {
    if (!s.timer.paused) return refuse('pause.none', 'The timer is not paused');
    return seat === seatOf(s, inactiveSide(s)) ? null : refuse('seat.notYours', 'The player who paused resumes');
  }
  if (s.timer.paused) return refuse('timer.paused', 'The timer is paused');
  if (s.active !== side) return refuse('seat.notYours', `It is the ${s.active} side's turn`);
  if (busy(s)) return refuse('choice.pending', 'Answer the pending choice first');
  const phase = side === 'survivor' ? 'survivorAction' : 'zombieAction';
  if (s.phase !== phase) return refuse('phase.wrong', 'Not in your Action Phase (seed line 218)');
  // Time ran out: no other action may start (line 162).
  if (s.timer.timeUp) return refuse(TIME_UP, 'Time is up: no other action may start (seed line 162)');
  if (a.type === 'endPhase') return null;
  if (SURVIVOR_TYPES.has(a.type)) {
    if (side !== 'survivor') return refuse('seat.notYours', 'A Survivor action');
    return checkSurvivorAction(c, s, a as SurvivorAction);
  }
  if (ZOMBIE_TYPES.has(a.type)) {
    if (side !== 'zombie') return refuse('seat.notYours', 'A zombie action');
    return checkZombieAction(c, s, a as Parameters<typeof checkZombieAction>[2]);
  }
  return refuse('action.unknown', `Unknown action ${a.type}`);
}

function perform(c: Cards, s: SecondsState, a: SecondsAction, now: number, ev: SecondsEvent[]): void {
  if (a.type in CHOICE_FOR) {
    doChoice(c, s, a as ChoiceAction, now, ev);
    return;
  }
  switch (a.type) {
    case 'pause': {
      const remaining = Math.max(0, (s.timer.endsAt ?? now) - now);
      s.timer.paused = { remaining, until: now + PAUSE_MS };
      s.timer.endsAt = null;
      s.timer.pausesLeft--;
      ev.push({ type: 'timerPaused', remaining, until: s.timer.paused.until });
      return;
    }
    case 'resume':
      resume(s, now, ev);
      return;
    case 'endPhase':
      if (s.active === 'survivor') endSurvivorAction(c, s, now, ev);
      else endZombieAction(c, s, now, ev);
      return;
    default:
      if (SURVIVOR_TYPES.has(a.type)) doSurvivorAction(c, s, a as SurvivorAction, now, ev);
      else doZombieAction(c, s, a as Parameters<typeof doZombieAction>[2], now, ev);
  }
}

function resume(s: SecondsState, now: number, ev: SecondsEvent[]): void {
  const p = s.timer.paused!;
  s.timer.paused = null;
  s.timer.endsAt = now + p.remaining;
  ev.push({ type: 'timerResumed', endsAt: s.timer.endsAt });
}

function timeout(
  c: Cards,
  s: SecondsState,
  what: 'phase' | 'decision' | 'pause',
  now: number,
): ApplyResult<SecondsEvent> {
  const ev: SecondsEvent[] = [];
  if (what === 'pause') {
    if (!s.timer.paused) return illegal('timeout.none', 'No pause to end');
    if (now < s.timer.paused.until) return illegal('timeout.early', `The pause lasts until ${s.timer.paused.until}`);
    resume(s, now, ev);
  } else if (what === 'decision') {
    const p = s.pending[0];
    if (!p || p.endsAt === null || s.timer.paused) return illegal('timeout.none', 'No timed choice is pending');
    if (now < p.endsAt) return illegal('timeout.early', `The choice is open until ${p.endsAt}`);
    const answer = defaultChoice(s);
    if (!answer) return illegal('timeout.none', 'This choice has no default');
    // Said in the log before the default it brings (issue 33: an expired window left no trace).
    ev.push({ type: 'choiceTimedOut', side: p.side, kind: p.kind });
    doChoice(c, s, answer, now, ev);
    // A hand limit is answered one card at a time: its default goes on down to the limit.
    while (s.pending[0] === p) doChoice(c, s, defaultChoice(s)!, now, ev);
  } else {
    const running =
      (s.phase === 'survivorAction' || s.phase === 'zombieAction') &&
      s.timer.endsAt !== null &&
      !s.timer.timeUp &&
      !s.timer.paused;
    if (!running) return illegal('timeout.none', 'No Action Phase timer is running');
    if (now < s.timer.endsAt!) return illegal('timeout.early', `Time is not up before ${s.timer.endsAt}`);
    // DECISION timer.finish: the action under way finishes (advance ends the phase once nothing is pending).
    s.timer.timeUp = true;
    ev.push({ type: 'timeUp', side: s.active });
  }
  advance(c, s, now, ev);
  holdClockForWindows(s, now, ev);
  return ok(ev);
}

export function applyAction(
  c: Cards,
  s: SecondsState,
  action: SecondsAction,
  ctx: ApplyContext,
): ApplyResult<SecondsEvent> {
  if (s.phase === 'over') return illegal('game.over', 'The game is over');
  if (!isWellFormedAction(action)) return illegal('action.malformed', 'Not an action of Seconds to Live');
  const a = action;
  if (a.type === 'timeout') {
    if (ctx.by !== 'system') return illegal('timeout.systemOnly', 'Only the server sends a timeout');
    return timeout(c, s, a.what, ctx.now);
  }
  if (ctx.by === 'system') return illegal('seat.notYours', 'The server only sends timeouts');
  // DECISION time.server: from rules version 2 the rules judge time by the action's clock, not by the timeout's flag.
  const deadline = s.strictTime ? seatDeadline(s, ctx.by, a) : null;
  if (deadline !== null && ctx.now >= deadline)
    return illegal(TIME_UP, 'Time is up: the action came after its deadline (seed line 162)');
  const error = checkAction(c, s, ctx.by, a);
  if (error) return illegal(error.code, error.message);
  const ev: SecondsEvent[] = [];
  perform(c, s, a, ctx.now, ev);
  advance(c, s, ctx.now, ev);
  holdClockForWindows(s, ctx.now, ev);
  return ok(ev);
}
