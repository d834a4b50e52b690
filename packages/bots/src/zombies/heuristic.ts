/**
 * A heuristic Zombies!!! bot. It reads only its seat's view (`game.view(state, seat)`) and the legal
 * actions, never the raw state. A survivor heads for the Helicopter once the Helipad is down, and otherwise
 * farms kills towards the target (or tokens when hurt); it fights when its Bullets allow, spends them when a
 * Life is at stake, plays its cards when they help (and its reaction cards on the leader), lays tiles to
 * bring buildings near itself and road zombies near the others, and sends the zombies at its rivals. As a
 * King Zombie (or minion) it hunts the players, the Target first.
 */
import type { Seat } from '@horde/core';
import { createRng, randomInt, type RngState } from '@horde/core';
import type { Action, EventDef, ZombiesGame, ZombiesView, PlayerView, State } from '@horde/zombies';
import type { RankingBot } from '../search.ts';
import { cachedDistances } from './distances.ts';
import {
  helipadLayer,
  helipadSpot,
  keepCardForRace,
  keptForRace,
  layHelipad,
  raceDiscard,
  stopTheRace,
} from './race.ts';

type Dist = Int16Array;

const FAR = 10_000;
const d = (dist: Dist, sq: number) => (sq >= 0 && dist[sq] >= 0 ? dist[sq] : FAR);

/** What the bot knows of a moment: the view and a few derived figures. */
interface Ctx {
  v: ZombiesView;
  me: PlayerView;
  seat: Seat;
  cards: Map<string, EventDef>;
  hunter: boolean;
  rivals: PlayerView[];
  /** The hard bot's play (./race.ts): the cards that stop a move kept for the roll that would reach the Helicopter. */
  race: boolean;
  game: ZombiesGame;
}

function rivalsOf(v: ZombiesView, me: PlayerView): PlayerView[] {
  return v.players.filter((p) => {
    if (p.seat === me.seat || p.status !== 'playing' || p.square === null) return false;
    if (v.config.catchAsCatchCan) return (p.role === 'survivor') !== (me.role === 'survivor');
    return true;
  });
}

