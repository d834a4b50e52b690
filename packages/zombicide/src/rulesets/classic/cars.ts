/**
 * Cars (seed 001 "Get In or Out of a Car", "Change Seats in a Car", "Drive a Car", lines 604-642; "Search a
 * Car", lines 542-546; "Cars", lines 1118-1141; "Car Attack", lines 1357-1373).
 *
 * - A car has 4 seats: the driver's (seat 0) and 3 passengers' (line 606). Getting in takes 1 Action, needs a
 *   zone without zombies and the empty seat chosen (line 608); getting out is unrestricted (line 610).
 * - Changing seats takes 1 Action and an empty seat of the same car; no swapping (line 622).
 * - The driver moves the car 1 or 2 street zones per Drive Action, back and forth allowed (line 630), only when
 *   the mission lets it be driven (line 628). It is not a Move: no zombie penalty, no Move skills (line 640).
 *   Cars are silent (line 1034). Occupants move with it.
 * - Car attack (lines 1357-1367): the zone left and each zone entered, in order: 1 die per Actor there (not the
 *   survivors inside any car, [PO] line 1365; not Low profile survivors, line 1335; none for the driver's Steady
 *   hand, line 2297), each 4+ a 1-Damage hit by the Targeting Priority Order, Survivors first; the driver gains
 *   the experience. Berserkers die to it (line 1413); a Toxic zombie it kills sprays nobody (line 1551).
 * - Inside a car, survivors act as normal (line 614) but cannot Move out of it without getting out (decision
 *   carMoveOut), nor use Lifesaver or Shove (lines 2241, 2287).
 * - Search a car (lines 542-546): no zombies in the zone, from in or out of a car; it is the survivor's Search of
 *   the turn (decision carSearchIsSearch). A police car draws until a weapon (an Aaahh!! interrupts, line 1129); a
 *   pimpmobile gives a random Pimpweapon once per game (line 1137).
 */
import type { RuleError } from '@horde/core';
import { shuffleInPlace } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import { continueCombat } from '../../combat.ts';
import type { RulesContext } from '../../context.ts';
import { rollDice } from '../../dice.ts';
import { cardDef, discardCard } from '../../inventory.ts';
import type { Rule } from '../../ruleset.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import { offerCard } from '../../search.ts';
import { hasSkillActive } from '../../skills.ts';
import type { CarState, State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { addZombies, zombieTotal } from '../../zombies.ts';
import { WALKER } from './roster.ts';
import { drawEquipment } from './search.ts';

export const CAR_SEATS = 4;
export const DRIVER_SEAT = 0;
/** Zones a car covers with one Drive Action (line 630). */
export const DRIVE_ZONES = 2;
/** The Pimpweapons of the box (seed 001 lines 357-361, the Season 1 ones): the Pimpweapon deck. */
export const PIMPWEAPONS: readonly string[] = ['evilTwins', 'masShotgun'];

export const CAR_KIND_NAMES: Record<string, string> = { police: 'police car', pimpmobile: 'pimpmobile' };

/** The survivor in `seat` of `car`, or -1 (a survivor eliminated or gone leaves his seat). */
export function occupant(state: State, car: CarState, seat: number): number {
  const s = car.seats[seat];
  return s >= 0 && inPlay(state.survivors[s]) ? s : -1;
}

/** The car survivor `s` sits in, or -1. */
export function carOf(state: State, s: number): number {
  const cars = state.cars;
  if (!cars) return -1;
  for (let c = 0; c < cars.length; c++) if (cars[c].seats.includes(s) && inPlay(state.survivors[s])) return c;
  return -1;
}

/** Survivors sitting in any car. */
export function inAnyCar(state: State, s: number): boolean {
  return carOf(state, s) >= 0;
}

/** Places the mission's cars at setup (a mission without cars leaves the state as it was). */
export function setupCars(ctx: RulesContext, state: State): void {
  const defs = ctx.mission.cars;
  if (!defs || defs.length === 0) return;
  state.cars = defs.map((d) => ({
    kind: d.kind,
    zone: ctx.geo.byLabel[d.zone],
    seats: [-1, -1, -1, -1],
    searched: false,
    drivable: d.drivable ?? true,
  }));
}

function carName(state: State, c: number): string {
  return CAR_KIND_NAMES[state.cars![c].kind] ?? 'car';
}

// ------------------------------------------------------------------ get in, get out, change seats

type GetIn = Extract<Action, { type: 'getInCar' }>;
type GetOut = Extract<Action, { type: 'getOutOfCar' }>;
type ChangeSeat = Extract<Action, { type: 'changeSeat' }>;
type Drive = Extract<Action, { type: 'drive' }>;
type SearchCar = Extract<Action, { type: 'searchCar' }>;

export function checkGetIn(_ctx: RulesContext, state: State, a: GetIn): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Get in a car');
  if (e) return e;
  const car = state.cars?.[a.car];
  if (!car) return ruleError('car.unknown', `Get in a car: no car #${a.car}`);
  if (car.zone !== state.survivors[a.s].zone)
    return ruleError('car.notHere', "Get in a car: the car is not in the survivor's zone");
  if (inAnyCar(state, a.s))
    return ruleError('car.inside', 'Get in a car: the survivor is already in a car (get out first)');
  if (zombieTotal(state, car.zone) > 0)
    return ruleError('car.zombies', 'Get in a car: the zone must have no zombies (seed 001 line 608)');
  if (a.seat < 0 || a.seat >= CAR_SEATS)
    return ruleError('car.seat', `Get in a car: seats are 0 (driver) to ${CAR_SEATS - 1}`);
  if (occupant(state, car, a.seat) >= 0) return ruleError('car.seatTaken', 'Get in a car: that seat is taken');
  return null;
}

