/** `horde render --tiles 2R,3R@90 --out map.svg`: an SVG picture of a game's tiles placed in a row (or wrapped with --cols). */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ToolInputError } from '@horde/games';
import { gameOption, moduleOf } from '../games.ts';
import { positiveInt, UsageError } from '../usage.ts';

export function registerRender(program: Command): void {
  gameOption(program.command('render'))
    .description('render content tiles placed side by side to an SVG file')
    .requiredOption('--tiles <list>', 'comma-separated tile ids, each optionally with @rotation (2R,3R@90)')
    .requiredOption('--out <file>', 'SVG file to write')
    .option('--cols <n>', 'tiles per row (default: all in one row)', positiveInt('--cols'))
    .option('--labels <kind>', 'zone labels: local, full or none', 'full')
    .option('--title <text>', 'caption above the map')
    .action((opts: { game: string; tiles: string; out: string; cols?: number; labels: string; title?: string }) => {
      if (!['local', 'full', 'none'].includes(opts.labels))
        throw new UsageError(`--labels must be local, full or none, got "${opts.labels}"`);
      const module = moduleOf(opts.game);
      if (!module.renderTiles) throw new UsageError(`${module.name} has no tiles to render`);
      let drawn: { svg: string; tiles: number };
      try {
        drawn = module.renderTiles(opts.tiles, {
          cols: opts.cols,
          labels: opts.labels as 'local' | 'full' | 'none',
          title: opts.title,
        });
      } catch (e) {
        if (e instanceof ToolInputError) throw new UsageError(e.message);
        throw e;
      }
      try {
        writeFileSync(opts.out, drawn.svg);
      } catch (e) {
        throw new UsageError(`cannot write ${opts.out}: ${(e as Error).message}`);
      }
      console.log(`${opts.out}: ${drawn.tiles} tile${drawn.tiles === 1 ? '' : 's'}, ${drawn.svg.length} bytes`);
    });
}
