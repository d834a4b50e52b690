/**
 * The Classic bot's corrections to the shared heuristic's scores of the players' actions, for what Classic does
 * differently: a Wound costs a card (seed 001 lines 1375-1379), so a spare card and a weapon in every hand keep the
 * group fighting; opening a building spawns a Zombie card in each of its rooms (lines 558-560); Noise draws every
 * zombie that sees no survivor (a careful group never makes it for nothing).
 *
 * - trade: worth an Action when a swap raises the pair's worth (a spare weapon to an unarmed survivor);
 * - search: more when the survivor has no spare card or no real weapon;
 * - open a door into a building that spawns: only when armed survivors at or beside the door still have the Actions
 *   to fight what its rooms spawn this round (two a room, at most one a room plus two), and after the searches a
 *   survivor nearby still needs (a spare card, a real weapon);
 * - a step through a spawn zone with Actions left to go on costs nothing more (the door may be there); ending a turn
 *   in or beside an Abomination nobody can kill costs, a step away from it pays;
 * - take an Objective with the last Action, alone beside zombies: only when nothing better is left;
 * - a shot two zones off or more: worth less (a Noise token, and kills raise the Danger Level: they come anyway);
 * - get in a car: only to search it;
 * - leave by the exit: only when every other survivor on the board can follow this round (the game is lost when no
 *   survivor is left on the board, decision nobodyLeft: the last one left behind lost games already won);
 * - make noise: never;
 * - pull a Switch [PO]: for its linked Objective, or to open doors to an Objective (switches.ts).
 *
 * Issue 15 (2026-11-27, traces of C1-C3: `horde sim` seeds 1 and 7): the posse stood beside the spawn zone before
 * C3's clinic door for the whole game; stayed in a room with an Abomination on C1 until three fell; a survivor alone
 * in the warehouse with its Objective was the first to fall on C1.
 *
 * Tried and left out (C0-C2, 40-60 games): a leash keeping each survivor within two zones of the others (C0 fell
 * from 78% to 47%: the posse waited for stragglers on the way out), stricter door rules (3-4 zombies a room, two
 * armed fighters: C0 lower, C1-C2 no better).
 */
import type { Action, RulesContext, State } from '@horde/zombicide';
import { zombieTotal, zombiesIn } from '@horde/zombicide';
import { CLASSIC_ROSTER } from '@horde/zombicide/rulesets/classic/index';
import { tradeGain } from './decisions.ts';
import { armed, defOf, isWoundedCard } from './inventory.ts';
import { switchTune } from './switches.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

/** A shot at zombies two zones off or more is worth this share of its shared score. */
const FAR_SHOT = 0.4;

const alive = (s: State['survivors'][number]): boolean => !s.eliminated && !s.exited;

function actionsLeft(s: State['survivors'][number]): number {
  let n = 3;
  for (const k of s.skills) if (k === 'plus1Action') n++;
  return s.done ? 0 : Math.max(0, n - s.actionsUsed);
}

/** Equipment cards (not Wounded cards) a survivor carries. */
export function cardsHeld(ctx: RulesContext, state: State, s: number): number {
  let n = 0;
  for (const c of state.survivors[s].inventory) {
    const def = defOf(ctx, state, c);
    if (def && !isWoundedCard(def)) n++;
  }
  return n;
}

/** Rooms that would draw a Zombie card if this door opened now: the building behind it, rooms not spawned yet. */
export function roomsBehind(ctx: RulesContext, state: State, door: number, from: number): number {
  const d = ctx.geo.doors[door];
  const beyond = d.zones[0] === from ? d.zones[1] : d.zones[0];
  const zone = ctx.geo.zones[beyond];
  if (zone.kind !== 'building' || zone.building < 0) return 0;
  if (ctx.geo.zones[ctx.geo.byLabel[ctx.mission.start]]?.building === zone.building) return 0;
  const spawned = new Set(classicPart(state).spawnedRooms ?? []);
  let n = 0;
  for (const z of ctx.geo.zones) if (z.building === zone.building && !spawned.has(z.id)) n++;
  return n;
}

