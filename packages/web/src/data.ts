/**
 * The static game data the table shows (cards, survivors, skills, missions) and each mission's
 * board geometry. The data is bundled at build time from the content package by the
 * `horde-data` Vite plugin (see vite-plugin-horde-data.ts and docs/web.md); geometry is
 * computed in the browser from the shipped tile texts, as the server does.
 */
import data from 'virtual:horde-data';
import { buildGeometry, contentTiles, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { Content, EquipmentDef, MissionDef, SkillDef, SurvivorDef } from '@horde/zombicide';

export const content: Content = data.content;
export const missions: MissionDef[] = data.missions;

const byId = <T extends { id: string }>(items: T[]): Record<string, T> => Object.fromEntries(items.map((i) => [i.id, i]));
export const equipmentById: Record<string, EquipmentDef> = byId(content.equipment);
export const survivorById: Record<string, SurvivorDef> = byId(content.survivors);
export const skillById: Record<string, SkillDef> = byId(content.skills);

export function missionById(id: string): MissionDef {
  const m = missions.find((x) => x.id === id);
  if (!m) throw new Error(`Unknown mission ${id}`);
  return m;
}

export function geometryOf(mission: MissionDef): BoardGeometryWithGrid {
  return buildGeometry(mission.tiles, contentTiles());
}
