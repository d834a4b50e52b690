/**
 * Undead or Alive as a game module: the rules bound to its content, missions
 * and tiles, with its bots, lobby catalogue and simulation figures. Pure: the
 * data comes in (loaded from files by load.ts on Node, bundled in the browser).
 */
import { randomBot } from '@horde/bots';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import { uoaSearchBot } from '@horde/bots/uoa/search';
import {
  type Action,
  classOf,
  type Content,
  favoriteSlotOf,
  type GameConfig,
  type GameEvent,
  type MissionDef,
  type PlayerView,
  type State,
  type SurvivorChoice,
} from '@horde/zombicide';
import { createUoaGame, type UoaGame } from '@horde/zombicide/rulesets/uoa/index';
import { buildGeometry, type BoardGeometryWithGrid, type TileLibrary } from '@horde/zombicide/board/index';
import { ToolInputError, type GameModule } from '../module.ts';
import { zombicideSimFigures } from '../zombicide/figures.ts';
import { pinZombicide, unpinZombicide } from '../zombicide/pin.ts';
import { engineBench } from './bench.ts';
import { geometryBench } from '../zombicide/geometry-bench.ts';
import { renderMission, renderTiles } from '../zombicide/render.ts';
import { zombicideSimReport } from '../zombicide/sim-report.ts';

export interface UoaData {
  content: Content;
  missions: MissionDef[];
  tiles: TileLibrary;
  /** Missions hosted but not offered in the lobby (test missions); default none. */
  unlisted?: string[];
}

export interface UoaCatalogue {
  missions: { id: string; name: string; difficulty: MissionDef['difficulty']; forbiddenClasses: string[] }[];
  survivors: { id: string; name: string; class: string; favoriteSlot: string }[];
}

export interface UoaModule extends GameModule<GameConfig, State, Action, GameEvent, PlayerView> {
  readonly game: UoaGame;
  readonly uoa: UoaGame;
  readonly content: Content;
  readonly missions: readonly MissionDef[];
  mission(id: string): MissionDef | undefined;
  geometry(mission: MissionDef): BoardGeometryWithGrid;
  catalogue(): UoaCatalogue;
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

/** A posse of `size` survivors the mission allows, dealt to `seats` seats in turn. */
export function posseFor(content: Content, mission: MissionDef, seats = 1, size = 4): GameConfig {
  const defs = new Map(content.survivors.map((s) => [s.id, s]));
  const chosen: SurvivorChoice[] = [];
  for (const id of [...PREFERRED, ...defs.keys()]) {
    const def = defs.get(id);
    if (!def || chosen.some((c) => c.id === id) || mission.forbiddenClasses.includes(classOf(def))) continue;
    const player = chosen.length % seats;
    chosen.push(def.favoriteSlot === 'any' ? { id, player, starting: 'melee' } : { id, player });
    if (chosen.length === Math.max(size, seats)) break;
  }
  return { mission: mission.id, survivors: chosen, players: seats };
}

export function createUoaModule(data: UoaData): UoaModule {
  if (data.missions.length === 0) throw new Error('Undead or Alive needs at least one mission');
  const geometry = (m: MissionDef) => buildGeometry(m.tiles, data.tiles);
  const uoa = createUoaGame({ content: data.content, missions: data.missions, geometry });
  const mission = (id: string) => data.missions.find((m) => m.id === id);
  const listed = data.missions.filter((m) => !data.unlisted?.includes(m.id));
  const catalogue: UoaCatalogue = {
    missions: listed.map((m) => ({
      id: m.id,
      name: m.name,
      difficulty: m.difficulty,
      forbiddenClasses: [...m.forbiddenClasses],
    })),
    survivors: data.content.survivors.map((s) => ({
      id: s.id,
      name: s.name,
      class: classOf(s),
      favoriteSlot: favoriteSlotOf(s),
    })),
  };
  return {
    id: uoa.meta.id,
    name: uoa.meta.name,
    game: uoa,
    uoa,
    content: data.content,
    missions: data.missions,
    mission,
    geometry,
    entries: listed.map((m) => ({ id: m.id, name: m.name, label: m.difficulty })),
    catalogue: () => catalogue,
    defaultConfig(entry, seats = 1) {
      const m = mission(entry);
      if (!m) throw new Error(`Unknown mission "${entry}" (known: ${data.missions.map((x) => x.id).join(', ')})`);
      return posseFor(data.content, m, seats);
    },
    seatPieces: (config, seat) => config.survivors.filter((s) => (s.player ?? 0) === seat).map((s) => s.id),
    bots: {
      random: (seed) => randomBot<State, Action>(seed),
      heuristic: () => heuristicBot(uoa),
      // Flat Monte Carlo over the heuristic's best actions (issue 15): on determinized worlds, and with the truth.
      search: (seed) => uoaSearchBot(uoa, seed, 'determinized'),
      clairvoyant: (seed) => uoaSearchBot(uoa, seed, 'clairvoyant'),
    },
    renderTiles: (spec, options) => renderTiles(data.tiles, spec, options),
    renderEntry(entry, options) {
      const m = mission(entry);
      if (!m)
        throw new ToolInputError(`unknown mission "${entry}" (known: ${data.missions.map((x) => x.id).join(', ')})`);
      return renderMission(m, geometry(m), options);
    },
    benchmarks: {
      engine: engineBench,
      geometry: geometryBench(data.tiles),
    },
    simFigures: (state) => zombicideSimFigures(uoa, state),
    round: (state) => state.round,
    simReport: zombicideSimReport(mission, geometry),
    // The config's mission with its tiles and the whole content (zombicide/pin.ts, format 1).
    pin: (config) => pinZombicide(uoa.meta.id, data, config.mission),
    fromPin(pinned) {
      const { content, mission, tiles } = unpinZombicide(uoa.meta.id, pinned);
      return createUoaModule({ content, missions: [mission], tiles });
    },
  };
}
