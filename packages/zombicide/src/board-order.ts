/** Orders on the board: clockwise around its centre (spawn order, seed 000 EN "Spawn", seed 001 "Spawn"). */
import type { RulesContext } from './context.ts';

function zoneCenter(ctx: RulesContext, zone: number): [number, number] {
  const cells = ctx.geo.zones[zone].cells;
  let x = 0,
    y = 0;
  for (const [cx, cy] of cells) {
    x += cx + 0.5;
    y += cy + 0.5;
  }
  return [x / cells.length, y / cells.length];
}

/**
 * Items (an index and its zone) sorted clockwise around the board's centre, starting from the bearing of
 * zone `from`; ties keep index order.
 */
export function clockwiseFrom(ctx: RulesContext, from: number, items: { i: number; zone: number }[]): number[] {
  const cx = ctx.geo.width / 2,
    cy = ctx.geo.height / 2;
  const bearing = (zone: number) => {
    const [x, y] = zoneCenter(ctx, zone);
    return Math.atan2(y - cy, x - cx); // y grows downward, so increasing angle turns clockwise on screen
  };
  const startBearing = bearing(from);
  return items
    .map(({ i, zone }) => {
      let d = bearing(zone) - startBearing;
      while (d < 0) d += 2 * Math.PI;
      while (d >= 2 * Math.PI) d -= 2 * Math.PI;
      return { i, d };
    })
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map(({ i }) => i);
}
