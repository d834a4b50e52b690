/** Reading a Classic scenario: the shared Zombicide parse (../parse.ts) with this ruleset's schema. */
import type { ScenarioSource } from '../../core/yaml.ts';
import { type ParsedZombicide, parseZombicide, type Path } from '../parse.ts';
import { type ClassicScenario, scenarioSchema } from './schema.ts';

export type { Path };

export type ParsedClassic = ParsedZombicide<ClassicScenario>;

export function parseClassicScenario(source: ScenarioSource): ParsedClassic {
  return parseZombicide(source, scenarioSchema);
}
