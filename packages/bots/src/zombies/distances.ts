/**
 * Distances on a Zombies!!! map, remembered per geometry: the engine never changes a geometry once built (a new
 * tile makes a new one, packages/zombies/src/geometry.ts copyGeo), the views share it, and so do the search's
 * copies of a state (./search.ts), so a breadth-first search from a square is made once per map and square, not at
 * every choice of every rollout. The arrays returned are shared: read them, never write.
 */
import { distancesFrom, type Geo } from '@horde/zombies';

const cache = new WeakMap<Geo, Map<number, Int16Array>>();

/** Steps from `from` to every square of `geo` (-1: unreachable), as distancesFrom gives them. */
export function cachedDistances(geo: Geo, from: number): Int16Array {
  let byFrom = cache.get(geo);
  if (!byFrom) {
    byFrom = new Map();
    cache.set(geo, byFrom);
  }
  let dist = byFrom.get(from);
  if (!dist) {
    dist = distancesFrom(geo, from);
    byFrom.set(from, dist);
  }
  return dist;
}
