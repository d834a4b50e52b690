/** `horde render --tiles 2R,3R@90 --out map.svg`: an SVG picture of tiles placed in a row (or wrapped with --cols). */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import {
  BoardAssemblyError,
  computeGeometry,
  contentTiles,
  renderSvg,
  type PlacedTile,
  type Rotation,
} from '@horde/zombicide/board/index';
import { positiveInt, UsageError } from '../usage.ts';

export function parseTileList(spec: string, cols: number | undefined): PlacedTile[] {
  const library = contentTiles();
  const items = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) throw new UsageError('--tiles needs at least one tile id, e.g. --tiles 2R,3R');
  const perRow = cols ?? items.length;
  return items.map((item, i) => {
    const [tile, rot = '0'] = item.split('@');
    if (!library.has(tile))
      throw new UsageError(`unknown tile "${tile}" (content tiles: ${[...library.keys()].join(', ')})`);
    const rotation = Number(rot);
    if (![0, 90, 180, 270].includes(rotation)) throw new UsageError(`rotation of "${item}" must be 0, 90, 180 or 270`);
    return { tile, rotation: rotation as Rotation, col: i % perRow, row: Math.floor(i / perRow) };
  });
}

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('render content tiles placed side by side to an SVG file')
    .requiredOption('--tiles <list>', 'comma-separated tile ids, each optionally with @rotation (2R,3R@90)')
    .requiredOption('--out <file>', 'SVG file to write')
    .option('--cols <n>', 'tiles per row (default: all in one row)', positiveInt('--cols'))
    .option('--labels <kind>', 'zone labels: local, full or none', 'full')
    .option('--title <text>', 'caption above the map')
    .action((opts: { tiles: string; out: string; cols?: number; labels: string; title?: string }) => {
      if (!['local', 'full', 'none'].includes(opts.labels))
        throw new UsageError(`--labels must be local, full or none, got "${opts.labels}"`);
      const placed = parseTileList(opts.tiles, opts.cols);
      let svg: string;
      try {
        svg = renderSvg(computeGeometry(placed, contentTiles()), {
          labels: opts.labels as 'local' | 'full' | 'none',
          title: opts.title ?? `Tiles ${opts.tiles}`,
        });
      } catch (e) {
        if (e instanceof BoardAssemblyError) throw new UsageError(e.message);
        throw e;
      }
      try {
        writeFileSync(opts.out, svg);
      } catch (e) {
        throw new UsageError(`cannot write ${opts.out}: ${(e as Error).message}`);
      }
      console.log(`${opts.out}: ${placed.length} tile${placed.length === 1 ? '' : 's'}, ${svg.length} bytes`);
    });
}
