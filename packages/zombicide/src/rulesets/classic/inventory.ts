/**
 * The inventory (seed 001 "Inventory"): five cards, two in the hands and
 * three in reserve. Weapons are used from the hands; a Flashlight, a Goalie
 * Mask or Plenty of Ammo works from the reserve (their cards' trait).
 * Wounded cards fill slots like any card.
 */
import type { InventoryLayout } from '../../ruleset.ts';

export const CLASSIC_SLOT_NAMES = ['hand1', 'hand2', 'reserve1', 'reserve2', 'reserve3'] as const;

export const CLASSIC_INVENTORY: InventoryLayout = {
  slots: 5,
  names: CLASSIC_SLOT_NAMES,
  equipped: [true, true, false, false, false],
  reserve: [2, 3, 4],
  texts: {
    slots: '0-1 Hands, 2-4 Reserve',
    notInHand: 'weapons are used from a Hand, not the reserve',
    doesNotFit: (card) => `${card} does not fit this slot`,
    swapDoesNotFit: 'that card does not fit the slot',
  },
  accepts: () => true,
};
