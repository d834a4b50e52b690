/**
 * Rotating security gates [PO] (seed 001 lines 1726-1730): a one-cell zone marked `gate` whose sides, as the tile
 * draws them, are its openings at rotation 0 (a side on the tile's border stays a wall). The assembled board lists each side toward another zone with the
 * doors (a door with `gate`), held as a wall while closed and as an opening while open, so a turned gate is just
 * another set of open doors: the geometry for it is derived and cached like any open-door set (doors.ts), and the
 * zombies' "as if every door were open" routes count its closed sides as doors, not walls (line 1730).
 */
import { BoardAssemblyError } from './errors.ts';
import { DX, DY, OPENING, WALL } from './tile.ts';
import type { Door, Gate, Zone } from './types.ts';

/** Lists the board's gates and adds their sides to the doors (closed, as walls); rotation 0 is the tile's drawing. */
export function findGates(
  width: number,
  height: number,
  cellZone: Int32Array,
  cellTile: Int16Array,
  sides: Uint8Array,
  zones: readonly Zone[],
  doors: Door[],
  doorAt: Int16Array,
): Gate[] | undefined {
  const gates: Gate[] = [];
  for (const zone of zones) {
    if (!zone.features.includes('gate')) continue;
    if (zone.cells.length !== 1)
      throw new BoardAssemblyError(`gate "${zone.label}" covers ${zone.cells.length} cells; a rotating gate is one`);
    const [x, y] = zone.cells[0];
    const c = y * width + x;
    const gate: Gate = { zone: zone.id, sides: [-1, -1, -1, -1], open: 0 };
    for (let d = 0; d < 4; d++) {
      const nx = x + DX[d];
      const ny = y + DY[d];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      const other = cellZone[n];
      // A side on its tile's border stays a wall: the gate turns within its tile.
      if (other < 0 || other === zone.id || cellTile[n] !== cellTile[c]) continue;
      if (doorAt[c * 4 + d] >= 0) throw new BoardAssemblyError(`gate "${zone.label}": a door on its side`);
      if (sides[c * 4 + d] === OPENING) gate.open |= 1 << d;
      const [lo, hi] = zone.id < other ? [zone.id, other] : [other, zone.id];
      const here: [number, number] = [x, y];
      const there: [number, number] = [nx, ny];
      const id = doors.length;
      const labels = [zones[lo].label, zones[hi].label].sort();
      doors.push({
        id,
        label: `${labels[0]}|${labels[1]}`,
        zones: [lo, hi],
        cells: zone.id === lo ? [here, there] : [there, here],
        gate: gates.length,
      });
      sides[c * 4 + d] = WALL;
      sides[n * 4 + ((d + 2) & 3)] = WALL;
      doorAt[c * 4 + d] = id;
      doorAt[n * 4 + ((d + 2) & 3)] = id;
      gate.sides[d] = id;
    }
    gates.push(gate);
  }
  return gates.length > 0 ? gates : undefined;
}

/** The sides open at `rotation` quarter turns clockwise (a bit per direction). */
export function gateOpenMask(gate: Gate, rotation: number): number {
  const r = ((rotation % 4) + 4) % 4;
  return ((gate.open << r) | (gate.open >> (4 - r))) & 15;
}

/** The door ids of the gate's sides open at `rotation`. */
export function gateOpenDoors(gate: Gate, rotation: number): number[] {
  const mask = gateOpenMask(gate, rotation);
  const out: number[] = [];
  for (let d = 0; d < 4; d++) if (mask & (1 << d) && gate.sides[d] >= 0) out.push(gate.sides[d]);
  return out;
}
