/**
 * Machines (EN "Machine actions"): the Wagon and the Gatling Gun. They are
 * not Actors; using them costs a set number of Actions at once.
 * - Wagon: moving it costs 3 Actions and carries its riders (Move penalties
 *   apply, skills do not); getting in or out from its zone costs a Move
 *   (1 + penalty); zombies never board it but attack its riders.
 *   A survivor whose Move (or Sprint) ends in the Wagon's zone may get in free
 *   right after it, before any other Action (FR 1300-1301 "il peut y monter en
 *   action gratuite"). Getting out costs its Action: a rider gets out (1 Action
 *   + 1 per zombie) before it may Move (FR 1298-1299 "peut dépenser 1 action
 *   pour y monter ou en descendre"; EN 874: getting out comes "instead" of the
 *   Move). Rules version 6; games of 0-5 let a rider's Move take it out free
 *   (state.options.wagonExitFirst unset).
 *   Decision (EN silent, FR p. 34 explicit): the survivor moving the Wagon
 *   walks beside it and may not be a rider.
 * - Gatling Gun: moving it costs 3 Actions, never into a building; firing it
 *   costs 1 Action with its own characteristics and Escalation: Ranged only.
 *   Mounted on the Wagon ("Rolling Thunder") it moves with the Wagon and is
 *   fired by a rider.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import type { RulesContext } from '../../context.ts';
import type { Rule } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { zombieTotal } from '../../zombies.ts';
import { moveSurvivor } from '../../move.ts';
import { startCombat } from '../../combat.ts';
import { makeNoise } from './noise.ts';
import { uoaPart } from './state.ts';

export const MACHINE_MOVE_COST = 3;

/**
 * The Gatling Gun's characteristics. Designed: the card's text is broken in the
 * OCR (EN 880); Boom (digest: the Gatling is a Boom), Damage 1 so a Fatty stops it,
 * Escalation gives it its punch.
 */
export const GATLING = { minRange: 1, maxRange: 2, dice: 3, accuracy: 4, damage: 1 } as const;

type Of<T extends Action['type']> = Extract<UoaAction, { type: T }>;

const isRider = (state: State, s: number) => !!uoaPart(state).wagon?.riders.includes(s);
const streetLike = (ctx: RulesContext, zone: number) => ['street', 'railroad'].includes(ctx.geo.zones[zone].kind);

function penaltyCost(state: State, s: number): number {
  return MACHINE_MOVE_COST + zombieTotal(state, state.survivors[s].zone);
}

export function checkMoveWagon(ctx: RulesContext, state: State, a: Of<'moveWagon'>): RuleError | null {
  const w = uoaPart(state).wagon;
  if (!w) return ruleError('wagon.none');
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  if (w.stuck) return ruleError('wagon.stuck');
  if (state.survivors[a.s].zone !== w.zone || isRider(state, a.s)) return ruleError('wagon.mover');
  if (!ctx.geo.neighbors[w.zone].includes(a.to) || !streetLike(ctx, a.to)) return ruleError('wagon.path');
  return checkActor(state, a.s, penaltyCost(state, a.s));
}

export function performMoveWagon(ctx: RulesContext, state: State, a: Of<'moveWagon'>, events: GameEvent[]): void {
  const part = uoaPart(state);
  const w = part.wagon!;
  spendActions(state, a.s, penaltyCost(state, a.s), 'moveWagon', events);
  const from = w.zone;
  w.zone = a.to;
  events.push({
    type: 'machineMoved',
    machine: 'wagon',
    from,
    to: a.to,
    rule: U.moveWagon,
  });
  for (const r of [a.s, ...w.riders]) moveSurvivor(ctx, state, r, a.to, U.movesWithWagon, events);
  if (part.gatling?.mounted) part.gatling.zone = a.to;
}

/** Getting in right after a Move that ended in the Wagon's zone: free (FR 1300-1301). */
function freeBoarding(state: State, s: number): boolean {
  return state.active === s && state.action?.s === s && state.action.followUp === 'boardWagon';
}

function boardCost(state: State, a: Of<'boardWagon'> | Of<'leaveWagon'>): number {
  if (a.type === 'boardWagon' && freeBoarding(state, a.s)) return 0;
  return 1 + zombieTotal(state, state.survivors[a.s].zone);
}

/**
 * A Move Action with the Wagon (EN 870-874): a Move ending in the Wagon's zone lets the survivor get in free right
 * after. A rider gets out first, for its Action (rules version 6); before, its Move took it out free.
 */
export function wagonMove<A extends Of<'move'> | Of<'sprint'>>(rule: Rule<A>): Rule<A> {
  return {
    fields: rule.fields,
    check(ctx, state, a) {
      const e = rule.check(ctx, state, a);
      if (e || !state.options.wagonExitFirst || !isRider(state, a.s)) return e;
      return ruleError('wagon.getOutFirst');
    },
    perform(ctx, state, a, events) {
      const part = uoaPart(state);
      const w = part.wagon;
      const rider = w ? w.riders.indexOf(a.s) : -1;
      if (w && rider >= 0) {
        w.riders.splice(rider, 1);
        events.push({
          type: 'wagonRiders',
          riders: [...w.riders],
          rule: U.wagonOutMove,
        });
      }
      rule.perform(ctx, state, a, events);
      const at = part.wagon?.zone;
      if (state.action?.s === a.s && at === state.survivors[a.s].zone && !part.wagon?.stuck)
        state.action.followUp = 'boardWagon';
    },
  };
}

