/**
 * @horde/scenario: the rules' test language (docs/scenarios.md). A generic
 * core (core/: files, YAML with lines, results, reports, the Dialect
 * interface, the step loop) and one dialect per game: zombicide/ (both
 * Zombicides: one dialect, with its ruleset parts in zombicide/uoa/ and
 * zombicide/classic/), seconds/, zombies/. A new game adds its folder
 * (src/<game>/) and one entry in DIALECTS.
 */
import { createScenarioRunner } from './core/run.ts';
import type { ScenarioResult } from './core/result.ts';
import { classicDialect } from './zombicide/classic/dialect.ts';
import { secondsDialect } from './seconds/dialect.ts';
import { uoaDialect } from './zombicide/uoa/dialect.ts';
import { zombiesDialect } from './zombies/dialect.ts';

export * from './core/index.ts';
export { uoaDialect, parseUoaScenario, type ParsedScenario } from './zombicide/uoa/index.ts';

/** Every game's scenario dialect. */
export const DIALECTS = [uoaDialect, classicDialect, secondsDialect, zombiesDialect] as const;

/** The runner over every dialect: `scenarios.runPaths(['scenarios'], 'uoa')`. */
export const scenarios = createScenarioRunner(DIALECTS);

/** One file's text, for `game` (default: uoa). */
export function runScenarioText(text: string, file: string, game?: string): ScenarioResult {
  return scenarios.runText(text, file, game);
}

/** One file, for `game` (default: uoa). */
export function runScenarioFile(file: string, game?: string): ScenarioResult {
  return scenarios.runFile(file, game);
}
