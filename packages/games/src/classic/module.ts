/**
 * Zombicide Classic as a game module: the shared Zombicide engine bound to
 * the Classic ruleset, its Season 1 content, designed missions and tiles,
 * with the heuristic bot, lobby catalogue and simulation figures. Pure: the
 * data comes in (loaded from files by load.ts on Node, bundled in the browser).
 */
import { randomBot } from '@horde/bots';
import { classicHeuristicBot } from '@horde/bots/classic/heuristic';
import { classicSearchBot } from '@horde/bots/classic/search';
import type {
  Action,
  Content,
  GameConfig,
  GameEvent,
  MissionDef,
  PlayerView,
  State,
  ZombicideGame,
} from '@horde/zombicide';
import { buildGeometry, type BoardGeometryWithGrid, type TileLibrary } from '@horde/zombicide/board/index';
import { CLASSIC_TYPES, createClassicGame } from '@horde/zombicide/rulesets/classic/index';
import { zombicideSimFigures } from '../zombicide/figures.ts';
import { pinZombicide, unpinZombicide } from '../zombicide/pin.ts';
import { type GameModule, type SimReportSpec, ToolInputError } from '../module.ts';
import { geometryBench } from '../zombicide/geometry-bench.ts';
import { classicEngineBench } from './bench.ts';
import { renderMission, renderTiles } from '../zombicide/render.ts';
import { zombicideSimReport } from '../zombicide/sim-report.ts';

export interface ClassicData {
  content: Content;
  missions: MissionDef[];
  tiles: TileLibrary;
}

export interface ClassicCatalogue {
  missions: { id: string; name: string; difficulty: MissionDef['difficulty'] }[];
  survivors: { id: string; name: string }[];
}

export interface ClassicModule extends GameModule<GameConfig, State, Action, GameEvent, PlayerView> {
  readonly game: ZombicideGame;
  readonly content: Content;
  readonly missions: readonly MissionDef[];
  mission(id: string): MissionDef | undefined;
  geometry(mission: MissionDef, openDoors?: readonly number[]): BoardGeometryWithGrid;
  catalogue(): ClassicCatalogue;
}

/** The Season 1 six, in the box's order; a posse of `size` dealt to `seats` seats in turn. */
export function classicPosse(content: Content, mission: MissionDef, seats = 1, size = 6): GameConfig {
  const ids = content.survivors.map((s) => s.id);
  const survivors = ids.slice(0, Math.max(size, seats)).map((id, i) => ({ id, player: i % seats }));
  return { mission: mission.id, survivors, players: seats };
}

/** Undead or Alive's report, with Classic's zombie types (the species, Crawlers and Dogz) for the kills. */
function classicSimReport(
  mission: (id: string) => MissionDef | undefined,
  geometry: (mission: MissionDef) => BoardGeometryWithGrid,
): SimReportSpec {
  const spec = zombicideSimReport(mission, geometry);
  return {
    ...spec,
    figures: { ...spec.figures, kills: { title: 'Kills by zombie type', labels: [...CLASSIC_TYPES] } },
  };
}

export function createClassicModule(data: ClassicData): ClassicModule {
  if (data.missions.length === 0) throw new Error('Zombicide Classic needs at least one mission');
  const geometry = (m: MissionDef, openDoors?: readonly number[]) => buildGeometry(m.tiles, data.tiles, openDoors);
  const game = createClassicGame({ content: data.content, missions: data.missions, geometry });
  const mission = (id: string) => data.missions.find((m) => m.id === id);
  const catalogue: ClassicCatalogue = {
    missions: data.missions.map((m) => ({ id: m.id, name: m.name, difficulty: m.difficulty })),
    survivors: data.content.survivors.map((s) => ({ id: s.id, name: s.name })),
  };
  return {
    id: game.meta.id,
    name: game.meta.name,
    game,
    content: data.content,
    missions: data.missions,
    mission,
    geometry,
    entries: data.missions.map((m) => ({ id: m.id, name: m.name, label: m.difficulty })),
    catalogue: () => catalogue,
    defaultConfig(entry, seats = 1) {
      const m = mission(entry);
      if (!m) throw new Error(`Unknown mission "${entry}" (known: ${data.missions.map((x) => x.id).join(', ')})`);
      return classicPosse(data.content, m, seats);
    },
    seatPieces: (config, seat) => config.survivors.filter((s) => (s.player ?? 0) === seat).map((s) => s.id),
    bots: {
      random: (seed) => randomBot<State, Action>(seed),
      heuristic: () => classicHeuristicBot(game),
      // Flat Monte Carlo over the heuristic's best actions, as Undead or Alive's (packages/bots/src/classic/search.ts).
      search: (seed) => classicSearchBot(game, seed),
      // The same search knowing the hidden cards: the bound a designer reads (docs/balance.md), never a table's bot.
      clairvoyant: (seed) => classicSearchBot(game, seed, 'clairvoyant'),
    },
    renderTiles: (spec, options) => renderTiles(data.tiles, spec, options),
    renderEntry(entry, options) {
      const m = mission(entry);
      if (!m)
        throw new ToolInputError(`unknown mission "${entry}" (known: ${data.missions.map((x) => x.id).join(', ')})`);
      // The board as the rules see it: with the mission's tents, stair tokens and covered zones (game.ts).
      return renderMission(m, game.context(m.id).geo as BoardGeometryWithGrid, options);
    },
    benchmarks: { engine: classicEngineBench, geometry: geometryBench(data.tiles) },
    simFigures: (state) => zombicideSimFigures(game, state),
    round: (state) => state.round,
    simReport: classicSimReport(mission, geometry),
    // The config's mission with its tiles and the whole content: Companion cards, expansion Zombie decks and tent
    // cards whatever the config switches on (zombicide/pin.ts, format 1).
    pin: (config) => pinZombicide(game.meta.id, data, config.mission),
    fromPin(pinned) {
      const { content, mission, tiles } = unpinZombicide(game.meta.id, pinned);
      return createClassicModule({ content, missions: [mission], tiles });
    },
  };
}
