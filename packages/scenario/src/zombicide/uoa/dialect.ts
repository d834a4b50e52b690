/** The Undead or Alive dialect: today's scenario format (docs/scenarios.md), the default for a file without `game:`. */
import type { Dialect } from '../../core/dialect.ts';
import { parseUoaScenario, type ParsedScenario } from './parse.ts';
import { runUoaScenario, validateUoaScenario } from './run.ts';

export const uoaDialect: Dialect<ParsedScenario> = {
  game: 'uoa',
  title: 'Zombicide: Undead or Alive',
  parse: parseUoaScenario,
  run: runUoaScenario,
  validate: validateUoaScenario,
};