/** The rival most worth hindering: the Target, then the closest to winning. */
function leader(c: Ctx): PlayerView | null {
  if (c.rivals.length === 0) return null;
  if (c.hunter && c.v.target !== null) {
    const t = c.rivals.find((p) => p.seat === c.v.target);
    if (t) return t;
  }
  const heli = c.v.geo.helicopter;
  const dist = heli >= 0 ? cachedDistances(c.v.geo, heli) : null;
  let best = c.rivals[0];
  let bestScore = -Infinity;
  for (const p of c.rivals) {
    const score = p.kills * 2 + (dist && p.square !== null ? 40 - Math.min(40, d(dist, p.square)) : 0);
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** A King (or minion) hunts a player it can finish; otherwise it keeps away and lets the zombies work. */
function weakPrey(c: Ctx): PlayerView | null {
  const prey = c.rivals.filter((p) => p.role === 'survivor' && p.life <= Math.max(1, c.me.life - 2));
  if (prey.length === 0) return null;
  if (c.v.target !== null) {
    const t = prey.find((p) => p.seat === c.v.target);
    if (t) return t;
  }
  return pick(prey, (p) => -p.life)!;
}

/** How far a square is from the nearest rival (for a hunter keeping its distance). */
function safety(c: Ctx): Dist | null {
  const starts = c.rivals.filter((p) => p.square !== null && p.role === 'survivor').map((p) => p.square!);
  if (!starts.length) return null;
  const v = c.v;
  const dist = new Int16Array(v.zombies.length).fill(-1);
  for (const sq of starts) dist[sq] = 0;
  const queue = [...starts];
  for (let head = 0; head < queue.length; head++) {
    const sq = queue[head];
    for (const next of v.geo.links[sq])
      if (dist[next] < 0) {
        dist[next] = dist[sq] + 1;
        queue.push(next);
      }
  }
  return dist;
}

/** Where a survivor wants to go: the Helicopter, tokens when hurt, else zombies to kill. */
function goalDistances(c: Ctx): Dist | null {
  const { v, me } = c;
  if (me.square === null) return null;
  if (c.hunter) {
    const prey = weakPrey(c);
    return prey && prey.square !== null ? cachedDistances(v.geo, prey.square) : null;
  }
  const heli = v.geo.helicopter;
  if (heli >= 0 && !v.config.lastManStanding && (!v.config.catchAsCatchCan || v.config.kingHelipadEscape))
    return cachedDistances(v.geo, heli);
  // The race play, within two rounds of the Helipad: near its drawer, or, when it is this seat, by a good spot for it.
  const layer = c.race ? helipadLayer(v, me) : null;
  if (layer) return cachedDistances(v.geo, layer.square!);
  const spot = c.race ? helipadSpot(v, me, c.rivals) : -1;
  if (spot >= 0) return cachedDistances(v.geo, spot);
  const hurt = me.life <= 2 || me.bullets === 0;
  const strong = me.life >= 3 && me.bullets >= 2;
  // Multi-source search: every square holding what we want is a goal.
  const n = v.zombies.length;
  const dist = new Int16Array(n).fill(-1);
  const queue: number[] = [];
  for (let sq = 0; sq < n; sq++) {
    const want = hurt
      ? v.life[sq] > 0 || v.bullets[sq] > 0
      : strong
        ? v.zombies[sq] > 0
        : v.bullets[sq] + v.life[sq] > 0 || v.zombies[sq] > 0;
    if (want && v.geo.links[sq].length > 0) {
      dist[sq] = 0;
      queue.push(sq);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const sq = queue[head];
    for (const next of v.geo.links[sq])
      if (dist[next] < 0) {
        dist[next] = dist[sq] + 1;
        queue.push(next);
      }
  }
  return queue.length ? dist : null;
}

const GOOD_OWN = new Set(['heal', 'ammo', 'supplies', 'itemCombat', 'itemPermanent', 'itemMove', 'nerves']);
const HINDER = new Set([
  'halveMove',
  'noMove',
  'slowDown',
  'reroll',
  'noZombieSquares',
  'screwed',
  'dropBullets',
  'trip',
  'noBuildings',
]);

function cardValue(
  c: Ctx,
  a: Extract<Action, { type: 'playEvent' }>,
  moment: 'roll' | 'move' | 'fight' | 'reaction',
): number {
  const def = c.cards.get(a.card);
  if (!def) return -1;
  const { me, v } = c;
  if (c.race) {
    if (keptForRace(v, def)) return -1;
    // The round's one card kept for a stopper, unless it moves this seat on or saves its last Life.
    const essential =
      def.effect === 'keys' || def.effect === 'moveBonus' || (def.effect === 'slipAway' && me.life <= 1);
    const on = moment === 'reaction' && v.pending[0]?.kind === 'window' ? v.pending[0].on : c.seat;
    if (!essential && keepCardForRace(v, c.cards, me, c.rivals, on)) return -1;
  }
  switch (def.effect) {
    case 'heal':
      return me.life <= me.maxLife - 2 ? 8 : -1;
    case 'rest':
      return me.life <= 1 && v.geo.helicopter < 0 ? 6 : -1;
    case 'ammo':
    case 'supplies':
      return me.bullets <= 2 || me.life <= 2 ? 5 : 1;
    case 'itemCombat':
    case 'itemPermanent':
    case 'itemMove':
      return 4;
    case 'keys':
      return v.geo.helicopter >= 0 ? 9 : -1;
    case 'moveBonus':
      return v.geo.helicopter >= 0 && moment === 'move' ? 6 : -1;
    case 'blast':
      return 7;
    case 'slipAway':
      return me.life <= 1 ? 9 : -1;
    case 'nerves':
      return moment === 'fight' ? 3 : -1;
    case 'zombieMaster':
    case 'freezeZombies':
      return c.rivals.length > 0 ? 1 : -1;
    case 'clearTile':
      return -1;
    case 'moreZombies':
      return moment === 'reaction' ? 2 : -1;
    default:
      if (HINDER.has(def.effect) && moment === 'reaction') {
        const l = leader(c);
        return l && a.target === l.seat ? 5 : -1;
      }
      return GOOD_OWN.has(def.effect) ? 2 : -1;
  }
}

function bestCard(c: Ctx, legal: readonly Action[], moment: 'roll' | 'move' | 'fight' | 'reaction'): Action | null {
  let best: Action | null = null;
  let bestValue = 0;
  for (const a of legal) {
    if (a.type !== 'playEvent') continue;
    const value = cardValue(c, a, moment);
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function pick<T>(items: readonly T[], score: (x: T) => number): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bestScore) {
      bestScore = s;
      best = x;
    }
  }
  return best;
}

function chooseTile(c: Ctx, legal: Extract<Action, { type: 'placeTile' }>[]): Action {
  const { v } = c;
  const tile = v.turn.tile ?? '';
  const def = tile;
  const tileOf = (p: PlayerView) => {
    if (p.square === null) return null;
    const t = v.geo.tiles[(p.square / 9) | 0];
    return [t.x, t.y] as const;
  };
  const mine = c.hunter ? null : tileOf(c.me);
  const others = c.rivals.map(tileOf).filter((x): x is readonly [number, number] => x !== null);
  const far = (x: number, y: number, at: readonly [number, number] | null) =>
    at ? Math.abs(x - at[0]) + Math.abs(y - at[1]) : 0;
  const nearest = (x: number, y: number) => (others.length ? Math.min(...others.map((o) => far(x, y, o))) : 0);
  const isRoad = def.startsWith('road');
  return pick(legal, (a) => {
    if (c.hunter) return isRoad ? -nearest(a.x, a.y) : nearest(a.x, a.y);
    if (isRoad) return -nearest(a.x, a.y) + far(a.x, a.y, mine) * 0.5;
    return -far(a.x, a.y, mine) + nearest(a.x, a.y) * 0.5;
  })!;
}

function chooseZombieMove(c: Ctx, legal: readonly Action[]): Action {
  const { v, me } = c;
  const targets = c.rivals.filter((p) => p.role === 'survivor');
  const lead = leader(c);
  const toLead = lead && lead.square !== null && lead.role === 'survivor' ? cachedDistances(v.geo, lead.square) : null;
  const toAny = targets.map((p) => cachedDistances(v.geo, p.square!));
  const toMe = !c.hunter && me.square !== null ? cachedDistances(v.geo, me.square) : null;
  const nearest = (sq: number) => (toAny.length ? Math.min(...toAny.map((x) => d(x, sq))) : FAR);
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of legal) {
    if (a.type !== 'moveZombie') continue;
    let score = 0;
    if (toLead) score += (d(toLead, a.from) - d(toLead, a.to)) * 2;
    score += nearest(a.from) - nearest(a.to);
    if (toMe) score -= (d(toMe, a.from) - d(toMe, a.to)) * 3;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'endZombies') ?? legal[0];
}

function chooseMove(c: Ctx, legal: readonly Action[], rng: RngState): Action {
  const { v, me } = c;
  const card = bestCard(c, legal, 'move');
  if (card) return card;
  for (const a of legal) if (a.type === 'steal') return a;
  // Attack a rival in the square when it is worth it (a miss costs nothing on a sneak attack).
  // A sneak attack costs nothing; a second attack (both roll) only to finish a player off.
  const attack = legal.find((a) => {
    if (a.type !== 'attack') return false;
    const target = v.players[a.seat];
    const again = v.turn.attacked.includes(a.seat);
    if (c.hunter) return target.life <= Math.max(1, me.life - 2) && me.life >= 2;
    return me.life >= 2 && (!again || (target.life <= 1 && me.life >= 2));
  });
  if (attack) return attack;
  // Shoot a zombie (kills) when Bullets are plenty, or the way is blocked.
  if (!c.hunter && me.bullets >= 2) {
    const shot = pick(
      legal.filter((a): a is Extract<Action, { type: 'shoot' }> => a.type === 'shoot' && a.seat === undefined),
      (a) => (a.aim ? 0.5 : 0) - 0.1 * a.square,
    );
    if (shot && randomInt(rng, 2) === 0) return shot;
  }
  const goal = goalDistances(c);
  const here = me.square!;
  if (c.hunter && !goal) {
    const safe = safety(c);
    if (safe && d(safe, here) < 3) {
      const away = pick(
        legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && !a.weave),
        (a) => d(safe, a.to),
      );
      if (away && d(safe, away.to) > d(safe, here)) return away;
    }
    return legal.find((a) => a.type === 'endMove') ?? legal[0];
  }
  if (goal) {
    const weak = !c.hunter && me.life <= 1 && me.bullets === 0;
    const move = pick(
      legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && !a.weave),
      (a) => {
        let score = d(goal, here) - d(goal, a.to);
        if (weak && v.zombies[a.to] > 0 && d(goal, a.to) > 0) score -= 5;
        // The hard bot's race: of two equally short ways, the one without a fight.
        if (c.race && v.zombies[a.to] > 0 && d(goal, a.to) > 0) score -= 0.5;
        return score;
      },
    );
    if (move && d(goal, move.to) < d(goal, here)) return move;
  }
  return legal.find((a) => a.type === 'endMove') ?? legal[0];
}

