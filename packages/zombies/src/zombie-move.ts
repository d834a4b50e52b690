/**
 * The zombies' move (seed 004 lines 9 and 44): at the end of a turn roll a die and move that many zombies
 * one square each. The mover chooses which and where. Catch As Catch Can: the King does it after every turn
 * (line 159). Arcane Lore may re-roll (line 129); Trouble Magnet's zombies must close in on him (line 141).
 * DECISION zombieMove.all: the mover moves the whole roll and stops only when no legal move is left (rules
 * version 2; version 1 let them stop early, legal.ts); each zombie moves at most once per turn; a square never
 * holds more zombies than allowed.
 */
import type { Seat } from '@horde/core';
import { capacity } from './combat.ts';
import type { RulesContext } from './context.ts';
import { distancesFrom } from './geometry.ts';
import { zombieMover } from './options/kings.ts';
import type { GameEvent } from './actions.ts';
import type { State } from './state.ts';
import { roll } from './dice.ts';

/** Rolls for the zombies' move; false when there is none this turn (All the Marbles, nobody to move them). */
export function startZombiePhase(_ctx: RulesContext, state: State, ev: GameEvent[]): boolean {
  const t = state.turn;
  if (state.frozenUntil >= 0) {
    ev.push({ type: 'zombiesFrozen', seat: state.frozenUntil, rule: 'events' });
    return false;
  }
  const mover = zombieMover(state, t.seat);
  if (mover < 0) return false;
  t.zombieMover = mover;
  rollZombieDice(state, mover, ev);
  const p = state.players[mover];
  if (mover === t.seat && p.schtick === 'arcaneLore' && p.traitsRevealed)
    state.pending.unshift({ kind: 'zombieReroll', seat: mover, die: t.zombieDie! });
  return true;
}

export function rollZombieDice(state: State, mover: Seat, ev: GameEvent[]): void {
  const t = state.turn;
  const dice = t.effects.zombieMaster ? [roll(state), roll(state)] : [roll(state)];
  const count = dice.reduce((a, b) => a + b, 0);
  t.zombieDie = count;
  t.zombiesLeft = count;
  t.zombiesMoved = [];
  ev.push({ type: 'zombieRoll', seat: mover, dice, count, rule: 'zombieMove' });
}

/** Zombies in `square` that have not moved this turn. */
function unmoved(state: State, square: number): number {
  let moved = 0;
  for (const sq of state.turn.zombiesMoved) if (sq === square) moved++;
  return state.zombies[square] - moved;
}

/** Trouble Magnet (seed 004 line 141): the mover's own zombies move closer to the mover's pawn. */
function magnet(state: State): Int16Array | null {
  const mover = state.players[state.turn.zombieMover];
  if (mover.flaw !== 'troubleMagnet' || !mover.traitsRevealed || mover.square < 0) return null;
  return distancesFrom(state.geo, mover.square);
}

export function zombieMoveIssue(state: State, from: number, to: number, dist?: Int16Array | null): string | null {
  const t = state.turn;
  if (t.zombiesLeft <= 0) return 'zombieMove.noneLeft';
  if (from < 0 || from >= state.zombies.length || unmoved(state, from) <= 0) return 'zombieMove.noZombie';
  if (!state.geo.links[from].includes(to)) return 'zombieMove.notAdjacent';
  if (state.zombies[to] >= capacity(state)) return 'zombieMove.full';
  const d = dist === undefined ? magnet(state) : dist;
  if (d && !(d[to] >= 0 && d[from] >= 0 && d[to] < d[from])) return 'characterTraits.troubleMagnet';
  return null;
}

/** Every legal zombie move (the hot path of the zombies' step: one pass, no per-move search). */
function eachMove(state: State, visit: (from: number, to: number) => boolean): void {
  if (state.turn.zombiesLeft <= 0) return;
  const zombies = state.zombies;
  const moved = state.turn.zombiesMoved;
  const cap = capacity(state);
  const d = magnet(state);
  const links = state.geo.links;
  for (let from = 0; from < zombies.length; from++) {
    const z = zombies[from];
    if (z === 0) continue;
    if (moved.length) {
      let m = 0;
      for (let i = 0; i < moved.length; i++) if (moved[i] === from) m++;
      if (z - m <= 0) continue;
    }
    const next = links[from];
    for (let i = 0; i < next.length; i++) {
      const to = next[i];
      if (zombies[to] >= cap) continue;
      if (d && !(d[to] >= 0 && d[from] >= 0 && d[to] < d[from])) continue;
      if (visit(from, to)) return;
    }
  }
}

export function zombieMoves(state: State): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  eachMove(state, (from, to) => {
    out.push({ from, to });
    return false;
  });
  return out;
}

export function zombieMoveExists(_ctx: RulesContext, state: State): boolean {
  let found = false;
  eachMove(state, () => {
    found = true;
    return true;
  });
  return found;
}

export function moveZombie(state: State, from: number, to: number, ev: GameEvent[]): void {
  const t = state.turn;
  state.zombies[from]--;
  state.zombies[to]++;
  t.zombiesLeft--;
  t.zombiesMoved.push(to);
  // A revenant goes with the last zombie to leave its square.
  if (state.zombies[from] === 0) for (const r of state.revenants) if (r.square === from) r.square = to;
  ev.push({ type: 'zombieMoved', seat: t.zombieMover, from, to, rule: 'zombieMove' });
}
