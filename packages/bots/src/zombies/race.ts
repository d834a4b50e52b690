/**
 * The "hard" Zombies!!! bot's sense of the Helicopter race (issue 36): nearly every game is won by the first to reach
 * the Helicopter (docs/balance.md, "Zombies!!!: the search bot"), and the reaction cards that cost a rival its move
 * (Brain Cramp, Bad Sense of Direction, Untied Shoe, Slight Miscalculation, Claustrophobia, Fear; their effects are
 * designed, packages/content/src/zombies/events.ts) decide it when played on the roll that would take a rival there.
 * The heuristic plays them on the leader's first roll it sees, most often long before the Helipad is laid; this
 * module keeps them for that roll, and plays the one that stops it.
 *
 * Reads only the seat's view: the map, the pawns, the mover's movement points (public once rolled) and its own hand.
 */
import type { Action, EventDef, PlayerView, ZombiesGame, ZombiesView } from '@horde/zombies';
import { addTile, copyGeo, distancesFrom } from '@horde/zombies/geometry';
import { cachedDistances } from './distances.ts';

/** The effects that take movement away from the player on turn: kept for the Helicopter race. */
export const STOPPERS = new Set(['noMove', 'halveMove', 'slowDown', 'reroll', 'noBuildings', 'noZombieSquares']);

/**
 * The stoppers kept before the Helipad is laid: those that stop a roll whatever it is (Fear too: the Helicopter holds
 * a zombie until someone lands), and the halving, which stops most last rolls. The others are played as the heuristic plays them until then: kept, they fill the
 * hand of 3 and the seat draws fewer of the cards that make it strong (measured: docs/balance.md).
 */
const SURE_STOPPERS = new Set(['noMove', 'noZombieSquares', 'halveMove']);

/** Whether the hard bot keeps `def` for the race rather than play it now. */
export function keptForRace(v: ZombiesView, def: EventDef): boolean {
  return STOPPERS.has(def.effect) && (v.geo.helicopter >= 0 || SURE_STOPPERS.has(def.effect));
}

type PlayEvent = Extract<Action, { type: 'playEvent' }>;

/** Steps from `p`'s square to the Helicopter, or -1 (no Helipad, not on the map, no way). */
export function stepsToHelicopter(v: ZombiesView, p: PlayerView): number {
  const heli = v.geo.helicopter;
  if (heli < 0 || p.square === null) return -1;
  return cachedDistances(v.geo, heli)[p.square];
}

/**
 * The chance (0 to 1) that playing `def` on the mover leaves it short of the Helicopter this turn, when `steps` away
 * with `left` movement points from a roll of `die`. A fight on the way costs no points in the published game, so the
 * points alone say whether it gets there.
 */
