/**
 * Fences (the helipad's fence on tile 9R [RM], seed 001 lines 1803-1813): a FENCE edge between two street zones
 * lets Lines of Sight and Ranged Attacks through (sight.ts only stops at walls) but no Move nor car
 * (adjacency.ts only crosses open edges and openings). The zones across a fence are kept apart here, for the
 * A-Bomb that grabs through it (line 1591).
 */
import type { Board } from './assemble.ts';
import { DX, DY, E, FENCE, S } from './tile.ts';

/** The zones across a fence from each zone (sorted), or undefined when the board has no fence. */
export function zonesAcrossFence(board: Board): number[][] | undefined {
  const { width, height, cellZone, sides, zones } = board;
  let sets: Set<number>[] | undefined;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      for (const d of [E, S]) {
        if (sides[c * 4 + d] !== FENCE) continue;
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx >= width || ny >= height) continue;
        const a = cellZone[c];
        const b = cellZone[ny * width + nx];
        if (a < 0 || b < 0 || a === b) continue;
        sets ??= zones.map(() => new Set<number>());
        sets[a].add(b);
        sets[b].add(a);
      }
    }
  }
  return sets?.map((s) => [...s].sort((p, q) => p - q));
}
