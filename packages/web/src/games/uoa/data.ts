/**
 * The static game data the table shows (cards, survivors, skills, missions) and each mission's
 * board geometry. In the app the data is bundled at build time from the content package by the
 * `horde-data` Vite plugin (uoa-table.tsx hands it over with setUoaData); tests load it with the
 * content package's own loaders. Geometry is computed in the browser from the shipped tile
 * texts, as the server does.
 */
import { contentTilesOnDemand } from '@horde/content/tiles';
import { buildGeometry, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { Content, EquipmentDef, MissionDef, SkillDef, SurvivorDef } from '@horde/zombicide';
import { emptyContent, findMission, indexContent, type ZombicideBundle } from '../zombicide/data.ts';
import { studioMissionAdder } from '../zombicide/studio-mission.ts';

export type UoaBundle = ZombicideBundle;

// Live ESM bindings: set once at start-up, read at render time.
export let content: Content = emptyContent();
export let missions: MissionDef[] = [];
export let equipmentById: Record<string, EquipmentDef> = {};
export let survivorById: Record<string, SurvivorDef> = {};
export let skillById: Record<string, SkillDef> = {};

export function setUoaData(data: UoaBundle): void {
  content = data.content;
  missions = data.missions;
  ({ equipmentById, survivorById, skillById } = indexContent(content, content.equipment));
}

/** A mission made in the mission studio, played in this page; returns the id it is played under. */
export const addStudioMission = studioMissionAdder(() => missions);

export function missionById(id: string): MissionDef {
  return findMission(missions, id);
}

/** The board of a mission, or of the tiles a moving train has left on it (the view's `board`). */
export function geometryOf(mission: MissionDef, board?: MissionDef['tiles'] | null): BoardGeometryWithGrid {
  return buildGeometry(board ?? mission.tiles, contentTilesOnDemand());
}
