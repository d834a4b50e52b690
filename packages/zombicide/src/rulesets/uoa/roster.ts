/** Undead or Alive's zombies (EN "Zombies"): four types, no species; the box's miniatures. */
import type { ZombieType } from '../../defs.ts';
import type { ZombieRoster } from '../../ruleset.ts';
import type { State } from '../../state.ts';

/** Zombie types by index in per-zone count arrays. */
export const ZOMBIE_TYPES: readonly ZombieType[] = ['walker', 'runner', 'fatty', 'abomination'];
export const WALKER = 0,
  RUNNER = 1,
  FATTY = 2,
  ABOMINATION = 3;
/** Miniatures in the box (EN components): 40 Walkers, 16 Runners, 16 Fatties, 1 Abomination. */
export const BOX_MINIATURES = [40, 16, 16, 1];
/** Damage needed to eliminate each type (EN "Zombies"). */
export const TOUGHNESS = [1, 1, 2, 3];
/** Adrenaline for eliminating each type. */
export const KILL_AP = [1, 1, 1, 5];
/** Actions per activation. */
export const ZOMBIE_ACTIONS = [1, 2, 1, 1];
export const TYPE_NAMES = ['Walker', 'Runner', 'Fatty', 'Abomination'];

/** Targeting Priority Order (EN "Ranged Action"): Fatty or Abomination (shooter's choice), then Walker, then Runner. */
const TARGETING_TIER = [2, 3, 1, 1];

export const UOA_ROSTER: ZombieRoster = {
  size: 4,
  ids: ZOMBIE_TYPES,
  names: TYPE_NAMES,
  actions: ZOMBIE_ACTIONS,
  toughness: TOUGHNESS,
  experience: KILL_AP,
  tier: TARGETING_TIER,
  box: BOX_MINIATURES,
  all: 0b1111,
};

/** The box holds a single Abomination: is it on the board? */
export function abominationOnBoard(state: State): boolean {
  return state.pool[ABOMINATION] < BOX_MINIATURES[ABOMINATION];
}
