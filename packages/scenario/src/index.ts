/** @horde/scenario: the rules' test language (docs/scenarios.md). */
export { parseScenario, type ParsedScenario } from './parse.ts';
export { ScenarioError } from './errors.ts';
export { buildScenario, SetupRefused, type Built } from './build.ts';
export { runScenarioFile, runScenarioText, type ScenarioResult, type Failure } from './run.ts';
export { collectScenarioFiles, KNOWN_FAILING_DIR } from './files.ts';
export { formatResult, formatSummary } from './report.ts';
