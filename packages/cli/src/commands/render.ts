/**
 * `horde render --tiles 2R,3R@90 --out map.svg`: an SVG picture of a game's tiles placed in a row (or wrapped
 * with --cols); `horde render --mission M0|mine.yaml --out map.svg`: a mission's map with its setup.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ToolInputError, type AnyModule, type RenderOptions } from '@horde/games';
import { gameOption, moduleOf } from '../games.ts';
import { positiveInt, UsageError } from '../usage.ts';

export function registerRender(program: Command): void {
  gameOption(program.command('render'))
    .description("render content tiles placed side by side, or a mission's map, to an SVG file")
    .option('--tiles <list>', 'comma-separated tile ids, each optionally with @rotation (2R,3R@90)')
    .option('--mission <id|file>', "a mission's map with its start, exits, spawns, Objectives and zombies")
    .requiredOption('--out <file>', 'SVG file to write')
    .option('--cols <n>', 'tiles per row (default: all in one row)', positiveInt('--cols'))
    .option('--labels <kind>', 'zone labels: local, full or none', 'full')
    .option('--title <text>', 'caption above the map')
    .action(
      (opts: {
        game: string;
        tiles?: string;
        mission?: string;
        out: string;
        cols?: number;
        labels: string;
        title?: string;
      }) => {
        if (!['local', 'full', 'none'].includes(opts.labels))
          throw new UsageError(`--labels must be local, full or none, got "${opts.labels}"`);
        if (!opts.tiles === !opts.mission) throw new UsageError('give either --tiles or --mission');
        const options = { cols: opts.cols, labels: opts.labels as 'local' | 'full' | 'none', title: opts.title };
        const drawn = toolInput(() => (opts.mission ? renderMission(opts, options) : renderTiles(opts, options)));
        try {
          writeFileSync(opts.out, drawn.svg);
        } catch (e) {
          throw new UsageError(`cannot write ${opts.out}: ${(e as Error).message}`);
        }
        console.log(`${opts.out}: ${drawn.what}, ${drawn.svg.length} bytes`);
      },
    );
}

/** A game tool's complaint about its input (a tile list, a mission file) as a one-line usage error. */
function toolInput<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ToolInputError) throw new UsageError(e.message);
    throw e;
  }
}

function renderTiles(opts: { game: string; tiles?: string }, options: RenderOptions): { svg: string; what: string } {
  const module = moduleOf(opts.game);
  if (!module.renderTiles) throw new UsageError(`${module.name} has no tiles to render`);
  const drawn = module.renderTiles(opts.tiles ?? '', options);
  return { svg: drawn.svg, what: `${drawn.tiles} tile${drawn.tiles === 1 ? '' : 's'}` };
}

/** A mission id of the game, or a designer's mission file (checked like the shipped ones). */
function renderMission(
  opts: { game: string; mission?: string },
  options: RenderOptions,
): { svg: string; what: string } {
  let module: AnyModule = moduleOf(opts.game);
  let entry = opts.mission ?? '';
  if (/\.ya?ml$/i.test(entry) || entry.includes('/')) {
    if (!module.withEntryFile) throw new UsageError(`${module.name} does not read mission files`);
    ({ module, entry } = module.withEntryFile(entry));
  }
  if (!module.renderEntry) throw new UsageError(`${module.name} has no maps to render`);
  return { svg: module.renderEntry(entry, options), what: `mission ${entry}` };
}
