/**
 * The kinds of vehicles (seed 001 "Cars", lines 1118-1157; the helicopter [RM], lines 658-718) and what sets
 * each apart: how far it drives, whether its car attacks count, how it is Searched.
 *
 * - Police car: Searched by drawing until a weapon (line 1127).
 * - Pimpmobile: 1 random Pimpweapon, once per game (line 1137).
 * - Hippiemobile [PO]: the pimpmobile's rules, but harmless: its car attacks are ignored (line 1143).
 * - Muscle car [PO]: cannot be Searched; drives up to 3 zones instead of 2 (lines 1149-1151).
 * - Taxi [PO]: Searched like a building zone, a Flashlight has no effect, an Aaahh!! interrupts (line 1157).
 * - Helicopter [RM]: seated like a car, but flown (helicopter.ts), never driven nor Searched.
 */
import type { CarState } from './state.ts';

/** The helicopter's kind in `cars`. */
export const HELICOPTER = 'helicopter';

/** How a vehicle is Searched: draw until a weapon, a Pimpweapon once per game, a building's draw, or never. */
export type CarSearch = 'untilWeapon' | 'pimpweapon' | 'building' | 'none';

export function carSearch(kind: string): CarSearch {
  switch (kind) {
    case 'pimpmobile':
    case 'hippiemobile':
      return 'pimpweapon';
    case 'taxi':
      return 'building';
    case 'muscle':
    case HELICOPTER:
      // Decision helicopterNoSearch: the seed gives the helicopter no Search (lines 658-718).
      return 'none';
    default:
      return 'untilWeapon';
  }
}

/** Zones a car covers with one Drive Action: 2 (line 630), a muscle car 3 (line 1151). */
export function driveZones(kind: string): number {
  return kind === 'muscle' ? 3 : 2;
}

/** A hippiemobile's car attacks are ignored: it is harmless (line 1143). */
export function harmless(kind: string): boolean {
  return kind === 'hippiemobile';
}

export function isHelicopter(car: CarState): boolean {
  return car.kind === HELICOPTER;
}
