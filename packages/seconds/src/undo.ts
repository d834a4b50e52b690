/**
 * When an action may be taken back (the contract's undoKey and closesUndo): when it drew no card and moved
 * no deck, discard pile or the warehouse, and opened no new phase or turn, nor ended the game. The server
 * takes back only in cooperative games; the in-browser table in hot-seat games.
 */
import type { SecondsEvent } from './actions.ts';
import type { SecondsState } from './state.ts';

export function undoKey(state: SecondsState): string {
  const sizes = (piles: SecondsState['decks']) =>
    Object.values(piles)
      .map((d) => d.length)
      .join('.');
  return `${JSON.stringify(state.rng)}|${sizes(state.decks)}|${sizes(state.discards)}|${state.warehouse.length}`;
}

export function closesUndo(e: SecondsEvent): boolean {
  return e.type === 'phaseStarted' || e.type === 'turnStarted' || e.type === 'gameOver' || e.type === 'timeUp';
}
