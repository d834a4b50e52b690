/** The Zombie deck: cards are drawn from the top; an empty deck reshuffles its discard pile. */
import { shuffleInPlace } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { State } from './state.ts';

export function drawZombieCard(state: State, events: GameEvent[]): number {
  if (state.zombieDeck.length === 0) {
    state.zombieDeck = shuffleInPlace(state.rng, state.zombieDiscard);
    state.zombieDiscard = [];
    events.push({ type: 'deckReshuffled', deck: 'zombie' });
  }
  const card = state.zombieDeck.shift()!;
  state.zombieDiscard.push(card);
  state.stats.spawnCards++;
  return card;
}
