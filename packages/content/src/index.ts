/**
 * @horde/content: the game data of Zombicide: Undead or Alive (equipment,
 * survivors, zombie deck, Abomination, skills) as YAML files validated by zod.
 * See docs/content.md.
 */
export {
  BOX,
  CONTENT_FILES,
  ContentError,
  defaultContentDir,
  formatProblem,
  loadContent,
  parseContent,
  validateContent,
} from './load.ts';
export type { ContentFileName } from './load.ts';
export { formatSkillRef, parseSkillRef, parseSpawnLine, PARAM_VALUES } from './schemas.ts';
export type {
  Abomination,
  Content,
  ContentProblem,
  EntryProvenance,
  EquipmentCard,
  MapPlace,
  Skill,
  SkillParamKind,
  Survivor,
  ZombieCard,
} from './types.ts';
export {
  defaultMissionsDir,
  ENGINE_GOAL_KINDS,
  isMissionText,
  loadMissionFile,
  loadMissions,
  MISSION_BOX,
  missionGeometry,
  missionSchema,
  parseMissions,
  validateMissionFile,
  validateMissions,
} from './missions.ts';
export type { MissionEntry, MissionsResult } from './missions.ts';
export { contentTiles, contentTilesOnDemand } from '../tiles/library.ts';
