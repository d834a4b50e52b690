/**
 * Companions stashed in a vehicle (seed 001 lines 646 "even Companions", 656, 712, 2003, 2059, 2097): a Companion
 * card is an Equipment card, stored and taken with the Stash actions like any other (stash.ts).
 * Decision companionStash: a Companion whose card is stashed leaves the board with it: nobody holds the card, so
 * nobody leads him (line 2057), and only "any Companion not stashed but left inside" takes a seat (line 656). His
 * miniature is set aside (`stashed`), a dog's held card stashed with it. Only a Companion standing in the
 * vehicle's zone (aboard or not) is stashed. When a survivor takes the card, the miniature comes back in his zone,
 * out of the vehicle, led by him. A stashed Companion is not lost: no mission fails for him.
 */
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { leaveVehicles } from '../cars.ts';
import { classicPart } from '../state.ts';

/** The miniature of Companion card `card`, or -1 (leader.ts's, kept here so that leader.ts may import this file). */
function miniatureOf(state: State, card: number): number {
  return state.survivors.findIndex((survivor) => survivor.card === card);
}

/** Can Companion card `card` go into the stash of vehicle `car` (its miniature in the vehicle's zone)? */
export function companionStashable(ctx: RulesContext, state: State, card: number, car: number): boolean {
  const def = ctx.equipment[state.cards[card].def]?.companion;
  if (!def || def.noSlot) return false;
  const c = miniatureOf(state, card);
  return c >= 0 && inPlay(state.survivors[c]) && state.survivors[c].zone === classicPart(state).cars![car].zone;
}

/** The Companion of `card` leaves the board with his card, stashed in vehicle `car`. */
export function stashCompanion(ctx: RulesContext, state: State, card: number, car: number, events: GameEvent[]): void {
  const c = miniatureOf(state, card);
  if (c < 0) return;
  const mini = state.survivors[c];
  leaveVehicles(state, c);
  if (mini.holds !== undefined) {
    classicPart(state).cars![car].stash!.push(mini.holds);
    delete mini.holds;
  }
  mini.eliminated = true;
  mini.stashed = true;
  mini.leader = -1;
  events.push({
    type: 'missionEvent',
    text: withParams(C.companionStashed, { card: state.cards[card].def }),
    rule: C.companionStashed,
  });
}

/** A stashed Companion whose card a survivor took back comes out in his zone (leader.ts then has him led). */
export function bringBack(ctx: RulesContext, state: State, c: number, zone: number, events: GameEvent[]): void {
  const mini = state.survivors[c];
  mini.eliminated = false;
  delete mini.stashed;
  mini.zone = zone;
  mini.done = true;
  events.push({
    type: 'missionEvent',
    text: withParams(C.companionOnBoard, { card: state.cards[mini.card!].def }),
    rule: C.companionJoins,
  });
}