/** A survivor in or next to `zone` who could still search a zombie-free room this turn and needs a card. */
function searchFirst(ctx: RulesContext, state: State, zone: number): boolean {
  return state.survivors.some((o, i) => {
    if (!alive(o) || actionsLeft(o) === 0 || (o.used.search ?? 0) > 0) return false;
    const d = ctx.geo.distance[zone][o.zone];
    if (d < 0 || d > 1 || ctx.geo.zones[o.zone].kind !== 'building' || zombieTotal(state, o.zone) > 0) return false;
    return cardsHeld(ctx, state, i) < 2 || !armed(ctx, state, o.inventory);
  });
}

/** Spawn zones with zombies coming at the next Zombies' Phase (active, not made safe). */
function isSpawnZone(state: State, zone: number): boolean {
  return state.spawns.some((sp) => sp.active && !sp.safe && sp.zone === zone);
}

/**
 * A step through a spawn zone with Actions left to go on: the shared heuristic's toll on it (-1.5, zombies appear
 * right there) is for ending a turn in it, which its end-of-turn danger already counts. Charged on every step, it
 * kept the posse off the street before the clinic's door (C3: the door to the first Objective opens on a spawn
 * zone), waiting a whole game while the spawns grew.
 */
export const SPAWN_STEP_REFUND = 1.5;

/** Abominations in a zone: only Damage 3 kills one, a Molotov in Season 1 (seed 001 lines 1185, 1389). */
export function abominationsIn(state: State, zone: number): number {
  let n = 0;
  for (let t = 0; t < CLASSIC_ROSTER.size; t++) if (ABOMINATION[t]) n += zombiesIn(state, zone, t);
  return n;
}
const ABOMINATION = CLASSIC_ROSTER.ids.map((id) => /abomination/i.test(id));

/** The survivor holds a Molotov (the one weapon that kills an Abomination). */
function holdsMolotov(ctx: RulesContext, state: State, s: number): boolean {
  return state.survivors[s].inventory.some((c) => defOf(ctx, state, c)?.traits.includes('molotov') ?? false);
}

/**
 * How bad an Abomination makes it to end a turn in `zone`, for a survivor who cannot kill it: in its zone it wounds
 * every Zombies' Phase and shields the Runners behind it from shots (Targeting Priority Order, lines 1318-1324);
 * next to it, it steps in. The posse waited in a room with one for rounds (C1, C3: three fell beside it).
 */
export function abominationDanger(ctx: RulesContext, state: State, s: number, zone: number): number {
  if (holdsMolotov(ctx, state, s)) return 0;
  if (abominationsIn(state, zone) > 0) return ABOMINATION_HERE;
  for (const nb of ctx.geo.neighbors[zone]) if (abominationsIn(state, nb) > 0) return ABOMINATION_NEXT;
  return 0;
}
export const ABOMINATION_HERE = 6;
export const ABOMINATION_NEXT = 2;

function moveTune(ctx: RulesContext, state: State, a: Extract<Action, { type: 'move' }>, score: number): number {
  const s = state.survivors[a.s];
  const cost = 1 + zombieTotal(state, s.zone);
  const last = actionsLeft(s) <= cost;
  let out = score;
  if (isSpawnZone(state, a.to) && !last) out += SPAWN_STEP_REFUND;
  // Away from an Abomination the posse cannot kill: a step out of its zone pays, a step into it costs.
  const here = abominationDanger(ctx, state, a.s, s.zone);
  const there = abominationDanger(ctx, state, a.s, a.to);
  if (abominationsIn(state, a.to) > 0 && there > 0) out -= ABOMINATION_HERE;
  else if (last) out -= there;
  if (here > there) out += 0.5 * (here - there);
  return out;
}

/** An Objective that would leave its taker alone beside zombies waits for company: worth this, below a step. */
export const LONELY_OBJECTIVE = -1;

/**
 * Taking the Objective with the survivor's last Action, alone, with zombies in or next to his zone: he stands there
 * through the Zombies' Phase with no one to share the Wounds, and in Classic two Wounds eliminate (seed 001 lines
 * 783-789). The survivor who ran ahead into the warehouse was the first to fall in most C1 games (round 3-4).
 */
