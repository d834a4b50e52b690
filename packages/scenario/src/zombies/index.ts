export { zombiesDialect } from './dialect.ts';
export { parseZombiesScenario, runZombiesScenario, type ParsedZombiesScenario } from './run.ts';
