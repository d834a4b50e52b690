/**
 * The rules engine bound to the content (for the in-browser table and replays), and what the
 * in-browser table needs of it: the bots by the names the game's module gives them
 * (packages/games/src/seconds/module.ts), the round, what a seat plays, and when an action may
 * be taken back (it drew no card and moved no deck, and opened no new phase).
 */
import { randomBot } from '@horde/bots';
import { survivorBot, zombieBot } from '@horde/bots/seconds/heuristic';
import {
  createSecondsGame,
  type SecondsAction,
  type SecondsConfig,
  type SecondsEvent,
  type SecondsGame,
  type SecondsState,
  type SecondsView,
} from '@horde/seconds';
import type { LocalBot, LocalRules } from '../../shell/conn/local-game.ts';
import { content } from './data.ts';

let game: SecondsGame | undefined;

export function engine(): SecondsGame {
  game ??= createSecondsGame(content());
  return game;
}

/** What a seat plays: the Survivor's id, or the zombies. */
export function seatPieces(config: unknown, seat: number): string[] {
  const c = config as SecondsConfig;
  return seat === 0 ? [c.survivor ?? 'lenny'] : ['zombies'];
}

export function localRules(): LocalRules<SecondsState, SecondsAction, SecondsEvent, SecondsView> {
  const g = engine();
  const bot = (make: (seed: number) => LocalBot) => make;
  return {
    game: g,
    round: (s) => s.turn,
    seatPieces,
    // The bots of the game's module, by the same names, for seats this browser plays.
    bots: {
      random: bot((seed) => randomBot<SecondsState, SecondsAction>(seed)),
      survivor: bot((seed) => survivorBot(g, seed)),
      zombie: bot((seed) => zombieBot(g, seed)),
    },
  };
}
