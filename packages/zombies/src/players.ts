/**
 * Who a player is and what they may hold: Life limits (published: start 3, never above 5; Tough and Puny,
 * seed 004 lines 125 and 137), teams (Catch As Catch Can), and the box of tokens every gain and loss goes
 * through, so that zombies, Life and Bullets are conserved.
 */
import type { Seat } from '@horde/core';
import type { PlayerState, State } from './state.ts';

export const START_LIFE = 3;
export const START_BULLETS = 3;
export const HAND_SIZE = 3;

/** Seed 004 line 125/137: Tough max 6, Puny max 4, both max 5; published max 5. */
export function maxLife(p: PlayerState): number {
  if (p.role === 'minion') return 5;
  const tough = p.schtick === 'tough' && p.traitsRevealed;
  const puny = p.flaw === 'puny' && p.traitsRevealed;
  if (tough && puny) return 5;
  if (tough) return 6;
  if (puny) return 4;
  return 5;
}

/** Seed 004 line 125: Tough starts with 1 more (Tough + Puny: 4). */
export function startLife(p: PlayerState): number {
  return p.schtick === 'tough' && p.traitsRevealed ? START_LIFE + 1 : START_LIFE;
}

/** On the map and in the game (a King waiting to enter is in the game but not on the map). */
export function inGame(p: PlayerState): boolean {
  return p.status === 'playing';
}

export function onMap(p: PlayerState): boolean {
  return p.status === 'playing' && p.square >= 0;
}

/** Catch As Catch Can: Kings and minions are one team, survivors the other. */
export function team(p: PlayerState): 'survivors' | 'zombies' {
  return p.role === 'survivor' ? 'survivors' : 'zombies';
}

/** Zombies fight survivors only (Kings command them; minions are of them). */
export function zombiesFight(p: PlayerState): boolean {
  return p.role === 'survivor';
}

/** The previous seat still in the game (Where in Hell Did They Come From?: "the player who had the preceding turn"). */
export function previousSeat(state: State, seat: Seat): Seat {
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const prev = (seat - i + n) % n;
    const p = state.players[prev];
    if (p.status === 'playing' || p.status === 'dead') return prev;
  }
  return seat;
}

/** Players on a square (in the game, on the map), in seat order. */
export function playersOn(state: State, square: number): PlayerState[] {
  const out: PlayerState[] = [];
  for (const p of state.players) if (p.square === square && onMap(p)) out.push(p);
  return out;
}

// ---- the box ----------------------------------------------------------------------------------------------

/** Takes up to `n` zombies out of the box; returns how many came (Fahsands Ov Em: always all). */
export function takeZombies(state: State, n: number): number {
  if (state.supply.zombies < 0) return n;
  const got = Math.min(n, state.supply.zombies);
  state.supply.zombies -= got;
  return got;
}

export function returnZombies(state: State, n: number): void {
  if (state.supply.zombies >= 0) state.supply.zombies += n;
}

/** Gives a player up to `n` Life from the box, never above their maximum; returns the gain. */
export function gainLife(state: State, p: PlayerState, n: number): number {
  const got = Math.max(0, Math.min(n, state.supply.life, maxLife(p) - p.life));
  p.life += got;
  state.supply.life -= got;
  return got;
}

export function gainBullets(state: State, p: PlayerState, n: number): number {
  if (p.role === 'minion') return 0; // seed 004 line 231: minions cannot collect Bullets
  const got = Math.max(0, Math.min(n, state.supply.bullets));
  p.bullets += got;
  state.supply.bullets -= got;
  return got;
}

export function spendBulletsToBox(state: State, p: PlayerState, n: number): void {
  const spent = Math.min(n, p.bullets);
  p.bullets -= spent;
  state.supply.bullets += spent;
}

export function loseLifeToBox(state: State, p: PlayerState, n: number): number {
  const lost = Math.min(n, p.life);
  p.life -= lost;
  state.supply.life += lost;
  return lost;
}
