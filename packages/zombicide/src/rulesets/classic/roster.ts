/**
 * Classic's zombies (seed 001 "Zombie Types"): Walker, Runner (2 Actions),
 * Fatty (Damage 2 to kill, 2 Walkers as escort when it spawns), Abomination
 * (Damage 3); each kill gives 1 experience, an Abomination 5. The Targeting
 * Priority Order (seed 001 "Targeting Priority Order", standard zombies):
 * Survivors first (handled by the ruleset's hitSurvivorsFirst), then
 * Walkers, then Fatties and Abominations, then Runners.
 */
import type { ZombieRoster } from '../../ruleset.ts';

export const CLASSIC_TYPES = ['walker', 'runner', 'fatty', 'abomination'] as const;
export const WALKER = 0,
  RUNNER = 1,
  FATTY = 2,
  ABOMINATION = 3;
export const CLASSIC_TYPE_NAMES = ['Walker', 'Runner', 'Fatty', 'Abomination'];

/** The Season 1 box (published): 40 Walkers, 16 Runners, 8 Fatties, 1 Abomination. */
export const CLASSIC_BOX = [40, 16, 8, 1];

export const CLASSIC_ROSTER: ZombieRoster = {
  size: 4,
  ids: CLASSIC_TYPES,
  names: CLASSIC_TYPE_NAMES,
  actions: [1, 2, 1, 1],
  toughness: [1, 1, 2, 3],
  experience: [1, 1, 1, 5],
  // Tiers 3, 6 and 9 of the seed's eleven (standard zombies): Walker, then Fatty/Abomination, then Runner.
  tier: [3, 9, 6, 6],
  box: CLASSIC_BOX,
  all: 0b1111,
};
