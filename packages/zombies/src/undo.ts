/**
 * When an action may be taken back (the contract's undoKey and closesUndo): when it rolled no die, drew no
 * tile or card, changed no hand (cards are hidden in hands), and started no new turn nor ended the game.
 * The server takes back only in cooperative games; the in-browser table in hot-seat games.
 */
import type { GameEvent } from './actions.ts';
import type { State } from './state.ts';

export function undoKey(state: State): string {
  const hands = state.players.map((p) => `${p.hand.join(',')}:${p.schtick ?? ''}:${p.flaw ?? ''}`).join(';');
  return `${JSON.stringify(state.rng)}|${state.tileDeck.length}/${state.eventDeck.length}/${state.eventDiscard.length}|${hands}|${state.target}`;
}

export function closesUndo(e: GameEvent): boolean {
  return e.type === 'turnStarted' || e.type === 'gameOver';
}
