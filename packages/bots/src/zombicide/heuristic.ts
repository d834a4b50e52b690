/**
 * The heuristic bot: plays Undead or Alive the way a sensible group does.
 * It scores every legal action with table knowledge (no search, no cloning)
 * and plays the best one:
 *
 * - kills what it can reach, never shooting into a zone that holds another
 *   survivor (no Friendly Fire), and follows the Targeting Priority Order
 *   (Damage 1 into a Fatty is wasted);
 * - throws Dynamite into crowds with no survivor in them, pours Holy Water on
 *   active corpse piles and mobile spawns;
 * - searches for better weapons and keeps the best ones in hand;
 * - takes objectives, then walks the group to the exit and leaves; where each survivor must hold a Bounty
 *   Weapon (M1), each one without heads for an Objective of its own before anyone boards the train;
 * - fetches first what a goal needs and nobody holds (Holy Water, Dynamite, ammo for a rally) by searching, and
 *   never wakes more Corpse Piles than the plan can afford (planner.ts, `spareSpawnZones`);
 * - keeps the group together and will not end a turn where the zombies that
 *   can attack there outnumber what the survivors in that zone can take;
 * - answers decisions: wounds to the sturdiest survivor, hits to the most
 *   dangerous zombie, rerolls poor rolls, routes and noise away from the group.
 *
 * The players' actions are scored in player-scoring.ts (one scorer per choice, holding the posse's plan from the
 * state); decisions (Wounds, hits, re-rolls, found cards) here. It also ranks (`rank`): its best actions, the
 * candidates of the search bot (search.ts).
 *
 * Unknown action types (rules added later) get a neutral score below any
 * useful action and above wasteful ones, so the bot keeps playing.
 */
import type { Bot } from '../bot.ts';
import type { RankingBot } from '../search.ts';
import { PlayerScoring } from './player-scoring.ts';
import { alive, bountyGoal, cardValue, emptySlots, goalKindsOf, hitChance, inHand, THREAT } from './reading.ts';
import { faithful } from './planner.ts';
import type { Action, Choice, EquipmentDef, RulesContext, State } from '@horde/zombicide';
import { TOUGHNESS, type UoaRules } from '@horde/zombicide/rulesets/uoa/index';

const LEVELS = ['blue', 'yellow', 'orange', 'red'];
/** Scores at or above this are actions the bot always takes when it can (Objective 500, rally 400, exit 1000, …). */
const SURE = 100;

/** Skills a group values, best first (ids from skills.yaml); unknown ones rank after these. */
const SKILL_PREFERENCE = [
  'plus1Action',
  'plus1FreeAction',
  'plus1DieCombat',
  'plus1DieRanged',
  'plus1DieMelee',
  'plus1Damage',
  'lucky',
  'toughness',
  'sniper',
  'slippery',
  'sprint',
  'jump',
];

/** `out` made a copy of `inv` (a scratch list reused by the scoring, not a new one per candidate). */
function copyInto(out: (number | null)[], inv: readonly (number | null)[]): (number | null)[] {
  out.length = inv.length;
  for (let i = 0; i < inv.length; i++) out[i] = inv[i];
  return out;
}

export class HeuristicBot implements RankingBot<State, Action> {
  readonly name = 'heuristic';
  /** Inventories being scored (a found card kept, a swap, a card lost), copied here instead of into new lists. */
  private readonly scratchA: (number | null)[] = [];
  private readonly scratchB: (number | null)[] = [];
  /** `tune` (a ruleset's bot): rescores an action after the shared scoring (the state is the one being scored). */
  constructor(
    private readonly game: UoaRules,
    private readonly tune?: (state: State, a: Action, score: number) => number,
  ) {}

  choose(state: State, legal: readonly Action[]): Action {
    const scorer = this.scorer(state);
    let best = legal[0];
    let bestScore = -Infinity;
    for (const a of legal) {
      const score = scorer(a);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }

  /** The `k` best of `legal` by this bot's scores, best first (ties keep the legal order, as `choose` does). */
  rank(state: State, legal: readonly Action[], _seat: number, k: number): Action[] {
    const scorer = this.scorer(state);
    const scores = new Float64Array(legal.length);
    for (let i = 0; i < legal.length; i++) scores[i] = scorer(legal[i]);
    // The k best indexes, best first, an earlier index first on a tie (insertion into a list of at most k + 1).
    const top: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      let at = top.length;
      while (at > 0 && scores[top[at - 1]] < scores[i]) at--;
      if (at >= k) continue;
      top.splice(at, 0, i);
      if (top.length > k) top.pop();
    }
    // An action the bot always takes (an Objective, a rally, leaving with the group, a mission action) is not in doubt.
    if (top.length > 0 && scores[top[0]] >= SURE) return [legal[top[0]]];
    return top.map((i) => legal[i]);
  }

