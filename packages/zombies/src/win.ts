/**
 * How a game ends. Published: the first to reach the Helipad's centre (the Helicopter) and clear it, or the
 * first with 25 kills, wins. Last Man Standing: the last player alive (seed 004 line 145), or points (line
 * 149). Catch As Catch Can: the players win by killing every King, the Kings by killing every player, with
 * the Helipad escape and the secret Target as options (lines 155-163). DECISION win.roundLimit: every game
 * ends after `roundLimit` rounds (designed, so that random play always ends): the most kills wins (Last Man
 * Standing: the survivors, or the most points; Catch As Catch Can: a draw).
 */
import type { Seat } from '@horde/core';
import type { RulesContext } from './context.ts';
import type { GameEvent } from './actions.ts';
import type { FinishReason, PlayerState, State } from './state.ts';

export function finish(state: State, reason: FinishReason, ev: GameEvent[], winners?: Seat[]): void {
  if (state.phase === 'over') return;
  const w = winners ?? roundLimitWinners(state);
  state.finish = { reason, winners: w };
  state.phase = 'over';
  state.pending = [];
  ev.push({ type: 'gameOver', reason, winners: w });
}

/** Kills to win: the base game's second way out (not in Last Man Standing or Catch As Catch Can). */
export function checkKills(state: State, p: PlayerState, ev: GameEvent[]): void {
  const c = state.config;
  if (c.lastManStanding || c.catchAsCatchCan || p.role !== 'survivor') return;
  if (p.kills >= c.killsToWin) finish(state, 'kills', ev, [p.seat]);
}

/** A survivor on a clear Helicopter square takes off. */
export function takeOff(_ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const c = state.config;
  if (p.role !== 'survivor' || state.zombies[p.square] > 0 || c.lastManStanding) return;
  if (!c.catchAsCatchCan) {
    finish(state, 'helipad', ev, [p.seat]);
    return;
  }
  if (!c.kingHelipadEscape) return;
  if (c.kingTarget) {
    if (p.seat === state.target) finish(state, 'targetEscaped', ev, survivorTeam(state));
    return; // DECISION kings.escapeNotTarget: only the Target's escape counts; others stay and fight on.
  }
  finish(state, 'survivorEscaped', ev, survivorTeam(state));
}

/** The players' side of Catch As Catch Can: the seats that began as survivors and are not minions now. */
export function survivorTeam(state: State): Seat[] {
  return state.players.filter((p) => p.role === 'survivor').map((p) => p.seat);
}

export function zombieTeam(state: State): Seat[] {
  return state.players.filter((p) => p.role !== 'survivor').map((p) => p.seat);
}

/** After a death: has a side won? */
export function checkEnd(state: State, ev: GameEvent[]): void {
  if (state.phase === 'over') return;
  const c = state.config;
  if (c.catchAsCatchCan) {
    const result = kingsResult(state);
    if (result) finish(state, result.reason, ev, result.winners);
    return;
  }
  if (c.lastManStanding) {
    const alive = state.players.filter((p) => p.status === 'playing');
    if (alive.length > 1) return;
    if (c.lastManScoring)
      finish(
        state,
        'lastManPoints',
        ev,
        topBy(state, (p) => lastManPoints(state, p)),
      );
    else
      finish(
        state,
        'lastManStanding',
        ev,
        alive.map((p) => p.seat),
      );
  }
}

function kingsResult(state: State): { reason: FinishReason; winners: Seat[] } | null {
  const kingsLeft = state.players.some((p) => p.role === 'king' && p.status === 'playing');
  if (!kingsLeft) return { reason: 'kingSlain', winners: survivorTeam(state) };
  if (state.config.kingTarget && state.target >= 0) {
    const t = state.players[state.target];
    if (t.role !== 'survivor' || t.status === 'dead' || t.status === 'eliminated')
      return { reason: 'targetSlain', winners: zombieTeam(state) };
  }
  const survivorsLeft = state.players.some((p) => p.role === 'survivor' && p.status === 'playing');
  if (!survivorsLeft) return { reason: 'survivorsSlain', winners: zombieTeam(state) };
  return null;
}

function topBy(state: State, score: (p: PlayerState) => number): Seat[] {
  let best = -Infinity;
  for (const p of state.players) best = Math.max(best, score(p));
  return state.players.filter((p) => score(p) === best).map((p) => p.seat);
}

/**
 * Last Man Standing points (seed 004 line 149): kills made alive, +3 per zombified ex-player killed, and a
 * bonus by order of death: the last alive 2 x (players - 1) (10 of 6), each earlier death 2 less.
 * DECISION lastMan.aliveBonus: players still alive at the round limit all take the top bonus.
 */
export function lastManPoints(state: State, p: PlayerState): number {
  const n = state.players.length;
  const fromLast = p.deathOrder === 0 ? 0 : n - p.deathOrder;
  return p.kills + 3 * p.revenantKills + 2 * (n - 1 - fromLast);
}

export function score(state: State, p: PlayerState): number {
  return state.config.lastManStanding && state.config.lastManScoring ? lastManPoints(state, p) : p.kills;
}

function roundLimitWinners(state: State): Seat[] {
  const c = state.config;
  if (c.catchAsCatchCan) return [];
  if (c.lastManStanding) {
    if (c.lastManScoring) return topBy(state, (p) => lastManPoints(state, p));
    return state.players.filter((p) => p.status === 'playing').map((p) => p.seat);
  }
  return topBy(state, (p) => p.kills);
}
