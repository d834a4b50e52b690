/** The events both Zombicide tables play back as a visible step of the zombies' phase (each gets a beat). */
import type { GameEvent } from '@horde/zombicide';

const STEPS = new Set<GameEvent['type']>([
  'extraActivation',
  'gameLost',
  'outOfMiniatures',
  'spawnZoneChanged',
  'spawned',
  'survivorEliminated',
  'survivorWounded',
  'zombieAttacked',
  'zombieCardDrawn',
  'zombieMoved',
]);

/** A step at both tables (a table adds its ruleset's own). */
export function isSharedZombieStep(e: GameEvent): boolean {
  return STEPS.has(e.type);
}
