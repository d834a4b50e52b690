/**
 * The search bot for Undead or Alive: the shared Zombicide search (../zombicide/search.ts) with the Undead or Alive
 * heuristic ranking the candidates, the decisions worth searching, and the margin a candidate must beat.
 */
import type { Action, Choice, State } from '@horde/zombicide';
import type { UoaRules } from '@horde/zombicide/rulesets/uoa/index';
import type { SearchBot, SearchMode, SearchSettings } from '../search.ts';
import { HeuristicBot } from '../zombicide/heuristic.ts';
import { zombicideSearchBot } from '../zombicide/search.ts';

/**
 * Decisions searched besides the players' actions: who takes a Wound, which card a Wound costs, who keeps a
 * found card and where, trades. Dice rerolls, hit assignment, zombie splits and noise stay the heuristic's.
 */
const SEARCHED_DECISIONS: ReadonlySet<Choice['kind']> = new Set([
  'assignWound',
  'friendlyFire',
  'loseCard',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'reorganize',
  'confirmTrade',
  'chooseExtraTurn',
]);

/**
 * Undead or Alive's margin: another candidate replaces the heuristic's choice only when its rollouts score 0.01 more
 * (about a Wound's worth of the evaluation). At 0, rollouts that barely told the candidates apart moved the posse
 * off the heuristic's plan at random among its 5 best actions (issue 15, M2: search 1/10 games, heuristic 5/10).
 */
export const UOA_SEARCH_MARGIN = 0.01;

export function uoaSearchBot(
  game: UoaRules,
  seed: number,
  mode: SearchMode = 'determinized',
  settings: SearchSettings = {},
): SearchBot<State, Action> {
  return zombicideSearchBot(game, new HeuristicBot(game), SEARCHED_DECISIONS, seed, mode, {
    margin: UOA_SEARCH_MARGIN,
    ...settings,
  });
}
