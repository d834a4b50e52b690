/**
 * Cars and the seats of every vehicle (seed 001 "Get In or Out of a Car", "Change Seats in a Car", lines 604-622;
 * the helicopter's, lines 658-676). Driving and the car attack: car-drive.ts; Searching a car: car-search.ts; the
 * kinds of cars: car-kinds.ts; flying the helicopter: helicopter.ts.
 *
 * - A vehicle has 4 seats: the driver's or pilot's (seat 0) and 3 passengers' (lines 606, 660). Getting in takes
 *   1 Action, needs a zone without zombies and the empty seat chosen (lines 608, 662); getting out is unrestricted
 *   (line 610), but nobody gets in or out of a flying helicopter (lines 664, 706) save a Fast roping survivor
 *   (helicopter.ts).
 * - Changing seats takes 1 Action and an empty seat of the same vehicle; no swapping (lines 622, 674); the pilot
 *   of a flying helicopter stays put (line 676).
 * - Inside a car, survivors act as normal (line 614) but cannot Move out of it without getting out (decision
 *   carMoveOut), nor use Lifesaver or Shove (lines 2241, 2287).
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { Rule } from '../../ruleset.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import type { CarState } from './state.ts';
import { inPlay } from '../../survivors.ts';
import { zombieTotal } from '../../zombies.ts';
import { driveZones } from './car-kinds.ts';
import { hasSkillActive } from '../../skills.ts';
import { classicPart } from './state.ts';

export const CAR_SEATS = 4;
export const DRIVER_SEAT = 0;

/** The survivor in `seat` of `car`, or -1 (a survivor eliminated or gone leaves his seat). */
export function occupant(state: State, car: CarState, seat: number): number {
  const s = car.seats[seat];
  return s >= 0 && inPlay(state.survivors[s]) ? s : -1;
}

/** The car survivor `s` is aboard (in a seat, or a dog riding with its Handler), or -1. */
export function carOf(state: State, s: number): number {
  const cars = classicPart(state).cars;
  if (!cars) return -1;
  for (let c = 0; c < cars.length; c++)
    if ((cars[c].seats.includes(s) || cars[c].riders?.includes(s)) && inPlay(state.survivors[s])) return c;
  return -1;
}

/** Everyone aboard `car`, in its seats and riding without a seat (companions/vehicles.ts: dogs, line 2093). */
export function aboard(state: State, car: CarState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < CAR_SEATS; seat++) {
    const s = occupant(state, car, seat);
    if (s >= 0) out.push(s);
  }
  for (const s of car.riders ?? []) if (inPlay(state.survivors[s])) out.push(s);
  return out;
}

/** Survivor `s` leaves whatever vehicle he is aboard (his seat, or a dog's place without one). */
export function leaveVehicles(state: State, s: number): void {
  for (const car of classicPart(state).cars ?? []) {
    const seat = car.seats.indexOf(s);
    if (seat >= 0) car.seats[seat] = -1;
    if (car.riders?.includes(s)) {
      car.riders = car.riders.filter((r) => r !== s);
      if (car.riders.length === 0) delete car.riders;
    }
  }
}

/** Survivors sitting in any car. */
export function inAnyCar(state: State, s: number): boolean {
  return carOf(state, s) >= 0;
}

/** Places the mission's cars at setup (a mission without cars leaves the state as it was). */
export function setupCars(ctx: RulesContext, state: State): void {
  const defs = ctx.mission.cars;
  if (!defs || defs.length === 0) return;
  classicPart(state).cars = defs.map((d) => ({
    kind: d.kind,
    zone: ctx.geo.byLabel[d.zone],
    seats: [-1, -1, -1, -1],
    searched: false,
    drivable: d.drivable ?? true,
  }));
}

// ------------------------------------------------------------------ get in, get out, change seats

type GetIn = Extract<Action, { type: 'getInCar' }>;
type GetOut = Extract<Action, { type: 'getOutOfCar' }>;
type ChangeSeat = Extract<Action, { type: 'changeSeat' }>;

export function checkGetIn(_ctx: RulesContext, state: State, a: GetIn): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const car = classicPart(state).cars?.[a.car];
  if (!car) return ruleError('car.unknown');
  if (car.zone !== state.survivors[a.s].zone) return ruleError('car.notHere');
  if (inAnyCar(state, a.s)) return ruleError('car.inside');
  if (car.flying)
    // seed 001 line 706
    return ruleError('helicopter.flying');
  if (zombieTotal(state, car.zone) > 0)
    // seed 001 line 608
    return ruleError('car.zombies');
  if (a.seat < 0 || a.seat >= CAR_SEATS) return ruleError('car.seat');
  if (occupant(state, car, a.seat) >= 0) return ruleError('car.seatTaken');
  return null;
}

