/**
 * Line of sight as the rulebooks draw it (EN "Line Of Sight", "Balconies",
 * "Townsfolk"; FR pages on building sight and the Townsfolk "Z" line).
 *
 * Lines are traced cell by cell, parallel to the board edges, from every cell
 * of the viewer's zone; range is the number of zone changes along the line.
 * - Street: straight on through street cells until a wall or the board edge;
 *   an opening into a building shows that room only (1 zone in).
 * - Building: the zones sharing an opening with the room (range 1); through an
 *   opening onto a street the line goes on straight down the street.
 * - Townsfolk: inside buildings the line goes on through further openings in
 *   the same direction; the openings need not be aligned (the "S"/"Z" line).
 * - Balcony: as from each straddled street zone (never into buildings) plus
 *   its stairs room; range counts from the balcony (straddled zones are 1).
 */
import type { Board } from './assemble.ts';
import { DX, DY, OPENING, WALL, isIndoor, isStreetLike } from './tile.ts';
import { sightSides } from './towers.ts';
import type { Sight } from './types.ts';

const STREET = 0;
const INDOOR = 1;
const BLOCK = 2;
const BALCONY = 3;
/** A tent [RM] (seed 001 lines 1084, 1759): no Line of Sight into, out of or through it. */
const TENT = 4;
const NONE = 0x7fff;

export interface SightTables {
  sight: Sight[][];
  sightTownsfolk: Sight[][];
}

class Tracer {
  private readonly w: number;
  private readonly h: number;
  private readonly z: number;
  private readonly cls: Uint8Array;
  /** The sides as Lines of Sight see them (an observation tower has no walls, towers.ts). */
  private readonly sides: Uint8Array;
  private readonly zoneCells: Int32Array[];
  private readonly chainBest: Int16Array;
  viewer = 0;
  deep = false;

  constructor(
    private readonly board: Board,
    readonly range: Int16Array,
  ) {
    this.w = board.width;
    this.h = board.height;
    this.z = board.zones.length;
    this.sides = sightSides(board);
    this.cls = new Uint8Array(this.z);
    board.zones.forEach((zone, i) => {
      // An observation tower [PO] sees and is seen as a room with openings all round (towers.ts); a Hole Zone [AN]
      // is a street for Lines of Sight (seed 001 lines 1076, 1824).
      this.cls[i] =
        isStreetLike(zone.kind) || zone.features.includes('hole')
          ? STREET
          : isIndoor(zone.kind) || zone.kind === 'tower'
            ? INDOOR
            : zone.kind === 'balcony'
              ? BALCONY
              : BLOCK;
    });
    for (const t of board.sightless ?? []) this.cls[t] = TENT;
    this.zoneCells = board.zones.map(() => new Int32Array(0));
    const lists: number[][] = board.zones.map(() => []);
    board.cellZone.forEach((zone, c) => {
      if (zone >= 0) lists[zone].push(c);
    });
    this.zoneCells = lists.map((l) => Int32Array.from(l));
    this.chainBest = new Int16Array(this.z * 4);
  }

  private record(t: number, r: number): void {
    const i = this.viewer * this.z + t;
    if (r < this.range[i]) this.range[i] = r;
  }

  /** The cell next to c in direction d, or -1 at the board edge. */
  private step(c: number, d: number): number {
    const x = (c % this.w) + DX[d];
    const y = Math.floor(c / this.w) + DY[d];
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return -1;
    return y * this.w + x;
  }

  /** A straight line from cell `from` (at range r) in direction d. */
  private streetRay(from: number, d: number, r: number): void {
    const { sides } = this;
    const { cellZone } = this.board;
    let cur = from;
    let zone = cellZone[cur];
    let range = r;
    for (;;) {
      const type = sides[cur * 4 + d];
      if (type === WALL) return;
      const next = this.step(cur, d);
      if (next < 0) return;
      const nz = cellZone[next];
      if (nz < 0 || this.cls[nz] === BLOCK || this.cls[nz] === TENT) return;
      if (nz !== zone) range++;
      if (this.cls[nz] === INDOOR) {
        if (type === OPENING) {
          this.record(nz, range);
          // Nobody sees through an observation tower, not even a Townsfolk (seed 001 line 1720).
          if (this.deep && this.board.zones[nz].kind !== 'tower') this.chain(nz, d, range);
        }
        return;
      }
      this.record(nz, range);
      cur = next;
      zone = nz;
    }
  }

