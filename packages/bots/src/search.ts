/**
 * A search bot over the Game contract: flat Monte Carlo over a policy's best
 * candidates (DESIGN.md, "Bots": a search bot redraws the hidden parts before
 * looking ahead).
 *
 * At each choice with more than one legal action it asks a ranking policy
 * (a game's heuristic) for its K best actions, then scores each by N short
 * rollouts: the policy plays every seat from the state after the candidate
 * until the horizon (a game's "end of the round") or a depth limit, and a
 * per-game evaluation reads the state reached (1 a win for the seat, 0 a
 * loss). Rollout i of every candidate starts from the same sampled world
 * (common random numbers), so candidates are compared on the same deals and
 * dice and few rollouts tell them apart. The policy's order breaks ties: when
 * the rollouts cannot tell two actions apart the policy's choice stands.
 *
 * What the seat cannot see comes from a per-game hook:
 * - `determinized` (the practical bot): each world is the game's
 *   determinization of the state, a redeal of everything hidden from the seat
 *   and of the chance, drawn with the bot's own RNG. The candidates are ranked
 *   on a determinization too, so the choice depends on the seat's view only
 *   (the hook must depend on the view only: a game canonicalises the hidden
 *   parts before dealing them again).
 * - `clairvoyant` (for designers): the hidden cards stay where they truly are
 *   and only the chance is redrawn (the dice still to roll): an upper bound on
 *   what careful play can win, not a fair player.
 *
 * The bot never changes the state it is given, keeps its own seeded RNG (a
 * game and a bot seed give the same choices on every machine) and only
 * returns actions of the legal list it was given.
 */
import { createRng, type Game, type RngState, type Seat } from '@horde/core';
import type { Bot } from './bot.ts';

/** A policy that can also rank: its `k` best actions of `legal`, best first (a search bot's candidates). */
export interface RankingBot<S, A> extends Bot<S, A> {
  rank(state: S, legal: readonly A[], seat: Seat, k: number): A[];
}

/** What a game provides for search over what a seat cannot see. Both mutate the state they are given and return it. */
export interface SearchHooks<S> {
  /**
   * A world consistent with what `seat` sees: everything hidden from it dealt again and the chance (the RNG) redrawn,
   * with `rng`. Must depend only on the seat's view and `rng`.
   */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /** The same world with only the chance redrawn (fresh dice), hidden cards left where they are: the clairvoyant's. */
  reseed(state: S, rng: RngState): S;
}

export type SearchMode = 'determinized' | 'clairvoyant';

export type SearchGame<S, A> = Pick<
  Game<unknown, S, A, unknown, unknown>,
  'awaiting' | 'legalActions' | 'apply' | 'outcome' | 'clone'
>;

export interface SearchSettings {
  /** Candidates taken from the policy's ranking (K). Default 8. */
  candidates?: number;
  /** Rollouts per candidate (N). Default 16. */
  rollouts?: number;
  /** Most actions played in one rollout. Default 200. */
  maxDepth?: number;
  /**
   * How much better (mean evaluation) another candidate must score to replace the policy's first choice. Default 0:
   * any difference. Above 0, rollouts that barely tell the candidates apart keep the policy's choice.
   */
  margin?: number;
  /**
   * Wall-clock cap of one decision, in ms (0 or absent: none). Once it has passed, the rollouts stop after the current
   * round of candidates (every candidate has at least one rollout) and the best so far is chosen. A cap, not the
   * measure: the rollout counts are set so that a decision fits well inside it, and the cap bites only on a slow or
   * loaded core (then the choice depends on the machine's speed, which a simulation run should avoid: set 0).
   */
  budgetMs?: number;
}

export interface SearchBotOptions<S, A> extends SearchSettings {
  name?: string;
  game: SearchGame<S, A>;
  /** Ranks the candidates and plays the rollouts. */
  policy: RankingBot<S, A>;
  /** Value of a state for `seat`: 1 a win, 0 a loss, in between how far along it is. */
  evaluate(state: S, seat: Seat): number;
  /** A rollout stops once this holds (e.g. the round after the root's has begun); the depth limit stops it anyway. */
  horizon(root: S, state: S): boolean;
  hooks: SearchHooks<S>;
  /** Choices worth searching (default all): the others are the policy's (a reroll, a split of zombies). */
  worthSearching?(state: S, legal: readonly A[], seat: Seat): boolean;
  mode: SearchMode;
  seed: number;
}

/** Seed of the determinization the candidates are ranked on: fixed, so the ranking depends on the view only. */
const RANK_SEED = 0x51ea7c4;

export interface SearchStats {
  /** Choices searched (more than one candidate). */
  searches: number;
  rollouts: number;
  /** Actions played in rollouts. */
  steps: number;
  /** Searches cut short by the time budget. */
  overBudget: number;
  /** Wall-clock ms spent in searched choices, for decisions per second, and the longest of them. */
  ms: number;
  maxMs: number;
}

export class SearchBot<S, A> implements Bot<S, A> {
  readonly name: string;
  readonly stats: SearchStats = { searches: 0, rollouts: 0, steps: 0, overBudget: 0, ms: 0, maxMs: 0 };
  private readonly rng: RngState;
  private readonly k: number;
  private readonly n: number;
  private readonly maxDepth: number;
  private readonly margin: number;
  private budgetMs: number;