export function lonelyObjective(ctx: RulesContext, state: State, s: number): boolean {
  const surv = state.survivors[s];
  if (actionsLeft(surv) > 1) return false;
  const mates = state.survivors.some((o, i) => i !== s && alive(o) && o.zone === surv.zone);
  if (mates) return false;
  if (zombieTotal(state, surv.zone) > 0) return true;
  return ctx.geo.neighbors[surv.zone].some((nb) => zombieTotal(state, nb) > 0);
}

export function classicTune(ctx: RulesContext, state: State, a: Action, score: number): number {
  switch (a.type) {
    case 'makeNoise':
      return Math.min(score, -20);
    case 'pullSwitch':
      return switchTune(ctx, state, a, score);
    case 'move':
      return moveTune(ctx, state, a, score);
    case 'endTurn':
      return score - abominationDanger(ctx, state, a.s, state.survivors[a.s].zone);
    case 'objective':
      return lonelyObjective(ctx, state, a.s) ? Math.min(score, LONELY_OBJECTIVE) : score;
    case 'exit': {
      // The last survivor on the board losing the game (decision nobodyLeft): nobody leaves while another survivor
      // could not follow him out this round (the posse left one behind, and his death lost a won game: C0).
      if (score <= 0) return score;
      const here = state.survivors[a.s].zone;
      const stranded = state.survivors.some((o, i) => {
        if (i === a.s || !alive(o)) return false;
        const d = ctx.geo.distance[o.zone][here];
        return d < 0 || actionsLeft(o) < d + (d > 0 ? zombieTotal(state, o.zone) : 0) + 1;
      });
      return stranded ? Math.min(score, -0.5) : score;
    }
    case 'getInCar':
      // A car not searched yet holds a weapon worth the Action (a Pimpmobile's Pimpweapon); else the posse walks.
      return classicPart(state).cars?.[a.car]?.searched === false ? score : Math.min(score, -2);
    case 'ranged': {
      // A shot leaves a Noise token (the noisiest zone draws the zombies that see nobody) and its kills raise the
      // Danger Level: zombies two zones off are left to come.
      const here = state.survivors[a.s].zone;
      const d = ctx.geo.distance[here][a.zone];
      if (score <= 0 || d < 2) return score;
      return score * FAR_SHOT;
    }
    case 'trade': {
      const gain = tradeGain(ctx, state, a.s, a.with);
      return gain > 0.25 ? Math.max(score, 2 + 2 * gain) : Math.min(score, -2);
    }
    case 'search': {
      if (score <= -5) return score;
      const inv = state.survivors[a.s].inventory;
      let bonus = 0;
      if (cardsHeld(ctx, state, a.s) < 2) bonus += 1;
      if (!armed(ctx, state, inv)) bonus += 1;
      return score + bonus;
    }
    case 'openDoor': {
      const here = state.survivors[a.s].zone;
      const rooms = roomsBehind(ctx, state, a.door, here);
      if (rooms === 0) return score;
      // What the group near the door can still do this round against the spawn (the opener's Action is spent).
      let fight = actionsLeft(state.survivors[a.s]) - 1;
      let fighters = armed(ctx, state, state.survivors[a.s].inventory) ? 1 : 0;
      state.survivors.forEach((o, i) => {
        if (i === a.s || !alive(o)) return;
        const d = ctx.geo.distance[here][o.zone];
        if (d < 0 || d > 1) return;
        if (armed(ctx, state, o.inventory)) {
          fighters++;
          fight += actionsLeft(o);
        }
      });
      // Zombies already on the street beside the door join the spawn. Two Actions a room, but no more than one a
      // room plus two: a big building's zombies come out of its rooms over the rounds, not all in the first one, and
      // two a room for a block of four rooms or more asks more than a posse ever has near one door.
      const near = zombieTotal(state, here);
      const need = Math.min(2 * rooms, rooms + 2) + near;
      if (fighters === 0) return score - 6;
      if (fight < need) return score - 2 - (need - fight);
      // A search still to make in a safe room nearby, by a survivor without a spare card or a real weapon, comes first.
      if (searchFirst(ctx, state, here)) return score - 2;
      return score;
    }
    default:
      return score;
  }
}
