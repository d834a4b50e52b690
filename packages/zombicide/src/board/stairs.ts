/**
 * Stair tokens [RM] (seed 001 line 1809): "If a stair token is placed over part of the fence, Actors can Move
 * through it." A mission names the two zones the token joins ("7C:hp|7C:s3"); every fence edge between them
 * becomes an open edge. The geometry is computed once per geometry and set of stairs (ids and labels unchanged).
 */
import type { Board } from './assemble.ts';
import { derivedGeometry } from './derived.ts';
import type { BoardGeometryWithGrid } from './geometry.ts';
import { DX, DY, FENCE, OPEN } from './tile.ts';

/** The two zone labels of a stair token "<a>|<b>" (undefined when it is not two labels). */
export function stairZones(stair: string): [string, string] | undefined {
  const parts = stair.split('|');
  return parts.length === 2 && parts[0] !== '' && parts[1] !== '' ? [parts[0], parts[1]] : undefined;
}

/** `geo` with a stair token over the fence between each pair of zones (unknown labels are ignored). */
export function placeStairs(geo: BoardGeometryWithGrid, stairs: readonly string[]): BoardGeometryWithGrid {
  return derivedGeometry(geo, 'stairs', stairs, (key) => withStairs(geo, stairs, key));
}

/** The board's grid with every fence edge between each pair of zones of `stairs` open. */
function withStairs(geo: BoardGeometryWithGrid, stairs: readonly string[], key: string): Board {
  const pairs = new Set<string>();
  for (const s of stairs) {
    const labels = stairZones(s);
    const a = labels && geo.byLabel[labels[0]];
    const b = labels && geo.byLabel[labels[1]];
    if (a === undefined || b === undefined) continue;
    pairs.add(`${a},${b}`).add(`${b},${a}`);
  }
  const { width, height, cellZone } = geo.grid;
  const sides = geo.grid.sides.slice();
  const stairSides: number[] = [...(geo.grid.stairSides ?? [])];
  for (let c = 0; c < cellZone.length; c++) {
    const x = c % width;
    const y = (c - x) / width;
    for (let d = 0; d < 4; d++) {
      if (sides[c * 4 + d] !== FENCE) continue;
      const nx = x + DX[d];
      const ny = y + DY[d];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (!pairs.has(`${cellZone[c]},${cellZone[ny * width + nx]}`)) continue;
      sides[c * 4 + d] = OPEN;
      stairSides.push(c * 4 + d);
    }
  }
  return { ...geo.grid, key, sides, stairSides };
}
