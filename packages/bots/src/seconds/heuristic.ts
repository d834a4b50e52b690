/**
 * Seconds to Live bots. They read only `game.view(state, seat)` (what their
 * seat may see), the legal actions and the public card definitions of the
 * game's content; never the raw state. Each scores every legal action and
 * plays the best one (ties broken by the bot's own RNG).
 *
 * The Survivor bot runs for the street: it knocks down or kills what stands
 * in its row before moving up (standing zombies there make Opportunity
 * Attacks), equips the best weapons it finds, stands up at once, heals when
 * low, spends Energy-giving cards and abilities first, dodges and blocks
 * hits, and ends its phase when nothing useful is left.
 *
 * The Zombie bot attacks with every zombie in the Survivor's row, stands up
 * and brings zombies to the Survivor, blocks the rows ahead of it, summons and
 * shrieks, counters every attack it can and uses its Tactics cards.
 */
import { createRng, randomInt, type Seat } from '@horde/core';
import {
  kindOf,
  KNOCKDOWN,
  STOMP,
  type SecondsAction,
  type SecondsGame,
  type SecondsState,
  type SecondsView,
  type SupplyDef,
  type ZombieView,
} from '@horde/seconds';
import type { RankingBot } from '../search.ts';

type Scorer = (game: SecondsGame, view: SecondsView, action: SecondsAction) => number;

/** Public card facts of a game, computed once. */
interface Facts {
  hit: Record<'a' | 'b' | 'c', number>;
  zombieHit: Record<'a' | 'b', number>;
  supply: Map<string, SupplyDef>;
  zombieDamage: Map<string, number>;
  zombieCards: Set<string>;
}

const factsOf = new WeakMap<SecondsGame, Facts>();

function facts(game: SecondsGame): Facts {
  let f = factsOf.get(game);
  if (!f) {
    f = {
      hit: { a: hitChance(game, 'a'), b: hitChance(game, 'b'), c: hitChance(game, 'c') },
      zombieHit: { a: zombieHitChance(game, 'a'), b: zombieHitChance(game, 'b') },
      supply: new Map(game.content.supply.map((s) => [s.id, s])),
      zombieDamage: new Map(game.content.zombieTypes.map((t) => [t.id, t.damage])),
      zombieCards: new Set(game.content.zombies.map((z) => z.id)),
    };
    factsOf.set(game, f);
  }
  return f;
}

/** Chance that a card of the Survivor Attack deck hits on a line (the deck's composition, public). */
function hitChance(game: SecondsGame, line: 'a' | 'b' | 'c'): number {
  let hits = 0;
  let n = 0;
  for (const card of game.content.survivorAttack) {
    if (card.shuffle) continue;
    n += card.count;
    if (card[line].hit) hits += card.count;
  }
  return n ? hits / n : 0.5;
}

function zombieHitChance(game: SecondsGame, line: 'a' | 'b'): number {
  let hits = 0;
  let n = 0;
  for (const card of game.content.zombieAttack) {
    n += card.count;
    if (card[line].hit) hits += card.count;
  }
  return n ? hits / n : 0.5;
}

function rowOf(view: SecondsView, row: number) {
  return row >= 1 && row <= 10 ? view.rows[row - 1] : null;
}

function findZombie(view: SecondsView, id: string | undefined): { zombie: ZombieView; row: number } | null {
  if (!id) return null;
  for (const r of view.rows) for (const z of r.zombies) if (z.id === id) return { zombie: z, row: r.row };
  return null;
}

function zombieDamage(game: SecondsGame, z: ZombieView): number {
  return facts(game).zombieDamage.get(z.type) ?? 1;
}

/** Expected damage of the Opportunity Attacks when moving up out of `row`, minus those ignored. */
function opportunityDanger(game: SecondsGame, view: SecondsView, row: number, ignored: readonly string[] = []): number {
  const r = rowOf(view, row);
  if (!r) return 0;
  const p = facts(game).zombieHit[view.options.easier ? 'b' : 'a'];
  let d = 0;
  for (const z of r.zombies) if (!z.knockdown && !ignored.includes(z.id)) d += p * zombieDamage(game, z);
  return d;
}

function supplyDef(game: SecondsGame, card: string | null | undefined): SupplyDef | undefined {
  if (!card) return undefined;
  return facts(game).supply.get(kindOf(card));
}

function tacticId(card: string | undefined): string {
  return card ? kindOf(card) : '';
}

/** How good a Supply card is to hold or equip. */
function weaponValue(def: SupplyDef | undefined): number {
  if (!def) return 0;
  if (def.category === 'armor') return 9;
  if (def.category === 'item') return 4;
  let best = 0;
  for (const p of def.attacks) {
    const reach = p.range[1] + 1;
    best = Math.max(
      best,
      ((p.damage + p.crit * 0.4 + (p.knockdown ? 0.8 : 0) + (p.auto ? 0.7 : 0)) * (1 + 0.25 * (reach - 1))) /
        Math.max(1, p.cost),
    );
  }
  return 4 + best * 4;
}