export function performGetIn(_ctx: RulesContext, state: State, a: GetIn, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'getInCar', events);
  state.cars![a.car].seats[a.seat] = a.s;
  events.push({
    type: 'carBoarded',
    s: a.s,
    car: a.car,
    seat: a.seat,
    rule: `Get in the ${carName(state, a.car)} (${a.seat === DRIVER_SEAT ? "driver's seat" : "passenger's seat"}): a free seat, no zombies in the zone (seed 001 line 608)`,
  });
}

export function checkGetOut(_ctx: RulesContext, state: State, a: GetOut): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Get out of a car');
  if (e) return e;
  return inAnyCar(state, a.s) ? null : ruleError('car.notInside', 'Get out of a car: the survivor is not in a car');
}

export function performGetOut(_ctx: RulesContext, state: State, a: GetOut, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'getOutOfCar', events);
  const c = carOf(state, a.s);
  const seats = state.cars![c].seats;
  seats[seats.indexOf(a.s)] = -1;
  events.push({
    type: 'carLeft',
    s: a.s,
    car: c,
    rule: `Get out of the ${carName(state, c)}: without restriction (seed 001 line 610)`,
  });
}

export function checkChangeSeat(_ctx: RulesContext, state: State, a: ChangeSeat): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Change seats');
  if (e) return e;
  const c = carOf(state, a.s);
  if (c < 0) return ruleError('car.notInside', 'Change seats: the survivor is not in a car');
  if (a.seat < 0 || a.seat >= CAR_SEATS)
    return ruleError('car.seat', `Change seats: seats are 0 (driver) to ${CAR_SEATS - 1}`);
  const car = state.cars![c];
  if (car.seats[a.seat] === a.s) return ruleError('car.sameSeat', 'Change seats: the survivor already sits there');
  if (occupant(state, car, a.seat) >= 0)
    return ruleError(
      'car.seatTaken',
      'Change seats: that seat is taken, and swapping seats is not allowed (seed 001 line 622)',
    );
  return null;
}

export function performChangeSeat(_ctx: RulesContext, state: State, a: ChangeSeat, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'changeSeat', events);
  const c = carOf(state, a.s);
  const seats = state.cars![c].seats;
  seats[seats.indexOf(a.s)] = -1;
  seats[a.seat] = a.s;
  events.push({
    type: 'carSeatChanged',
    s: a.s,
    car: c,
    seat: a.seat,
    rule: `Change seats in the ${carName(state, c)}: an empty seat of the same car (seed 001 line 622)`,
  });
}

// ------------------------------------------------------------------ drive and the car attack

export function checkDrive(ctx: RulesContext, state: State, a: Drive): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Drive a car');
  if (e) return e;
  const c = carOf(state, a.s);
  if (c < 0) return ruleError('car.notInside', 'Drive a car: the survivor is not in a car');
  const car = state.cars![c];
  if (car.seats[DRIVER_SEAT] !== a.s)
    return ruleError('car.notDriver', "Drive a car: only the survivor in the driver's seat drives (seed 001 line 630)");
  if (!car.drivable)
    return ruleError('car.parked', 'Drive a car: this mission does not let this car be driven (line 628)');
  if (!Array.isArray(a.path) || a.path.length < 1 || a.path.length > DRIVE_ZONES)
    return ruleError('car.path', `Drive a car: 1 to ${DRIVE_ZONES} zones per Action (seed 001 line 630)`);
  let from = car.zone;
  for (const to of a.path) {
    if (!Number.isInteger(to) || !ctx.geo.zones[to])
      return ruleError('car.path', `Drive a car: no zone #${to} on this board`);
    if (!ctx.geo.neighbors[from].includes(to))
      return ruleError(
        'car.notAdjacent',
        `Drive a car: ${ctx.geo.zones[to].label} is not next to ${ctx.geo.zones[from].label}`,
      );
    if (ctx.geo.zones[to].kind !== 'street')
      return ruleError('car.street', 'Drive a car: cars drive through street zones only (seed 001 line 630)');
    const refused = ctx.ruleset.mission.entryRefused(ctx, state, to);
    if (refused) return refused;
    from = to;
  }
  return null;
}

