/**
 * What the in-browser table needs of a Zombicide ruleset: the game, the round, each seat's survivors, and the
 * game module's bots (packages/games/src/<ruleset>/module.ts) for seats this browser plays. When an action may be
 * taken back is the engine's (no dice rolled, no card drawn, no new phase, the game not ended).
 */
import { randomBot } from '@horde/bots';
import type { Action, GameConfig, GameEvent, PlayerView, State } from '@horde/zombicide';
import type { LocalBot, LocalRules } from '../../shell/conn/local-game.ts';

type ZombicideLocal = LocalRules<State, Action, GameEvent, PlayerView>;

/** `heuristic` loads the ruleset's bot when a game has one: a table opened by an invite link never downloads it. */
export function zombicideLocalRules(game: ZombicideLocal['game'], heuristic: () => Promise<LocalBot>): ZombicideLocal {
  return {
    game,
    round: (s) => s.round,
    seatPieces: (config, seat) =>
      (config as GameConfig).survivors.filter((s) => (s.player ?? 0) === seat).map((s) => s.id),
    bots: { random: (seed) => randomBot<State, Action>(seed), heuristic },
  };
}
