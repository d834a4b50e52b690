/** The Zombicide Classic dialect and its parts (with uoa/, the folders of this package that know @horde/zombicide). */
export { classicDialect } from './dialect.ts';
export { type ParsedClassic, parseClassicScenario } from './parse.ts';
export { type Built, buildScenario } from './build.ts';
export { runClassicScenario, validateClassicScenario } from './run.ts';
export { type ClassicScenario, scenarioSchema } from './schema.ts';
