/**
 * The rules version of Zombies!!!, stored with every game record; a game keeps the rules it was set up under
 * (setup.ts stores the version in the state from 2 on; absent, the game plays version 1).
 * 2: the zombie roll moves that many zombies while a legal move is left (line 44); It's Only a Flesh Wound slows
 *    minions too before their halving; the sneak attack needs the attacker's movement into the square (line 191).
 * 3: each seat's reaction-window clock starts when that seat sees the window (`look`; DECISION events.windowClock).
 */
import type { State } from './state.ts';

export const ZOMBIES_RULES_VERSION = '3';

/** The version a game is set up under, as a number (absent: the current one). */
export function rulesVersionOf(version: string | undefined): number {
  return Number(version ?? ZOMBIES_RULES_VERSION);
}

/** Whether the game plays the rules of version `v` or later. */
export function rulesFrom(state: State, v: number): boolean {
  return (state.version ?? 1) >= v;
}
