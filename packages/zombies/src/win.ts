/**
 * How a game ends. Published: the first to reach the Helipad's centre (the Helicopter) and clear it, or the
 * first with 25 kills, wins. Last Man Standing: the last player alive (seed 004 line 145), or points (line
 * 149). Catch As Catch Can: the players win by killing every King, the Kings by killing every player, with
 * the Helipad escape and the secret Target as options (lines 155-163). DECISION win.roundLimit: every game
 * ends after `roundLimit` rounds (designed, so that random play always ends): the most kills wins (Last Man
 * Standing: the survivors, or the most points; Catch As Catch Can: a draw).
 */
import type { Seat } from '@horde/core';
import type { Ctx } from './context.ts';
import type { GameEvent } from './actions.ts';
import type { FinishReason, PlayerState, State } from './state.ts';

export function finish(s: State, reason: FinishReason, ev: GameEvent[], winners?: Seat[]): void {
  if (s.phase === 'over') return;
  const w = winners ?? roundLimitWinners(s);
  s.finish = { reason, winners: w };
  s.phase = 'over';
  s.pending = [];
  ev.push({ type: 'gameOver', reason, winners: w });
}

/** Kills to win: the base game's second way out (not in Last Man Standing or Catch As Catch Can). */
export function checkKills(s: State, p: PlayerState, ev: GameEvent[]): void {
  const c = s.config;
  if (c.lastManStanding || c.catchAsCatchCan || p.role !== 'survivor') return;
  if (p.kills >= c.killsToWin) finish(s, 'kills', ev, [p.seat]);
}

/** A survivor on a clear Helicopter square takes off. */
export function takeOff(s: State, _cx: Ctx, p: PlayerState, ev: GameEvent[]): void {
  const c = s.config;
  if (p.role !== 'survivor' || s.zombies[p.square] > 0 || c.lastManStanding) return;
  if (!c.catchAsCatchCan) {
    finish(s, 'helipad', ev, [p.seat]);
    return;
  }
  if (!c.kingHelipadEscape) return;
  if (c.kingTarget) {
    if (p.seat === s.target) finish(s, 'targetEscaped', ev, survivorTeam(s));
    return; // DECISION kings.escapeNotTarget: only the Target's escape counts; others stay and fight on.
  }
  finish(s, 'survivorEscaped', ev, survivorTeam(s));
}

/** The players' side of Catch As Catch Can: the seats that began as survivors and are not minions now. */
export function survivorTeam(s: State): Seat[] {
  return s.players.filter((p) => p.role === 'survivor').map((p) => p.seat);
}

export function zombieTeam(s: State): Seat[] {
  return s.players.filter((p) => p.role !== 'survivor').map((p) => p.seat);
}

/** After a death: has a side won? */
export function checkEnd(s: State, ev: GameEvent[]): void {
  if (s.phase === 'over') return;
  const c = s.config;
  if (c.catchAsCatchCan) {
    const result = kingsResult(s);
    if (result) finish(s, result.reason, ev, result.winners);
    return;
  }
  if (c.lastManStanding) {
    const alive = s.players.filter((p) => p.status === 'playing');
    if (alive.length > 1) return;
    if (c.lastManScoring)
      finish(
        s,
        'lastManPoints',
        ev,
        topBy(s, (p) => lastManPoints(s, p)),
      );
    else
      finish(
        s,
        'lastManStanding',
        ev,
        alive.map((p) => p.seat),
      );
  }
}

function kingsResult(s: State): { reason: FinishReason; winners: Seat[] } | null {
  const kingsLeft = s.players.some((p) => p.role === 'king' && p.status === 'playing');
  if (!kingsLeft) return { reason: 'kingSlain', winners: survivorTeam(s) };
  if (s.config.kingTarget && s.target >= 0) {
    const t = s.players[s.target];
    if (t.role !== 'survivor' || t.status === 'dead' || t.status === 'eliminated')
      return { reason: 'targetSlain', winners: zombieTeam(s) };
  }
  const survivorsLeft = s.players.some((p) => p.role === 'survivor' && p.status === 'playing');
  if (!survivorsLeft) return { reason: 'survivorsSlain', winners: zombieTeam(s) };
  return null;
}

function topBy(s: State, score: (p: PlayerState) => number): Seat[] {
  let best = -Infinity;
  for (const p of s.players) best = Math.max(best, score(p));
  return s.players.filter((p) => score(p) === best).map((p) => p.seat);
}

/**
 * Last Man Standing points (seed 004 line 149): kills made alive, +3 per zombified ex-player killed, and a
 * bonus by order of death: the last alive 2 x (players - 1) (10 of 6), each earlier death 2 less.
 * DECISION lastMan.aliveBonus: players still alive at the round limit all take the top bonus.
 */
export function lastManPoints(s: State, p: PlayerState): number {
  const n = s.players.length;
  const fromLast = p.deathOrder === 0 ? 0 : n - p.deathOrder;
  return p.kills + 3 * p.revenantKills + 2 * (n - 1 - fromLast);
}

export function score(s: State, p: PlayerState): number {
  return s.config.lastManStanding && s.config.lastManScoring ? lastManPoints(s, p) : p.kills;
}

function roundLimitWinners(s: State): Seat[] {
  const c = s.config;
  if (c.catchAsCatchCan) return [];
  if (c.lastManStanding) {
    if (c.lastManScoring) return topBy(s, (p) => lastManPoints(s, p));
    return s.players.filter((p) => p.status === 'playing').map((p) => p.seat);
  }
  return topBy(s, (p) => p.kills);
}
