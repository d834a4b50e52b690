/** The rules engine bound to the bundled content (for the in-browser table and replays). */
import type { Action, GameConfig, GameEvent, PlayerView, State } from '@horde/zombicide';
// The rules alone: the schemas that check a client's input are the server's, and stay out of the browser.
import { createUoaRules, type UoaRules } from '@horde/zombicide/rulesets/uoa/rules';
import { randomBot } from '@horde/bots';
import type { LocalRules } from '../../shell/conn/local-game.ts';
import { content, geometryOf, missions } from './data.ts';

let game: UoaRules | undefined;

export function engine(): UoaRules {
  game ??= createUoaRules({ content, missions, geometry: (mission) => geometryOf(mission) });
  return game;
}

/**
 * What the in-browser table needs: the game, and when an action may be taken back — when it
 * rolled no dice and drew no card (the random state and the decks are as before) and did not
 * start a new phase or end the game.
 */
export function localRules(): LocalRules<State, Action, GameEvent, PlayerView> {
  return {
    game: engine(),
    round: (s) => s.round,
    seatPieces: (config, seat) =>
      (config as GameConfig).survivors.filter((s) => (s.player ?? 0) === seat).map((s) => s.id),
    // The bots of the game's module (packages/games/src/uoa/module.ts), for seats this browser plays. The
    // heuristic loads when a game has one: a table opened by an invite link never downloads it.
    bots: {
      random: (seed) => randomBot<State, Action>(seed),
      heuristic: async () => (await import('@horde/bots/zombicide/heuristic')).heuristicBot(engine()),
    },
  };
}
