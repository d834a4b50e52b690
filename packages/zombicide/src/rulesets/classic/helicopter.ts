/**
 * The helicopter [RM] (seed 001 "Take Off or Land a Helicopter", "Fly a Helicopter", lines 678-708): a vehicle of
 * `cars` (kind `helicopter`) with its seats (cars.ts), flown instead of driven.
 *
 * - Take off and land: 1 Action of the survivor in the pilot's seat with the Helicopter pilot skill, in one of the
 *   mission's landing zones (the helipad, the wasteland, or the mission's own: line 680), only when the mission
 *   lets it fly (line 680). The helicopter stays in its zone (line 684).
 * - Fly: 1 Action of the pilot moves the flying helicopter 1 or 2 zones, in straight lines parallel to the board's
 *   edges, ignoring walls, doors, fences and zombies, over the rooms of buildings (lines 698-702). It is not a Move
 *   (line 704). The occupants move with it.
 * - While it flies, the survivors inside and the Actors outside do not interact (line 706): the passengers act only
 *   inside it (`groundedRules`), zombies neither see nor attack them, no Molotov nor shot reaches them, and they make
 *   no noise (decision helicopterAboard). A flying helicopter's zone counts as the noisiest of the board, as the
 *   last Loud of each round (lines 692, 708, 1036, 2247).
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { BoardGeometry } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';
import type { Rule, RuleTable } from '../../ruleset.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import type { CarState } from './state.ts';
import { isHelicopter } from './car-kinds.ts';
import { aboard, DRIVER_SEAT, carOf } from './cars.ts';
import { classicPart } from './state.ts';

/** Zones a helicopter covers with one Fly Action (line 698). */
export const FLY_ZONES = 2;

const flights = new WeakMap<BoardGeometry, number[][]>();

/**
 * The zones next to each zone as the crow flies: sharing a cell edge, whatever wall, door or fence stands on it
 * (line 702: straight lines parallel to the board's edges, ignoring all obstacles).
 */
export function flightNeighbors(geo: BoardGeometry): number[][] {
  let out = flights.get(geo);
  if (out) return out;
  const at = new Map<string, number>();
  // An impassable zone is no part of the playing area: nothing flies into it either.
  for (const z of geo.zones) if (z.kind !== 'impassable') for (const [x, y] of z.cells) at.set(`${x},${y}`, z.id);
  out = geo.zones.map((z) => {
    const near = new Set<number>();
    for (const [x, y] of z.cells)
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const other = at.get(`${x + dx},${y + dy}`);
        if (other !== undefined && other !== z.id) near.add(other);
      }
    return [...near].sort((a, b) => a - b);
  });
  flights.set(geo, out);
  return out;
}

/** The flying helicopter survivor `s` sits in, or null. */
export function flyingHelicopterOf(state: State, s: number): CarState | null {
  const c = carOf(state, s);
  const car = c >= 0 ? classicPart(state).cars![c] : null;
  return car?.flying ? car : null;
}

/** Survivor `s` is aboard a flying helicopter: out of every Actor's reach outside it (line 706). */
export function aboardFlying(state: State, s: number): boolean {
  if (!classicPart(state).cars) return false;
  return flyingHelicopterOf(state, s) !== null;
}

/** The zone of a flying helicopter (the noisiest of the board, lines 708, 1036), or -1. */
export function flyingHelicopterZone(state: State): number {
  for (const car of classicPart(state).cars ?? []) if (car.flying) return car.zone;
  return -1;
}

function isLandingZone(ctx: RulesContext, zone: number): boolean {
  return (ctx.mission.landingZones ?? []).some((label) => ctx.geo.byLabel[label] === zone);
}

type TakeOff = Extract<Action, { type: 'takeOff' }>;
type Land = Extract<Action, { type: 'land' }>;
type Fly = Extract<Action, { type: 'fly' }>;

/** The helicopter survivor `s` pilots (the pilot's seat), or an error naming what is missing. */
function piloted(state: State, s: number): { heli: CarState; c: number } | RuleError {
  const c = carOf(state, s);
  const heli = c >= 0 ? classicPart(state).cars![c] : null;
  if (!heli || !isHelicopter(heli)) return ruleError('helicopter.notInside');
  if (heli.seats[DRIVER_SEAT] !== s)
    // seed 001 line 698
    return ruleError('helicopter.notPilot');
  return { heli, c };
}

/** Take off or land: the pilot's seat, the Helicopter pilot skill, a landing zone, a mission that lets it fly. */
function checkTakeOffOrLand(ctx: RulesContext, state: State, s: number, takeOff: boolean): RuleError | null {
  const e = checkActor(state, s, 1);
  if (e) return e;
  const p = piloted(state, s);
  if ('code' in p) return p;
  if (!p.heli.drivable)
    // seed 001 line 680
    return ruleError('helicopter.grounded');
  if (!hasSkillActive(state, s, 'helicopterPilot'))
    // seed 001 line 680
    return ruleError('helicopter.noPilot');
  if (takeOff === !!p.heli.flying) return ruleError('helicopter.state');
  if (!isLandingZone(ctx, p.heli.zone))
    // seed 001 line 680
    return ruleError('helicopter.landingZone');
  return null;
}