export function performDrive(_ctx: RulesContext, state: State, a: Drive, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'drive', events);
  const c = carOf(state, a.s);
  const car = state.cars![c];
  const zones = [car.zone];
  for (const to of a.path) {
    events.push({
      type: 'carDriven',
      s: a.s,
      car: c,
      from: car.zone,
      to,
      rule: `Drive a car: 1 or 2 street zones per Action, not a Move; cars make no Noise (seed 001 lines 630, 640, 1034)`,
    });
    car.zone = to;
    zones.push(to);
  }
  for (let seat = 0; seat < CAR_SEATS; seat++) {
    const s = occupant(state, car, seat);
    if (s >= 0) state.survivors[s].zone = car.zone;
  }
  state.carRun = { driver: a.s, car: c, zones };
}

/** Survivors a car attack in `zone` may hit: not in any car, not Low profile; none for a Steady hand driver. */
export function carAttackSurvivors(state: State, driver: number, zone: number, out: number[]): number[] {
  out.length = 0;
  if (hasSkillActive(state, driver, 'steadyHand')) return out;
  for (let i = 0; i < state.survivors.length; i++) {
    const s = state.survivors[i];
    if (s.zone !== zone || !inPlay(s) || inAnyCar(state, i) || hasSkillActive(state, i, 'lowProfile')) continue;
    out.push(i);
  }
  return out;
}

const SCRATCH: number[] = [];

/**
 * Runs the car attack under way one zone at a time (resumed after each zone's decisions): true while it works.
 * Each zone's attack is a combat of 1-Damage hits at 4+ with 1 die per Actor (line 1363).
 */
export function resumeCarRun(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  const run = state.carRun;
  if (!run) return false;
  while (run.zones.length > 0) {
    const zone = run.zones.shift()!;
    const dice = zombieTotal(state, zone) + carAttackSurvivors(state, run.driver, zone, SCRATCH).length;
    if (dice === 0) continue;
    startCarAttack(ctx, state, run.driver, run.car, zone, dice, events);
    return true;
  }
  delete state.carRun;
  return true;
}

function startCarAttack(
  ctx: RulesContext,
  state: State,
  driver: number,
  car: number,
  zone: number,
  dice: number,
  events: GameEvent[],
): void {
  const rolls = rollDice(state, dice);
  let hits = 0;
  for (const r of rolls) if (r >= 4) hits++;
  state.combat = {
    stage: 'hits',
    survivor: driver,
    zone,
    melee: false,
    damage: 1,
    accuracy: 4,
    rolls,
    rerolled: [],
    weapons: [],
    noise: 'silent',
    fanning: false,
    ammo: [],
    hits,
    misses: 0,
    rollBonus: 0,
    skillRerolls: [],
    reaper: false,
    roll6Die: false,
    roll6Damage: false,
    bonusHits: 0,
    freeTargeting: false,
    killed: false,
    car,
  };
  events.push({
    type: 'diceRolled',
    s: driver,
    rolls: [...rolls],
    accuracy: 4,
    hits,
    rule: `Car attack on ${ctx.geo.zones[zone].label}: 1 die per Actor (not the survivors in cars), each 4+ a 1-Damage hit by the Targeting Priority Order (seed 001 line 1363)`,
  });
  continueCombat(ctx, state, events);
}

// ------------------------------------------------------------------ search a car

