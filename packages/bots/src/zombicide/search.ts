/**
 * The search shared by both Zombicides: the generic flat Monte Carlo search
 * (../search.ts) with a ruleset's heuristic ranking the candidates and playing
 * the rollouts to the end of the round, the planner's goal-driven evaluation
 * (planner.ts) at the leaves, and the engine's determinization as the hook.
 *
 * The engine's determinize (packages/zombicide/src/determinize.ts) shuffles the
 * hidden parts as they lie; a search must depend on what the seat sees only, so
 * `uoaDeterminize` first puts the hidden parts in a canonical order (each
 * face-down deck sorted, the hidden Bounty cards and the face-down Objective
 * colours pooled and sorted) and drops the forced dice (a test's hidden chance):
 * two states that differ only in what no seat sees give the same worlds.
 */
import { createRng, nextUint32, type RngState } from '@horde/core';
import { determinize, type Action, type Choice, type State, type ZombicideRules } from '@horde/zombicide';
import { type RankingBot, type SearchHooks, type SearchMode, type SearchSettings, SearchBot } from '../search.ts';
import { evaluateUoa } from './planner.ts';

const byNumber = (a: number, b: number) => a - b;
const COLOURS = ['blue', 'green', 'red'] as const;

/** Puts everything no seat sees in one order that depends only on what they see (in place). */
export function canonicalizeHidden(state: State): State {
  state.equipmentDeck.sort(byNumber);
  state.zombieDeck.sort(byNumber);
  // The top Bounty card's back is face up; the rest of the deck and the set-aside cards are one hidden pool.
  if (state.bountyDeck.length > 0 || state.setAsideBounty.length > 0) {
    const top = state.bountyDeck.length > 0 ? [state.bountyDeck[0]] : [];
    const rest = state.bountyDeck.length > 0 ? state.bountyDeck.length - 1 : 0;
    const pool = [...state.bountyDeck.slice(top.length), ...state.setAsideBounty].sort(byNumber);
    state.bountyDeck = [...top, ...pool.slice(0, rest)];
    state.setAsideBounty = pool.slice(rest);
  }
  const faceDown = state.objectives.filter((o) => o.hidden && !o.taken);
  const colours = faceDown.map((o) => o.color).sort((a, b) => COLOURS.indexOf(a) - COLOURS.indexOf(b));
  faceDown.forEach((o, i) => {
    o.color = colours[i];
  });
  state.forcedDice = [];
  return state;
}

/** A world consistent with what the players see: the hidden parts and the dice dealt again with `rng` (in place). */
export function uoaDeterminize(state: State, rng: RngState): State {
  return determinize(canonicalizeHidden(state), rng);
}

/** The true world with fresh dice: the hidden cards stay where they are (in place). */
export function uoaReseed(state: State, rng: RngState): State {
  state.rng = createRng(nextUint32(rng));
  return state;
}

export const UOA_SEARCH_HOOKS: SearchHooks<State> = {
  determinize: (state, _seat, rng) => uoaDeterminize(state, rng),
  reseed: uoaReseed,
};

/** Defaults (issue 15): 5 candidates, 6 rollouts each (3 for the worse half), to the end of the round: about 24 rollouts a choice. */
export const UOA_SEARCH_DEFAULTS: Required<SearchSettings> = {
  candidates: 5,
  rollouts: 6,
  maxDepth: 150,
  margin: 0,
  budgetMs: 0,
};

/**
 * A search bot for a Zombicide ruleset: `policy` ranks the candidates and plays the rollouts to the end of the round,
 * the shared determinization and the planner's evaluation score them; `searched` are the decisions searched besides
 * the players' actions.
 */
export function zombicideSearchBot(
  game: ZombicideRules,
  policy: RankingBot<State, Action>,
  searched: ReadonlySet<Choice['kind']>,
  seed: number,
  mode: SearchMode,
  settings: SearchSettings,
): SearchBot<State, Action> {
  return new SearchBot<State, Action>({
    ...UOA_SEARCH_DEFAULTS,
    ...settings,
    game,
    policy,
    evaluate: (state) => evaluateUoa(game.context(state), state),
    // The end of the round: the next Players' Phase has begun (or the game ended).
    horizon: (root, state) => state.round > root.round,
    hooks: UOA_SEARCH_HOOKS,
    worthSearching: (state) => {
      const d = state.pending[0];
      return d === undefined || searched.has(d.kind);
    },
    mode,
    seed,
  });
}
