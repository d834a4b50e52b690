/**
 * Doors (rulebook «Open a Door»): a "D"/"DD" edge inside a tile. The assembled board holds
 * every door as a WALL and lists the doors apart, so zone ids, building ids and door ids
 * depend on the board shape only; an open set turns the chosen door edges into openings,
 * and the rest of the geometry (adjacency, sight, paths) needs no door logic at all.
 */
import type { Board } from './assemble.ts';
import { BoardAssemblyError } from './errors.ts';
import { BARBWIRE, DOOR, DX, DY, E, FENCE, OPENING, S, WALL } from './tile.ts';
import type { Door, Zone } from './types.ts';

export interface DoorTable {
  doors: Door[];
  /** Door id per cell side (`cell * 4 + dir`), -1 where there is none. */
  doorAt: Int16Array;
}

/**
 * Lists the DOOR and BARBWIRE edges of an assembled grid (row by row, E before S) and turns them into walls (a
 * barbwire fence into a FENCE edge).
 */
export function findDoors(
  width: number,
  height: number,
  cellZone: Int32Array,
  sides: Uint8Array,
  zones: readonly Zone[],
): DoorTable {
  const doors: Door[] = [];
  const doorAt = new Int16Array(width * height * 4).fill(-1);
  const perPair = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      for (const d of [E, S]) {
        const barbwire = sides[c * 4 + d] === BARBWIRE;
        if (sides[c * 4 + d] !== DOOR && !barbwire) continue;
        const nx = x + DX[d];
        const ny = y + DY[d];
        const n = ny * width + nx;
        const a = cellZone[c];
        const b = cellZone[n];
        // Tiles refuse this; only a "~" merge across tiles can bring both sides into one zone.
        if (a === b) throw new BoardAssemblyError(`door at cell (${x}, ${y}) lies inside zone "${zones[a].label}"`);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const pair = lo * zones.length + hi;
        const count = (perPair.get(pair) ?? 0) + 1;
        perPair.set(pair, count);
        const labels = [zones[lo].label, zones[hi].label].sort();
        const here: [number, number] = [x, y];
        const there: [number, number] = [nx, ny];
        const id = doors.length;
        doors.push({
          id,
          label: `${labels[0]}|${labels[1]}${count > 1 ? `#${count}` : ''}`,
          zones: [lo, hi],
          cells: a === lo ? [here, there] : [there, here],
          ...(barbwire ? { barbwire: true as const } : {}),
        });
        // A whole barbwire fence stops Moves but not Lines of Sight, as a fence does (fences.ts).
        sides[c * 4 + d] = barbwire ? FENCE : WALL;
        sides[n * 4 + ((d + 2) & 3)] = barbwire ? FENCE : WALL;
        doorAt[c * 4 + d] = id;
        doorAt[n * 4 + ((d + 2) & 3)] = id;
      }
    }
  }
  return { doors, doorAt };
}

/** Sorted, deduplicated door ids; an id the board does not have is a caller's bug. */
export function normalizeOpenDoors(open: readonly number[], count: number): number[] {
  for (const id of open) {
    if (!Number.isInteger(id) || id < 0 || id >= count)
      throw new BoardAssemblyError(`no door ${id} on this board (it has ${count} door${count === 1 ? '' : 's'})`);
  }
  return [...new Set(open)].sort((a, b) => a - b);
}

/** The suffix a geometry key gets for its open doors ("" when none are open). */
export function openDoorsKey(open: readonly number[]): string {
  return open.length === 0 ? '' : `|doors:${open.join(',')}`;
}

/** The same board with the listed doors (normalized ids) as openings; everything but `sides` and `key` is shared. */
export function withOpenDoors(board: Board, open: readonly number[]): Board {
  if (open.length === 0) return board;
  const isOpen = new Uint8Array(board.doors.length);
  for (const id of open) isOpen[id] = 1;
  const sides = board.sides.slice();
  const { doorAt } = board;
  for (let i = 0; i < doorAt.length; i++) if (doorAt[i] >= 0 && isOpen[doorAt[i]]) sides[i] = OPENING;
  return { ...board, key: board.key + openDoorsKey(open), sides };
}

/** Every door id of a board: build it with these to route "as if all doors were open" (zombie routing when no open path exists). */
export function allDoorsOpen(geometry: { doors: readonly Door[] }): number[] {
  return geometry.doors.map((d) => d.id);
}
