/** The scenario runner's generic core: no game in here (docs/scenarios.md, "Games and dialects"). */
export { createDialectRegistry, type Dialect, type DialectRegistry, type Parsed } from './dialect.ts';
export { formatPath, ScenarioError } from './errors.ts';
export { collectScenarioFiles, KNOWN_FAILING_DIR } from './files.ts';
export { formatResult, formatSummary } from './report.ts';
export { malformed, type Failure, type RunOutcome, type ScenarioResult } from './result.ts';
export { createScenarioRunner, DEFAULT_SCENARIO_GAME, type ScenarioRunner } from './run.ts';
export { parseWithSchema, readScenarioYaml, type Path, type ScenarioSource } from './yaml.ts';
export {
  playSteps,
  type PlayedAction,
  type StepPlan,
  type StepSession,
} from './steps.ts';
export { REF_KEYS, refMatches, refShown, type RefName, type ShownRef } from './refs.ts';