function stopChance(
  v: ZombiesView,
  mover: PlayerView,
  def: EventDef,
  steps: number,
  left: number,
  die: number,
): number {
  switch (def.effect) {
    case 'noMove':
      return 1;
    case 'halveMove':
      return Math.floor(left / 2) < steps ? 1 : 0;
    case 'slowDown':
      return left - def.amount < steps ? 1 : 0;
    case 'reroll': {
      // The modifiers stay; only the die changes.
      let short = 0;
      for (let k = 1; k <= 6; k++) if (left - die + k < steps) short++;
      return short / 6;
    }
    case 'noBuildings': {
      // The Helicopter is a square of the Helipad's building: a mover outside it cannot step in this turn.
      const heli = v.geo.helicopter;
      const inside = mover.square !== null && v.geo.building[mover.square] === v.geo.building[heli];
      return inside ? 0 : 1;
    }
    case 'noZombieSquares':
      // Zombies on the Helicopter itself bar the last step.
      return v.zombies[v.geo.helicopter] > 0 ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * In a reaction window: the card that best stops the player on turn from reaching the Helicopter with the roll it
 * has just made, or null when the roll cannot take it there (then the stoppers are kept) or none would stop it.
 */
export function stopTheRace(
  v: ZombiesView,
  cards: ReadonlyMap<string, EventDef>,
  legal: readonly Action[],
): PlayEvent | null {
  const top = v.pending[0];
  if (top?.kind !== 'window' || v.geo.helicopter < 0) return null;
  const mover = v.players[top.on];
  const steps = stepsToHelicopter(v, mover);
  const left = v.turn.moveLeft;
  if (steps < 0 || steps > left) return null;
  let best: PlayEvent | null = null;
  let bestChance = 0.4; // a reroll that fails more often than not is not worth the card
  for (const a of legal) {
    if (a.type !== 'playEvent' || a.target !== top.on) continue;
    const def = cards.get(a.card);
    if (!def || !STOPPERS.has(def.effect)) continue;
    const chance = stopChance(v, mover, def, steps, left, v.turn.die ?? 0);
    if (chance > bestChance) {
      bestChance = chance;
      best = a;
    }
  }
  return best;
}

/** How near the Helicopter (steps) a rival must be for a stopper to be worth keeping the round's card for (designed). */
const STRIKING = 10;

/**
 * Whether to keep this round's one card (seed 004 line 60) for a stopper: the Helipad is down, the seat holds a
 * stopper, and a rival who moves later this round (a round starts with seat 0) is within striking distance of the
 * Helicopter. `after` is the seat whose turn it is (its rivals after it in the round are the ones to watch).
 */
export function keepCardForRace(
  v: ZombiesView,
  cards: ReadonlyMap<string, EventDef>,
  me: PlayerView,
  rivals: readonly PlayerView[],
  after: number,
): boolean {
  if (v.geo.helicopter < 0) return false;
  const hand = v.hand ?? [];
  if (!hand.some((card) => STOPPERS.has(cards.get(card)?.effect ?? ''))) return false;
  return rivals.some((p) => {
    if (p.seat <= after || p.seat === me.seat) return false;
    const steps = stepsToHelicopter(v, p);
    return steps >= 0 && steps <= STRIKING;
  });
}

type PlaceTile = Extract<Action, { type: 'placeTile' }>;

/**
 * Where to lay the Helipad: the spot that puts the Helicopter most steps nearer this seat than the nearest rival
 * (steps on the map the tile makes, not tiles as the crow flies), then nearest this seat. The map each spot makes is
 * public: the laid tiles and the drawn Helipad.
 */
export function layHelipad(
  game: ZombiesGame,
  v: ZombiesView,
  me: PlayerView,
  rivals: readonly PlayerView[],
  legal: readonly PlaceTile[],
): PlaceTile | null {
  if (v.turn.tile !== game.ctx.helipad.id || me.square === null) return null;
  const FAR = 1000;
  let best: PlaceTile | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    const geo = copyGeo(v.geo);
    addTile(game.ctx, geo, v.turn.tile, a.x, a.y, a.rotation, v.config.inHereQuick);
    const dist = distancesFrom(geo, geo.helicopter);
    const steps = (p: PlayerView) => (p.square !== null && dist[p.square] >= 0 ? dist[p.square] : FAR);
    const mine = steps(me);
    let nearest = FAR;
    for (const p of rivals) nearest = Math.min(nearest, steps(p));
    const score = Math.min(nearest, mine + 20) - mine - mine * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** How many turns ahead a seat heads for the rival who will lay the Helipad (designed). */
const LAYER_LOOKAHEAD = 2;

/**
 * The rival who will draw the Helipad, when it comes within `LAYER_LOOKAHEAD` rounds: the published Helipad is the
 * last tile (seed 004 line 68; not under Where in Hell Are We?), one is drawn at the start of each turn, so the seat
 * that draws it follows from the tile deck's size (public). Its drawer lays it near itself (as a player would), so a
 * seat that is not the drawer gains by being near the drawer when it comes. Null when the seat draws it itself, or it
 * is not yet near, or hidden in the deck, or players attack players.
 */
export function helipadLayer(v: ZombiesView, me: PlayerView): PlayerView | null {
  if (v.geo.helicopter >= 0 || v.config.whereInHellAreWe || v.tileDeckSize === 0) return null;
  // Where players fight players (Eat Them, Not Me!) a pawn next to a rival's is attacked: measured worse (the house
  // rules' 400 seeds, docs/balance.md), so the seat keeps to its own way there.
  if (v.config.eatThemNotMe) return null;
  const n = v.players.length;
  if (v.tileDeckSize > LAYER_LOOKAHEAD * n) return null;
  // This turn's tile is drawn at its start: the next draws are the next turns'.
  const seat = (v.turn.seat + v.tileDeckSize) % n;
  const p = v.players[seat];
  if (seat === me.seat || p.status !== 'playing' || p.square === null) return null;
  return p;
}

/** What a card is worth once the Helipad is down (designed): the stoppers that never fail first, then movement. */
function raceWorth(def: EventDef | undefined): number {
  switch (def?.effect) {
    case 'noMove':
    case 'noZombieSquares': // the Helicopter holds a zombie until someone lands: Fear bars the last step
      return 10;
    case 'keys':
      return 9;
    case 'halveMove':
      return 8;
    case 'moveBonus':
    case 'noBuildings':
      return 7;
    case 'slowDown':
      return 5;
    case 'slipAway':
    case 'heal':
    case 'blast':
    case 'reroll':
      return 3;
    default:
      return 1;
  }
}

/**
 * At the end of the turn, once the Helipad is down: the card of a full hand the race has least use for, to draw
 * another in its place (one discard a turn, seed 004 line 60), or null to keep the hand.
 */
export function raceDiscard(v: ZombiesView, cards: ReadonlyMap<string, EventDef>): string | null {
  const hand = v.hand ?? [];
  if (v.geo.helicopter < 0 || hand.length < 3) return null;
  let worst: string | null = null;
  let worstWorth = 3; // a reroll or a heal is kept: the next draw is as likely to be worse
  for (const card of hand) {
    const worth = raceWorth(cards.get(card));
    if (worth < worstWorth) {
      worstWorth = worth;
      worst = card;
    }
  }
  return worst;
}

/**
 * For the seat that will draw the Helipad, within `LAYER_LOOKAHEAD` rounds: the open road end (the middle road square
 * of a tile's edge with no tile across it, where the Helipad's road may join) most steps nearer this seat than its
 * nearest rival, to wait by, so that the Helipad goes down near it and far from them; -1 when none.
 */
export function helipadSpot(v: ZombiesView, me: PlayerView, rivals: readonly PlayerView[]): number {
  if (v.geo.helicopter >= 0 || v.config.whereInHellAreWe || me.square === null) return -1;
  const n = v.players.length;
  if (v.tileDeckSize === 0 || v.tileDeckSize > LAYER_LOOKAHEAD * n) return -1;
  if ((v.turn.seat + v.tileDeckSize) % n !== me.seat) return -1;
  const geo = v.geo;
  const mine = cachedDistances(geo, me.square);
  const theirs = rivals.filter((p) => p.square !== null).map((p) => cachedDistances(geo, p.square!));
  let best = -1;
  let bestScore = -Infinity;
  for (let sq = 0; sq < geo.kind.length; sq++) {
    const cell = sq % 9;
    if (geo.kind[sq] !== 'road' || cell % 2 === 0 || cell === 4 || mine[sq] < 0) continue;
    // The edge a middle cell faces: 1 north, 5 east, 7 south, 3 west (DX/DY order: N, E, S, W).
    const dir = cell === 1 ? 0 : cell === 5 ? 1 : cell === 7 ? 2 : 3;
    if (geo.nbr[sq * 4 + dir] >= 0) continue;
    let nearest = 1000;
    for (const d of theirs) if (d[sq] >= 0) nearest = Math.min(nearest, d[sq]);
    const score = Math.min(nearest, mine[sq] + 20) - mine[sq] - mine[sq] * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = sq;
    }
  }
  return best;
}
