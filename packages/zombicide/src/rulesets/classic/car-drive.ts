/**
 * Drive a Car (seed 001 lines 628-642) and the Car Attack (lines 1357-1373).
 *
 * - The driver moves the car 1 or 2 street zones per Drive Action (a muscle car up to 3, line 1151), back and forth
 *   allowed (line 630), only when the mission lets it be driven (line 628). It is not a Move: no zombie penalty, no
 *   Move skills (line 640). Cars are silent (line 1034). Occupants move with it. A helicopter is flown, not driven
 *   (helicopter.ts).
 * - Car attack (lines 1357-1367): the zone left and each zone entered, in order: 1 die per Actor there (not the
 *   survivors inside any vehicle, [PO] line 1365; not Low profile survivors, line 1335; none for the driver's
 *   Steady hand, line 2297), each 4+ a 1-Damage hit by the Targeting Priority Order, Survivors first; the driver
 *   gains the experience. Berserkers die to it (line 1413); a Toxic zombie it kills sprays nobody (line 1551).
 *   A hippiemobile's car attacks are ignored (line 1143): it rolls nothing.
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import { continueCombat } from '../../combat.ts';
import type { RulesContext } from '../../context.ts';
import { rollDice } from '../../dice.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { zombieTotal } from '../../zombies.ts';
import { driveZones, harmless, isHelicopter } from './car-kinds.ts';
import { aboard, DRIVER_SEAT, carOf, inAnyCar } from './cars.ts';
import { tentAt } from './tents.ts';
import { classicPart } from './state.ts';

type Drive = Extract<Action, { type: 'drive' }>;

/** Two street zones joined by a door: a door into an indoor alley [PO] (board/parse.ts), which no car drives through. */
function alleyDoorBetween(ctx: RulesContext, a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return ctx.geo.doors.some((d) => !d.barbwire && d.zones[0] === lo && d.zones[1] === hi);
}

export function checkDrive(ctx: RulesContext, state: State, a: Drive): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const c = carOf(state, a.s);
  if (c < 0) return ruleError('car.notInside');
  const car = classicPart(state).cars![c];
  if (car.seats[DRIVER_SEAT] !== a.s)
    // seed 001 line 630
    return ruleError('car.notDriver');
  if (isHelicopter(car))
    // seed 001 line 698
    return ruleError('car.helicopter');
  if (!car.drivable)
    // line 628
    return ruleError('car.parked');
  const most = driveZones(car.kind);
  if (!Array.isArray(a.path) || a.path.length < 1 || a.path.length > most)
    // seed 001 line 630; line 1151
    return ruleError('car.path');
  let from = car.zone;
  for (const to of a.path) {
    if (!Number.isInteger(to) || !ctx.geo.zones[to]) return ruleError('car.path');
    if (!ctx.geo.neighbors[from].includes(to)) return ruleError('car.notAdjacent');
    if (ctx.geo.zones[to].kind !== 'street')
      // seed 001 line 630
      return ruleError('car.street');
    if (alleyDoorBetween(ctx, from, to))
      // seed 001 line 638
      return ruleError('car.alleyDoor');
    if (tentAt(state, to) >= 0)
      // seed 001 lines 636, 1750
      return ruleError('car.tent');
    const refused = ctx.ruleset.mission.entryRefused(ctx, state, to);
    if (refused) return refused;
    from = to;
  }
  return null;
}

export function performDrive(_ctx: RulesContext, state: State, a: Drive, events: GameEvent[]): void {
  const part = classicPart(state);
  spendActions(state, a.s, 1, 'drive', events);
  const c = carOf(state, a.s);
  const car = part.cars![c];
  const zones = [car.zone];
  for (const to of a.path) {
    events.push({
      type: 'carDriven',
      s: a.s,
      car: c,
      from: car.zone,
      to,
      rule: C.carDrive,
    });
    car.zone = to;
    zones.push(to);
  }
  for (const s of aboard(state, car)) state.survivors[s].zone = car.zone;
  // A hippiemobile is harmless: its car attacks are ignored (line 1143).
  if (harmless(car.kind)) {
    events.push({
      type: 'missionEvent',
      text: withParams(C.hippiemobileHarmless, { vehicle: car.kind }),
      rule: C.hippiemobileHarmless,
    });
    return;
  }
  part.carRun = { driver: a.s, car: c, zones };
}

/** Survivors a car attack in `zone` may hit: not in any car, not Low profile; none for a Steady hand driver. */
export function carAttackSurvivors(state: State, driver: number, zone: number, out: number[]): number[] {
  out.length = 0;
  if (hasSkillActive(state, driver, 'steadyHand')) return out;
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    if (survivor.zone !== zone || !inPlay(survivor) || inAnyCar(state, i) || hasSkillActive(state, i, 'lowProfile'))
      continue;
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
  const part = classicPart(state);
  const run = part.carRun;
  if (!run) return false;
  while (run.zones.length > 0) {
    const zone = run.zones.shift()!;
    const dice = zombieTotal(state, zone) + carAttackSurvivors(state, run.driver, zone, SCRATCH).length;
    if (dice === 0) continue;
    startCarAttack(ctx, state, run.driver, run.car, zone, dice, events);
    return true;
  }
  delete part.carRun;
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
    rule: withParams(C.carAttackDice, { zone }),
  });
  continueCombat(ctx, state, events);
}
