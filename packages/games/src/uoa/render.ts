/** Undead or Alive's tiles placed side by side, drawn as SVG (`horde render`). */
import {
  BoardAssemblyError,
  computeGeometry,
  renderSvg,
  type PlacedTile,
  type Rotation,
  type TileLibrary,
} from '@horde/zombicide/board/index';
import { ToolInputError, type RenderOptions } from '../module.ts';

/** "2R,3R@90" → tiles in a row (or wrapped every `cols`), each with its rotation. */
export function parseTileList(library: TileLibrary, spec: string, cols: number | undefined): PlacedTile[] {
  const items = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) throw new ToolInputError('--tiles needs at least one tile id, e.g. --tiles 2R,3R');
  const perRow = cols ?? items.length;
  return items.map((item, i) => {
    const [tile, rot = '0'] = item.split('@');
    if (!library.has(tile))
      throw new ToolInputError(`unknown tile "${tile}" (content tiles: ${[...library.keys()].join(', ')})`);
    const rotation = Number(rot);
    if (![0, 90, 180, 270].includes(rotation))
      throw new ToolInputError(`rotation of "${item}" must be 0, 90, 180 or 270`);
    return { tile, rotation: rotation as Rotation, col: i % perRow, row: Math.floor(i / perRow) };
  });
}

export function renderTiles(
  library: TileLibrary,
  spec: string,
  options: RenderOptions,
): { svg: string; tiles: number } {
  const placed = parseTileList(library, spec, options.cols);
  try {
    const svg = renderSvg(computeGeometry(placed, library), {
      labels: options.labels,
      title: options.title ?? `Tiles ${spec}`,
    });
    return { svg, tiles: placed.length };
  } catch (e) {
    if (e instanceof BoardAssemblyError) throw new ToolInputError(e.message);
    throw e;
  }
}
