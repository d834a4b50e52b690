/**
 * Companions in vehicles (seed 001 lines 618, 668, 1997-2003, 2091-2097): "A Survivor has to spend an additional
 * Action to allow a Companion to get in or out of a vehicle alongside him. A Companion can't get in or out without
 * its Survivor. Human companions occupy seats just like Survivors, but not Dog Companions"; "Companions can't
 * change seats", drive or pilot; "Any Dog Companion left in the vehicle, however, must occupy a vacant seat with
 * its miniature" (line 2097).
 * Here: the Leader, aboard, gives the `getIn` instruction (1 Action) and his Companion, standing in the vehicle's
 * zone, gets in (no zombies in the zone, the vehicle landed): a human takes a free passenger seat, a dog takes
 * none (`riders`). Out of the vehicle, in its zone, the Leader gives `getOut` (1 Action). A vehicle with a human
 * Companion aboard whose Leader is not, or with a Leader aboard whose human Companion is not, does not move: he
 * always stays in his Leader's Zone (line 1983).
 * Decision dogVehicles: a dog aboard with its Handler rides without a seat; left aboard without him (he got out,
 * or its card changed hands), it takes a vacant passenger seat, the lowest (passenger seats are alike for one who
 * can't change seats), else the driver's seat (it can't drive: line 2095). Left aboard, it waits seated: its
 * Handler may walk away and the vehicle may leave with it (a dog roams, line 2077); it gets out only with its
 * Handler standing by the vehicle (line 2091). When its Handler is aboard again, it gives its seat up.
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { ruleError } from '../../../rule-error.ts';
import type { Rule } from '../../../ruleset.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { zombieTotal } from '../../../zombies.ts';
import { aboard, CAR_SEATS, carOf, DRIVER_SEAT, leaveVehicles, occupant } from '../cars.ts';
import { companionDef } from './leader.ts';
import { classicPart } from '../state.ts';

type Instruct = Extract<Action, { type: 'instruct' }>;

const refuse = (code: string): RuleError => ruleError(`instruct.${code}`);

/** Why Companion `c` (led by `a.s`) may not get in his Leader's vehicle (seat `a.target`; a dog: -1), or null. */
export function checkCompanionGetIn(ctx: RulesContext, state: State, a: Instruct): RuleError | null {
  const c = state.survivors[a.companion];
  const dog = companionDef(ctx, state, c.card!)?.kind === 'dog';
  const car = carOf(state, a.s);
  if (car < 0)
    // seed 001 line 618
    return refuse('getIn');
  if (carOf(state, a.companion) >= 0) return refuse('getIn');
  const v = classicPart(state).cars![car];
  if (v.flying) return refuse('getIn');
  if (c.zone !== v.zone) return refuse('getIn');
  // seed 001 line 608
  if (zombieTotal(state, v.zone) > 0) return refuse('getIn');
  // A dog takes no seat of its own (seed 001 lines 618, 2093).
  if (dog) return a.target === -1 ? null : refuse('seat');
  if (a.target <= DRIVER_SEAT || a.target >= CAR_SEATS)
    // seed 001 line 2001
    return refuse('seat');
  return occupant(state, v, a.target) >= 0 ? refuse('seat') : null;
}

/** Why Companion `c` may not get out now: his Leader must be out, by the vehicle, the vehicle landed. */
export function checkCompanionGetOut(_ctx: RulesContext, state: State, a: Instruct): RuleError | null {
  const part = classicPart(state);
  const car = carOf(state, a.companion);
  if (car < 0) return refuse('getOut');
  if (carOf(state, a.s) >= 0)
    // seed 001 line 618
    return refuse('getOut');
  if (state.survivors[a.s].zone !== part.cars![car].zone)
    // seed 001 line 2091
    return refuse('getOut');
  return part.cars![car].flying ? refuse('getOut') : null;
}

export function performCompanionGetIn(state: State, a: Instruct): number {
  const car = carOf(state, a.s);
  const v = classicPart(state).cars![car];
  if (a.target < 0) (v.riders ??= []).push(a.companion);
  else v.seats[a.target] = a.companion;
  return car;
}

