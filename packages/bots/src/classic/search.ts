/**
 * The search bot for Zombicide Classic: the generic flat Monte Carlo search (../search.ts) with the Classic heuristic
 * ranking the candidates and playing the rollouts to the end of the round. The Zombicide engine's determinization
 * (canonicalized as for Undead or Alive: decks sorted, face-down Objectives pooled) and the planner's goal-driven
 * evaluation are the shared Zombicide ones (../uoa/search.ts, ../uoa/planner.ts): neither names a zombie type.
 */
import type { Action, Decision, State, ZombicideGame } from '@horde/zombicide';
import { type SearchMode, type SearchSettings, SearchBot } from '../search.ts';
import { evaluateUoa } from '../uoa/planner.ts';
import { UOA_SEARCH_DEFAULTS, UOA_SEARCH_HOOKS } from '../uoa/search.ts';
import { ClassicHeuristicBot } from './heuristic.ts';

/** Decisions searched besides the players' actions: who takes a Wound, which card it costs, where a find goes. */
const SEARCHED_DECISIONS: ReadonlySet<Decision['kind']> = new Set(['assignWound', 'loseCard', 'keepFound']);

export function classicSearchBot(
  game: ZombicideGame,
  seed: number,
  mode: SearchMode = 'determinized',
  settings: SearchSettings = {},
): SearchBot<State, Action> {
  return new SearchBot<State, Action>({
    ...UOA_SEARCH_DEFAULTS,
    ...settings,
    game,
    policy: new ClassicHeuristicBot(game),
    evaluate: (state) => evaluateUoa(game.context(state), state),
    // The end of the round: the next Players' Phase has begun (or the game ended).
    horizon: (root, state) => state.round > root.round,
    hooks: UOA_SEARCH_HOOKS,
    worthSearching: (state) => {
      const d = state.pending[0];
      return d === undefined || SEARCHED_DECISIONS.has(d.kind);
    },
    mode,
    seed,
  });
}
