/**
 * Eat Them, Not Me!'s swap on a death (seed 004 line 195): players in the square where a player died may swap
 * a card of their hand with one of the dead player's, the next in turn first. Its own module: death.ts
 * offers it, and death.ts must not import duel.ts, whose fights take Life.
 * DECISION duel.swapSees: the player offered the swap sees the dead player's hand (the example, line 197).
 */
import type { Seat } from '@horde/core';
import { onMap } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';

/** On a death with Eat Them, Not Me!: the swap offered to players in the square, next in turn first. */
export function dropSwap(state: State, dead: PlayerState, square: number, _ev: GameEvent[]): void {
  if (!state.config.eatThemNotMe || dead.hand.length === 0 || square < 0) return;
  const n = state.players.length;
  const seats: Seat[] = [];
  for (let i = 1; i <= n; i++) {
    const q = state.players[(state.turn.seat + i) % n];
    if (q !== dead && q.square === square && onMap(q) && q.hand.length > 0 && q.role !== 'minion') seats.push(q.seat);
  }
  if (seats.length) state.pending.unshift({ kind: 'swap', seats, dead: dead.seat });
}

export function swapCard(state: State, seat: Seat, give: string | null, take: string | null, ev: GameEvent[]): void {
  const top = state.pending[0];
  if (top?.kind !== 'swap') return;
  const dead = state.players[top.dead];
  const p = state.players[seat];
  if (give !== null && take !== null) {
    p.hand.splice(p.hand.indexOf(give), 1);
    dead.hand.splice(dead.hand.indexOf(take), 1);
    p.hand.push(take);
    dead.hand.push(give);
  }
  top.seats = top.seats.filter((x) => x !== seat);
  ev.push({ type: 'cardSwapped', seat, dead: dead.seat, give, take, rule: 'eatThemNotMe' });
}
