/**
 * A board changed by a mission's tokens (covered zones, tents, stair tokens): the board's geometry with its grid
 * remade, computed once per geometry, kind of token and set of labels (zone ids and labels are unchanged).
 */
import type { Board } from './assemble.ts';
import { type BoardGeometryWithGrid, fromBoard } from './geometry.ts';
import { geometryMemo } from './memo.ts';

const memo = geometryMemo<BoardGeometryWithGrid, BoardGeometryWithGrid>();

/** `geo` remade by `remake` (given the new board's key) for `labels` of tokens of `kind`; `geo` itself for none. */
export function derivedGeometry(
  geo: BoardGeometryWithGrid,
  kind: string,
  labels: readonly string[],
  remake: (key: string) => Board,
): BoardGeometryWithGrid {
  if (labels.length === 0) return geo;
  const key = `${kind}:${[...labels].sort().join(',')}`;
  return memo(geo, key, () => fromBoard(remake(`${geo.grid.key}|${key}`), geo));
}