export function checkSearchCar(ctx: RulesContext, state: State, a: SearchCar): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Search a car', { kind: 'search' });
  if (e) return e;
  const car = state.cars?.[a.car];
  if (!car) return ruleError('car.unknown', `Search a car: no car #${a.car}`);
  const zone = state.survivors[a.s].zone;
  if (car.zone !== zone) return ruleError('car.notHere', "Search a car: the car is not in the survivor's zone");
  if (zombieTotal(state, zone) > 0)
    return ruleError('search.zombies', 'Search a car: the zone must have no zombies (seed 001 line 544)');
  if (usedThisTurn(state, a.s, 'search') >= ctx.ruleset.survivors.searchesPerTurn(state, a.s))
    return ruleError('search.oncePerTurn', 'Search a car: it is the Search of the turn (once per turn, line 536)');
  if (car.kind === 'pimpmobile') {
    if (car.searched) return ruleError('car.searched', 'Search a pimpmobile: only once per game (seed 001 line 1137)');
    if (pimpDeck(ctx, state).length === 0)
      return ruleError(
        'car.noPimpweapon',
        'Search a pimpmobile: no Pimpweapon is left (line 1137: "there are no more")',
      );
  } else if (state.equipmentDeck.length === 0 && state.equipmentDiscard.length === 0)
    return ruleError('search.emptyDeck', 'Search a car: the Equipment deck and its discard pile are empty');
  return null;
}

/** The Pimpweapons not yet taken (set aside at setup, seed 001 lines 357-361, 429): never in a survivor's hands. */
function pimpDeck(ctx: RulesContext, state: State): number[] {
  const held = new Set<number>();
  for (const s of state.survivors) for (const c of s.inventory) if (c !== null) held.add(c);
  const out: number[] = [];
  for (let i = 0; i < state.cards.length; i++) {
    const def = state.cards[i].def;
    if (
      PIMPWEAPONS.includes(def) &&
      ctx.equipment[def]?.deck === 'setAside' &&
      !held.has(i) &&
      !state.equipmentDeck.includes(i) &&
      !state.equipmentDiscard.includes(i)
    )
      out.push(i);
  }
  return out;
}

export function performSearchCar(ctx: RulesContext, state: State, a: SearchCar, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'searchCar', events, { kind: 'search' });
  markUsed(state, a.s, 'search');
  const car = state.cars![a.car];
  car.searched = true;
  if (car.kind === 'pimpmobile') {
    const deck = pimpDeck(ctx, state);
    shuffleInPlace(state.rng, deck);
    const card = deck[0];
    events.push({
      type: 'carSearched',
      s: a.s,
      car: a.car,
      rule: 'Search a pimpmobile: 1 random card of the Pimpweapon deck, once per game (seed 001 line 1137)',
    });
    events.push({ type: 'searched', s: a.s, card: state.cards[card].def });
    offerCard(ctx, state, a.s, card, 'search', events);
    return;
  }
  events.push({
    type: 'carSearched',
    s: a.s,
    car: a.car,
    rule: 'Search a police car: draw until a weapon, the other cards discarded; an Aaahh!! interrupts (seed 001 lines 1127-1131)',
  });
  const zone = state.survivors[a.s].zone;
  // A deck without any weapon left ends the Search once every card has been seen.
  for (let guard = state.cards.length; guard > 0; guard--) {
    const card = drawEquipment(state, events);
    if (card === null) return;
    const def = cardDef(ctx, state, card);
    events.push({ type: 'searched', s: a.s, card: def.id });
    if (def.traits.includes('aaahh')) {
      discardCard(ctx, state, card);
      if (state.pool[WALKER] > 0) {
        addZombies(state, zone, WALKER, 1);
        events.push({
          type: 'spawned',
          zone,
          zombie: WALKER,
          count: 1,
          rule: 'Aaahh!!: a Walker jumps out and the Search ends',
        });
      }
      return;
    }
    if (def.weapon) {
      offerCard(ctx, state, a.s, card, 'search', events);
      return;
    }
    discardCard(ctx, state, card);
    events.push({
      type: 'cardDiscarded',
      s: a.s,
      card: def.id,
      rule: 'Search a police car: a card that is not a weapon is discarded',
    });
  }
}

// ------------------------------------------------------------------ what a survivor in a car cannot do

/** Wraps a rule a survivor in a car may not take (he gets out first): Moves, Lifesaver, Shove. */
export function outOfCarOnly<A extends Action & { s: number }>(rule: Rule<A>, label: string, seed: string): Rule<A> {
  return {
    fields: rule.fields,
    check(ctx, state, a) {
      if (state.cars && inAnyCar(state, a.s))
        return ruleError('car.inside', `${label}: not from inside a car (get out first; ${seed})`);
      return rule.check(ctx, state, a);
    },
    perform: rule.perform,
  };
}

/** Candidate car actions of survivor `s`. */
export function carCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const cars = state.cars;
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
  const from = cars[mine].zone;
  for (const a of ctx.geo.neighbors[from]) {
    if (ctx.geo.zones[a].kind !== 'street') continue;
    push({ type: 'drive', s, path: [a] });
    for (const b of ctx.geo.neighbors[a])
      if (ctx.geo.zones[b].kind === 'street') push({ type: 'drive', s, path: [a, b] });
  }
}
