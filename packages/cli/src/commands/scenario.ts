/**
 * `horde scenario run [--game id] [paths...]`: runs scenario files and folders (default scenarios/), each in its
 * own game's dialect, or (--game) only one game's.
 */
import type { Command } from 'commander';
import { formatResult, formatSummary, scenarios } from '@horde/scenario';
import { moduleOf } from '../games.ts';
import { UsageError } from '../usage.ts';

/**
 * The game of `--game`, checked: one with a scenario dialect. Otherwise a usage error: an unknown game names the
 * registered ones, a registered game without a dialect says so. The registry is loaded only then (it reads the
 * shipped content, which `horde validate` must be able to report on when it is broken).
 */
export function scenarioGame(game: string): string {
  if (scenarios.dialects.get(game)) return game;
  const dialects = scenarios.dialects.games.join(', ');
  let name: string;
  try {
    name = moduleOf(game).name;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`unknown game "${game}" (scenario dialects: ${dialects})`);
  }
  throw new UsageError(`${name} ("${game}") has no scenario dialect yet (dialects: ${dialects})`);
}

export function runScenarios(paths: string[], out: (line: string) => void = console.log, game?: string): number {
  const results = scenarios.runPaths(
    paths.length > 0 ? paths : ['scenarios'],
    game === undefined ? undefined : scenarioGame(game),
  );
  for (const r of results) for (const line of formatResult(r)) out(line);
  out(formatSummary(results));
  return results.every((r) => r.status === 'passed') ? 0 : 1;
}

export function registerScenario(program: Command): void {
  const scenario = program.command('scenario').description('rules scenarios (docs/scenarios.md)');
  scenario
    .command('run')
    .description(
      "run scenario files or folders (default: scenarios/, without scenarios/**/known-failing), each in its game's dialect; with --game, a file of another game is reported, not run",
    )
    .option('--game <id>', "only this game's scenarios (see `horde games`)")
    .argument('[paths...]', 'scenario files (.yaml) or folders')
    .action((paths: string[], opts: { game?: string }) => {
      process.exitCode = runScenarios(paths, console.log, opts.game);
    });
}
