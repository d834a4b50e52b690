/**
 * Zombie counts per zone and type, and the box's miniatures. A zone's counts
 * sit together, one per type of the ruleset's roster:
 * `zombies[zone * types + type]`, where `types` is the length of `pool` (the
 * box holds one count per type). Read them through these functions: they take
 * a state or a player's view alike.
 */
import type { State } from './state.ts';

/** What the counts are read from: a state, or a player's view of it. */
export type ZombieCounts = Pick<State, 'zombies' | 'pool'>;

/** Number of zombie types (the roster's size). */
export function typeCount(z: ZombieCounts): number {
  return z.pool.length;
}

export function zombiesIn(z: ZombieCounts, zone: number, type: number): number {
  return z.zombies[zone * z.pool.length + type];
}

export function zombieTotal(z: ZombieCounts, zone: number): number {
  const types = z.pool.length;
  const counts = z.zombies;
  let n = 0;
  for (let i = zone * types, end = i + types; i < end; i++) n += counts[i];
  return n;
}

/** Places miniatures from the box. */
export function addZombies(state: ZombieCounts, zone: number, type: number, count: number): void {
  state.zombies[zone * state.pool.length + type] += count;
  state.pool[type] -= count;
}

/** One zombie back to the box. */
export function removeZombie(state: ZombieCounts, zone: number, type: number): void {
  state.zombies[zone * state.pool.length + type] -= 1;
  state.pool[type] += 1;
}

/** Sets a zone's count of a type (the box is unchanged: for views and replays). */
export function setZombies(z: ZombieCounts, zone: number, type: number, count: number): void {
  z.zombies[zone * z.pool.length + type] = count;
}

/** Zombies of a type move between zones (the box is unchanged). */
export function moveZombies(state: ZombieCounts, from: number, to: number, type: number, count: number): void {
  const types = state.pool.length;
  state.zombies[from * types + type] -= count;
  state.zombies[to * types + type] += count;
}

/** Empty counts for a board of `zones` zones. */
export function noZombies(zones: number, types: number): number[] {
  return new Array(zones * types).fill(0);
}

/** The counts on another board of `zones` zones: each zone's zombies go to `to(zone)` (nowhere when negative). */
export function carryZombies(z: ZombieCounts, zones: number, to: (zone: number) => number): number[] {
  const types = z.pool.length;
  const out = noZombies(zones, types);
  for (let i = 0; i < z.zombies.length; i++) {
    const n = z.zombies[i];
    if (n === 0) continue;
    const target = to(Math.floor(i / types));
    if (target >= 0) out[target * types + (i % types)] += n;
  }
  return out;
}

/** Zones the counts cover. */
export function zoneCount(z: ZombieCounts): number {
  return z.zombies.length / z.pool.length;
}

export function maskOf(...types: number[]): number {
  let m = 0;
  for (const t of types) m |= 1 << t;
  return m;
}
