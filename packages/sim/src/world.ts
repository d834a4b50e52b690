/** The engine bound to the simulator's missions and content, built once per thread. */
import { loadContent } from '@horde/content';
import {
  createUoaGame,
  type Content,
  type GameConfig,
  type MissionDef,
  type SurvivorChoice,
  type UoaGame,
} from '@horde/zombicide';
import { buildGeometry, contentTiles, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { loadSimMissions } from './missions.ts';

export interface SimWorld {
  game: UoaGame;
  content: Content;
  missions: MissionDef[];
  geometry(mission: MissionDef): BoardGeometryWithGrid;
}

let world: Promise<SimWorld> | undefined;

export function simWorld(): Promise<SimWorld> {
  world ??= (async () => {
    const content = loadContent() as unknown as Content;
    const missions = await loadSimMissions();
    const library = contentTiles();
    const geometry = (m: MissionDef) => buildGeometry(m.tiles, library) as BoardGeometryWithGrid;
    const game = createUoaGame({ content, missions, geometry });
    return { game, content, missions, geometry };
  })();
  return world;
}

/** The default posse: one of each class (Meg, Carl, Jimmy, Concepción), replaced by allowed survivors when a mission forbids a class. */
const PREFERRED = [
  'meg',
  'carl',
  'jimmy',
  'concepcion',
  'molly',
  'henry',
  'jeb',
  'thomas',
  'pablito',
  'kassey',
  'hanna',
  'may',
  'turner',
  'trixie',
];

export function partyFor(world: SimWorld, mission: MissionDef, size = 4): GameConfig {
  const defs = new Map(world.content.survivors.map((s) => [s.id, s]));
  const chosen: SurvivorChoice[] = [];
  for (const id of [...PREFERRED, ...defs.keys()]) {
    const def = defs.get(id);
    if (!def || chosen.some((c) => c.id === id) || mission.forbiddenClasses.includes(def.class)) continue;
    chosen.push(def.favoriteSlot === 'any' ? { id, player: 0, starting: 'melee' } : { id, player: 0 });
    if (chosen.length === size) break;
  }
  return { mission: mission.id, survivors: chosen, players: 1 };
}
