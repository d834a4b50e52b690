/**
 * A game module the simulator's tests play and the shipped registry does not
 * hold: core's two-player toy card game (hidden hands, a reaction window,
 * deadlines) with the generic random bot, a round counter and a figure of
 * each shape. Its own file, so worker threads can import it (TOY_SOURCE).
 */
import { randomBot } from '@horde/bots';
import { toyGame, type ToyAction, type ToyConfig, type ToyEvent, type ToyState, type ToyView } from '@horde/core';
import { createRegistry, type GameModule, type Registry } from '@horde/games';
import type { ModuleSource } from './modules.ts';

export const toySimModule: GameModule<ToyConfig, ToyState, ToyAction, ToyEvent, ToyView> = {
  id: 'toy',
  name: 'Toy cards',
  game: toyGame,
  entries: [{ id: 'duel', name: 'Duel', label: 'two seats' }],
  catalogue: () => ({}),
  defaultConfig(entry) {
    if (entry !== 'duel') throw new Error(`Unknown entry "${entry}" (known: duel)`);
    return {};
  },
  bots: { random: (seed) => randomBot<ToyState, ToyAction>(seed) },
  // A round: both seats played or passed once (cards out of the hands, two by two).
  round: (s) => Math.floor(s.discard.length / 2) + 1,
  simFigures: (s) => {
    const played: Record<string, number> = {};
    for (const card of s.discard) played[`card ${card}`] = (played[`card ${card}`] ?? 0) + 1;
    return { margin: Math.abs(s.scores[0] - s.scores[1]), scores: [...s.scores], played };
  },
  simReport: {
    reasons: { higherScore: 'outscored', tie: 'tie' },
    figures: {
      margin: { title: 'Winning margin (points)' },
      scores: { title: 'Points by seat', labels: ['seat 0', 'seat 1'] },
      played: { title: 'Cards played or discarded' },
    },
    entryDescription: () => 'two hands of 3 from a deck of 18; a 7 or more may be blocked',
  },
};

export function toyRegistry(): Registry {
  return createRegistry([toySimModule]);
}

/** Where a worker thread finds the toy game. */
export const TOY_SOURCE: ModuleSource = {
  url: new URL('./toy-fixture.ts', import.meta.url).href,
  export: 'toyRegistry',
};
