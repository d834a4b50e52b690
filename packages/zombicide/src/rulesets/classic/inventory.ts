/**
 * The inventory (seed 001 "Inventory"): five cards, two in the hands and
 * three in reserve; Hoard (seed 001 line 2233) adds a fourth reserve slot,
 * which only a survivor with the skill may fill. Weapons are used from the
 * hands; a Flashlight, a Goalie Mask or Plenty of Ammo works from the
 * reserve (their cards' trait). Wounded cards fill slots like any card.
 */
import type { InventoryLayout } from '../../ruleset.ts';
import { hasSkillActive } from '../../skills.ts';

export const CLASSIC_SLOT_NAMES = ['hand1', 'hand2', 'reserve1', 'reserve2', 'reserve3', 'reserve4'] as const;
/** The reserve slot of the Hoard skill. */
export const HOARD_SLOT = 5;

export const CLASSIC_INVENTORY: InventoryLayout = {
  slots: 6,
  names: CLASSIC_SLOT_NAMES,
  equipped: [true, true, false, false, false, false],
  reserve: [2, 3, 4, 5],
  accepts: (_ctx, state, s, slot) => slot !== HOARD_SLOT || hasSkillActive(state, s, 'hoard'),
};