function chooseBullets(c: Ctx, legal: readonly Action[], v: ZombiesView): Action {
  const top = v.pending[0];
  const spend = legal.filter((a): a is Extract<Action, { type: 'spendBullets' }> => a.type === 'spendBullets');
  if (!spend.length || top?.kind !== 'bullets') return legal.find((a) => a.type === 'declineBullets')!;
  const me = c.me;
  const duel = top.context === 'duel';
  // In the race (the hard bot's play) a Life lost may be the game: Bullets have no better use.
  const racing = c.race && v.geo.helicopter >= 0 && !duel;
  const worth = racing || (duel ? me.bullets >= 2 : me.life <= 2 || me.bullets >= 3);
  if (!worth) return legal.find((a) => a.type === 'declineBullets')!;
  // The roll closest to success costs least.
  return pick(spend, (a) => top.rolls[a.roll])!;
}

/** The heuristic's choice among `legal` in the moment `c` describes. */
function decide(c: Ctx, legal: readonly Action[], rng: RngState): Action {
  const { v, me, cards } = c;
  const top = v.pending[0];
  const first = legal[0];
  const find = <T extends Action['type']>(type: T) =>
    legal.find((a) => a.type === type) as Extract<Action, { type: T }> | undefined;
  if (top) {
    switch (top.kind) {
      case 'schtick':
        return (
          legal.find((a) => a.type === 'chooseSchtick' && a.schtick === 'tough') ??
          legal.find((a) => a.type === 'chooseSchtick' && a.schtick === 'bruiser') ??
          first
        );
      case 'flaw':
        return legal.find((a) => a.type === 'nameFlaw' && a.flaw === 'weak') ?? first;
      case 'placePawn':
        return pick(legal, (a) =>
          a.type === 'placePawn' ? v.bullets[a.square] + v.life[a.square] - (a.square % 7) * 0.01 : 0,
        )!;
      case 'tile': {
        const spots = legal as Extract<Action, { type: 'placeTile' }>[];
        return (c.race && !c.hunter ? layHelipad(c.game, v, me, c.rivals, spots) : null) ?? chooseTile(c, spots);
      }
      case 'window':
        return (
          (c.race ? stopTheRace(v, cards, legal) : null) ?? bestCard(c, legal, 'reaction') ?? find('pass') ?? first
        );
      case 'combat': {
        const card = bestCard(c, legal, 'fight');
        if (card) return card;
        if (me.life <= 1 && find('dodge')) return find('dodge')!;
        return find('fight') ?? first;
      }
      case 'bullets':
        return chooseBullets(c, legal, v);
      case 'dodgeTo': {
        const goal = goalDistances(c);
        return pick(legal, (a) =>
          a.type === 'dodgeTo' ? -(goal ? d(goal, a.square) : 0) - v.zombies[a.square] * 5 : 0,
        )!;
      }
      case 'extraZombies': {
        const victims = c.rivals.map((p) => p.square);
        return pick(legal, (a) => (a.type === 'placeZombie' && victims.includes(a.square) ? 1 : 0))!;
      }
      case 'find':
        return (
          legal.find((a) => a.type === 'chooseFind' && a.find === (me.life < me.maxLife ? 'life' : 'bullet')) ?? first
        );
      case 'leaveAttack':
        return find('attack') ?? first;
      case 'trade':
        return top.take === 'none' ? (find('acceptTrade') ?? first) : (find('declineTrade') ?? first);
      case 'swap':
        return find('noSwap') ?? first;
      case 'zombieReroll':
        return (v.turn.zombieDie ?? 6) <= 2 ? (find('rerollZombies') ?? first) : (find('keepZombies') ?? first);
      case 'enterMap': {
        // Far enough from the players to be safe, near enough to the weakest to strike later.
        const safe = safety(c);
        if (!safe) return first;
        return pick(legal, (a) =>
          a.type === 'enterMap' ? -Math.abs(d(safe, a.square) - 4) - v.zombies[a.square] * 0.1 : 0,
        )!;
      }
      case 'cycleDiscard':
        return first;
    }
  }
  switch (v.turn.step) {
    case 'roll': {
      const card = bestCard(c, legal, 'roll');
      if (card) return card;
      if (find('search') && (me.bullets <= 1 || me.life <= 2) && v.geo.helicopter < 0) return find('search')!;
      return find('rollMove') ?? first;
    }
    case 'move':
      return chooseMove(c, legal, rng);
    case 'zombies':
      return chooseZombieMove(c, legal);
    case 'discard': {
      const junk = c.race ? raceDiscard(v, cards) : null;
      if (junk) return legal.find((a) => a.type === 'discard' && a.card === junk) ?? find('keepHand') ?? first;
      const hand = v.hand ?? [];
      const useless = hand.find((card) => {
        const def = cards.get(card);
        return (
          def && def.buildings.length > 0 && !v.geo.buildings.some((b) => b.named && def.buildings.includes(b.named))
        );
      });
      if (useless && hand.length >= 3)
        return legal.find((a) => a.type === 'discard' && a.card === useless) ?? find('keepHand') ?? first;
      return find('keepHand') ?? first;
    }
  }
  return first;
}

