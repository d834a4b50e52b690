/**
 * Assembly of placed tiles into one cell grid with global zones.
 *
 * Tile borders: the two half-edges that meet are combined (a wall on either
 * side wins, then an opening, then "continue" on both sides merges the two
 * zones into one, else the edge is open and the zones are adjacent but distinct).
 * Doors lie inside tiles; they are listed apart and held as walls (doors.ts).
 */
import { findDoors } from './doors.ts';
import { findGates } from './gates.ts';
import { BoardAssemblyError } from './errors.ts';
import { rotateTile } from './rotate.ts';
import {
  CONTINUE,
  DX,
  DY,
  E,
  OPEN,
  OPENING,
  S,
  TILE_CELLS,
  WALL,
  isIndoor,
  isStreetLike,
  type PlacedTile,
  type TileDef,
  type TileLibrary,
} from './tile.ts';
import type { Door, Gate, TileFeature, Zone, ZoneKind } from './types.ts';

/**
 * The assembled board: a cell grid plus zones. Sides only hold OPEN, WALL, OPENING (a door is WALL while closed)
 * or FENCE (fences.ts).
 */
export interface Board {
  key: string;
  width: number;
  height: number;
  /** Ground zone per cell, -1 where no tile lies. */
  cellZone: Int32Array;
  /** Balcony zone per cell, -1 where there is none. */
  overlay: Int32Array;
  /** Edge type per cell side, `sides[cell * 4 + dir]`. Sides facing the board edge are WALL. */
  sides: Uint8Array;
  /** Placed tile index per cell, -1 where no tile lies. */
  cellTile: Int16Array;
  /** Placed tiles with their resolved names. */
  placed: (PlacedTile & { name: string })[];
  zones: Zone[];
  /** The doors, whatever their state (doors.ts). */
  doors: Door[];
  /** Door id per cell side, `doorAt[cell * 4 + dir]`, -1 where there is none. */
  doorAt: Int16Array;
  /** The rotating security gates [PO] (gates.ts); absent: none. */
  gates?: Gate[];
  /** Zones no Line of Sight enters, leaves or crosses (a mission's tents, tents.ts); absent: none. */
  sightless?: readonly number[];
  /** Cell sides (`cell * 4 + dir`) where a mission's stair token lies over a fence, now open (stairs.ts); for drawing. */
  stairSides?: readonly number[];
}

/** Stable key of a board shape; equal keys give equal geometry. */
export function shapeKey(placed: readonly PlacedTile[]): string {
  return placed.map((p) => `${p.tile}@${p.col},${p.row}r${p.rotation}${p.name ? `=${p.name}` : ''}`).join(';');
}

class UnionFind {
  readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(a: number): number {
    let r = a;
    while (this.parent[r] !== r) r = this.parent[r];
    while (this.parent[a] !== r) {
      const next = this.parent[a];
      this.parent[a] = r;
      a = next;
    }
    return r;
  }
  /** Joins keeping the smaller index as root, so roots follow declaration order. */
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }
}

interface Provisional {
  tile: string;
  local: string;
  kind: ZoneKind;
  features: TileFeature[];
  stairs: number;
  buildingTag?: string;
  placedIndex: number;
}

function resolveNames(placed: readonly PlacedTile[]): (PlacedTile & { name: string })[] {
  const seen = new Map<string, number>();
  const named = placed.map((p) => {
    const base = p.name ?? p.tile;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...p, name: p.name ?? (n === 1 ? base : `${base}#${n}`) };
  });
  const names = new Set<string>();
  for (const p of named) {
    if (names.has(p.name)) throw new BoardAssemblyError(`two placed tiles are named "${p.name}"`);
    names.add(p.name);
  }
  return named;
}