// ---------------------------------------------------------------- Survivor

function survivorScore(game: SecondsGame, view: SecondsView, a: SecondsAction): number {
  const sv = view.survivor;
  const here = rowOf(view, sv.row);
  const standingHere = here ? here.zombies.filter((z) => !z.knockdown) : [];
  const danger = opportunityDanger(game, view, sv.row);
  const fragile = sv.health <= 2;
  switch (a.type) {
    // Choices.
    case 'mulligan':
      return a.discard.length === 2 ? 2 : a.discard.length === 0 ? 1 : 0;
    case 'react':
      if (a.choice === 'dodge') return 10;
      if (a.choice === 'block') return 8;
      return 0;
    case 'desperation':
      return a.use ? 10 : 0;
    case 'split': {
      if (a.zombie === null) return 1;
      const atk = view.attack;
      const target = findZombie(view, atk?.zombie);
      const other = findZombie(view, a.zombie);
      if (!atk || !target || !other) return 0;
      const left = atk.damage - (a.amount ?? 1);
      // Split when the target still dies and the rest kills or hurts another.
      return left >= target.zombie.health ? 2 + ((a.amount ?? 1) >= other.zombie.health ? 3 : 1) : -1;
    }
    case 'keep':
      return weaponValue(supplyDef(game, a.card));
    case 'discard': {
      const def = supplyDef(game, a.card);
      const t = tacticId(a.card);
      const keep = def
        ? weaponValue(def)
        : t === 'dodge'
          ? 9
          : t === 'adrenaline' || t === 'sprint' || t === 'slipPast'
            ? 7
            : 4;
      return -keep;
    }
    case 'chooseWeapon':
      return -weaponValue(supplyDef(game, a.card));
    case 'endPhase':
      return 0.5;
    case 'standUp':
      return 40;
    case 'move': {
      if (a.to < sv.row) return -30;
      if (a.to === 11) return danger < sv.health - 0.5 ? 1000 : 200;
      const ahead = rowOf(view, a.to);
      const aheadDanger = ahead ? ahead.zombies.filter((z) => !z.knockdown).length : 0;
      return 14 - danger * (fragile ? 24 : 9) - aheadDanger * (sv.energy <= 1 ? 2 : 0.5);
    }
    case 'attack': {
      const target = findZombie(view, a.zombie);
      if (!target) return -5;
      return attackScore(game, view, target, a.weapon, a.profile ?? 0, false);
    }
    case 'ability': {
      if (a.zombie) {
        const target = findZombie(view, a.zombie);
        return target ? attackScore(game, view, target, a.weapon ?? '', a.profile ?? 0, true) + 1 : -5;
      }
      if (a.to !== undefined) {
        if (a.to < sv.row) return -30;
        const ignored = a.ignore ?? [];
        return 16 - opportunityDanger(game, view, sv.row, ignored) * (fragile ? 24 : 9);
      }
      // Soccer Player +1E, Doctor +1 health, Survivalist discount, Scavenger draw.
      const def = game.content.survivors.find((s) => s.id === sv.kind);
      switch (def?.ability) {
        case 'soccerPlayer':
          return 20;
        case 'doctor':
          return sv.health <= 3 ? 25 : 2;
        case 'scavenger':
          return sv.equipped.length < 3 ? 12 : 3;
        case 'survivalist':
          return sv.energy >= 2 && sv.equipped.length > 0 ? 3 : -1;
        default:
          return 1;
      }
    }
    case 'pickUp': {
      const item = here?.supply[a.index];
      const value = item?.card ? weaponValue(supplyDef(game, item.card)) : 8;
      const room = sv.equipped.length < 3 || value > 10;
      return room ? value - 2 : -1;
    }
    case 'equip': {
      const def = supplyDef(game, a.card);
      if (!def) return -1;
      return weaponValue(def) + 6 - def.equipCost * 3;
    }
    case 'drop': {
      // Drop the worst weapon for a much better one in hand.
      const def = supplyDef(game, a.card);
      const bestInHand = Math.max(0, ...(sv.hand ?? []).map((c) => weaponValue(supplyDef(game, c))));
      const uses = sv.equipped.find((e) => e.card === a.card)?.uses;
      return sv.equipped.length >= 3 && bestInHand > weaponValue(def) + 4 ? 3 : uses === 0 ? 2 : -5;
    }
    case 'useSupply':
      return sv.health <= 3 ? 22 : -1;
    case 'drawTactics':
      if (a.discard) return -4;
      return sv.energy >= 2 && standingHere.length === 0 ? -2 : -3;
    case 'removeConcussion':
      return view.survivor.concussion >= 2 ? 6 : -1;
    case 'playTactics':
      return tacticScore(game, view, a, danger, standingHere.length);
    default:
      return -10;
  }
}

