/** The Zombie deck: cards are drawn from the top; an empty deck reshuffles its discard pile. */
import { shuffleInPlace } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { SpawnLine } from './defs.ts';
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

/** A Zombie card's line in words, for the log ("2 walker, 1 runner"; the web tables translate it). */
export function describeLine(line: SpawnLine): string {
  switch (line.kind) {
    case 'none':
      return 'nothing';
    case 'zombies':
      return [
        ['walker', line.walker],
        ['runner', line.runner],
        ['fatty', line.fatty],
      ]
        .filter(([, n]) => n)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ');
    case 'extraActivation':
      return `extra activation: ${line.zombie}`;
    case 'abomination':
      return 'Abomination';
  }
}
