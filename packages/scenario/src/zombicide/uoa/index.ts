/** The Undead or Alive dialect and its parts (the only folder of this package that knows @horde/zombicide). */
export { uoaDialect } from './dialect.ts';
export { parseUoaScenario, type ParsedScenario } from './parse.ts';
export { buildScenario, SetupRefused, type Built } from './build.ts';
export { runUoaScenario, validateUoaScenario } from './run.ts';
export { scenarioSchema, type Scenario } from './schema.ts';
