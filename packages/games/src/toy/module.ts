/**
 * The core's two-player toy card game as a game module: hidden hands, a turn
 * timer and a reaction window. Not offered by `loadRegistry` (it is no game
 * to play); tests and tools add it to a registry to prove the platform hosts
 * any game of the contract (the server plays it through real WebSockets). It has no content of its own, so no
 * `pin` or `fromPin` (issue 31): its games store no pinned content and pinnedModule gives this module.
 */
import { randomBot } from '@horde/bots';
import { toyGame, type ToyAction, type ToyConfig, type ToyEvent, type ToyState, type ToyView } from '@horde/core';
import type { GameModule } from '../module.ts';

export type ToyModule = GameModule<ToyConfig, ToyState, ToyAction, ToyEvent, ToyView>;

export function toyModule(): ToyModule {
  return {
    id: toyGame.meta.id,
    name: toyGame.meta.name,
    game: toyGame,
    entries: [{ id: 'duel', name: 'Duel' }],
    catalogue: () => ({}),
    defaultConfig: () => ({}),
    seatPieces: (_config, seat) => [`hand ${seat + 1}`],
    bots: { random: (seed) => randomBot<ToyState, ToyAction>(seed) },
  };
}
