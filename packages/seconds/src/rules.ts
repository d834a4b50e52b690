/**
 * Who acts and what they may do: the seat that owns each action, the checks
 * (shared by legalActions and apply), the timeouts the server fires, and the
 * dispatch of an accepted action followed by `advance` (flow.ts).
 */
import { illegal, ok, TIME_UP, type ApplyContext, type ApplyResult, type RuleError, type Seat } from '@horde/core';
import { isWellFormedAction } from './action-schema.ts';
import type { Cards } from './cards.ts';
import { checkChoice, choiceCandidates, defaultChoice, doChoice, type ChoiceAction, CHOICE_FOR } from './choices.ts';
import { advance, endSurvivorAction, endZombieAction } from './flow.ts';
import { refuse } from './rule-error.ts';
import { checkSurvivorAction, doSurvivorAction, survivorCandidates, type SurvivorAction } from './survivor-actions.ts';
import { holdClockForWindows, inactiveSide, PAUSE_MS, seatDeadline, seatOf } from './timer.ts';
import { checkZombieAction, doZombieAction, zombieCandidates } from './zombie-turn.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState, type Side } from './state.ts';

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

export function sideOfSeat(s: SecondsState, seat: Seat | null): Side | null {
  if (seat === SURVIVOR_SEAT) return 'survivor';
  if (seat === ZOMBIE_SEAT && s.mode === 'two-player') return 'zombie';
  return null;
}

function busy(s: SecondsState): boolean {
  return (
    s.pending.length > 0 ||
    s.attack !== null ||
    s.zombieAttack !== null ||
    s.opportunity !== null ||
    s.automaton !== null
  );
}

export function awaiting(s: SecondsState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.timer.paused) return [seatOf(s, inactiveSide(s))];
  if (s.pending[0]) return [seatOf(s, s.pending[0].side)];
  if (s.phase === 'survivorAction') return [SURVIVOR_SEAT];
  if (s.phase === 'zombieAction' && s.mode === 'two-player') return [ZOMBIE_SEAT];
  return [];
}

// DECISION timer.pause: the inactive seat, once per phase, 60 s at most.
function mayPause(s: SecondsState, seat: Seat): boolean {
  return (
    s.config.pause &&
    s.mode === 'two-player' &&
    (s.phase === 'survivorAction' || s.phase === 'zombieAction') &&
    s.timer.endsAt !== null &&
    !s.timer.timeUp &&
    !s.timer.paused &&
    s.timer.pausesLeft > 0 &&
    !busy(s) &&
    seat === seatOf(s, inactiveSide(s))
  );
}

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

export function legalActions(c: Cards, s: SecondsState, seat: Seat): SecondsAction[] {
  if (s.phase === 'over') return [];
  const side = sideOfSeat(s, seat);
  if (side === null) return [];
  const candidates: SecondsAction[] = [];
  const out: SecondsAction[] = [];
  if (s.timer.paused) {
    if (seat === seatOf(s, inactiveSide(s))) out.push({ type: 'resume' });
    return out;
  }
  if (s.pending[0]) {
    if (s.pending[0].side !== side) return out;
    choiceCandidates(c, s, candidates);
    for (const a of candidates) if (checkChoice(c, s, a as ChoiceAction) === null) out.push(a);
    return out;
  }
  if (s.active === side && !s.timer.timeUp && !busy(s)) {
    // The checks shared by every action of this seat now hold (checkAction): only the action's own check is left.
    if (side === 'survivor' && s.phase === 'survivorAction') {
      survivorCandidates(c, s, candidates);
      for (const a of candidates) if (checkSurvivorAction(c, s, a as SurvivorAction) === null) out.push(a);
      out.push({ type: 'endPhase' });
    } else if (side === 'zombie' && s.phase === 'zombieAction') {
      zombieCandidates(c, s, candidates);
      for (const a of candidates)
        if (checkZombieAction(c, s, a as Parameters<typeof checkZombieAction>[2]) === null) out.push(a);
      out.push({ type: 'endPhase' });
    }
    return out;
  }
  if (mayPause(s, seat)) out.push({ type: 'pause' });
  return out;
}

function execute(c: Cards, s: SecondsState, a: SecondsAction, now: number, ev: SecondsEvent[]): void {
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
  execute(c, s, a, ctx.now, ev);
  advance(c, s, ctx.now, ev);
  holdClockForWindows(s, ctx.now, ev);
  return ok(ev);
}
