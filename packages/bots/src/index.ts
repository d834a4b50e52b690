/** @horde/bots: policies over the core Game interface (random, heuristic) and a game loop to play them. */
import type { Action, State, UoaGame } from '@horde/zombicide';
import { randomBot, type Bot } from './bot.ts';
import { heuristicBot } from './heuristic.ts';

export * from './bot.ts';
export { HeuristicBot, heuristicBot, cardValue, dangerReached } from './heuristic.ts';

export const BOT_NAMES = ['random', 'heuristic'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** A fresh bot for one game (the random bot's RNG is seeded from the game's seed). */
export function createBot(name: BotName, game: UoaGame, seed: number): Bot<State, Action> {
  switch (name) {
    case 'random':
      return randomBot<State, Action>(seed);
    case 'heuristic':
      return heuristicBot(game);
  }
}
