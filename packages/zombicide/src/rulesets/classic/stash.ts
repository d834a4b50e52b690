/**
 * Stashing Equipment in a vehicle (seed 001 "Stash Equipment in a Car" [TCM], lines 644-656; "Stash Equipment Cards
 * in a Helicopter" [RM], lines 710-718).
 *
 * - 1 Action stores any number of a survivor's cards in a car or a landed helicopter of his zone, or in the flying
 *   helicopter he is in; another Action takes any number of them into his inventory (lines 646-652, 712-714).
 *   Storing and taking are different Actions (line 650). Survivors outside, the driver or pilot and the passengers
 *   may both (lines 652, 716).
 * - Companion cards too, "even Companions" (lines 646, 712): the Companion leaves the board with his card
 *   (companions/stashed.ts, decision companionStash).
 * - A Wounded card stays where it is (decision stashWounded). The cards taken go to the empty slots the player
 *   names (decision stashSlots: the table offers one card at a time, or all of them into the free slots in order).
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { canPlace, cardDef, isSlot } from '../../inventory.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import type { CarState } from './state.ts';
import { carOf } from './cars.ts';
import { companionStashable, stashCompanion } from './companions/stashed.ts';
import { classicPart } from './state.ts';

type Stash = Extract<Action, { type: 'stash' }>;
type Take = Extract<Action, { type: 'takeStashed' }>;

/** Why survivor `s` cannot reach the stash of vehicle `c` (same zone; a flying helicopter only from inside). */
function reachRefused(state: State, s: number, c: number): RuleError | null {
  const car: CarState | undefined = classicPart(state).cars?.[c];
  if (!car) return ruleError('car.unknown');
  const mine = carOf(state, s);
  if (car.flying && mine !== c)
    // seed 001 line 712
    return ruleError('helicopter.aboard');
  if (car.zone !== state.survivors[s].zone)
    // seed 001 lines 646, 712
    return ruleError('car.notHere');
  return null;
}

/**
 * Slots whose cards may be stashed in vehicle `car`: held, not a Wounded card (nor a card the mission locks); a
 * Companion card with its Companion in the vehicle's zone (seed 001 lines 646, 2003; companions/stashed.ts).
 */
function stashable(ctx: RulesContext, state: State, s: number, slot: number, car: number): boolean {
  const card = state.survivors[s].inventory[slot];
  if (card === null || card === undefined || ctx.ruleset.mission.cardLocked(state, card) !== null) return false;
  return !ctx.equipment[state.cards[card].def].companion || companionStashable(ctx, state, card, car);
}

export function checkStash(ctx: RulesContext, state: State, a: Stash): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const refused = reachRefused(state, a.s, a.car);
  if (refused) return refused;
  if (!Array.isArray(a.slots) || a.slots.length === 0 || new Set(a.slots).size !== a.slots.length)
    return ruleError('stash.slots');
  for (const slot of a.slots) {
    if (!isSlot(ctx, slot)) return ruleError('slot.invalid');
    const card = state.survivors[a.s].inventory[slot];
    if (card !== null && ctx.equipment[state.cards[card].def].companion && !companionStashable(ctx, state, card, a.car))
      return ruleError('stash.companion');
    if (!stashable(ctx, state, a.s, slot, a.car)) return ruleError('stash.card');
  }
  return null;
}

export function performStash(ctx: RulesContext, state: State, a: Stash, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'stash', events);
  const car = classicPart(state).cars![a.car];
  const inv = state.survivors[a.s].inventory;
  const cards: string[] = [];
  for (const slot of a.slots) {
    const card = inv[slot]!;
    inv[slot] = null;
    (car.stash ??= []).push(card);
    cards.push(cardDef(ctx, state, card).id);
  }
  // A Companion stashed leaves the board with his card (decision companionStash).
  for (const card of car.stash!.slice(-a.slots.length))
    if (ctx.equipment[state.cards[card].def].companion) stashCompanion(ctx, state, card, a.car, events);
  events.push({
    type: 'cardsStashed',
    s: a.s,
    car: a.car,
    cards,
    rule: C.stashStore,
  });
}

export function checkTakeStashed(ctx: RulesContext, state: State, a: Take): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const refused = reachRefused(state, a.s, a.car);
  if (refused) return refused;
  const stash = classicPart(state).cars![a.car].stash ?? [];
  const ok = (xs: unknown) => Array.isArray(xs) && xs.length > 0 && new Set(xs).size === xs.length;
  if (!ok(a.cards) || !ok(a.slots) || a.cards.length !== a.slots.length) return ruleError('stash.slots');
  for (let i = 0; i < a.cards.length; i++) {
    if (!stash.includes(a.cards[i])) return ruleError('stash.card');
    const slot = a.slots[i];
    if (!isSlot(ctx, slot) || state.survivors[a.s].inventory[slot] !== null) return ruleError('stash.slot');
    if (!canPlace(ctx, state, a.s, slot, a.cards[i])) return ruleError('slot.favorite');
  }
  return null;
}

export function performTakeStashed(ctx: RulesContext, state: State, a: Take, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'takeStashed', events);
  const car = classicPart(state).cars![a.car];
  const inv = state.survivors[a.s].inventory;
  a.cards.forEach((card, i) => {
    inv[a.slots[i]] = card;
    car.stash!.splice(car.stash!.indexOf(card), 1);
  });
  if (car.stash!.length === 0) delete car.stash;
  events.push({
    type: 'stashTaken',
    s: a.s,
    car: a.car,
    cards: a.cards.map((c) => cardDef(ctx, state, c).id),
    rule: C.stashTake,
  });
}

/** Offered: each card alone, every stashable card at once; each stashed card into each free slot, or all of them. */
export function stashCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const cars = classicPart(state).cars;
  if (!cars) return;
  const inv = state.survivors[s].inventory;
  const free = inv.flatMap((c, slot) => (c === null ? [slot] : []));
  for (let c = 0; c < cars.length; c++) {
    if (reachRefused(state, s, c)) continue;
    const held = inv.flatMap((_, slot) => (stashable(ctx, state, s, slot, c) ? [slot] : []));
    for (const slot of held) push({ type: 'stash', s, car: c, slots: [slot] });
    if (held.length > 1) push({ type: 'stash', s, car: c, slots: held });
    const stash = cars[c].stash ?? [];
    for (const card of stash)
      for (const slot of free) push({ type: 'takeStashed', s, car: c, cards: [card], slots: [slot] });
    if (stash.length > 1 && stash.length <= free.length)
      push({ type: 'takeStashed', s, car: c, cards: [...stash], slots: free.slice(0, stash.length) });
  }
}