export function performCompanionGetOut(state: State, a: Instruct): number {
  const car = carOf(state, a.companion);
  leaveVehicles(state, a.companion);
  return car;
}

/** The dogs aboard a vehicle: none rides seated beside its Handler, none is left aboard without a seat (line 2097). */
export function seatDogs(ctx: RulesContext, state: State, events: GameEvent[]): void {
  (classicPart(state).cars ?? []).forEach((v, car) => {
    for (const d of aboard(state, v)) {
      const dog = state.survivors[d];
      if (dog.card === undefined || companionDef(ctx, state, dog.card)?.kind !== 'dog') continue;
      const withHandler = dog.leader !== undefined && dog.leader >= 0 && carOf(state, dog.leader) === car;
      const seat = v.seats.indexOf(d);
      if (withHandler && seat >= 0) {
        v.seats[seat] = -1;
        (v.riders ??= []).push(d);
        events.push({
          type: 'carSeatChanged',
          s: d,
          car,
          seat: -1,
          rule: C.dogNoSeat,
        });
      } else if (!withHandler && seat < 0) {
        const free = [1, 2, 3, DRIVER_SEAT].find((s) => occupant(state, v, s) < 0);
        if (free === undefined) continue;
        leaveVehicles(state, d);
        v.seats[free] = d;
        events.push({
          type: 'carSeatChanged',
          s: d,
          car,
          seat: free,
          rule: C.dogLeftAboard,
        });
      }
    }
    // Riders gone from the board (their card lost, stashed) leave no trace.
    if (v.riders) {
      v.riders = v.riders.filter((r) => inPlay(state.survivors[r]));
      if (v.riders.length === 0) delete v.riders;
    }
  });
}

/** Why vehicle `car` cannot move: a human Companion aboard without his Leader, or a Leader aboard without his. */
function apart(ctx: RulesContext, state: State, car: number): RuleError | null {
  const seats = classicPart(state).cars?.[car]?.seats ?? [];
  for (let i = 0; i < state.survivors.length; i++) {
    const c = state.survivors[i];
    if (c.card === undefined || c.leader === undefined || c.leader < 0 || !inPlay(c)) continue;
    if (companionDef(ctx, state, c.card)?.kind !== 'human') continue;
    if (seats.includes(i) !== seats.includes(c.leader))
      // seed 001 lines 618, 1983
      return ruleError('car.companion');
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

/**
 * A Leader out of a vehicle does not walk away from his human Companion left aboard: he gets him out first. A dog
 * left aboard stays there, seated, while its Handler goes (decision dogVehicles): it does not follow him.
 */
export function withCompanionsOut<A extends Action & { s: number }>(rule: Rule<A>): Rule<A> {
  return {
    ...rule,
    check(ctx, state, a) {
      const e = rule.check(ctx, state, a);
      if (e) return e;
      for (let i = 0; i < state.survivors.length; i++) {
        const c = state.survivors[i];
        if (c.card === undefined || c.leader !== a.s || !inPlay(c) || carOf(state, i) < 0) continue;
        if (companionDef(ctx, state, c.card)?.kind === 'dog') continue;
        // seed 001 line 1983
        return ruleError('move.companionAboard');
      }
      return null;
    },
    perform(ctx, state, a, events) {
      // The dogs left aboard in his zone would follow their Handler's Move: they stay (and so does their record).
      const stay = state.survivors.flatMap((c, i) =>
        c.leader === a.s && c.card !== undefined && inPlay(c) && carOf(state, i) >= 0 ? [i] : [],
      );
      const from = events.length;
      rule.perform(ctx, state, a, events);
      for (const d of stay) state.survivors[d].zone = classicPart(state).cars![carOf(state, d)].zone;
      if (stay.length === 0) return;
      const kept = events.filter((e, k) => k < from || !(e.type === 'survivorMoved' && stay.includes(e.s)));
      events.length = 0;
      events.push(...kept);
    },
  };
}
