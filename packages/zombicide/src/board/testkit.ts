/** Helpers for the board tests: small inline tiles and readable sight queries. */
import { computeGeometry, type BoardGeometryWithGrid } from './geometry.ts';
import { tileLibrary } from './library.ts';
import type { PlacedTile, Rotation, TileLibrary } from './tile.ts';

export function lib(...texts: string[]): TileLibrary {
  return tileLibrary(texts.map((text, i) => ({ file: `inline-${i}.tile`, text })));
}

export function single(library: TileLibrary, id: string, rotation: Rotation = 0): BoardGeometryWithGrid {
  return computeGeometry([{ tile: id, rotation, col: 0, row: 0 }], library);
}

export function map(library: TileLibrary, placed: PlacedTile[]): BoardGeometryWithGrid {
  return computeGeometry(placed, library);
}

/** Sight of zone `from` as { label: range }, labels without the tile prefix when the board has one tile. */
export function seen(g: BoardGeometryWithGrid, from: string, townsfolk = false): Record<string, number> {
  const table = townsfolk ? g.sightTownsfolk : g.sight;
  const out: Record<string, number> = {};
  for (const s of table[id(g, from)]) out[short(g, s.zone)] = s.range;
  return out;
}

export function id(g: BoardGeometryWithGrid, label: string): number {
  const z = g.byLabel[label] ?? g.byLabel[`${g.grid.placed[0].name}:${label}`];
  if (z === undefined) throw new Error(`no zone "${label}"`);
  return z;
}

export function short(g: BoardGeometryWithGrid, zone: number): string {
  const label = g.zones[zone].label;
  return g.grid.placed.length === 1 ? label.slice(label.indexOf(':') + 1) : label;
}

export function names(g: BoardGeometryWithGrid, zones: readonly number[]): string[] {
  return zones.map((z) => short(g, z)).sort();
}