export function performGetIn(_ctx: RulesContext, state: State, a: GetIn, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'getInCar', events);
  classicPart(state).cars![a.car].seats[a.seat] = a.s;
  events.push({
    type: 'carBoarded',
    s: a.s,
    car: a.car,
    seat: a.seat,
    rule: C.carGetIn,
  });
}

export function checkGetOut(ctx: RulesContext, state: State, a: GetOut): RuleError | null {
  const part = classicPart(state);
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const c = carOf(state, a.s);
  if (c < 0) return ruleError('car.notInside');
  return part.cars![c].flying ? fastRopingRefused(ctx, state, a.s, part.cars![c]) : null;
}

/**
 * Out of a flying helicopter: only with Fast roping, into a street zone (seed 001 lines 664, 2215); never its pilot,
 * who flies it (decision helicopterPilotStays).
 */
function fastRopingRefused(ctx: RulesContext, state: State, s: number, heli: CarState): RuleError | null {
  if (!hasSkillActive(state, s, 'fastRoping'))
    // seed 001 lines 664, 2215
    return ruleError('helicopter.flying');
  if (heli.seats[DRIVER_SEAT] === s) return ruleError('helicopter.pilotStays');
  if (ctx.geo.zones[heli.zone].kind !== 'street')
    // seed 001 line 2215
    return ruleError('helicopter.ropeStreet');
  return null;
}

export function performGetOut(_ctx: RulesContext, state: State, a: GetOut, events: GameEvent[]): void {
  const part = classicPart(state);
  spendActions(state, a.s, 1, 'getOutOfCar', events);
  const c = carOf(state, a.s);
  const seats = part.cars![c].seats;
  seats[seats.indexOf(a.s)] = -1;
  events.push({
    type: 'carLeft',
    s: a.s,
    car: c,
    rule: part.cars![c].flying ? C.heliFastRoping : C.carGetOut,
  });
}

export function checkChangeSeat(_ctx: RulesContext, state: State, a: ChangeSeat): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const c = carOf(state, a.s);
  if (c < 0) return ruleError('car.notInside');
  if (a.seat < 0 || a.seat >= CAR_SEATS) return ruleError('car.seat');
  const car = classicPart(state).cars![c];
  if (car.seats[a.seat] === a.s) return ruleError('car.sameSeat');
  if (car.flying && (car.seats[DRIVER_SEAT] === a.s || a.seat === DRIVER_SEAT))
    // seed 001 line 676
    return ruleError('helicopter.pilotStays');
  if (occupant(state, car, a.seat) >= 0)
    // seed 001 line 622
    return ruleError('car.seatTaken');
  return null;
}

export function performChangeSeat(_ctx: RulesContext, state: State, a: ChangeSeat, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'changeSeat', events);
  const c = carOf(state, a.s);
  const seats = classicPart(state).cars![c].seats;
  seats[seats.indexOf(a.s)] = -1;
  seats[a.seat] = a.s;
  events.push({
    type: 'carSeatChanged',
    s: a.s,
    car: c,
    seat: a.seat,
    rule: C.carChangeSeat,
  });
}

// ------------------------------------------------------------------ what a survivor in a car cannot do

/** Wraps a rule a survivor in a car may not take (he gets out first): Moves, Lifesaver, Shove. */
export function outOfCarOnly<A extends Action & { s: number }>(rule: Rule<A>): Rule<A> {
  return {
    fields: rule.fields,
    check(ctx, state, a) {
      if (classicPart(state).cars && inAnyCar(state, a.s)) return ruleError('car.inside');
      return rule.check(ctx, state, a);
    },
    perform: rule.perform,
  };
}

/** Candidate car actions of survivor `s`. */
export function carCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const cars = classicPart(state).cars;
  if (!cars) return;
  const here = state.survivors[s].zone;
  const mine = carOf(state, s);
  for (let c = 0; c < cars.length; c++) {
    if (cars[c].zone !== here) continue;
    if (mine < 0) for (let seat = 0; seat < CAR_SEATS; seat++) push({ type: 'getInCar', s, car: c, seat });
    push({ type: 'searchCar', s, car: c });
  }
  if (mine < 0) return;
  push({ type: 'getOutOfCar', s });
  for (let seat = 0; seat < CAR_SEATS; seat++) push({ type: 'changeSeat', s, seat });
  if (cars[mine].seats[DRIVER_SEAT] !== s) return;
  drivePaths(ctx, cars[mine].zone, driveZones(cars[mine].kind), [], (path) => push({ type: 'drive', s, path }));
}

/** Every street path of 1 to `most` zones from `from` (back and forth allowed, line 630). */
function drivePaths(ctx: RulesContext, from: number, most: number, path: number[], out: (p: number[]) => void): void {
  if (path.length === most) return;
  for (const to of ctx.geo.neighbors[from]) {
    if (ctx.geo.zones[to].kind !== 'street') continue;
    const next = [...path, to];
    out(next);
    drivePaths(ctx, to, most, next, out);
  }
}
