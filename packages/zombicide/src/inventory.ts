/**
 * Inventory: card instances by slot, laid out by the ruleset (its Hands, its
 * reserve, slots taking only some cards). Cards in reserve cannot be used
 * unless marked "May be used from the Backpack".
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { EquipmentDef } from './defs.ts';
import type { State } from './state.ts';
import type { RuleRef } from './rule-ref.ts';

export function cardDef(ctx: RulesContext, state: State, card: number): EquipmentDef {
  return ctx.equipment[state.cards[card].def];
}

export function isWeapon(def: EquipmentDef): boolean {
  return def.weapon !== undefined && def.weapon.family !== 'holyWater';
}

/** May this card (or nothing) go into this slot of this survivor? */
export function canPlace(ctx: RulesContext, state: State, s: number, slot: number, card: number | null): boolean {
  return card === null || ctx.ruleset.inventory.accepts(ctx, state, s, slot, card);
}

/** A Hand, or a slot that counts as one: weapons are used from there. */
export function isHandSlot(ctx: RulesContext, slot: number): boolean {
  return ctx.ruleset.inventory.equipped[slot] === true;
}

/** Is the card usable from this slot: in Hand, or anywhere when it may be used from the Backpack. */
export function usableFrom(ctx: RulesContext, def: EquipmentDef, slot: number): boolean {
  return isHandSlot(ctx, slot) || def.traits.includes('fromBackpack');
}

export function hasTraitAnywhere(
  ctx: RulesContext,
  state: State,
  s: number,
  trait: EquipmentDef['traits'][number],
): boolean {
  const inv = state.survivors[s].inventory;
  for (let slot = 0; slot < inv.length; slot++) {
    const c = inv[slot];
    if (c === null) continue;
    const def = cardDef(ctx, state, c);
    if (def.traits.includes(trait) && usableFrom(ctx, def, slot)) return true;
  }
  return false;
}

/** Returns a card to its deck's discard pile. Starting and Bounty cards leave the game (EN "Search": never reshuffled). */
export function discardCard(ctx: RulesContext, state: State, card: number): void {
  const def = cardDef(ctx, state, card);
  const parts = state.cards[card].parts;
  if (parts) {
    // An improved weapon goes back to its parts: they are discarded, the card itself is set aside again.
    delete state.cards[card].parts;
    for (const p of parts) discardCard(ctx, state, p);
    return;
  }
  if (def.deck === 'equipment') state.equipmentDiscard.push(card);
}

export function removeFromInventory(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const card = state.survivors[s].inventory[slot];
  if (card === null) return;
  state.survivors[s].inventory[slot] = null;
  discardCard(ctx, state, card);
  events.push({ type: 'cardDiscarded', s, card: state.cards[card].def, rule });
}

/** Is this a slot of the ruleset's inventory? */
export function isSlot(ctx: RulesContext, slot: number): boolean {
  return Number.isInteger(slot) && slot >= 0 && slot < ctx.ruleset.inventory.slots;
}

/**
 * What holds `slot` when it may not be thrown away to make room for a found card (the ruleset's `cardLocked`: an
 * Objective token, a Wounded card: seed 001 lines 538 and 1114 discard only non-Wounded cards), else null.
 */
export function lockedInSlot(ctx: RulesContext, state: State, s: number, slot: number): string | null {
  const card = state.survivors[s].inventory[slot];
  return card === null || card === undefined ? null : ctx.ruleset.mission.cardLocked(state, card);
}
