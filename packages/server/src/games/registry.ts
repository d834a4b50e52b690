/**
 * The games the server can host: one rules engine bound to the content and a
 * list of missions. Everything the server knows about the rules goes through
 * here, so a new ruleset or the real mission files plug in at one place.
 */
import { loadContent, type Content as LoadedContent } from '@horde/content';
import { createUoaGame, type MissionDef, type UoaGame } from '@horde/zombicide';
import { buildGeometry, contentTiles } from '@horde/zombicide/board/index';

export interface CatalogMission {
  id: string;
  name: string;
  difficulty: MissionDef['difficulty'];
  forbiddenClasses: string[];
}
export interface CatalogSurvivor {
  id: string;
  name: string;
  class: string;
  favoriteSlot: string;
}
export interface Catalog {
  missions: CatalogMission[];
  survivors: CatalogSurvivor[];
}

export interface GameRegistry {
  readonly game: UoaGame;
  readonly missions: readonly MissionDef[];
  mission(id: string): MissionDef | undefined;
  catalog(): Catalog;
}

export interface RegistryOptions {
  missions: MissionDef[];
  /** Defaults to the shipped content (packages/content/data). */
  content?: LoadedContent;
}

export function createRegistry(options: RegistryOptions): GameRegistry {
  if (options.missions.length === 0) throw new Error('The game registry needs at least one mission');
  const content = options.content ?? loadContent();
  const tiles = contentTiles();
  const missions = options.missions;
  const game = createUoaGame({ content, missions, geometry: (m) => buildGeometry(m.tiles, tiles) });
  const catalog: Catalog = {
    missions: missions.map((m) => ({
      id: m.id,
      name: m.name,
      difficulty: m.difficulty,
      forbiddenClasses: [...m.forbiddenClasses],
    })),
    survivors: content.survivors.map((s) => ({ id: s.id, name: s.name, class: s.class, favoriteSlot: s.favoriteSlot })),
  };
  return {
    game,
    missions,
    mission: (id) => missions.find((m) => m.id === id),
    catalog: () => catalog,
  };
}
