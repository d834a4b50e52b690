/** The game module the simulator plays (Undead or Alive with the shipped and test missions), built once per thread. */
import { loadUoaModule, type UoaModule } from '@horde/games';
import type { GameConfig, MissionDef } from '@horde/zombicide';

export type SimWorld = UoaModule;

let world: SimWorld | undefined;

export function simWorld(): Promise<SimWorld> {
  world ??= loadUoaModule();
  return Promise.resolve(world);
}

/** The default posse of the module (four survivors the mission allows, one seat). */
export function partyFor(world: SimWorld, mission: MissionDef): GameConfig {
  return world.defaultConfig(mission.id, 1);
}
