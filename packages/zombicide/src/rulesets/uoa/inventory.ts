/**
 * The inventory (EN 679-700): 2 Hands, 1 Favorite Weapon slot taking only the
 * survivor's printed weapon type, 3 Backpack slots. Weapons are used from the
 * Hands and the Favorite slot.
 */
import type { RulesContext } from '../../context.ts';
import type { EquipmentDef, FavoriteSlotType } from '../../defs.ts';
import { cardDef, isWeapon } from '../../inventory.ts';
import type { InventoryLayout } from '../../ruleset.ts';
import type { State } from '../../state.ts';

/** Inventory slots: 0-1 Hands, 2 Favorite Weapon, 3-5 Backpack (EN 679). */
export const HAND_SLOTS = [0, 1, 2] as const;
export const FAVORITE_SLOT = 2;
export const BACKPACK_SLOTS = [3, 4, 5] as const;
export const SLOT_NAMES = ['hand1', 'hand2', 'favorite', 'backpack1', 'backpack2', 'backpack3'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

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

export const UOA_INVENTORY: InventoryLayout = {
  slots: 6,
  names: SLOT_NAMES,
  equipped: [true, true, true, false, false, false],
  reserve: BACKPACK_SLOTS,
  accepts: (ctx, state, s, slot, card) =>
    slot !== FAVORITE_SLOT || fitsFavorite(cardDef(ctx, state, card), favoriteType(ctx, state, s)),
};
