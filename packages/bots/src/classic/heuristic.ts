/**
 * The Classic heuristic bot: the Zombicide heuristic (../uoa/heuristic.ts), which knows the four standard zombie
 * types, taught Classic's species (seed 001 lines 1407-1571, 1640-1648):
 *
 * - the shared heuristic scores every action on a folded view of the board, where each zombie counts as its kind
 *   (a Toxic Walker as a Walker, a Crawler as a Walker, a Zombie Dog as a Runner);
 * - a Ranged Action whose hits would all land on zombies it cannot kill, by Classic's Targeting Priority Order (the
 *   eleven tiers of the roster: a Berserker is immune to Ranged weapons and shields the tiers behind it), is played
 *   only when nothing else is left;
 * - a Melee Action that would kill a Toxic zombie in the survivor's zone while its Blood Spray would eliminate him
 *   comes after the rest;
 * - a hit to assign goes to a zombie it kills, the most dangerous first, a Skinner last when the roll shows a "1"
 *   (it would come back as a Crawler);
 * - Classic's own scoring on top of the shared one (through its `tune` hook): the card decisions by what a card is
 *   worth when every Wound costs one (decisions.ts, inventory.ts) and the tactics of a careful group: weapons handed
 *   to the unarmed, searches for a spare card, doors opened only when the group can fight the spawn, no Noise made
 *   for nothing (tactics.ts).
 */
import {
  type Action,
  type RulesContext,
  type State,
  type ZombicideRules,
  type ZombieRoster,
  zombiesIn,
} from '@horde/zombicide';
import { CLASSIC_ROSTER, CLASSIC_TYPES } from '@horde/zombicide/rulesets/classic/index';
import type { Bot } from '../bot.ts';
import type { RankingBot } from '../search.ts';
import { HeuristicBot } from '../zombicide/heuristic.ts';
import { classicDecisionScore } from './decisions.ts';
import { classicTune } from './tactics.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

/** Each Classic type's kind in the folded view: 0 Walker, 1 Runner, 2 Fatty, 3 Abomination. */
const FOLD = CLASSIC_TYPES.map((id) =>
  /walker|crawler/i.test(id) ? 0 : /runner|dog/i.test(id) ? 1 : /fatty/i.test(id) ? 2 : 3,
);
const FOLDED_ROSTER: ZombieRoster = {
  size: 4,
  ids: ['walker', 'runner', 'fatty', 'abomination'],
  names: ['Walker', 'Runner', 'Fatty', 'Abomination'],
  actions: [1, 2, 1, 1],
  toughness: [1, 1, 2, 3],
  experience: [1, 1, 1, 5],
  tier: [3, 9, 6, 6],
  box: [0, 0, 0, 0],
  all: 0b1111,
};
/** What killing one zombie of each type is worth (the threat it removes). */
const THREAT = CLASSIC_TYPES.map((id) =>
  /abomination/i.test(id)
    ? 5
    : /dog/i.test(id)
      ? 2
      : /runner/i.test(id)
        ? 1.5
        : /fatty/i.test(id)
          ? 1.3
          : /crawler/i.test(id)
            ? 0.8
            : 1,
);
const isBerserker = (t: number) => CLASSIC_TYPES[t].startsWith('berserker');
const isToxic = (t: number) => CLASSIC_TYPES[t].startsWith('toxic');
const isSkinner = (t: number) => CLASSIC_TYPES[t].startsWith('skinner');

/**
 * The counts of the folded view, refilled at each call: a folded state lives only while one ranking runs (nothing
 * keeps it), and the bot ranks at every step of every rollout.
 */
const FOLDED_ZOMBIES: number[] = [];
const FOLDED_POOL: number[] = [0, 0, 0, 0];

/** The state as the shared heuristic reads it: every zombie counted as its kind (valid until the next call). */
function folded(state: State): State {
  const types = CLASSIC_ROSTER.size;
  const zones = state.zombies.length / types;
  const zombies = FOLDED_ZOMBIES;
  zombies.length = zones * 4;
  zombies.fill(0);
  for (let z = 0; z < zones; z++)
    for (let t = 0; t < types; t++) zombies[z * 4 + FOLD[t]] += state.zombies[z * types + t];
  const pool = FOLDED_POOL;
  pool.fill(0);
  for (let t = 0; t < types; t++) pool[FOLD[t]] += state.pool[t];
  return { ...state, zombies, pool };
}

/** The game as the shared heuristic sees it: contexts whose ruleset has the folded roster. */
function foldedGame(game: ZombicideRules): ZombicideRules {
  const contexts = new WeakMap<RulesContext, RulesContext>();
  const context = (s: State | string): RulesContext => {
    const ctx = game.context(s);
    let out = contexts.get(ctx);
    if (!out) {
      out = { ...ctx, ruleset: { ...ctx.ruleset, roster: FOLDED_ROSTER } };
      contexts.set(ctx, out);
    }
    return out;
  };
  return { ...game, context };
}

