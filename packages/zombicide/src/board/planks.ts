/**
 * Planks [AN] (seed 001 lines 1828-1834): a mission lays a plank through a Hole Zone between two zones ("<a>|<b>");
 * the zones linked by both ends share a Line of Sight, are adjacent for Movement (diagonally too) and at Range 1 of
 * each other. The geometry with planks adds those links to the board's (zone ids and labels unchanged).
 */
import { geometryMemo } from './memo.ts';
import { computePaths } from './paths.ts';
import type { BoardGeometry, Sight } from './types.ts';

const memo = geometryMemo<BoardGeometry, BoardGeometry>();

/** Adds zone `b` at range 1 to a sight list (a copy), unless it is already seen at range 1 or less. */
function withSight(list: readonly Sight[], b: number): Sight[] {
  const out = list.filter((s) => s.zone !== b || s.range <= 1);
  if (!out.some((s) => s.zone === b)) out.push({ zone: b, range: 1 });
  return out.sort((p, q) => p.range - q.range || p.zone - q.zone);
}

/** `geo` with a plank between each pair of zones of `planks` (unknown labels are ignored: the mission checks name them). */
export function layPlanks<G extends BoardGeometry>(geo: G, planks: readonly string[]): G {
  if (planks.length === 0) return geo;
  const key = [...planks].sort().join(',');
  return memo(geo, key, () => {
    const neighbors = geo.neighbors.map((ns) => [...ns]);
    const sight = [...geo.sight];
    const sightTownsfolk = [...geo.sightTownsfolk];
    for (const plank of planks) {
      const [a, b] = plank.split('|').map((l) => geo.byLabel[l]);
      if (a === undefined || b === undefined || a === b) continue;
      for (const [x, y] of [
        [a, b],
        [b, a],
      ]) {
        if (!neighbors[x].includes(y)) neighbors[x] = [...neighbors[x], y].sort((p, q) => p - q);
        sight[x] = withSight(sight[x], y);
        sightTownsfolk[x] = withSight(sightTownsfolk[x], y);
      }
    }
    const { distance, nextHops } = computePaths(neighbors);
    return { ...geo, key: `${geo.key}|planks:${key}`, neighbors, sight, sightTownsfolk, distance, nextHops };
  }) as G;
}
