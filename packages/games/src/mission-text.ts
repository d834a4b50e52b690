/**
 * A Zombicide's module hosting a designer's mission given as text, built over data handed in (what the web bundles
 * at build time): the browser's counterpart of `withEntryFile`, which reads the file on Node. The studio's Simulate
 * panel plays the mission being edited with it, in Web Workers; `horde sim --mission file.yaml` plays the same
 * games from the file. It also gives that mission's map for the heat map (the same renderer as `horde render`).
 */
import { parseMissions, type ContentProblem, type Content as ContentData } from '@horde/content';
import { contentTiles } from '@horde/content/tiles';
import { classicTiles } from '@horde/content/tiles/classic';
import { parse } from 'yaml';
import { createClassicModule, type ClassicModule } from './classic/module.ts';
import { ToolInputError } from './module.ts';
import { createUoaModule, type UoaModule } from './uoa/module.ts';
import { renderMission } from './zombicide/render.ts';

/** The two Zombicides a designer writes missions for. */
export type ZombicideId = 'uoa' | 'classic';

/** A Zombicide's shipped content and missions, as the web bundles them (virtual:uoa-data, virtual:classic-data). */
export interface ZombicideBundle {
  content: ContentData | unknown;
  missions: readonly unknown[];
}

export interface HostedMission {
  module: UoaModule | ClassicModule;
  /** The mission's id: the entry to play. */
  entry: string;
}

/** The id the text gives itself (the checks want the file named by it), or a stand-in when it has none. */
function fileNameOf(text: string): string {
  try {
    const id = (parse(text) as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && /^[\w.-]+$/.test(id)) return `${id}.yaml`;
  } catch {
    // Not YAML: parseMissions says so, with the line.
  }
  return 'mission.yaml';
}

/**
 * A mission text that does not validate: its message lists every problem, one a line, as `horde validate` words them;
 * `problems` keeps each one's code and parameters, for a page that words them in its reader's language.
 */
export class MissionTextProblems extends ToolInputError {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map((p) => p.text).join('\n') || 'no mission in the text');
  }
}

/** The module of `game` over `bundle`, hosting the mission `text` (it replaces a shipped one of the same id). */
export function withMissionText(game: ZombicideId, bundle: ZombicideBundle, text: string): HostedMission {
  const tiles = game === 'uoa' ? contentTiles() : classicTiles();
  const { missions, problems } = parseMissions({ [fileNameOf(text)]: text }, tiles);
  if (problems.length > 0 || missions.length !== 1) throw new MissionTextProblems(problems);
  // The content's loaders and the engine type missions apart (MissionEntry, MissionDef), as load.ts does.
  const mission = missions[0] as unknown as UoaModule['missions'][number];
  const others = (bundle.missions as UoaModule['missions']).filter((m) => m.id !== mission.id);
  const data = { content: bundle.content as UoaModule['content'], missions: [...others, mission], tiles };
  const module = game === 'uoa' ? createUoaModule(data) : createClassicModule(data);
  return { module, entry: mission.id };
}

/** A mission's map drawn by `horde render`'s renderer, and where each zone's cells are on it (for overlays). */
export interface MissionMap {
  svg: string;
  width: number;
  height: number;
  /** Pixels of a grid cell, and of the margin around the grid. */
  cell: number;
  margin: number;
  /** Each zone by label: its cells (grid x, y). */
  zones: Record<string, [number, number][]>;
}

const CELL = 48;

export function missionMap(hosted: HostedMission): MissionMap {
  const mission = hosted.module.mission(hosted.entry);
  if (!mission) throw new Error(`no mission ${hosted.entry}`);
  const geometry = hosted.module.geometry(mission);
  // No title: the map starts at the margin, so an overlay needs only the cell and the margin.
  const svg = renderMission(mission, geometry, { labels: 'local', title: '' });
  const width = geometry.grid.width * CELL;
  const drawn = Number(/<svg[^>]* width="([\d.]+)"/.exec(svg)?.[1] ?? width);
  const margin = (drawn - width) / 2;
  const zones: Record<string, [number, number][]> = {};
  for (const zone of geometry.zones) zones[zone.label] = zone.cells.map(([x, y]) => [x, y]);
  return {
    svg,
    width: drawn,
    height: geometry.grid.height * CELL + 2 * margin,
    cell: CELL,
    margin,
    zones,
  };
}