export class ClassicHeuristicBot implements RankingBot<State, Action> {
  readonly name = 'heuristic';
  private readonly inner: HeuristicBot;
  /** The state being ranked, unfolded: Classic's own scoring (decisions.ts, tactics.ts) reads it. */
  private current: State | null = null;

  /** `tuned` false: the shared heuristic on the folded view alone, without Classic's own scoring (the old bot). */
  constructor(
    private readonly game: ZombicideRules,
    tuned = true,
  ) {
    this.inner = new HeuristicBot(foldedGame(game), tuned ? (_folded, a, score) => this.tune(a, score) : undefined);
  }

  /** Classic's corrections to the shared scores: the card decisions by Classic's worth, and the tactics. */
  private tune(a: Action, score: number): number {
    const state = this.current;
    if (!state) return score;
    const ctx = this.game.context(state);
    const d = state.pending[0];
    if (d) return classicDecisionScore(ctx, state, d, a) ?? score;
    return classicTune(ctx, state, a, score);
  }

  choose(state: State, legal: readonly Action[], seat: number): Action {
    return this.rank(state, legal, seat, 1)[0] ?? legal[0];
  }

  rank(state: State, legal: readonly Action[], seat: number, k: number): Action[] {
    const d = state.pending[0];
    if (d?.kind === 'assignHit') {
      const scored = legal.map((a, i) => ({ a, i, score: this.hitScore(state, d.damage, a) }));
      scored.sort((x, y) => y.score - x.score || x.i - y.i);
      return scored.slice(0, k).map((x) => x.a);
    }
    this.current = state;
    const ranked = this.inner.rank(folded(state), legal, seat, legal.length);
    this.current = null;
    if (d) return ranked.slice(0, k);
    // Wasteful attacks by Classic's rules go last, in the shared heuristic's order.
    const ctx = this.game.context(state);
    const good: Action[] = [];
    const poor: Action[] = [];
    for (const a of ranked) (this.wasteful(ctx, state, a) ? poor : good).push(a);
    return [...good, ...poor].slice(0, k);
  }

  /** A hit on a zombie it kills, the most dangerous first; a Skinner last when a "1" would make it a Crawler. */
  private hitScore(state: State, damage: number, a: Action): number {
    if (a.type !== 'assignHit') return -1;
    const c = state.combat;
    const t = a.zombie;
    // No target (a marksman may give a hit to none: seed 001 lines 1395, 2291): after any zombie.
    if (CLASSIC_TYPES[t] === undefined) return -1;
    // A car attack kills Berserkers (seed 001 line 1413); a Ranged hit does not.
    const killable = damage >= CLASSIC_ROSTER.toughness[t] && !(c && !c.melee && c.car === undefined && isBerserker(t));
    const crawls = isSkinner(t) && (c?.rolls.includes(1) ?? false);
    return (killable ? 100 : 0) + THREAT[t] - (crawls ? 0.9 : 0);
  }

  /** An attack that cannot kill (Ranged into a shield of Berserkers), or whose Blood Spray would kill the attacker. */
  private wasteful(ctx: RulesContext, state: State, a: Action): boolean {
    if (a.type === 'ranged') {
      const card = state.survivors[a.s]?.inventory[a.slot];
      const def = card === null || card === undefined ? undefined : ctx.equipment[state.cards[card].def];
      if (!def?.weapon || def.traits.includes('molotov') || def.traits.includes('sniper')) return false;
      // The lowest tier present takes the hits: a shot whose every hit it absorbs kills nothing.
      let tier = Number.POSITIVE_INFINITY;
      for (let t = 0; t < CLASSIC_ROSTER.size; t++)
        if (CLASSIC_ROSTER.tier[t] < tier && zombiesIn(state, a.zone, t) > 0) tier = CLASSIC_ROSTER.tier[t];
      for (let t = 0; t < CLASSIC_ROSTER.size; t++)
        if (
          CLASSIC_ROSTER.tier[t] === tier &&
          zombiesIn(state, a.zone, t) > 0 &&
          !isBerserker(t) &&
          def.weapon.damage >= CLASSIC_ROSTER.toughness[t]
        )
          return false;
      return true;
    }
    if (a.type === 'drive') {
      // A drive that would run over a survivor outside the cars (seed 001 line 1363) waits for better.
      const from = state.survivors[a.s]?.zone ?? -1;
      const seated = new Set<number>();
      for (const car of classicPart(state).cars ?? []) for (const s of car.seats) if (s >= 0) seated.add(s);
      return state.survivors.some(
        (s, i) => !s.eliminated && !s.exited && !seated.has(i) && (s.zone === from || a.path.includes(s.zone)),
      );
    }
    if (a.type === 'melee') {
      const s = state.survivors[a.s];
      if (!s || s.health - s.wounds > 1) return false;
      for (let t = 0; t < CLASSIC_ROSTER.size; t++) if (isToxic(t) && zombiesIn(state, s.zone, t) > 0) return true;
    }
    return false;
  }
}

export function classicHeuristicBot(game: ZombicideRules): Bot<State, Action> {
  return new ClassicHeuristicBot(game);
}