  private scorer(state: State): (a: Action) => number {
    const ctx = this.game.context(state);
    const d = state.pending[0];
    const shared = d ? (a: Action) => this.scoreDecision(ctx, state, d, a) : playerScorer(ctx, state);
    const tune = this.tune;
    return tune ? (a: Action) => tune(state, a, shared(a)) : shared;
  }

  // ---------------------------------------------------------------- inventory

  private def(ctx: RulesContext, state: State, card: number | null): EquipmentDef | undefined {
    return card === null ? undefined : ctx.equipment[state.cards[card].def];
  }

  /** Extra value of Holy Water and Dynamite when the mission's goals are made of them (survivor `s`'s, when known). */
  private goalCardBonus(ctx: RulesContext, state: State, def: EquipmentDef | undefined, s: number): number {
    if (!def) return 0;
    const kinds = goalKindsOf(ctx.mission);
    if (def.traits.includes('holyWater') && (kinds.has('gatherMobileSpawns') || kinds.has('secureCorpsePiles')))
      return 3;
    // A Faithful's mundane Water makes a Corpse Pile safe as Holy Water does (EN 1128): M2's eight piles need both.
    if (def.traits.includes('water') && kinds.has('secureCorpsePiles') && s >= 0 && faithful(state, s)) return 3;
    if (def.traits.includes('dynamite') && (kinds.has('dynamiteMobileSpawns') || kinds.has('destroyWagon'))) return 3;
    // A rally's price (M4 "Reload!"): kept over a better weapon.
    if (
      (def.traits.includes('plentyOfBullets') || def.traits.includes('plentyOfShells')) &&
      ctx.mission.specialRules?.some((r) => r.id === 'reloadToRally')
    )
      return 3;
    return 0;
  }

  /** Value of a whole inventory (a survivor's slots), with a bonus for a Dual pair in hand. */
  private inventoryValue(ctx: RulesContext, state: State, inv: readonly (number | null)[], s = -1): number {
    let v = 0;
    // One Bounty Weapon per survivor (M1): holding one is worth more than any weapon while the goal is open.
    if (bountyGoal(ctx, state)) {
      let holds = false;
      for (const c of inv) if (c !== null && ctx.equipment[state.cards[c].def]?.deck === 'bounty') holds = true;
      if (holds) v += 6;
    }
    for (let slot = 0; slot < inv.length; slot++) {
      const def = this.def(ctx, state, inv[slot]);
      v += cardValue(def, inHand(ctx, slot)) + this.goalCardBonus(ctx, state, def, s);
    }
    for (let a = 0; a < inv.length; a++)
      for (let b = a + 1; b < inv.length; b++) {
        if (!inHand(ctx, a) || !inHand(ctx, b)) continue;
        const da = this.def(ctx, state, inv[a]),
          db = this.def(ctx, state, inv[b]);
        if (da && db && da.id === db.id && da.weapon?.dual) v += 0.8 * cardValue(da, true);
      }
    return v;
  }

  // ---------------------------------------------------------------- decisions