export function checkTakeOff(ctx: RulesContext, state: State, a: TakeOff): RuleError | null {
  return checkTakeOffOrLand(ctx, state, a.s, true);
}

export function checkLand(ctx: RulesContext, state: State, a: Land): RuleError | null {
  return checkTakeOffOrLand(ctx, state, a.s, false);
}

export function performTakeOff(_ctx: RulesContext, state: State, a: TakeOff, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'takeOff', events);
  const c = carOf(state, a.s);
  classicPart(state).cars![c].flying = true;
  events.push({
    type: 'helicopterTookOff',
    s: a.s,
    car: c,
    rule: C.heliTakeOff,
  });
}

export function performLand(_ctx: RulesContext, state: State, a: Land, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'land', events);
  const c = carOf(state, a.s);
  delete classicPart(state).cars![c].flying;
  events.push({
    type: 'helicopterLanded',
    s: a.s,
    car: c,
    rule: C.heliLand,
  });
}

export function checkFly(ctx: RulesContext, state: State, a: Fly): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const p = piloted(state, a.s);
  if ('code' in p) return p;
  if (!p.heli.flying)
    // seed 001 line 696
    return ruleError('helicopter.landed');
  if (!Array.isArray(a.path) || a.path.length < 1 || a.path.length > FLY_ZONES)
    // seed 001 line 698
    return ruleError('helicopter.path');
  const near = flightNeighbors(ctx.geo);
  let from = p.heli.zone;
  for (const to of a.path) {
    if (!Number.isInteger(to) || !ctx.geo.zones[to]) return ruleError('helicopter.path');
    if (!near[from].includes(to))
      // seed 001 line 702
      return ruleError('helicopter.notAdjacent');
    from = to;
  }
  return null;
}

export function performFly(_ctx: RulesContext, state: State, a: Fly, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'fly', events);
  const c = carOf(state, a.s);
  const heli = classicPart(state).cars![c];
  for (const to of a.path) {
    events.push({
      type: 'helicopterFlown',
      s: a.s,
      car: c,
      from: heli.zone,
      to,
      rule: C.heliFly,
    });
    heli.zone = to;
  }
  for (const s of aboard(state, heli)) state.survivors[s].zone = heli.zone;
}

/** Candidate helicopter actions of survivor `s`, its pilot. */
export function helicopterCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const part = classicPart(state);
  const c = part.cars ? carOf(state, s) : -1;
  if (c < 0 || !isHelicopter(part.cars![c]) || part.cars![c].seats[DRIVER_SEAT] !== s) return;
  const heli = part.cars![c];
  if (!heli.flying) {
    push({ type: 'takeOff', s });
    return;
  }
  push({ type: 'land', s });
  const near = flightNeighbors(ctx.geo);
  for (const a of near[heli.zone]) {
    push({ type: 'fly', s, path: [a] });
    for (const b of near[a]) push({ type: 'fly', s, path: [a, b] });
  }
}

// ------------------------------------------------------------------ no interaction with a flying helicopter

/** What a survivor aboard a flying helicopter may still do: fly it, move inside it, use its stash, sort his cards. */
const ABOARD: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'fly',
  'land',
  'changeSeat',
  'getOutOfCar',
  'trade',
  'stash',
  'takeStashed',
  'reorganize',
  'combine',
  'endTurn',
]);

/** The survivor an action reaches besides its actor (a trade partner, a survivor healed or given an Action). */
function otherSurvivor(a: Action): number | undefined {
  switch (a.type) {
    case 'trade':
      return a.with;
    case 'heal':
      return a.who;
    case 'bornLeader':
      return a.to;
    default:
      return undefined;
  }
}

/** Decisions whose `s` is a survivor chosen, not an actor. */
const CHOSEN: ReadonlySet<Action['type']> = new Set<Action['type']>(['chooseRecipient', 'chooseLeader']);

/** Why `a` crosses between a flying helicopter and the outside (line 706), or null. */
function interactionRefused(state: State, a: Action): RuleError | null {
  if (!classicPart(state).cars || !('s' in a) || typeof a.s !== 'number' || CHOSEN.has(a.type)) return null;
  const mine = flyingHelicopterOf(state, a.s);
  const other = otherSurvivor(a);
  const theirs = other === undefined ? null : flyingHelicopterOf(state, other);
  if (mine && !ABOARD.has(a.type))
    // seed 001 line 706
    return ruleError('helicopter.aboard');
  if (other !== undefined && mine !== theirs)
    // seed 001 line 706
    return ruleError('helicopter.aboard');
  return null;
}

function grounded<A extends Action>(rule: Rule<A>): Rule<A> {
  return {
    fields: rule.fields,
    check: (ctx, state, a) => interactionRefused(state, a) ?? rule.check(ctx, state, a),
    perform: rule.perform,
  };
}

/** Every rule of the table, refused across a flying helicopter's hull (line 706). */
export function groundedRules(rules: RuleTable): RuleTable {
  const out: Record<string, Rule<Action>> = {};
  for (const [type, rule] of Object.entries(rules)) if (rule) out[type] = grounded(rule as Rule<Action>);
  return out as RuleTable;
}
