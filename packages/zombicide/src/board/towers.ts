/**
 * Observation towers [PO] (seed 001 lines 1712-1724, 1080): a tower has no walls for Lines of Sight, so Actors see
 * into it and out of it, but not through it; survivors climb in by its ladders (openings), zombies never do.
 * For sight a tower is a room whose every side facing a street is an opening: a street line that meets it shows
 * the tower and stops there, and from the tower the lines go straight on down the streets (sight.ts).
 */
import type { Board } from './assemble.ts';
import { DX, DY, OPENING, WALL, isStreetLike } from './tile.ts';

/** The board's sides as Lines of Sight see them (the same array when the board has no tower). */
export function sightSides(board: Board): Uint8Array {
  const { width, height, cellZone, sides, zones } = board;
  if (!zones.some((z) => z.kind === 'tower')) return sides;
  const out = sides.slice();
  for (let c = 0; c < cellZone.length; c++) {
    const a = cellZone[c];
    if (a < 0 || zones[a].kind !== 'tower') continue;
    const x = c % width;
    const y = (c - x) / width;
    for (let d = 0; d < 4; d++) {
      const nx = x + DX[d];
      const ny = y + DY[d];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      const b = cellZone[n];
      if (b < 0 || b === a || out[c * 4 + d] !== WALL || !isStreetLike(zones[b].kind)) continue;
      out[c * 4 + d] = OPENING;
      out[n * 4 + ((d + 2) & 3)] = OPENING;
    }
  }
  return out;
}