export function assemble(placed: readonly PlacedTile[], library: TileLibrary): Board {
  if (placed.length === 0) throw new BoardAssemblyError('no tiles placed');
  const named = resolveNames(placed);
  const tiles: TileDef[] = named.map((p) => {
    const def = library.get(p.tile);
    if (!def) throw new BoardAssemblyError(`unknown tile "${p.tile}" (library has ${[...library.keys()].join(', ')})`);
    if (![0, 90, 180, 270].includes(p.rotation))
      throw new BoardAssemblyError(`tile "${p.name}": rotation ${p.rotation} is not 0, 90, 180 or 270`);
    if (!Number.isInteger(p.col) || !Number.isInteger(p.row) || p.col < 0 || p.row < 0)
      throw new BoardAssemblyError(`tile "${p.name}": position must be whole numbers >= 0`);
    return rotateTile(def, p.rotation);
  });
  let width = 0;
  let height = 0;
  named.forEach((p, i) => {
    width = Math.max(width, p.col * TILE_CELLS + tiles[i].width);
    height = Math.max(height, p.row * TILE_CELLS + tiles[i].height);
  });

  // Provisional zones: one per local zone of each placed tile.
  const prov: Provisional[] = [];
  const base: number[] = [];
  named.forEach((p, i) => {
    base.push(prov.length);
    const t = tiles[i];
    for (const z of t.zones) {
      prov.push({
        tile: p.name,
        local: z.name,
        kind: z.kind,
        features: [...z.features],
        stairs: -1,
        buildingTag: z.building,
        placedIndex: i,
      });
    }
    t.zones.forEach((z, j) => {
      if (z.stairs !== undefined) prov[base[i] + j].stairs = base[i] + t.zones.findIndex((r) => r.name === z.stairs);
    });
  });

  const cells = width * height;
  const cellZone = new Int32Array(cells).fill(-1);
  const overlay = new Int32Array(cells).fill(-1);
  const cellTile = new Int16Array(cells).fill(-1);
  const sides = new Uint8Array(cells * 4).fill(WALL);
  named.forEach((p, i) => {
    const t = tiles[i];
    const ox = p.col * TILE_CELLS;
    const oy = p.row * TILE_CELLS;
    for (let y = 0; y < t.height; y++) {
      for (let x = 0; x < t.width; x++) {
        const g = (oy + y) * width + ox + x;
        const l = y * t.width + x;
        if (cellTile[g] >= 0)
          throw new BoardAssemblyError(
            `tiles "${named[cellTile[g]].name}" and "${p.name}" overlap at cell (${ox + x}, ${oy + y})`,
          );
        cellTile[g] = i;
        cellZone[g] = base[i] + t.cells[l];
        overlay[g] = t.overlay[l] >= 0 ? base[i] + t.overlay[l] : -1;
        for (let d = 0; d < 4; d++) sides[g * 4 + d] = t.sides[l * 4 + d];
      }
    }
  });

  const uf = new UnionFind(prov.length);
  const compatible = (a: ZoneKind, b: ZoneKind): boolean => a === b || (isStreetLike(a) && isStreetLike(b));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (cellTile[c] < 0) {
        for (let d = 0; d < 4; d++) sides[c * 4 + d] = WALL;
        continue;
      }
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        const n = ny * width + nx;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || cellTile[n] < 0) {
          sides[c * 4 + d] = WALL;
          continue;
        }
        if (d !== E && d !== S) continue;
        const opp = (d + 2) & 3;
        const a = sides[c * 4 + d];
        const b = sides[n * 4 + opp];
        let type: number;
        if (cellTile[n] === cellTile[c]) type = a;
        else if (a === WALL || b === WALL) type = WALL;
        else if (a === OPENING || b === OPENING) type = OPENING;
        else if (a === CONTINUE && b === CONTINUE && compatible(prov[cellZone[c]].kind, prov[cellZone[n]].kind)) {
          uf.union(cellZone[c], cellZone[n]);
          type = OPEN;
        } else type = OPEN;
        sides[c * 4 + d] = type;
        sides[n * 4 + opp] = type;
      }
    }
  }

  // Dense final ids in declaration order.
  const finalId = new Int32Array(prov.length).fill(-1);
  const rootOf: number[] = [];
  for (let i = 0; i < prov.length; i++) {
    const r = uf.find(i);
    if (finalId[r] < 0) {
      finalId[r] = rootOf.length;
      rootOf.push(r);
    }
    finalId[i] = finalId[r];
  }
  for (let c = 0; c < cells; c++) {
    if (cellZone[c] >= 0) cellZone[c] = finalId[cellZone[c]];
    if (overlay[c] >= 0) overlay[c] = finalId[overlay[c]];
  }
  const parts: number[][] = rootOf.map(() => []);
  for (let i = 0; i < prov.length; i++) parts[finalId[i]].push(i);
  const kindOf = (ps: number[]): ZoneKind => (ps.some((p) => prov[p].kind === 'street') ? 'street' : prov[ps[0]].kind);
  const kinds = parts.map(kindOf);

  // Open edges are only kept between street-like zones; anything else across a border becomes a wall.
  for (let c = 0; c < cells; c++) {
    if (cellZone[c] < 0) continue;
    const x = c % width;
    for (const d of [E, S]) {
      if (sides[c * 4 + d] !== OPEN) continue;
      const nx = x + DX[d];
      const n = c + DX[d] + DY[d] * width;
      if (nx >= width || n >= cells || cellZone[n] < 0) continue;
      const za = cellZone[c];
      const zb = cellZone[n];
      if (za === zb) continue;
      const ka = kinds[za];
      const kb = kinds[zb];
      if ((isStreetLike(ka) && isStreetLike(kb)) || ka === 'impassable' || kb === 'impassable') continue;
      sides[c * 4 + d] = WALL;
      sides[n * 4 + ((d + 2) & 3)] = WALL;
    }
  }

  const zones = buildZones(prov, parts, kinds, finalId, cellZone, overlay, sides, width, height);
  const { doors, doorAt } = findDoors(width, height, cellZone, sides, zones);
  // Rotating security gates [PO]: their sides join the doors (gates.ts).
  const gates = findGates(width, height, cellZone, cellTile, sides, zones, doors, doorAt);
  return {
    key: shapeKey(placed),
    width,
    height,
    cellZone,
    overlay,
    sides,
    cellTile,
    placed: named,
    zones,
    doors,
    doorAt,
    ...(gates ? { gates } : {}),
  };
}

