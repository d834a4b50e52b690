/**
 * The in-memory form of one tile (one side of a printed tile), as read from the
 * text format (docs/tiles.md). Cells are indexed `y * width + x`; every cell has
 * four sides (N, E, S, W) whose edge type is stored in `sides[cell * 4 + dir]`.
 * Internal edges are stored on both cells with the same value.
 */
import type { TileFeature, ZoneKind } from './types.ts';

/** Directions, clockwise from north. */
export const N = 0;
export const E = 1;
export const S = 2;
export const W = 3;
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

/**
 * Edge types. CONTINUE only appears on tile borders (the zone goes on into the next tile);
 * DOOR only inside tiles (an assembled board holds a door as WALL or OPENING, see doors.ts).
 */
export const OPEN = 0;
export const WALL = 1;
export const OPENING = 2;
export const CONTINUE = 3;
export const DOOR = 4;
/**
 * A fence between two street zones (the helipad's fence, seed 001 lines 1807-1809): Line of Sight and Ranged Attacks
 * go through it, Moves and cars do not. Only inside tiles; a mission's stair token over it makes it open (stairs.ts).
 */
export const FENCE = 5;
/**
 * A barbwire fence [PO] between two street zones (seed 001 lines 1763-1779): like a FENCE for Moves, cars and Line
 * of Sight, but an Abomination tears it. Only in tiles: the assembled board lists it with the doors (a door with
 * `barbwire`, held as FENCE while whole, as an opening once torn; doors.ts).
 */
export const BARBWIRE = 6;
export type EdgeType =
  | typeof OPEN
  | typeof WALL
  | typeof OPENING
  | typeof CONTINUE
  | typeof DOOR
  | typeof FENCE
  | typeof BARBWIRE;

/** Cells per tile side: tile (col, row) starts at cell (col * TILE_CELLS, row * TILE_CELLS). */
export const TILE_CELLS = 6;

export const ZONE_KINDS: readonly ZoneKind[] = [
  'street',
  'building',
  'balcony',
  'train',
  'railroad',
  'impassable',
  'tower',
];
export const TILE_FEATURES: readonly TileFeature[] = [
  'corpsePile',
  'cemetery',
  'mine',
  'crate',
  'stairs',
  'manhole',
  'blueBed',
  'greenBed',
  'hospital',
  'lockerRoom',
  'eventTrigger',
  'security',
  'cell',
  'alley',
  'gate',
  'hole',
];

export interface TileZoneDef {
  /** Local name, 1-2 characters [a-z0-9]. */
  name: string;
  kind: ZoneKind;
  features: TileFeature[];
  /** Balcony: local name of its stairs room. */
  stairs?: string;
  /** Building rooms: optional explicit building tag (rooms with equal tags are one building). */
  building?: string;
  /** Line of the zone declaration in the source. */
  line: number;
}

export interface TileDef {
  id: string;
  file: string;
  /** True when the layout is an original design (the seeds have no tile drawings). */
  designed: boolean;
  width: number;
  height: number;
  zones: TileZoneDef[];
  /** Zone index per cell (ground zone; never a balcony). */
  cells: Int16Array;
  /** Balcony zone index per cell, -1 where there is none. */
  overlay: Int16Array;
  /** Edge type per cell side: sides[cell * 4 + dir]. */
  sides: Uint8Array;
}

export type Rotation = 0 | 90 | 180 | 270;

export interface PlacedTile {
  /** Tile id in the library, e.g. "2R". */
  tile: string;
  /** Clockwise rotation in degrees. */
  rotation: Rotation;
  /** Tile grid position: the tile's top-left cell is (col * TILE_CELLS, row * TILE_CELLS). */
  col: number;
  row: number;
  /** Name used in zone labels; defaults to the tile id ("2R#2" for a repeated tile). */
  name?: string;
}

export type TileLibrary = ReadonlyMap<string, TileDef>;

/** Street-like kinds carry street sight and open movement. */
export function isStreetLike(kind: ZoneKind): boolean {
  return kind === 'street' || kind === 'railroad';
}

/** Indoor kinds: rooms of buildings and train cars. */
export function isIndoor(kind: ZoneKind): boolean {
  return kind === 'building' || kind === 'train';
}