function tacticScore(
  game: SecondsGame,
  view: SecondsView,
  a: Extract<SecondsAction, { type: 'playTactics' }>,
  danger: number,
  standingHere: number,
): number {
  const sv = view.survivor;
  const fragile = sv.health <= 2;
  switch (tacticId(a.card)) {
    case 'adrenaline':
      return 18;
    case 'sprint': {
      const to = a.to ?? sv.row;
      if (to === 11) return danger < sv.health - 0.5 ? 1000 : 150;
      return 12 + (to - sv.row) * 6 - danger * (fragile ? 24 : 9);
    }
    case 'slipPast': {
      const to = a.to ?? sv.row;
      if (to === 11) return 1200;
      return standingHere > 0 ? 22 : 9;
    }
    case 'bandage':
      return sv.health <= 3 ? 21 : -1;
    case 'scrounge':
      return sv.equipped.length < 2 ? 8 : 1;
    case 'shove': {
      const target = findZombie(view, a.zombie);
      return target && !target.zombie.knockdown ? 13 : -2;
    }
    case 'lostOpportunity':
      return view.zombieSide.handCount >= 3 ? 6 : 2;
    case 'steadyAim':
      return sv.down && sv.equipped.length > 0 ? 5 : -1;
    case 'quickReload':
      return 4;
    case 'kickFree':
      return 45;
    case 'scavenge':
      return sv.equipped.length < 3 ? 8 : 2;
    default:
      return 0;
  }
}

function attackScore(
  game: SecondsGame,
  view: SecondsView,
  target: { zombie: ZombieView; row: number },
  weapon: string,
  profile: number,
  free: boolean,
): number {
  const sv = view.survivor;
  const z = target.zombie;
  const sameRow = target.row === sv.row;
  const ahead = target.row > sv.row;
  let damage = 0;
  let knockdown = false;
  let cost = 1;
  let line: 'a' | 'b' | 'c' = sv.down && !sv.steadyAim ? 'b' : 'a';
  let auto = false;
  if (weapon === STOMP) {
    const def = game.content.survivors.find((s) => s.id === sv.kind);
    damage = def?.stomp.damage ?? 1;
    cost = def?.stomp.cost ?? 1;
    auto = view.options.easier;
  } else if (weapon === KNOCKDOWN) {
    knockdown = true;
    line = 'c';
  } else {
    const def = supplyDef(game, weapon);
    const p = def?.attacks[profile];
    if (!p) return -5;
    damage = p.damage + p.crit * 0.3;
    knockdown = p.knockdown;
    cost = p.cost;
    auto = p.auto;
    // Keep the last bullets for what blocks the way.
    const uses = sv.equipped.find((e) => e.card === weapon)?.uses;
    if (
      def?.category === 'firearm' &&
      p.kind === 'ranged' &&
      uses !== null &&
      uses !== undefined &&
      uses <= 1 &&
      !sameRow
    )
      damage *= 0.6;
  }
  const p = auto ? 1 : facts(game).hit[line];
  const kills = damage >= z.health;
  // What it is worth: a standing zombie in the Survivor's row blocks the way (Opportunity Attacks).
  let worth = 0;
  if (sameRow && !z.knockdown) worth = kills ? 14 : knockdown ? 11 : 3 + damage * 1.5;
  else if (sameRow) worth = kills ? 7 : 1.5 * damage;
  else if (ahead && target.row - sv.row <= 2) worth = kills ? 8 : 1.5 * damage + (knockdown ? 2 : 0);
  else if (ahead) worth = kills ? 5 : damage;
  else worth = kills ? 2 : 0.3 * damage;
  if (weapon === KNOCKDOWN && z.knockdown) worth = -5;
  const energyCost = free ? 0 : cost;
  // An attack that leaves no Energy to move is worth less far from the street.
  return p * worth - energyCost * 1.2 + (z.type === 'boss' && !kills ? -1 : 0);
}

// ---------------------------------------------------------------- Zombies

