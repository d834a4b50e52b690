/** A Zombicide's tiles placed side by side, drawn as SVG (`horde render`), for both rulesets. */
import {
  BoardAssemblyError,
  computeGeometry,
  renderSvg,
  type BoardGeometryWithGrid,
  type PlacedTile,
  type Rotation,
  type TileLibrary,
} from '@horde/zombicide/board/index';
import type { MissionDef } from '@horde/zombicide';
import { ToolInputError, type RenderOptions } from '../module.ts';

/** "2R,3R@90" → tiles in a row (or wrapped every `cols`), each with its rotation. */
export function parseTileList(library: TileLibrary, spec: string, cols: number | undefined): PlacedTile[] {
  const items = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) throw new ToolInputError('--tiles needs at least one tile id, e.g. --tiles 2R,3R');
  const perRow = cols ?? items.length;
  return items.map((item, i) => {
    const [tile, rot = '0'] = item.split('@');
    if (!library.has(tile))
      throw new ToolInputError(`unknown tile "${tile}" (content tiles: ${[...library.keys()].join(', ')})`);
    const rotation = Number(rot);
    if (![0, 90, 180, 270].includes(rotation))
      throw new ToolInputError(`rotation of "${item}" must be 0, 90, 180 or 270`);
    return { tile, rotation: rotation as Rotation, col: i % perRow, row: Math.floor(i / perRow) };
  });
}

export function renderTiles(
  library: TileLibrary,
  spec: string,
  options: RenderOptions,
): { svg: string; tiles: number } {
  const placed = parseTileList(library, spec, options.cols);
  try {
    const svg = renderSvg(computeGeometry(placed, library), {
      labels: options.labels,
      title: options.title ?? `Tiles ${spec}`,
    });
    return { svg, tiles: placed.length };
  } catch (e) {
    if (e instanceof BoardAssemblyError) throw new ToolInputError(e.message);
    throw e;
  }
}

/** Letters of the pieces a mission sets up, per zone: the legend of `renderMission`'s markers. */
const SPAWN_MARK = { starting: 'SPAWN', mobile: 'MOBILE SPAWN', abomination: 'ABOM. SPAWN', spawn: 'SPAWN' } as const;

/**
 * A mission's map as SVG (`horde render --mission`): its tiles with the start, exits, spawn zones,
 * Objectives and the zombies of its setup written in their zones, and the start, exits and spawns tinted.
 */
export function renderMission(mission: MissionDef, geometry: BoardGeometryWithGrid, options: RenderOptions): string {
  const zone = (label: string) => geometry.byLabel[label];
  const marks = new Map<number, string[]>();
  const mark = (label: string, text: string) => {
    const z = zone(label);
    if (z === undefined) return;
    marks.set(z, [...(marks.get(z) ?? []), text]);
  };
  mark(mission.start, 'START');
  for (const exit of mission.exits) mark(exit, 'EXIT');
  for (const s of mission.spawns) mark(s.zone, SPAWN_MARK[s.kind]);
  for (const o of mission.objectives) mark(o.zone, `obj. ${o.hidden ? '?' : o.color}`);
  // A Switch token [PO]: it turns a gate, or opens and locks up doors, linked to an Objective or not.
  for (const sw of mission.switches ?? []) mark(sw.zone, sw.objective ? `switch (${sw.objective})` : 'switch');
  for (const z of mission.zombies) {
    const pieces = [
      z.walker ? `${z.walker}W` : '',
      z.runner ? `${z.runner}R` : '',
      z.fatty ? `${z.fatty}F` : '',
    ].filter(Boolean);
    if (pieces.length) mark(z.zone, pieces.join(' '));
  }
  const markers: Record<number, string> = {};
  for (const [z, texts] of marks) markers[z] = texts.join(', ');
  const tint = (labels: string[], color: string) => ({
    zones: labels.map(zone).filter((z): z is number => z !== undefined),
    color,
  });
  return renderSvg(geometry, {
    labels: options.labels,
    title: options.title ?? `${mission.id}: ${mission.name}`,
    markers,
    highlight: [
      tint([mission.start], '#2e7d32'),
      tint(mission.exits, '#1565c0'),
      tint(
        mission.spawns.map((s) => s.zone),
        '#c62828',
      ),
    ],
  });
}
