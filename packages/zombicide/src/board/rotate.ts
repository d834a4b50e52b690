/** Rotation of a tile by quarter turns, clockwise. */
import type { Rotation, TileDef } from './tile.ts';

/** Rotates one quarter turn clockwise: cell (x, y) goes to (height-1-y, x); side d goes to d+1. */
function quarter(tile: TileDef): TileDef {
  const { width: w, height: h } = tile;
  const cells = new Int16Array(w * h);
  const overlay = new Int16Array(w * h);
  const sides = new Uint8Array(w * h * 4);
  const nw = h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = y * w + x;
      const to = x * nw + (h - 1 - y);
      cells[to] = tile.cells[from];
      overlay[to] = tile.overlay[from];
      for (let d = 0; d < 4; d++) sides[to * 4 + ((d + 1) & 3)] = tile.sides[from * 4 + d];
    }
  }
  return { ...tile, width: nw, height: w, cells, overlay, sides };
}

/** The tile turned clockwise by `rotation` degrees (the same object for 0). */
export function rotateTile(tile: TileDef, rotation: Rotation): TileDef {
  let t = tile;
  for (let i = 0; i < rotation / 90; i++) t = quarter(t);
  return t;
}

/** Where a local cell (x, y) of an unrotated w*h tile lands after the rotation. */
export function rotateCell(x: number, y: number, w: number, h: number, rotation: Rotation): [number, number] {
  let cx = x;
  let cy = y;
  let cw = w;
  let ch = h;
  for (let i = 0; i < rotation / 90; i++) {
    const nx = ch - 1 - cy;
    cy = cx;
    cx = nx;
    const t = cw;
    cw = ch;
    ch = t;
  }
  return [cx, cy];
}
