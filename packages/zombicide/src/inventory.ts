/**
 * Inventory (EN 679-700): 2 Hands, 1 Favorite Weapon slot taking only the
 * survivor's printed weapon type, 3 Backpack slots. Cards in the Backpack
 * cannot be used unless marked "May be used from the Backpack".
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { EquipmentDef, FavoriteSlotType } from './defs.ts';
import type { State } from './state.ts';
import { FAVORITE_SLOT } from './state.ts';

export function cardDef(ctx: RulesContext, state: State, card: number): EquipmentDef {
  return ctx.equipment[state.cards[card].def];
}

export function isWeapon(def: EquipmentDef): boolean {
  return def.weapon !== undefined && def.weapon.family !== 'holyWater';
}

/** May this card sit in the survivor's Favorite Weapon slot? (EN 687, 695) */
export function fitsFavorite(def: EquipmentDef, slotType: FavoriteSlotType): boolean {
  if (!isWeapon(def)) return false;
  const w = def.weapon!;
  switch (slotType) {
    case 'any':
      return true;
    case 'melee':
      return w.attack === 'melee';
    case 'pistol':
      return w.family === 'pistol';
    case 'rifle':
      return w.family === 'rifle';
  }
}

export function favoriteType(ctx: RulesContext, state: State, s: number): FavoriteSlotType {
  return ctx.survivors[state.survivors[s].id]?.favoriteSlot ?? 'any';
}

export function canPlace(ctx: RulesContext, state: State, s: number, slot: number, card: number | null): boolean {
  if (card === null || slot !== FAVORITE_SLOT) return true;
  return fitsFavorite(cardDef(ctx, state, card), favoriteType(ctx, state, s));
}

export function isHandSlot(slot: number): boolean {
  return slot >= 0 && slot <= FAVORITE_SLOT;
}

/** Is the card usable from this slot: in Hand (incl. Favorite), or anywhere when it may be used from the Backpack. */
export function usableFrom(def: EquipmentDef, slot: number): boolean {
  return isHandSlot(slot) || def.traits.includes('fromBackpack');
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
    if (def.traits.includes(trait) && usableFrom(def, slot)) return true;
  }
  return false;
}

/** Returns a card to its deck's discard pile. Starting and Bounty cards leave the game (EN "Search": never reshuffled). */
export function discardCard(ctx: RulesContext, state: State, card: number): void {
  const def = cardDef(ctx, state, card);
  if (def.deck === 'equipment') state.equipmentDiscard.push(card);
}

export function removeFromInventory(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  rule: string,
  events: GameEvent[],
): void {
  const card = state.survivors[s].inventory[slot];
  if (card === null) return;
  state.survivors[s].inventory[slot] = null;
  discardCard(ctx, state, card);
  events.push({ type: 'cardDiscarded', s, card: state.cards[card].def, rule });
}

export function firstFreeSlot(ctx: RulesContext, state: State, s: number, card: number): number {
  const inv = state.survivors[s].inventory;
  const order = [0, 1, 3, 4, 5, 2];
  for (const slot of order) if (inv[slot] === null && canPlace(ctx, state, s, slot, card)) return slot;
  return -1;
}