function buildZones(
  prov: Provisional[],
  parts: number[][],
  kinds: ZoneKind[],
  finalId: Int32Array,
  cellZone: Int32Array,
  overlay: Int32Array,
  sides: Uint8Array,
  width: number,
  height: number,
): Zone[] {
  const count = parts.length;
  const zones: Zone[] = parts.map((ps, id) => {
    const labels = ps.map((p) => `${prov[p].tile}:${prov[p].local}`);
    const features: TileFeature[] = [];
    // Manholes add up (each brings the Manhole card's zombies); other features count once.
    for (const p of ps)
      for (const f of prov[p].features) if (f === 'manhole' || !features.includes(f)) features.push(f);
    const zone: Zone = {
      id,
      label: labels.join('+'),
      kind: kinds[id],
      tile: prov[ps[0]].tile,
      building: -1,
      cells: [],
      features,
    };
    if (labels.length > 1) zone.parts = labels;
    return zone;
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (cellZone[c] >= 0) zones[cellZone[c]].cells.push([x, y]);
      if (overlay[c] >= 0) zones[overlay[c]].cells.push([x, y]);
    }
  }
  // Balconies: stairs room and the street zones under their cells.
  for (const zone of zones) {
    if (zone.kind !== 'balcony') continue;
    const p = parts[zone.id][0];
    zone.stairs = finalId[prov[p].stairs];
    const under = new Set<number>();
    for (const [x, y] of zone.cells) under.add(cellZone[y * width + x]);
    zone.straddles = [...under].sort((a, b) => a - b);
  }
  // Buildings: indoor zones joined by openings, plus equal building tags on one placed tile. A door does not
  // join rooms (rulebook «Spawning in Buildings»: a room behind a locked door opens later), so ids ignore door state.
  const uf = new UnionFind(count);
  for (let c = 0; c < width * height; c++) {
    const a = cellZone[c];
    if (a < 0 || !isIndoor(kinds[a])) continue;
    const x = c % width;
    for (const d of [E, S]) {
      const nx = x + DX[d];
      const n = c + DX[d] + DY[d] * width;
      if (nx >= width || n >= width * height) continue;
      const b = cellZone[n];
      if (b < 0 || b === a || !isIndoor(kinds[b])) continue;
      // A rotating security gate [PO] joins no building: it turns (gates.ts).
      if (zones[a].features.includes('gate') || zones[b].features.includes('gate')) continue;
      if (sides[c * 4 + d] === OPENING || sides[c * 4 + d] === OPEN) uf.union(a, b);
    }
  }
  const tagged = new Map<string, number>();
  prov.forEach((p, i) => {
    if (p.buildingTag === undefined) return;
    const key = `${p.placedIndex}/${p.buildingTag}`;
    const first = tagged.get(key);
    if (first === undefined) tagged.set(key, finalId[i]);
    else uf.union(first, finalId[i]);
  });
  const buildingOf = new Map<number, number>();
  for (const zone of zones) {
    if (!isIndoor(zone.kind)) continue;
    const r = uf.find(zone.id);
    if (!buildingOf.has(r)) buildingOf.set(r, buildingOf.size);
    zone.building = buildingOf.get(r)!;
  }
  return zones;
}
