/**
 * The search bot for Zombicide Classic: the generic flat Monte Carlo search (../search.ts) with the Classic heuristic
 * ranking the candidates and playing the rollouts to the end of the round. The Zombicide engine's determinization
 * (canonicalized as for Undead or Alive: decks sorted, face-down Objectives pooled) and the planner's goal-driven
 * evaluation are the shared Zombicide ones (../uoa/search.ts, ../uoa/planner.ts): neither names a zombie type.
 */
import type { Action, Choice, State, ZombicideRules } from '@horde/zombicide';
import type { SearchBot, SearchMode, SearchSettings } from '../search.ts';
import { zombicideSearchBot } from '../zombicide/search.ts';
import { ClassicHeuristicBot } from './heuristic.ts';

/** Decisions searched besides the players' actions: who takes a Wound, which card it costs, where a find goes. */
const SEARCHED_DECISIONS: ReadonlySet<Choice['kind']> = new Set(['assignWound', 'loseCard', 'keepFound']);

export function classicSearchBot(
  game: ZombicideRules,
  seed: number,
  mode: SearchMode = 'determinized',
  settings: SearchSettings = {},
): SearchBot<State, Action> {
  return zombicideSearchBot(game, new ClassicHeuristicBot(game), SEARCHED_DECISIONS, seed, mode, settings);
}
