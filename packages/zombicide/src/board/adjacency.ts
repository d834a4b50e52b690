/**
 * Movement adjacency (EN "Movement", FR "Déplacement"): streets connect freely
 * through open edges; a building and a street, or two rooms, connect only
 * through an opening; a balcony connects only to its stairs room; impassable
 * zones connect to nothing.
 */
import type { Board } from './assemble.ts';
import { DX, DY, E, OPEN, OPENING, S, isStreetLike } from './tile.ts';

export function movementNeighbors(board: Board): number[][] {
  const { width, height, cellZone, sides, zones } = board;
  const sets = zones.map(() => new Set<number>());
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const a = cellZone[c];
      if (a < 0) continue;
      for (const d of [E, S]) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx >= width || ny >= height) continue;
        const b = cellZone[ny * width + nx];
        if (b < 0 || b === a) continue;
        const ka = zones[a].kind;
        const kb = zones[b].kind;
        if (ka === 'impassable' || kb === 'impassable') continue;
        const type = sides[c * 4 + d];
        const passable = type === OPENING || (type === OPEN && isStreetLike(ka) && isStreetLike(kb));
        if (!passable) continue;
        sets[a].add(b);
        sets[b].add(a);
      }
    }
  }
  for (const z of zones) {
    if (z.kind !== 'balcony' || z.stairs === undefined) continue;
    sets[z.id].add(z.stairs);
    sets[z.stairs].add(z.id);
  }
  return sets.map((s) => [...s].sort((p, q) => p - q));
}