/** What the bot knows of `state` from `seat`'s view. */
function context(game: ZombiesGame, cards: Map<string, EventDef>, state: State, seat: Seat, race: boolean): Ctx {
  const v = game.view(state, seat);
  const me = v.players[seat];
  // The race play only where every player races for the Helicopter alone: not in Last Man Standing (no Helicopter),
  // nor in Catch As Catch Can (teams; measured worse there: it stopped its own side's escape).
  const racing = !v.config.lastManStanding && !v.config.catchAsCatchCan;
  return {
    v,
    me,
    seat,
    cards,
    hunter: me.role !== 'survivor',
    rivals: rivalsOf(v, me),
    race: race && racing,
    game,
  };
}

export interface ZombiesHeuristicOptions {
  /** The hard bot's race play (./race.ts); off: the heuristic ("medium") bot as it was. */
  race?: boolean;
}

export function zombiesHeuristicBot(
  game: ZombiesGame,
  seed = 1,
  options: ZombiesHeuristicOptions = {},
): RankingBot<State, Action> {
  const rng = createRng((seed ^ 0x2bad) >>> 0);
  const cards = new Map(game.ctx.content.events.map((e) => [e.id, e]));
  const race = options.race ?? false;
  return {
    name: race ? 'racer' : 'heuristic',
    choose: (state, legal, seat) => decide(context(game, cards, state, seat, race), legal, rng),
    /**
     * The heuristic's k best, for a search bot's candidates: its choice, then its choice among what is left, and so
     * on (the heuristic picks, it does not score). Its own RNG breaks the few random choices.
     */
    rank(state, legal, seat, k) {
      const c = context(game, cards, state, seat, race);
      const left = [...legal];
      const out: Action[] = [];
      while (out.length < k && left.length > 0) {
        const a = decide(c, left, rng);
        const i = left.indexOf(a);
        if (i < 0) break;
        out.push(a);
        left.splice(i, 1);
      }
      return out;
    },
  };
}
