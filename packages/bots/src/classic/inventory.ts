/**
 * What a Classic survivor's cards are worth to a careful group. In Classic every Wound costs an Equipment card of
 * the survivor's choice (seed 001 lines 1375-1379): a survivor who holds one weapon and nothing else is disarmed by
 * his first Wound, so a spare card (any card) protects the weapon. The first real weapon in hand is worth far more
 * than a second one (an unarmed survivor cannot fight at all), which is what makes handing a spare weapon over pay.
 */
import type { EquipmentDef, RulesContext, State } from '@horde/zombicide';
import { cardValue } from '../zombicide/reading.ts';

/** A weapon in hand at least this good (a Crowbar, a Pistol; not a Frying Pan's 6+) makes its holder armed. */
const ARMED = 0.4;
/** An unarmed survivor's first real weapon: worth this on top of the weapon itself. */
const ARMED_BONUS = 1.2;

const inHand = (ctx: RulesContext, slot: number): boolean => ctx.ruleset.inventory.equipped[slot] === true;

export function defOf(ctx: RulesContext, state: State, card: number | null): EquipmentDef | undefined {
  return card === null ? undefined : ctx.equipment[state.cards[card].def];
}

export const isWoundedCard = (def: EquipmentDef | undefined): boolean => def?.traits.includes('wounded') ?? false;

/** The best in-hand weapon value of an inventory (0: none). */
export function bestInHand(ctx: RulesContext, state: State, inv: readonly (number | null)[]): number {
  let best = 0;
  for (let slot = 0; slot < inv.length; slot++)
    if (inHand(ctx, slot)) best = Math.max(best, cardValue(defOf(ctx, state, inv[slot]), true));
  return best;
}

/** The survivor holds a real weapon in hand. */
export function armed(ctx: RulesContext, state: State, inv: readonly (number | null)[]): boolean {
  return bestInHand(ctx, state, inv) >= ARMED;
}

/**
 * Classic's value of one survivor's inventory (see the file comment). `fighting`: the weapons only, without what a
 * spare card is worth as a Wound's price (a trade that hands over a survivor's only card to "protect" another's
 * weapon leaves him unarmed).
 */
export function inventoryWorth(
  ctx: RulesContext,
  state: State,
  inv: readonly (number | null)[],
  fighting = false,
): number {
  // The two best weapons in hand (kept as two numbers: this runs for every candidate of every rollout step).
  let inHands = 0;
  let top = 0;
  let second = 0;
  let reserve = 0;
  let cards = 0;
  let opener = false;
  let extra = 0;
  for (let slot = 0; slot < inv.length; slot++) {
    const def = defOf(ctx, state, inv[slot]);
    if (!def || isWoundedCard(def)) continue;
    cards++;
    if (def.door) opener = true;
    if (def.weapon) {
      if (inHand(ctx, slot)) {
        const value = cardValue(def, true);
        if (inHands === 0 || value > top) {
          second = top;
          top = value;
        } else if (inHands === 1 || value > second) second = value;
        inHands++;
      } else reserve += 0.15 * cardValue(def, true);
    } else if (def.traits.includes('gasoline') || def.traits.includes('glassBottles')) extra += 0.3;
    else if (def.traits.includes('plentyOfBullets') || def.traits.includes('plentyOfShells')) extra += 0.3;
    else if (def.traits.includes('flashlight') || def.traits.includes('scope')) extra += 0.15;
  }
  const best = inHands > 0 ? top : 0;
  let v = best + 0.5 * (inHands > 1 ? second : 0) + (best >= ARMED ? ARMED_BONUS : 0) + reserve + extra;
  // Two identical Dual weapons in hand fire together.
  const a = defOf(ctx, state, inv[0]);
  const b = defOf(ctx, state, inv[1]);
  if (a && b && a.id === b.id && a.weapon?.dual) v += 0.4 * cardValue(a, true);
  if (fighting) return v;
  // A spare card takes the Wound instead of the weapon (line 1377).
  const worth = Math.min(1, best + reserve);
  if (cards >= 2) v += 0.7 * worth;
  if (cards >= 3) v += 0.2 * worth;
  if (opener) v += 0.3;
  return v;
}

/** The inventory after the Wound a survivor would choose: the card whose loss costs least goes (or nothing held). */
export function afterWound(ctx: RulesContext, state: State, inv: readonly (number | null)[]): (number | null)[] {
  let best: (number | null)[] | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let slot = 0; slot < inv.length; slot++) {
    const def = defOf(ctx, state, inv[slot]);
    if (!def || isWoundedCard(def)) continue;
    const next = [...inv];
    next[slot] = null;
    const v = inventoryWorth(ctx, state, next);
    if (v > bestValue) {
      bestValue = v;
      best = next;
    }
  }
  return best ?? [...inv];
}
