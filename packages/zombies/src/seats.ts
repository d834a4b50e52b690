/**
 * Which seats may act: the seats of the choice in front of `pending` (several answer a reaction window or a
 * Character Traits round), else the active player, or the zombie mover during the zombies' move.
 */
import type { Seat } from '@horde/core';
import type { State } from './state.ts';

/** The seats the game waits for: the front pending choice's, else the active player's (or the zombie mover's). */
export function awaitingSeats(state: State): Seat[] {
  if (state.phase === 'over') return [];
  const top = state.pending[0];
  if (top) {
    switch (top.kind) {
      case 'schtick':
      case 'flaw':
      case 'window':
      case 'leaveAttack':
        return top.seats;
      case 'swap':
        return top.seats.length ? [top.seats[0]] : [];
      default:
        return [top.seat];
    }
  }
  if (state.phase !== 'play') return [];
  const t = state.turn;
  if (t.step === 'zombies') return [t.zombieMover];
  return [t.seat];
}
