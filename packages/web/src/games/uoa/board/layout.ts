/** Board coordinates: a cell is U units wide; each zone gets an anchor where its pieces stand. */
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';

export const U = 48;

export interface ZoneBox {
  /** Centre of the anchor area (SVG units). */
  cx: number;
  cy: number;
  /** Width available for pieces around the centre. */
  w: number;
}

/** Anchor per zone: the centre of the zone's own cells (balcony cells for a balcony, ground cells not under one otherwise). */
export function zoneBoxes(geo: BoardGeometryWithGrid): ZoneBox[] {
  const grid = geo.grid;
  return geo.zones.map((zone) => {
    const own =
      zone.kind === 'balcony' ? zone.cells : zone.cells.filter(([x, y]) => grid.overlay[y * grid.width + x] < 0);
    const cells = own.length > 0 ? own : zone.cells;
    const cx = cells.reduce((s, c) => s + c[0], 0) / cells.length;
    const cy = cells.reduce((s, c) => s + c[1], 0) / cells.length;
    // Prefer the cell nearest the centre, then centre on it and its neighbours of the zone.
    let best = cells[0];
    let bestD = Infinity;
    for (const c of cells) {
      const d = (c[0] - cx) ** 2 + (c[1] - cy) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    const has = (x: number, y: number) => cells.some((c) => c[0] === x && c[1] === y);
    let x0 = best[0],
      x1 = best[0] + 1;
    if (has(best[0] + 1, best[1]) && cx >= best[0]) x1 = best[0] + 2;
    else if (has(best[0] - 1, best[1])) x0 = best[0] - 1;
    let y0 = best[1],
      y1 = best[1] + 1;
    if (has(best[0], best[1] + 1) && cy >= best[1]) y1 = best[1] + 2;
    else if (has(best[0], best[1] - 1)) y0 = best[1] - 1;
    return { cx: ((x0 + x1) / 2) * U, cy: ((y0 + y1) / 2) * U, w: (x1 - x0) * U };
  });
}
