/** The Zombies!!! dialect (docs/scenarios-zombies.md): files with `game: zombies`. */
import type { Dialect } from '../core/dialect.ts';
import {
  parseZombiesScenario,
  runZombiesScenario,
  validateZombiesScenario,
  type ParsedZombiesScenario,
} from './run.ts';

export const zombiesDialect: Dialect<ParsedZombiesScenario> = {
  game: 'zombies',
  title: 'Zombies!!!',
  parse: parseZombiesScenario,
  run: runZombiesScenario,
  validate: validateZombiesScenario,
};