/**
 * A rider carried out of the Wagon's zone by anything but the Wagon (a Jump, a Charge, Lifesaver dragging it) is
 * out of the Wagon: "The Survivor is still considered as standing in the Wagon's Zone" (EN 873) only while inside.
 */
export function ridersLeft(state: State, events: GameEvent[]): void {
  const w = uoaPart(state).wagon;
  if (!w || w.riders.length === 0) return;
  const inside = w.riders.filter((r) => state.survivors[r].zone === w.zone);
  if (inside.length === w.riders.length) return;
  w.riders = inside;
  events.push({ type: 'wagonRiders', riders: [...inside], rule: U.wagonLeft });
}

export function checkBoardWagon(
  ctx: RulesContext,
  state: State,
  a: Of<'boardWagon'> | Of<'leaveWagon'>,
): RuleError | null {
  const w = uoaPart(state).wagon;
  if (!w) return ruleError('wagon.none');
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const cost = boardCost(state, a);
  const e = checkActor(state, a.s, cost, {
    kind: 'move',
  });
  if (e) return e;
  if (surv.zone !== w.zone) return ruleError('wagon.zone');
  if (w.stuck) return ruleError('wagon.stuck');
  if ((a.type === 'boardWagon') === isRider(state, a.s)) return ruleError('wagon.already');
  return null;
}

export function performBoardWagon(
  ctx: RulesContext,
  state: State,
  a: Of<'boardWagon'> | Of<'leaveWagon'>,
  events: GameEvent[],
): void {
  const w = uoaPart(state).wagon!;
  const cost = boardCost(state, a);
  spendActions(state, a.s, cost, a.type, events, { kind: 'move' });
  if (a.type === 'boardWagon') w.riders.push(a.s);
  else w.riders.splice(w.riders.indexOf(a.s), 1);
  events.push({
    type: 'wagonRiders',
    riders: [...w.riders],
    rule: a.type === 'boardWagon' ? (cost === 0 ? U.wagonInFree : U.wagonIn) : U.wagonOut,
  });
}

export function checkMoveGatling(ctx: RulesContext, state: State, a: Of<'moveGatling'>): RuleError | null {
  const g = uoaPart(state).gatling;
  if (!g) return ruleError('gatling.none');
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  const e = checkActor(state, a.s, penaltyCost(state, a.s));
  if (e) return e;
  if (g.fixed) return ruleError('gatling.fixed');
  if (g.mounted) return ruleError('gatling.mounted');
  if (state.survivors[a.s].zone !== g.zone) return ruleError('gatling.zone');
  if (!ctx.geo.neighbors[g.zone].includes(a.to) || !streetLike(ctx, a.to)) return ruleError('gatling.path');
  return null;
}

export function performMoveGatling(ctx: RulesContext, state: State, a: Of<'moveGatling'>, events: GameEvent[]): void {
  const g = uoaPart(state).gatling!;
  spendActions(state, a.s, penaltyCost(state, a.s), 'moveGatling', events);
  const from = g.zone;
  g.zone = a.to;
  events.push({ type: 'machineMoved', machine: 'gatling', from, to: a.to, rule: U.moveGatling });
  moveSurvivor(ctx, state, a.s, a.to, U.movesWithGatling, events);
}

export function checkFireGatling(ctx: RulesContext, state: State, a: Of<'fireGatling'>): RuleError | null {
  const g = uoaPart(state).gatling;
  if (!g) return ruleError('gatling.none');
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (state.survivors[a.s].zone !== g.zone) return ruleError('gatling.zone');
  if (g.mounted && !isRider(state, a.s)) return ruleError('gatling.rider');
  // Sight from the Gatling's zone, as a survivor without class abilities (its own abilities only).
  const range = ctx.geo.sight[g.zone].find((x) => x.zone === a.zone)?.range ?? -1;
  if (range < GATLING.minRange || range > GATLING.maxRange) return ruleError('ranged.range');
  if (zombieTotal(state, a.zone) === 0) return ruleError('ranged.noZombies');
  return null;
}

export function performFireGatling(ctx: RulesContext, state: State, a: Of<'fireGatling'>, events: GameEvent[]): void {
  const g = uoaPart(state).gatling!;
  // Escalation: Ranged, its own: +1 die per consecutive firing by this survivor this Turn (EN Gatling card).
  spendActions(state, a.s, 1, 'fireGatling', events);
  const streak = (state.survivors[a.s].used.streakGatling ?? 1) - 1;
  makeNoise(state, g.zone, true, U.gatlingBoom, events);
  const range = ctx.geo.sight[g.zone].find((x) => x.zone === a.zone)!.range;
  startCombat(
    ctx,
    state,
    {
      survivor: a.s,
      zone: a.zone,
      melee: false,
      damage: GATLING.damage,
      accuracy: GATLING.accuracy,
      weapons: [],
      noise: 'boom',
      fanning: false,
      ammo: [],
      dice: GATLING.dice + streak,
      rollBonus: 0,
      skillRerolls: [],
      reaper: false,
      roll6Die: false,
      roll6Damage: false,
      freeTargeting: false,
      range,
    },
    events,
  );
}
