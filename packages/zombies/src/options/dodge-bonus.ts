/**
 * The modifier of a dodge roll (Duck 'n' Weave Son, seed 004 lines 25-27) and of a weave (Eat Them, Not Me!,
 * line 193): Sneak +1 on the first dodge in a square, Clumsy -1 (lines 123, 135), and Nerves of Steel. A leaf
 * both options use, so neither imports the other.
 */
import type { PlayerState, State } from '../state.ts';

export function dodgeBonus(state: State, p: PlayerState): number {
  let bonus = 0;
  if (p.traitsRevealed) {
    if (p.schtick === 'sneak' && !state.turn.dodgedInSquare) bonus += 1;
    if (p.flaw === 'clumsy') bonus -= 1;
  }
  if (state.turn.seat === p.seat) bonus += state.turn.effects.nerves;
  return bonus;
}
