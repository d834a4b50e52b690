/** The Zombie deck: cards are drawn from the top; an empty deck reshuffles its discard pile. */
import { shuffleInPlace } from '@horde/core';
import type { CardLine, GameEvent } from './actions.ts';
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

/**
 * A Zombie card's line as data for the log (the tables word it): the zombies it brings, as roster types and
 * counts, an extra Activation of a type, or nothing. `typeOf` gives the roster type of a line's kind.
 */
export function cardLine(line: SpawnLine, typeOf: (kind: string) => number): CardLine {
  switch (line.kind) {
    case 'none':
      return NOTHING;
    case 'zombies': {
      const zombies: number[] = [];
      for (const kind of LINE_KINDS) if (line[kind]) zombies.push(typeOf(kind), line[kind]);
      return { kind: 'zombies', zombies };
    }
    case 'extraActivation':
      return { kind: 'extraActivation', type: typeOf(line.zombie) };
    case 'abomination':
      return { kind: 'zombies', zombies: [typeOf('abomination'), 1] };
  }
}

const NOTHING: CardLine = { kind: 'none' };
const LINE_KINDS = ['walker', 'runner', 'fatty', 'dog', 'crow'] as const;
