/** Zombie counts per zone and type (state.zombies[zone * 4 + type]) and the box's miniature pool. */
import type { State } from './state.ts';
import { ABOMINATION, FATTY, RUNNER, WALKER } from './state.ts';

/** Miniatures in the box (EN components): 40 Walkers, 16 Runners, 16 Fatties, 1 Abomination. */
export const BOX_MINIATURES = [40, 16, 16, 1];
/** Damage needed to eliminate each type (EN "Zombies"). */
export const TOUGHNESS = [1, 1, 2, 3];
/** Adrenaline for eliminating each type. */
export const KILL_AP = [1, 1, 1, 5];
/** Actions per activation. */
export const ZOMBIE_ACTIONS = [1, 2, 1, 1];
export const TYPE_NAMES = ['Walker', 'Runner', 'Fatty', 'Abomination'];

export function zombiesIn(state: State, zone: number, type: number): number {
  return state.zombies[zone * 4 + type];
}

export function zombieTotal(state: State, zone: number): number {
  const base = zone * 4;
  const z = state.zombies;
  return z[base] + z[base + 1] + z[base + 2] + z[base + 3];
}

export function addZombies(state: State, zone: number, type: number, count: number): void {
  state.zombies[zone * 4 + type] += count;
  state.pool[type] -= count;
}

export function removeZombie(state: State, zone: number, type: number): void {
  state.zombies[zone * 4 + type] -= 1;
  state.pool[type] += 1;
}

export function abominationOnBoard(state: State): boolean {
  return state.pool[ABOMINATION] < BOX_MINIATURES[ABOMINATION];
}

export function maskOf(...types: number[]): number {
  let m = 0;
  for (const t of types) m |= 1 << t;
  return m;
}

export const ALL_TYPES = maskOf(WALKER, RUNNER, FATTY, ABOMINATION);
