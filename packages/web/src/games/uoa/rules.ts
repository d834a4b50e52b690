/** The rules engine bound to the bundled content (for the in-browser table and replays). */
import type { Action, GameEvent, PlayerView, State } from '@horde/zombicide';
// The rules alone: the schemas that check a client's input are the server's, and stay out of the browser.
import { createUoaRules, type UoaRules } from '@horde/zombicide/rulesets/uoa/rules';
import type { LocalRules } from '../../shell/conn/local-game.ts';
import { zombicideLocalRules } from '../zombicide/local-rules.ts';
import { content, geometryOf, missions } from './data.ts';

let game: UoaRules | undefined;

export function engine(): UoaRules {
  game ??= createUoaRules({ content, missions, geometry: (mission) => geometryOf(mission) });
  return game;
}

/** What the in-browser table needs (zombicide/local-rules.ts), with this ruleset's bots. */
export function localRules(): LocalRules<State, Action, GameEvent, PlayerView> {
  return zombicideLocalRules(engine(), async () =>
    (await import('@horde/bots/zombicide/heuristic')).heuristicBot(engine()),
  );
}
