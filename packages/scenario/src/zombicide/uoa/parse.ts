/** Reading an Undead or Alive scenario: the shared Zombicide parse (../parse.ts) with this ruleset's schema. */
import type { ScenarioSource } from '../../core/yaml.ts';
import { type ParsedZombicide, parseZombicide, type Path } from '../parse.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

export type { Path };

export type ParsedScenario = ParsedZombicide<Scenario>;

export function parseUoaScenario(source: ScenarioSource): ParsedScenario {
  return parseZombicide(source, scenarioSchema);
}
