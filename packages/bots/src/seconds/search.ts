/**
 * The Seconds to Live search bot ("hard"): the generic flat Monte Carlo search (../search.ts) with the heuristic
 * (./heuristic.ts) ranking the candidates and playing every side in the rollouts to the end of the round (the
 * Survivor's next turn), and the logistic estimate of the Survivor's chance (./evaluate.ts) at the leaves, from the
 * side of the seat's own. It plays either seat of the duel (seat 0 the Survivor, seat 1 the zombies) and the solo
 * Survivor against an automaton (whose turn the rules play, with the world's dice).
 *
 * Before every look-ahead the state is determinized from the seat's view: what the seat cannot see (the deck
 * orders, the other side's hand, the Warehouse, face-down Supply) is put in one order first (`canonicalHidden`) and
 * dealt again with the bot's RNG by the game's own determinization, so the worlds depend on the view only.
 */
import { createRng, nextUint32, type Seat } from '@horde/core';
import type { SecondsAction, SecondsGame, SecondsState } from '@horde/seconds';
import { type SearchBot, type SearchMode, type SearchSettings, searchBot } from '../search.ts';
import { survivorChance } from './evaluate.ts';
import { survivorBot } from './heuristic.ts';

/**
 * Defaults (measured with `npx horde bench bots --game seconds`, docs/speed.md): 6 candidates, 16 rollouts each (8
 * for the worse half) to the end of the round, about 72 rollouts a decision; the time budget caps a decision at
 * 40 ms on a slower or busier core. Against the heuristic Zombie bot the Survivor escaped 44 of 100 duels with these,
 * 28 of 100 with 4 candidates and 8 rollouts (docs/balance.md).
 */
export const SECONDS_SEARCH_DEFAULTS: Required<SearchSettings> = {
  candidates: 6,
  rollouts: 16,
  maxDepth: 120,
  margin: 0,
  budgetMs: 40,
};

/** Which side a seat plays: seat 0 the Survivor (solo too), seat 1 the zombies. */
const survivorSeat = (seat: Seat) => seat === 0;

/**
 * A search bot for Seconds to Live. `settings` override the defaults (`budgetMs: 0` for a run whose choices must
 * not depend on the machine's speed).
 */
export function secondsSearchBot(
  game: SecondsGame,
  seed: number,
  settings: SearchSettings = {},
  mode: SearchMode = 'determinized',
): SearchBot<SecondsState, SecondsAction> {
  return searchBot<SecondsState, SecondsAction>({
    ...SECONDS_SEARCH_DEFAULTS,
    ...settings,
    name: mode === 'clairvoyant' ? 'clairvoyant' : 'search',
    game,
    policy: survivorBot(game, seed),
    evaluate: (state, seat) => {
      const p = survivorChance(game.cards, state);
      return survivorSeat(seat) ? p : 1 - p;
    },
    // The end of the round: the Survivor's next turn has begun (or the game ended).
    horizon: (root, state) => state.turn > root.turn,
    hooks: {
      determinize: (state, seat, rng) => game.determinize(state, seat, rng),
      reseed: (state, rng) => {
        state.rng = createRng(nextUint32(rng));
        return state;
      },
    },
    mode,
    seed,
  });
}
