/** The Zombies!!! rules bound to their content, for play in the browser and replays. */
import { randomBot } from '@horde/bots';
import { zombiesContent } from '@horde/content/zombies/index';
import {
  createZombiesGame,
  type Action,
  type GameEvent,
  type State,
  type ZombiesGame,
  type ZombiesView,
} from '@horde/zombies';
import type { LocalRules } from '../../shell/conn/local-game.ts';

let game: ZombiesGame | undefined;

export function engine(): ZombiesGame {
  game ??= createZombiesGame(zombiesContent());
  return game;
}

/**
 * What the in-browser table needs: the game; an action may be taken back when it changed nothing hidden (the
 * dice's random state, the decks, the hands are as before); the round; what a seat plays; the module's bots
 * (packages/games/src/zombies/module.ts) by the same names.
 */
export function localRules(): LocalRules<State, Action, GameEvent, ZombiesView> {
  return {
    game: engine(),
    round: (s) => s.round,
    seatPieces: (_config, seat) => [`pawn ${seat + 1}`],
    bots: {
      random: (seed) => randomBot<State, Action>(seed),
      // Loaded when a game has one: a table opened by an invite link never downloads it.
      heuristic: async (seed) => (await import('@horde/bots/zombies/heuristic')).zombiesHeuristicBot(engine(), seed),
    },
  };
}
