/**
 * The mission being edited: a plain document in the shipped format of packages/content/missions/*.yaml (docs/missions.md),
 * for one of the two Zombicides. The studio never keeps a second model of a mission: what it draws, checks, saves and
 * plays is this document.
 */
import type { MissionEntry } from '@horde/content/missions-schema';

/** The two Zombicides the studio edits: Undead or Alive and Classic. */
export type StudioGame = 'uoa' | 'classic';

export type MissionDoc = MissionEntry;
export type PlacedTileDoc = MissionDoc['tiles'][number];
export type SpawnDoc = MissionDoc['spawns'][number];
export type ObjectiveDoc = MissionDoc['objectives'][number];
export type DoorDoc = NonNullable<MissionDoc['doors']>[number];
export type ZombiesDoc = MissionDoc['zombies'][number];

/** A new mission: an empty board, one goal (take every Objective), the game's plain rules; `designed` throughout. */
export function emptyMission(game: StudioGame): MissionDoc {
  return {
    id: game === 'uoa' ? 'my-mission' : 'my-classic-mission',
    name: 'My mission',
    nameFr: 'Ma mission',
    difficulty: 'medium',
    duration: 30,
    tiles: [],
    start: '',
    exits: [],
    spawns: [],
    objectives: [],
    zombies: [],
    forbiddenClasses: [],
    goals: [{ kind: 'takeAllObjectives' }],
    rules: { objectiveAp: 5, objectiveBounty: [] },
    provenance: { designed: true, note: 'Designed in the Horde mission studio.' },
  };
}

/** The name a mission's tile goes by in zone labels ("2R", or "2R#2" for a second copy). */
export const placedName = (t: PlacedTileDoc): string => t.name ?? t.tile;

/** The placed tile a zone or door label is on ("2R:s1" is on "2R"). */
export const tileOfLabel = (label: string): string => label.split(':')[0];
