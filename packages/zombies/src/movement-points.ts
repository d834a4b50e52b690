/**
 * A player's movement points this turn: the roll's total with its modifiers, set and lost. A leaf that
 * movement, combat, duels, event cards and What's This? all change, so none of them imports another for it.
 * Modifiers: Quick and Slow (seed 004 lines 121, 133), It's Only a Flesh Wound (lines 86-88), the Skateboard,
 * a minion's halving (line 228).
 */
import type { Seat } from '@horde/core';
import { eventDef, type RulesContext } from './context.ts';
import type { GameEvent, Rule } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { rulesFrom } from './version.ts';

/** DECISION movement.modifiers: die + Quick/Slow + items, then Flesh Wound (-1 at 2 Life, halved at 1), then a minion's halving; rounded down, never below 0. */
export function movementFor(ctx: RulesContext, state: State, p: PlayerState, die: number): number {
  let total = die;
  if (p.traitsRevealed) {
    if (p.schtick === 'quick') total += 1;
    if (p.flaw === 'slow') total -= 1;
  }
  for (const item of p.items) {
    const def = eventDef(ctx, item.card);
    if (def.effect === 'itemMove') total += def.bonus;
  }
  // Version 1 skipped Flesh Wound for minions; the ruling (and version 2) slows them too, then halves.
  if (state.config.fleshWound && (p.role !== 'minion' || rulesFrom(state, 2))) {
    if (p.life === 2) total -= 1;
    else if (p.life === 1) total = Math.floor(total / 2);
  }
  if (p.role === 'minion') total = Math.floor(total / 2);
  return Math.max(0, total);
}

export function setMovement(state: State, p: PlayerState, total: number, ev: GameEvent[], rule: Rule): void {
  const t = state.turn;
  t.moveTotal = total;
  t.moveLeft = total;
  ev.push({ type: 'movementSet', seat: p.seat, die: t.die, total, rule });
}

export function loseMovement(state: State, seat: Seat, amount: number, ev: GameEvent[], rule: Rule): void {
  const t = state.turn;
  const lost = Math.min(amount, t.moveLeft);
  t.moveLeft -= lost;
  ev.push({ type: 'movementLost', seat, amount: lost, left: t.moveLeft, rule });
}