  /** Through every opening on the `d` side of indoor zone `b` (at range r). */
  private chain(b: number, d: number, r: number): void {
    const { sides } = this;
    const { cellZone } = this.board;
    for (const c of this.zoneCells[b]) {
      if (sides[c * 4 + d] !== OPENING) continue;
      const next = this.step(c, d);
      if (next < 0) continue;
      const nz = cellZone[next];
      if (nz < 0 || nz === b || this.cls[nz] === TENT) continue;
      if (this.cls[nz] === STREET) {
        this.record(nz, r + 1);
        this.streetRay(next, d, r + 1);
      } else if (this.cls[nz] === INDOOR) {
        this.record(nz, r + 1);
        if (this.deep && this.board.zones[nz].kind !== 'tower' && r + 1 < this.chainBest[nz * 4 + d]) {
          this.chainBest[nz * 4 + d] = r + 1;
          this.chain(nz, d, r + 1);
        }
      }
    }
  }

  /** Sight of a ground zone (street, building, train, railroad). */
  view(zone: number, deep: boolean): void {
    this.viewer = zone;
    this.deep = deep;
    this.record(zone, 0);
    this.chainBest.fill(NONE);
    const cls = this.cls[zone];
    if (cls === STREET) {
      for (const c of this.zoneCells[zone]) for (let d = 0; d < 4; d++) this.streetRay(c, d, 0);
    } else if (cls === INDOOR) {
      for (let d = 0; d < 4; d++) {
        this.chainBest[zone * 4 + d] = 0;
        this.chain(zone, d, 0);
      }
    }
  }

  isIndoor(zone: number): boolean {
    return this.cls[zone] === INDOOR;
  }
  isBalcony(zone: number): boolean {
    return this.cls[zone] === BALCONY;
  }
  isTent(zone: number): boolean {
    return this.cls[zone] === TENT;
  }
}

/** Balcony rows from the street rows, then balconies are made visible from what they see. */
function addBalconies(board: Board, standard: Int16Array, tables: Int16Array[], tracer: Tracer): void {
  const z = board.zones.length;
  const balconies = board.zones.filter((zone) => zone.kind === 'balcony');
  const set = (m: Int16Array, a: number, b: number, r: number): void => {
    if (r < m[a * z + b]) m[a * z + b] = r;
  };
  for (const b of balconies) {
    set(standard, b.id, b.id, 0);
    if (b.stairs !== undefined) set(standard, b.id, b.stairs, 1);
    for (const s of b.straddles ?? []) {
      if (tracer.isTent(s)) continue;
      set(standard, b.id, s, 1);
      for (let t = 0; t < z; t++) {
        const r = standard[s * z + t];
        if (r === NONE || tracer.isIndoor(t) || tracer.isBalcony(t) || tracer.isTent(t)) continue;
        set(standard, b.id, t, r + 1);
      }
    }
  }
  for (const b1 of balconies) {
    for (const b2 of balconies) {
      if (b1 === b2) continue;
      for (const s2 of b2.straddles ?? []) {
        const r = standard[b1.id * z + s2];
        if (r !== NONE) set(standard, b1.id, b2.id, r + 1);
      }
    }
  }
  for (const m of tables) {
    if (m !== standard) for (const b of balconies) m.set(standard.subarray(b.id * z, b.id * z + z), b.id * z);
    for (const b of balconies) {
      for (let t = 0; t < z; t++) {
        const r = standard[b.id * z + t];
        if (r !== NONE && t !== b.id && !tracer.isBalcony(t)) set(m, t, b.id, r);
      }
    }
  }
}

function toLists(m: Int16Array, z: number): Sight[][] {
  const out: Sight[][] = [];
  for (let a = 0; a < z; a++) {
    const row: Sight[] = [];
    for (let b = 0; b < z; b++) {
      const r = m[a * z + b];
      if (r !== NONE) row.push({ zone: b, range: r });
    }
    row.sort((p, q) => p.range - q.range || p.zone - q.zone);
    out.push(row);
  }
  return out;
}

export function computeSight(board: Board): SightTables {
  const z = board.zones.length;
  const standard = new Int16Array(z * z).fill(NONE);
  const townsfolk = new Int16Array(z * z).fill(NONE);
  const std = new Tracer(board, standard);
  const tf = new Tracer(board, townsfolk);
  for (let i = 0; i < z; i++) {
    if (std.isBalcony(i)) continue;
    std.view(i, false);
    tf.view(i, true);
  }
  addBalconies(board, standard, [standard, townsfolk], std);
  return { sight: toLists(standard, z), sightTownsfolk: toLists(townsfolk, z) };
}
