/**
 * Reading an Undead or Alive scenario: the file's keys through the zod schema
 * (schema.ts). The result keeps the core's locator so later checks (unknown
 * zone, survivor, card) can also point at the file line of the offending key.
 */
import type { Parsed } from '../core/dialect.ts';
import type { ScenarioError } from '../core/errors.ts';
import { parseWithSchema, type Path, type ScenarioSource } from '../core/yaml.ts';
import { scenarioSchema, type Scenario } from './schema.ts';

export type { Path };

export interface ParsedScenario extends Parsed {
  scenario: Scenario;
  /** Line of the value at a key path (or of its closest existing parent). */
  lineOf(path: Path): number | undefined;
  /** A ScenarioError located at a key path. */
  error(path: Path, detail: string): ScenarioError;
}

export function parseUoaScenario(source: ScenarioSource): ParsedScenario {
  const scenario = parseWithSchema(source, scenarioSchema);
  return { file: source.file, name: scenario.name, scenario, lineOf: source.lineOf, error: source.error };
}
