/**
 * Search a car (seed 001 "Search a Car", lines 542-546; "Cars", lines 1118-1157): no zombies in the zone, from in
 * or out of a car; it is the survivor's Search of the turn (decision carSearchIsSearch).
 *
 * - A police car draws until a weapon, the other cards discarded; an Aaahh!! interrupts (lines 1127-1131).
 * - A pimpmobile or a hippiemobile gives a random Pimpweapon once per game (lines 1137, 1143).
 * - A taxi is Searched like a building zone, but a Flashlight has no effect; an Aaahh!! interrupts (line 1157).
 * - A muscle car cannot be Searched (line 1149); nor can the helicopter (decision helicopterNoSearch).
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import { shuffleInPlace } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { cardDef, discardCard } from '../../inventory.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import { offerCard } from '../../search.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { addZombies, zombieTotal } from '../../zombies.ts';
import { carSearch } from './car-kinds.ts';
import { WALKER } from './roster.ts';
import { drawEquipment, matchingSet } from './search.ts';
import { classicPart } from './state.ts';

/** The Pimpweapons of the box (seed 001 lines 357-361, the Season 1 ones): the Pimpweapon deck. */
export const PIMPWEAPONS: readonly string[] = ['evilTwins', 'masShotgun'];

type SearchCar = Extract<Action, { type: 'searchCar' }>;

export function checkSearchCar(ctx: RulesContext, state: State, a: SearchCar): RuleError | null {
  const e = checkActor(state, a.s, 1, { kind: 'search' });
  if (e) return e;
  const car = classicPart(state).cars?.[a.car];
  if (!car) return ruleError('car.unknown');
  const how = carSearch(car.kind);
  if (how === 'none')
    // seed 001 line 1149
    return ruleError('car.noSearch');
  const zone = state.survivors[a.s].zone;
  if (car.zone !== zone) return ruleError('car.notHere');
  if (zombieTotal(state, zone) > 0)
    // seed 001 line 544
    return ruleError('search.zombies');
  if (usedThisTurn(state, a.s, 'search') >= ctx.ruleset.survivors.searchesPerTurn(state, a.s))
    // line 536
    return ruleError('search.oncePerTurn');
  if (how === 'pimpweapon') {
    if (car.searched)
      // seed 001 line 1137
      return ruleError('car.searched');
    if (pimpDeck(ctx, state).length === 0)
      // line 1137
      return ruleError('car.noPimpweapon');
  } else if (state.equipmentDeck.length === 0 && state.equipmentDiscard.length === 0)
    return ruleError('search.emptyDeck');
  return null;
}

/** The Pimpweapons not yet taken (set aside at setup, seed 001 lines 357-361, 429): never in a survivor's hands. */
export function pimpDeck(ctx: RulesContext, state: State): number[] {
  const held = new Set<number>();
  for (const survivor of state.survivors) for (const c of survivor.inventory) if (c !== null) held.add(c);
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
  const car = classicPart(state).cars![a.car];
  car.searched = true;
  const how = carSearch(car.kind);
  if (how === 'pimpweapon') searchPimpweapon(ctx, state, a, events);
  else if (how === 'building') searchTaxi(ctx, state, a, events);
  else searchUntilWeapon(ctx, state, a, events);
}

function searchPimpweapon(ctx: RulesContext, state: State, a: SearchCar, events: GameEvent[]): void {
  const deck = pimpDeck(ctx, state);
  shuffleInPlace(state.rng, deck);
  const card = deck[0];
  events.push({
    type: 'carSearched',
    s: a.s,
    car: a.car,
    rule: C.carSearchPimp,
  });
  events.push({ type: 'searched', s: a.s, card: state.cards[card].def });
  offerCard(ctx, state, a.s, card, 'search', events);
}

/** An Aaahh!! card: a Walker jumps out (when the box has one) and the Search ends. */
function aaahh(state: State, zone: number, events: GameEvent[]): void {
  if (state.pool[WALKER] === 0) return;
  addZombies(state, zone, WALKER, 1);
  events.push({
    type: 'spawned',
    zone,
    zombie: WALKER,
    count: 1,
    rule: C.aaahhCar,
  });
}

/** A taxi: one card, as in a building zone; the Flashlight never adds a second (seed 001 line 1157). */
/**
 * One card drawn for survivor `s`'s Search, said in the log; null when the deck is empty or the card is an Aaahh!!
 * (discarded, its zombie spawned in `zone`: the Search ends there).
 */
function drawForSearch(ctx: RulesContext, state: State, s: number, zone: number, events: GameEvent[]): number | null {
  const card = drawEquipment(state, events);
  if (card === null) return null;
  const def = cardDef(ctx, state, card);
  events.push({ type: 'searched', s, card: def.id });
  if (!def.traits.includes('aaahh')) return card;
  discardCard(ctx, state, card);
  aaahh(state, zone, events);
  return null;
}

function searchTaxi(ctx: RulesContext, state: State, a: SearchCar, events: GameEvent[]): void {
  events.push({
    type: 'carSearched',
    s: a.s,
    car: a.car,
    rule: C.carSearchTaxi,
  });
  const card = drawForSearch(ctx, state, a.s, state.survivors[a.s].zone, events);
  if (card === null) return;
  const def = cardDef(ctx, state, card);
  offerCard(ctx, state, a.s, card, 'search', events);
  if (def.weapon?.dual && hasSkillActive(state, a.s, 'matchingSet')) matchingSet(state, a.s, card, events, ctx);
}

function searchUntilWeapon(ctx: RulesContext, state: State, a: SearchCar, events: GameEvent[]): void {
  events.push({
    type: 'carSearched',
    s: a.s,
    car: a.car,
    rule: C.carSearchPolice,
  });
  const zone = state.survivors[a.s].zone;
  // A deck without any weapon left ends the Search once every card has been seen.
  for (let guard = state.cards.length; guard > 0; guard--) {
    const card = drawForSearch(ctx, state, a.s, zone, events);
    if (card === null) return;
    const def = cardDef(ctx, state, card);
    if (def.weapon) {
      offerCard(ctx, state, a.s, card, 'search', events);
      return;
    }
    discardCard(ctx, state, card);
    events.push({
      type: 'cardDiscarded',
      s: a.s,
      card: def.id,
      rule: C.carSearchDiscard,
    });
  }
}
