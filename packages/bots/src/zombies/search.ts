/**
 * The Zombies!!! search bot ("hard"): the heuristic with the race play (./heuristic.ts with `race`, ./race.ts) for
 * every choice of cards and every choice before the Helipad is laid, and once it is down the generic flat Monte Carlo
 * search (../search.ts) over the race play's best moves, fights and zombie moves, the race play playing every seat in
 * the rollouts to the end of the turn under way, an estimate of each seat's share of the win at the leaves
 * (`zombiesValue`). In the published game the race play is where it wins, the search adding little; under the house
 * rules (shots, dodges, weaves) the search is most of its edge (docs/balance.md, "Zombies!!!: the hard bot").
 *
 * Before every look-ahead the state is determinized from the seat's view by the game's own determinization (the
 * event deck and the other hands pooled, sorted and dealt again, the tile deck shuffled, unrevealed traits and a
 * secret Target drawn again, fresh dice), so the worlds depend on what the seat sees only. */
import { clonePlain, createRng, nextUint32, type Seat } from '@horde/core';
import { determinize, type Action, type State, type ZombiesGame } from '@horde/zombies';
import { type SearchBot, type SearchMode, type SearchSettings, searchBot } from '../search.ts';
import { cachedDistances } from './distances.ts';
import { zombiesHeuristicBot } from './heuristic.ts';

/**
 * Defaults (measured with `npx horde bench bots --game zombies`, docs/speed.md): 4 candidates, 6 rollouts each (3 for
 * the worse half) to the end of the turn, about 18 rollouts a decision; the time budget caps a decision at 40 ms. A
 * candidate replaces the race play's choice only when it scores 0.03 more (a share of the win): without the margin
 * the search, whose one-turn horizon cannot tell most moves apart, wandered off the plan at random (docs/balance.md,
 * "Zombies!!!: the search bot").
 */
export const ZOMBIES_SEARCH_DEFAULTS: Required<SearchSettings> = {
  candidates: 4,
  rollouts: 6,
  maxDepth: 80,
  margin: 0.03,
  budgetMs: 40,
};

/**
 * A copy of a state for the look-ahead that shares its geometry (the largest part of a state): the engine never
 * changes a geometry in place (a new tile makes a new one: packages/zombies/src/geometry.ts copyGeo), so the copies
 * may share it, and the heuristic's distances, remembered per geometry (./distances.ts), serve every rollout.
 */
export function cloneSharingGeo(s: State): State {
  const geo = s.geo;
  const out = {} as Record<string, unknown>;
  for (const key in s) out[key] = key === 'geo' ? geo : clonePlain((s as unknown as Record<string, unknown>)[key]);
  return out as unknown as State;
}

/**
 * Choices of cards (a play, a pass in a reaction window, a discard) are the race play's (./race.ts): a look-ahead to
 * the end of the turn cannot see what a card kept for a later roll is worth, and spent the stoppers early.
 */
const playsCards = (a: Action) => a.type === 'playEvent' || a.type === 'pass' || a.type === 'discard';

/** How sharply the share of the win follows the lead (designed). */
const SHARPNESS = 6;
/** Steps from the Helicopter that count as no progress toward it (designed). */
const FAR = 25;
/**
 * How far a player is toward a win, 0 to about 1 (designed): the larger of its kills toward the kills to win and its
 * nearness to the Helicopter once the Helipad is laid; Life and Bullets, which keep it alive, add a little.
 */
function progress(s: State, seat: Seat, heli: Int16Array | null): number {
  const p = s.players[seat];
  if (p.status !== 'playing' || p.square < 0) return 0;
  let best = p.role === 'survivor' ? p.kills / Math.max(1, s.config.killsToWin) : 0;
  const way = heli && p.role === 'survivor' ? heli[p.square] : -1;
  if (way >= 0) best = Math.max(best, 0.9 * (1 - Math.min(FAR, way) / FAR));
  return best + 0.03 * p.life + 0.01 * p.bullets;
}

/** `seat`'s share of the win: its own if over, else a softmax of every seat's progress. */
export function zombiesValue(s: State, seat: Seat): number {
  if (s.finish) {
    const w = s.finish.winners;
    return w.includes(seat) ? 1 / w.length : w.length === 0 ? 1 / s.players.length : 0;
  }
  const heli = s.geo.helicopter >= 0 ? cachedDistances(s.geo, s.geo.helicopter) : null;
  let total = 0;
  let mine = 0;
  for (let i = 0; i < s.players.length; i++) {
    const e = Math.exp(SHARPNESS * progress(s, i, heli));
    total += e;
    if (i === seat) mine = e;
  }
  return mine / total;
}

/**
 * A search bot for Zombies!!!. `settings` override the defaults (`budgetMs: 0` for a run whose choices must not
 * depend on the machine's speed).
 */
export function zombiesSearchBot(
  game: ZombiesGame,
  seed: number,
  settings: SearchSettings = {},
  mode: SearchMode = 'determinized',
): SearchBot<State, Action> {
  return searchBot<State, Action>({
    ...ZOMBIES_SEARCH_DEFAULTS,
    ...settings,
    name: mode === 'clairvoyant' ? 'clairvoyant' : 'search',
    game: { ...game, clone: cloneSharingGeo },
    policy: zombiesHeuristicBot(game, seed, { race: true }),
    evaluate: zombiesValue,
    // The end of the turn under way (or of the game).
    horizon: (root, state) => state.turns > root.turns,
    worthSearching: (state, legal) => state.geo.helicopter >= 0 && !legal.some(playsCards),
    hooks: {
      // The determinization copies the state; its geometry, public and never changed, is left out of the copy and
      // shared again.
      determinize: (state, seat, rng) => {
        const geo = state.geo;
        state.geo = undefined as unknown as State['geo'];
        const world = determinize(game.ctx, state, seat, rng);
        world.geo = geo;
        return world;
      },
      reseed: (state, rng) => {
        state.rng = createRng(nextUint32(rng));
        return state;
      },
    },
    mode,
    seed,
  });
}
