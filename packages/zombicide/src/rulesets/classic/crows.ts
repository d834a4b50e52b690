/**
 * Murders of Crows [MC] (seed 001 lines 854-858, 1521-1541): with its one Action a Murder of Crows flies up to 3
 * zones toward a target set before it moves, ignoring every obstacle (walls, locked doors, barricades, towers,
 * rubble). The flight is one step of the move plan: the zombies' phase sets the target, these routes give the
 * zones where the crows land, and the crows go straight there, so no new target and no new split can come up on
 * the way (line 856). Several landing zones on equally short flights split the group once, as it sets off
 * (decision crowFlight).
 */
import type { BoardGeometry } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';

/** Zones a Murder of Crows covers with one Move Action (line 856). */
export const CROW_FLIGHT = 3;

/** Flight distances between zones: zones touch when any of their cells share an edge, walls or not. */
const flights = new WeakMap<BoardGeometry, Int16Array[]>();

function flightDistances(geo: BoardGeometry): Int16Array[] {
  const cached = flights.get(geo);
  if (cached) return cached;
  const n = geo.zones.length;
  const at = new Map<string, number>();
  for (const z of geo.zones) for (const [x, y] of z.cells) at.set(`${x},${y}`, z.id);
  const touching: number[][] = geo.zones.map(() => []);
  for (const z of geo.zones)
    for (const [x, y] of z.cells)
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ]) {
        const o = at.get(`${x + dx},${y + dy}`);
        if (o !== undefined && o !== z.id && !touching[z.id].includes(o)) touching[z.id].push(o);
      }
  const dist: Int16Array[] = [];
  for (let from = 0; from < n; from++) {
    const d = new Int16Array(n).fill(-1);
    d[from] = 0;
    const queue = [from];
    for (let i = 0; i < queue.length; i++)
      for (const next of touching[queue[i]])
        if (d[next] < 0) {
          d[next] = d[queue[i]] + 1;
          queue.push(next);
        }
    dist.push(d);
  }
  flights.set(geo, dist);
  return dist;
}

/** Where crows flying from `from` toward `target` land: every zone on a shortest flight, 3 zones on (or the target). */
export function crowLandings(ctx: RulesContext, from: number, target: number): number[] {
  if (from === target) return [];
  const dist = flightDistances(ctx.geo);
  const total = dist[from][target];
  if (total < 0) return [];
  const hop = Math.min(CROW_FLIGHT, total);
  const out: number[] = [];
  for (let z = 0; z < dist.length; z++) if (dist[from][z] === hop && dist[z][target] === total - hop) out.push(z);
  return out;
}
