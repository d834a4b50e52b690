/**
 * Reading a Zombicide scenario (either ruleset): the file's keys through the ruleset's zod schema. The result keeps
 * the core's locator so later checks (unknown zone, survivor, card) can also point at the file line of the key.
 */
import type { z } from 'zod';
import type { Parsed } from '../core/dialect.ts';
import type { ScenarioError } from '../core/errors.ts';
import { parseWithSchema, type Path, type ScenarioSource } from '../core/yaml.ts';

export type { Path };

export interface ParsedZombicide<S> extends Parsed {
  scenario: S;
  /** Line of the value at a key path (or of its closest existing parent). */
  lineOf(path: Path): number | undefined;
  /** A ScenarioError located at a key path. */
  error(path: Path, detail: string): ScenarioError;
}

export function parseZombicide<T extends z.ZodType<{ name: string }>>(
  source: ScenarioSource,
  schema: T,
): ParsedZombicide<z.infer<T>> {
  const scenario = parseWithSchema(source, schema);
  return { file: source.file, name: scenario.name, scenario, lineOf: source.lineOf, error: source.error };
}
