/**
 * The static data the Classic table shows (cards, survivors, skills, missions) and each mission's
 * board geometry with the doors open so far. In the app the data is bundled at build time from the
 * content package by the `horde-data` Vite plugin (classic-table.tsx hands it over with
 * setClassicData); tests load it with the packages' own loaders. Geometry is computed in the browser
 * from the shipped Classic tile texts, as the server does.
 */
import { classicTilesOnDemand } from '@horde/content/tiles/classic';
import { buildGeometry, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { Content, EquipmentDef, MissionDef, SkillDef, SurvivorDef } from '@horde/zombicide';
import { CLASSIC } from '@horde/zombicide/rulesets/classic/index';
import { emptyContent, findMission, indexContent, type ZombicideBundle } from '../zombicide/data.ts';
import { studioMissionAdder } from '../zombicide/studio-mission.ts';

/** An Equipment card of the Classic box: what a card that is not a plain weapon does, in our words. */
export type ClassicCardDef = EquipmentDef & { text?: string };

export type ClassicBundle = ZombicideBundle;

// Live ESM bindings: set once at start-up, read at render time.
export let content: Content = emptyContent();
export let missions: MissionDef[] = [];
export let equipmentById: Record<string, ClassicCardDef> = {};
export let survivorById: Record<string, SurvivorDef> = {};
export let skillById: Record<string, SkillDef> = {};

export function setClassicData(data: ClassicBundle): void {
  content = data.content;
  missions = data.missions;
  // The ruleset's own cards too (Competitive's Bulletproof Vests).
  ({ equipmentById, survivorById, skillById } = indexContent(content, [...content.equipment, ...CLASSIC.extraCards]));
}

/** A mission made in the mission studio, played in this page; returns the id it is played under. */
export const addStudioMission = studioMissionAdder(() => missions);

export function missionById(id: string): MissionDef {
  return findMission(missions, id);
}

/** The board of a mission with these doors open (the view's `doors`): the same geometry the rules use. */
export function geometryOf(mission: MissionDef, openDoors: readonly number[] = []): BoardGeometryWithGrid {
  return buildGeometry(mission.tiles, classicTilesOnDemand(), openDoors);
}
