/** Reading a Classic scenario: the file's keys through the zod schema, keeping the locator for later checks. */
import type { Parsed } from '../core/dialect.ts';
import type { ScenarioError } from '../core/errors.ts';
import { parseWithSchema, type Path, type ScenarioSource } from '../core/yaml.ts';
import { type ClassicScenario, scenarioSchema } from './schema.ts';

export type { Path };

export interface ParsedClassic extends Parsed {
  scenario: ClassicScenario;
  lineOf(path: Path): number | undefined;
  error(path: Path, detail: string): ScenarioError;
}

export function parseClassicScenario(source: ScenarioSource): ParsedClassic {
  const scenario = parseWithSchema(source, scenarioSchema);
  return { file: source.file, name: scenario.name, scenario, lineOf: source.lineOf, error: source.error };
}