  private scoreDecision(ctx: RulesContext, state: State, d: Choice, a: Action): number {
    const geo = ctx.geo;
    switch (a.type) {
      case 'assignWound':
      case 'friendlyFire': {
        // The sturdiest survivor takes it; never the one it would eliminate if another can take it.
        const survivor = state.survivors[a.to];
        const left = survivor.health - survivor.wounds;
        return left * 10;
      }
      case 'assignHit': {
        if (d.kind !== 'assignHit') return 0;
        // No target (a Classic marksman may give a hit to none): after any zombie.
        if (THREAT[a.zombie] === undefined) return -1;
        const killable = d.damage >= TOUGHNESS[a.zombie];
        return (killable ? 100 : 0) + THREAT[a.zombie];
      }
      case 'reroll': {
        if (d.kind !== 'reroll') return 0;
        const c = state.combat;
        const acc = c?.accuracy ?? 4;
        let hits = 0;
        for (const r of d.rolls) if (r >= acc) hits++;
        const expected = d.rolls.length * hitChance(acc);
        const wantReroll = hits < expected - 0.01;
        return a.source === null ? (wantReroll ? 0 : 1) : wantReroll ? 1 : 0;
      }
      case 'splitRoute':
      case 'zombieTarget':
      case 'noiseZone': {
        // Send zombies (or the noise) where they are farthest from the survivors still on the board.
        const zone = a.type === 'splitRoute' ? a.route : a.zone;
        let near = Infinity;
        for (const survivor of state.survivors)
          if (alive(survivor)) {
            const dist = geo.distance[zone][survivor.zone];
            if (dist >= 0) near = Math.min(near, dist);
          }
        return near === Infinity ? 0 : near;
      }
      case 'keepFound': {
        if (d.kind !== 'keepFound') return 0;
        const held = state.survivors[d.survivor].inventory;
        if (a.slot === null) return this.inventoryValue(ctx, state, held, d.survivor);
        const inv = copyInto(this.scratchA, held);
        inv[a.slot] = d.card;
        return this.inventoryValue(ctx, state, inv, d.survivor) + 0.001;
      }
      case 'swap': {
        if (d.kind !== 'reorganize') return -1;
        // Both inventories before and after the swap (one when it is within a survivor's), on scratch copies.
        const one = a.a === a.b;
        const heldA = state.survivors[a.a].inventory,
          heldB = state.survivors[a.b].inventory;
        const before =
          this.inventoryValue(ctx, state, heldA, a.a) + (one ? 0 : this.inventoryValue(ctx, state, heldB, a.b));
        const A = copyInto(this.scratchA, heldA),
          B = one ? A : copyInto(this.scratchB, heldB);
        const tmp = A[a.slotA];
        A[a.slotA] = B[a.slotB];
        B[a.slotB] = tmp;
        const after = this.inventoryValue(ctx, state, A, a.a) + (one ? 0 : this.inventoryValue(ctx, state, B, a.b));
        return after - before - 0.01;
      }
      case 'doneReorganize':
        return 0;
      case 'chooseRecipient': {
        // Holy Water at setup: to the survivor with the most free Backpack/Hand room.
        return emptySlots(state.survivors[a.s]);
      }
      case 'chooseSkill': {
        const i = SKILL_PREFERENCE.indexOf(a.skill.replace(/\(.*\)$/, ''));
        return i < 0 ? 0 : SKILL_PREFERENCE.length - i;
      }
      case 'discard':
      case 'drinkWater':
        return -5;
      case 'loseCard': {
        // A Wound costs a card: the one whose loss costs least.
        if (d.kind !== 'loseCard') return 0;
        const inv = copyInto(this.scratchA, state.survivors[d.survivor].inventory);
        inv[a.slot] = null;
        return this.inventoryValue(ctx, state, inv, d.survivor);
      }
      case 'spawnRoom': {
        // Farthest rooms first (the seed's advice: a zombie behind the door would get an extra step).
        let near = Infinity;
        for (const survivor of state.survivors)
          if (alive(survivor)) {
            const dist = ctx.geo.distance[a.zone][survivor.zone];
            if (dist >= 0) near = Math.min(near, dist);
          }
        return near === Infinity ? 0 : near;
      }
      default:
        return -0.5;
    }
  }

  // ---------------------------------------------------------------- player actions
}

export function heuristicBot(game: UoaRules): Bot<State, Action> {
  return new HeuristicBot(game);
}

/** Highest Danger Level index (0 blue .. 3 red) reached by any survivor. */
export function dangerReached(state: State): number {
  let best = 0;
  for (const survivor of state.survivors) best = Math.max(best, LEVELS.indexOf(survivor.level));
  return best;
}

/** The players' actions scored from one state (player-scoring.ts): one scorer per choice. */
function playerScorer(ctx: RulesContext, state: State): (a: Action) => number {
  const scoring = new PlayerScoring(ctx, state);
  return (a) => scoring.score(a);
}
