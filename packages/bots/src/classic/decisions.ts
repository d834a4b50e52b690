/**
 * The Classic bot's answers to the card decisions, by Classic's value of an inventory (inventory.ts):
 *
 * - a Wound (seed 001 lines 783-789) goes to a survivor it does not eliminate, the one whose cheapest card costs
 *   least (a spare card, a Frying Pan) rather than to the one whose only card is the group's best weapon;
 * - the card a Wound costs (line 1377) is the one whose loss costs least;
 * - a found card goes where it is worth most (or back when it is worth nothing);
 * - in a Reorganize/Trade window (lines 584-586: trade with a survivor in the same zone), a swap is made when it
 *   raises the pair's worth: a spare weapon goes to the survivor who has none.
 * Returns undefined for the decisions it leaves to the shared heuristic.
 */
import type { Action, Choice, RulesContext, State } from '@horde/zombicide';
import { afterWound, inventoryWorth } from './inventory.ts';

/** Losing a survivor costs more than any card: every Wound past the last one is refused while another can take it. */
const ELIMINATION = 1000;

export function woundCost(ctx: RulesContext, state: State, s: number): number {
  const surv = state.survivors[s];
  if (surv.wounds + 1 >= surv.health) return ELIMINATION + inventoryWorth(ctx, state, surv.inventory);
  const lost =
    inventoryWorth(ctx, state, surv.inventory) - inventoryWorth(ctx, state, afterWound(ctx, state, surv.inventory));
  // One Wound from elimination makes him a liability (he withdraws): spread the first Wounds a little.
  return 3 + lost;
}

export function classicDecisionScore(ctx: RulesContext, state: State, d: Choice, a: Action): number | undefined {
  switch (a.type) {
    case 'assignWound':
      return -woundCost(ctx, state, a.to);
    case 'loseCard': {
      if (d.kind !== 'loseCard') return undefined;
      const inv = [...state.survivors[d.survivor].inventory];
      inv[a.slot] = null;
      return inventoryWorth(ctx, state, inv);
    }
    case 'keepFound': {
      if (d.kind !== 'keepFound') return undefined;
      const inv = [...state.survivors[d.survivor].inventory];
      if (a.slot === null) return inventoryWorth(ctx, state, inv);
      // A Wounded card is never thrown away (lines 538, 1114: only non-Wounded cards are discarded), though the
      // engine lets a found card take its slot: the bot keeps to the rule.
      if (isLocked(state, inv[a.slot])) return -ELIMINATION;
      inv[a.slot] = d.card;
      return inventoryWorth(ctx, state, inv) + 0.001;
    }
    case 'swap': {
      if (d.kind !== 'reorganize') return undefined;
      const A = [...state.survivors[a.a].inventory];
      const B = a.a === a.b ? A : [...state.survivors[a.b].inventory];
      const who = a.a === a.b ? [A] : [A, B];
      // Between two survivors, the weapons decide (inventory.ts, `fighting`); alone, the whole worth.
      const fighting = a.a !== a.b;
      const worth = (v: number, inv: (number | null)[]) => v + inventoryWorth(ctx, state, inv, fighting);
      const before = who.reduce(worth, 0);
      const tmp = A[a.slotA];
      A[a.slotA] = B[a.slotB];
      B[a.slotB] = tmp;
      const after = who.reduce(worth, 0);
      return after - before - 0.01;
    }
    case 'doneReorganize':
      return 0;
    default:
      return undefined;
  }
}

/** What the best single swap between two survivors' inventories gains (0: none worth it). */
export function tradeGain(ctx: RulesContext, state: State, s: number, other: number): number {
  const A = state.survivors[s].inventory;
  const B = state.survivors[other].inventory;
  const worth = (inv: readonly (number | null)[]) => inventoryWorth(ctx, state, inv, true);
  const before = worth(A) + worth(B);
  // Each swap is scored on two scratch lists (the Classic bot asks this for every Trade of every rollout step).
  const a = SCRATCH_A;
  const b = SCRATCH_B;
  let best = 0;
  for (let i = 0; i < A.length; i++)
    for (let j = 0; j < B.length; j++) {
      if (A[i] === null && B[j] === null) continue;
      // Wounded cards do not change hands (line 586).
      if (isLocked(state, A[i]) || isLocked(state, B[j])) continue;
      copyInto(a, A);
      copyInto(b, B);
      a[i] = B[j];
      b[j] = A[i];
      best = Math.max(best, worth(a) + worth(b) - before);
    }
  return best;
}

const SCRATCH_A: (number | null)[] = [];
const SCRATCH_B: (number | null)[] = [];

function copyInto(out: (number | null)[], inv: readonly (number | null)[]): void {
  out.length = inv.length;
  for (let k = 0; k < inv.length; k++) out[k] = inv[k];
}

const isLocked = (state: State, card: number | null): boolean => card !== null && state.cards[card].def === 'wounded';
