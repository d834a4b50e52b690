/** `horde scenario run [paths...]`: runs scenario files and folders (default scenarios/). */
import type { Command } from 'commander';
import {
  collectScenarioFiles,
  formatResult,
  formatSummary,
  runScenarioFile,
  type ScenarioResult,
} from '@horde/scenario';

export function runScenarios(paths: string[], out: (line: string) => void = console.log): number {
  const { files, missing } = collectScenarioFiles(paths.length > 0 ? paths : ['scenarios']);
  const results: ScenarioResult[] = missing.map((p) => ({
    file: p,
    name: p,
    status: 'malformed',
    failures: [],
    error: `${p}: no such file or folder`,
    steps: 0,
  }));
  for (const file of files) results.push(runScenarioFile(file));
  for (const r of results) for (const line of formatResult(r)) out(line);
  out(formatSummary(results));
  return results.every((r) => r.status === 'passed') ? 0 : 1;
}

export function registerScenario(program: Command): void {
  const scenario = program.command('scenario').description('rules scenarios (docs/scenarios.md)');
  scenario
    .command('run')
    .description('run scenario files or folders (default: scenarios/, without scenarios/**/known-failing)')
    .argument('[paths...]', 'scenario files (.yaml) or folders')
    .action((paths: string[]) => {
      process.exitCode = runScenarios(paths);
    });
}