  constructor(private readonly o: SearchBotOptions<S, A>) {
    this.name = o.name ?? (o.mode === 'clairvoyant' ? 'clairvoyant' : 'search');
    this.rng = createRng((o.seed ^ 0x5ea4c) >>> 0);
    this.k = Math.max(1, o.candidates ?? 8);
    this.n = Math.max(1, o.rollouts ?? 16);
    this.maxDepth = o.maxDepth ?? 200;
    this.margin = Math.max(0, o.margin ?? 0);
    this.budgetMs = Math.max(0, o.budgetMs ?? 0);
  }

  /**
   * Turns the time budget off: every decision plays all its rollouts, so its choice depends on the seeds only, never
   * on the machine's speed or load (the simulator's games: a balance table must not change with the load).
   */
  withoutBudget(): this {
    this.budgetMs = 0;
    return this;
  }

  choose(state: S, legal: readonly A[], seat: Seat): A {
    if (legal.length === 1) return legal[0];
    const { game, hooks, policy } = this.o;
    if (this.o.worthSearching && !this.o.worthSearching(state, legal, seat)) {
      // The policy alone, on the same view-only world the ranking would see.
      const view =
        this.o.mode === 'determinized' ? hooks.determinize(game.clone(state), seat, createRng(RANK_SEED)) : state;
      return policy.choose(view, legal, seat);
    }
    // The ranking sees a world built from the view (determinized) or the truth (clairvoyant).
    const rankState =
      this.o.mode === 'determinized' ? hooks.determinize(game.clone(state), seat, createRng(RANK_SEED)) : state;
    const candidates = policy.rank(rankState, legal, seat, this.k);
    if (candidates.length <= 1) return candidates[0] ?? legal[0];
    this.stats.searches++;
    const t0 = performance.now();
    const deadline = this.budgetMs > 0 ? t0 + this.budgetMs : Number.POSITIVE_INFINITY;
    const totals = new Float64Array(candidates.length);
    const refused = new Uint8Array(candidates.length);
    // Successive halving: after half the rollouts, only the better half of the candidates (at least 2) goes on.
    const half = Math.ceil(this.n / 2);
    for (let i = 0; i < this.n; i++) {
      if (i === half && candidates.length > 2) {
        const order = [...candidates.keys()].filter((c) => !refused[c]).sort((x, y) => totals[y] - totals[x] || x - y);
        // With a margin the policy's first choice always goes on: it is what the others must beat.
        for (const c of order.slice(Math.max(2, Math.ceil(order.length / 2))))
          if (c > 0 || !this.margin) refused[c] = 2;
      }
      const world =
        this.o.mode === 'determinized'
          ? hooks.determinize(game.clone(state), seat, this.rng)
          : hooks.reseed(game.clone(state), this.rng);
      for (let c = 0; c < candidates.length; c++) {
        if (refused[c]) continue;
        const s = game.clone(world);
        const r = game.apply(s, candidates[c], { by: seat, now: 0 });
        if (!r.ok) {
          refused[c] = 1; // the world refuses it (it should not): never picked (2: dropped by the halving)
          continue;
        }
        totals[c] += this.rollout(world, s, seat);
      }
      if (performance.now() > deadline && i + 1 < this.n) {
        // Out of time: the candidates still in have i + 1 rollouts each; the halving's dropped ones stay dropped.
        this.stats.overBudget++;
        const done = i + 1;
        for (let c = 0; c < candidates.length; c++) if (!refused[c]) totals[c] *= this.n / done;
        break;
      }
    }
    const took = performance.now() - t0;
    this.stats.ms += took;
    if (took > this.stats.maxMs) this.stats.maxMs = took;
    let best = -1;
    for (let c = 0; c < candidates.length; c++) {
      if (refused[c]) continue;
      // The policy's first choice stands unless another beats it by the margin (on the mean evaluation).
      const need = best === 0 ? this.margin * this.n : 0;
      if (best < 0 || totals[c] > totals[best] + need + 1e-9) best = c;
    }
    if (best < 0) for (let c = 0; c < candidates.length && best < 0; c++) if (refused[c] === 2) best = c;
    return candidates[Math.max(best, 0)];
  }

  /** Plays the policy for every seat from `s` to the horizon; the evaluation of where it got. */
  private rollout(root: S, s: S, seat: Seat): number {
    const { game, policy } = this.o;
    this.stats.rollouts++;
    for (let depth = 0; depth < this.maxDepth; depth++) {
      if (game.outcome(s).over || this.o.horizon(root, s)) break;
      const seats = game.awaiting(s);
      if (seats.length === 0) break;
      const who = seats[0];
      const legal = game.legalActions(s, who);
      if (legal.length === 0) break;
      const a = legal.length === 1 ? legal[0] : policy.choose(s, legal, who);
      if (!game.apply(s, a, { by: who, now: 0 }).ok) break;
      this.stats.steps++;
    }
    return this.o.evaluate(s, seat);
  }
}

export function searchBot<S, A>(options: SearchBotOptions<S, A>): SearchBot<S, A> {
  return new SearchBot(options);
}