function zombieScore(game: SecondsGame, view: SecondsView, a: SecondsAction): number {
  const sv = view.survivor;
  const here = sv.row;
  const hand = view.zombieSide.hand ?? [];
  switch (a.type) {
    case 'counter':
      if (a.card === null) return 0;
      return kindOf(a.card) === 'unstoppable' ? 4 : 6;
    case 'sound':
      return a.card === null ? 0 : 5;
    case 'drawChoice':
      return a.deck === 'zombie' ? (hand.some((c) => isZombieCard(game, c)) ? 1 : 3) : 2;
    case 'chooseZombie': {
      const z = findZombie(view, a.zombie);
      return z ? 10 - Math.abs(z.row - here) : 0;
    }
    case 'discard':
      return isZombieCard(game, a.card) ? -3 : -2;
    case 'endPhase':
      return 0.5;
    case 'zAttack':
      return 50;
    case 'zStand': {
      const z = findZombie(view, a.zombie);
      if (!z) return 0;
      const d = Math.abs(z.row - here);
      return d === 0 ? 30 : d === 1 ? 16 : 5 - d * 0.5;
    }
    case 'zMove': {
      const z = findZombie(view, a.zombie);
      if (!z || here > 10) return -5;
      const before = Math.abs(z.row - here);
      const after = Math.abs(a.to - here);
      if (after >= before) return a.to === here + 1 && z.row !== here ? 6 : -8;
      if (before === 0) return -8;
      // Into the Survivor's row: it can attack now (unless summoned this turn).
      if (after === 0) return z.zombie.summoned || z.zombie.attacked ? 12 : 26;
      // Block the row ahead of the Survivor.
      if (a.to === here + 1) return 14;
      return 8 - after * 0.5;
    }
    case 'summon':
      return here >= 6 ? 13 : 9;
    case 'shriek':
      return 20;
    case 'zDraw':
      return a.deck === 'zombie' ? (hand.some((c) => isZombieCard(game, c)) ? 1 : 4) : 2;
    case 'zPlay': {
      const id = kindOf(a.card);
      switch (id) {
        case 'frenzy':
          return 24;
        case 'lunge': {
          const z = findZombie(view, a.zombie);
          return z && !z.zombie.attacked && !z.zombie.summoned ? 22 : 6;
        }
        case 'grab':
          return here >= 7 ? 16 : 7;
        case 'terror':
          return 9;
        case 'riseAgain': {
          const z = findZombie(view, a.zombie);
          return z && Math.abs(z.row - here) <= 1 ? 18 : 4;
        }
        case 'freshHorde':
          return 5;
        case 'ambush':
          return 15;
        default:
          return 1;
      }
    }
    case 'pause':
      return -100;
    case 'resume':
      return 100;
    default:
      return -10;
  }
}

function isZombieCard(game: SecondsGame, card: string): boolean {
  return facts(game).zombieCards.has(kindOf(card));
}

// ---------------------------------------------------------------- Bots

/** The side whose choice it is: a pending choice's, the pauser's, else the active side's. */
function sideToPlay(view: SecondsView, own: 'survivor' | 'zombie'): 'survivor' | 'zombie' {
  const side = view.pending
    ? view.pending.side
    : view.timer.paused
      ? view.active === 'survivor'
        ? 'zombie'
        : 'survivor'
      : view.active;
  return side ?? own;
}

const SCORERS: Record<'survivor' | 'zombie', Scorer> = { survivor: survivorScore, zombie: zombieScore };

function makeBot(
  name: string,
  game: SecondsGame,
  seed: number,
  own: 'survivor' | 'zombie',
): RankingBot<SecondsState, SecondsAction> {
  const rng = createRng((seed ^ 0x5ec0) >>> 0);
  return {
    name,
    choose(state: SecondsState, legal: readonly SecondsAction[], seat: Seat): SecondsAction {
      const view = game.view(state, seat);
      const score = SCORERS[sideToPlay(view, own)];
      let best: SecondsAction[] = [];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const a of legal) {
        const v = score(game, view, a);
        if (v > bestScore) {
          bestScore = v;
          best = [a];
        } else if (v === bestScore) best.push(a);
      }
      return best.length === 1 ? best[0] : best[randomInt(rng, best.length)];
    },
    // The k best by score (ties in the legal list's order): a search bot's candidates.
    rank(state: SecondsState, legal: readonly SecondsAction[], seat: Seat, k: number): SecondsAction[] {
      const view = game.view(state, seat);
      const score = SCORERS[sideToPlay(view, own)];
      const scored = legal.map((a, i) => ({ a, i, v: score(game, view, a) }));
      scored.sort((x, y) => y.v - x.v || x.i - y.i);
      return scored.slice(0, k).map((x) => x.a);
    },
  };
}

/** The Survivor bot (it plays the zombie side, if seated there, with the Zombie bot's policy). */
export function survivorBot(game: SecondsGame, seed: number): RankingBot<SecondsState, SecondsAction> {
  return makeBot('survivor', game, seed, 'survivor');
}

/** The Zombie bot for the two-player game (it plays the Survivor, if seated there, with the Survivor policy). */
export function zombieBot(game: SecondsGame, seed: number): RankingBot<SecondsState, SecondsAction> {
  return makeBot('zombie', game, seed, 'zombie');
}
