/** The Zombicide Classic dialect (docs/scenarios-classic.md): files with `game: classic`. */
import type { Dialect } from '../../core/dialect.ts';
import { type ParsedClassic, parseClassicScenario } from './parse.ts';
import { runClassicScenario, validateClassicScenario } from './run.ts';

export const classicDialect: Dialect<ParsedClassic> = {
  game: 'classic',
  title: 'Zombicide Classic',
  parse: parseClassicScenario,
  run: runClassicScenario,
  validate: validateClassicScenario,
};
