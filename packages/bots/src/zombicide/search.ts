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
import type { Action, Choice, State, ZombicideRules } from '@horde/zombicide';
import { type UoaPart, uoaPartOrEmpty } from '@horde/zombicide/rulesets/uoa/index';
import { type RankingBot, type SearchHooks, type SearchMode, type SearchSettings, SearchBot } from '../search.ts';
import { evaluateUoa } from './planner.ts';

const byNumber = (a: number, b: number) => a - b;
const COLOURS = ['blue', 'green', 'red'] as const;

/** Puts everything no seat sees in one order that depends only on what they see (in place). */
export function canonicalizeHidden(state: State): State {
  state.equipmentDeck.sort(byNumber);
  state.zombieDeck.sort(byNumber);
  // The top Bounty card's back is face up; the rest of the deck and the set-aside cards are one hidden pool.
  // Written only when it holds Bounty cards: never the empty part of another ruleset's state.
  const part = uoaPartOrEmpty(state) as UoaPart;
  if (part.bountyDeck.length > 0 || part.setAsideBounty.length > 0) {
    const top = part.bountyDeck.length > 0 ? [part.bountyDeck[0]] : [];
    const rest = part.bountyDeck.length > 0 ? part.bountyDeck.length - 1 : 0;
    const pool = [...part.bountyDeck.slice(top.length), ...part.setAsideBounty].sort(byNumber);
    part.bountyDeck = [...top, ...pool.slice(0, rest)];
    part.setAsideBounty = pool.slice(rest);
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
export function uoaDeterminize(game: ZombicideRules, state: State, rng: RngState): State {
  return game.determinize(canonicalizeHidden(state), 0, rng);
}

/** The true world with fresh dice: the hidden cards stay where they are (in place). */
export function uoaReseed(state: State, rng: RngState): State {
  state.rng = createRng(nextUint32(rng));
  return state;
}

/** The search's hooks for `game`'s states. */
export function uoaSearchHooks(game: ZombicideRules): SearchHooks<State> {
  return { determinize: (state, _seat, rng) => uoaDeterminize(game, state, rng), reseed: uoaReseed };
}

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
    hooks: uoaSearchHooks(game),
    worthSearching: (state) => {
      const d = state.pending[0];
      return d === undefined || searched.has(d.kind);
    },
    mode,
    seed,
  });
}
