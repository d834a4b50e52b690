/**
 * Companions in vehicles (seed 001 lines 618, 668, 1997-2001): "A Survivor has to spend an additional Action to
 * allow a Companion to get in or out of a vehicle alongside him. A Companion can't get in or out without its
 * Survivor. Human companions occupy seats just like Survivors"; "Companions can't change seats", drive or pilot.
 * Here: the Leader, aboard, gives the `getIn` instruction (1 Action) and his Companion takes a free passenger seat
 * (no zombies in the zone, the vehicle landed); out of the vehicle, he gives `getOut` (1 Action). A vehicle with a
 * Companion aboard whose Leader is not, or with a Leader aboard whose Companion is not, does not move: a Companion
 * always stays in his Leader's Zone (line 1983).
 * Decision companionVehicles: dogs in vehicles (no seat, line 2093) are not played: a dog stays on the ground,
 * free to roam, and catches up on its own; stashing a Companion card is refused (stash.ts).
 */
import type { RuleError } from '@horde/core';
import type { Action } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { ruleError } from '../../../rule-error.ts';
import type { Rule } from '../../../ruleset.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { zombieTotal } from '../../../zombies.ts';
import { CAR_SEATS, carOf, DRIVER_SEAT, occupant } from '../cars.ts';
import { companionDef } from './leader.ts';

type Instruct = Extract<Action, { type: 'instruct' }>;

const refuse = (code: string, why: string): RuleError => ruleError(`instruct.${code}`, `Give an Instruction: ${why}`);

/** Why Companion `c` (led by `a.s`) may not take seat `a.target` of his Leader's vehicle, or null. */
export function checkCompanionGetIn(ctx: RulesContext, state: State, a: Instruct): RuleError | null {
  const c = state.survivors[a.companion];
  if (companionDef(ctx, state, c.card!)?.kind !== 'human')
    return refuse('dogAboard', 'dogs in vehicles are not played yet (decision companionVehicles)');
  const car = carOf(state, a.s);
  if (car < 0)
    return refuse('getIn', 'the Leader gets in first: his Companion gets in alongside him (seed 001 line 618)');
  if (carOf(state, a.companion) >= 0) return refuse('getIn', `${c.id} is already aboard`);
  const v = state.cars![car];
  if (v.flying) return refuse('getIn', 'nobody gets in a flying helicopter');
  if (zombieTotal(state, v.zone) > 0) return refuse('getIn', 'the zone must have no zombies (seed 001 line 608)');
  if (a.target <= DRIVER_SEAT || a.target >= CAR_SEATS)
    return refuse('seat', 'a Companion takes a passenger seat: he cannot drive (seed 001 line 2001)');
  return occupant(state, v, a.target) >= 0 ? refuse('seat', 'that seat is taken') : null;
}

/** Why Companion `c` may not get out now: his Leader must be out, the vehicle landed. */
export function checkCompanionGetOut(_ctx: RulesContext, state: State, a: Instruct): RuleError | null {
  const car = carOf(state, a.companion);
  if (car < 0) return refuse('getOut', `${state.survivors[a.companion].id} is not aboard`);
  if (carOf(state, a.s) >= 0)
    return refuse('getOut', 'the Leader gets out first: his Companion gets out alongside him (seed 001 line 618)');
  return state.cars![car].flying ? refuse('getOut', 'nobody gets out of a flying helicopter') : null;
}

export function performCompanionGetIn(state: State, a: Instruct): number {
  const car = carOf(state, a.s);
  state.cars![car].seats[a.target] = a.companion;
  return car;
}

export function performCompanionGetOut(state: State, a: Instruct): number {
  const car = carOf(state, a.companion);
  const seats = state.cars![car].seats;
  seats[seats.indexOf(a.companion)] = -1;
  return car;
}

/** Why vehicle `car` cannot move: a human Companion aboard without his Leader, or a Leader aboard without his. */
function apart(ctx: RulesContext, state: State, car: number): RuleError | null {
  const seats = state.cars?.[car]?.seats ?? [];
  for (let i = 0; i < state.survivors.length; i++) {
    const c = state.survivors[i];
    if (c.card === undefined || c.leader === undefined || c.leader < 0 || !inPlay(c)) continue;
    if (companionDef(ctx, state, c.card)?.kind !== 'human') continue;
    if (seats.includes(i) !== seats.includes(c.leader))
      return ruleError(
        'car.companion',
        `${c.id} always stays in his Leader's Zone: both aboard, or neither (seed 001 lines 618, 1983)`,
      );
  }
  return null;
}

/** A vehicle's move (drive, fly) waits for every Companion to be aboard with his Leader. */
export function withCompanionsAboard<A extends Action & { s: number }>(rule: Rule<A>): Rule<A> {
  return {
    ...rule,
    check(ctx, state, a) {
      const e = rule.check(ctx, state, a);
      if (e) return e;
      const car = carOf(state, a.s);
      return car < 0 ? null : apart(ctx, state, car);
    },
  };
}

/** A Leader out of a vehicle does not walk away from his Companion left aboard: he gets him out first. */
export function withCompanionsOut<A extends Action & { s: number }>(rule: Rule<A>): Rule<A> {
  return {
    ...rule,
    check(ctx, state, a) {
      const e = rule.check(ctx, state, a);
      if (e) return e;
      for (let i = 0; i < state.survivors.length; i++) {
        const c = state.survivors[i];
        if (c.card === undefined || c.leader !== a.s || !inPlay(c) || carOf(state, i) < 0) continue;
        return ruleError(
          'move.companionAboard',
          `${c.id} is still aboard: get him out first (an Instruction), he stays in his Leader's Zone (seed 001 line 1983)`,
        );
      }
      return null;
    },
  };
}
