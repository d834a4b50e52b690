/** The Seconds to Live scenario dialect (docs/scenarios-seconds.md). */
export {
  parseSecondsScenario,
  runSecondsScenario,
  secondsDialect,
  validateSecondsScenario,
  type ParsedSecondsScenario,
} from './dialect.ts';
export { secondsScenarioSchema, type SecondsScenario } from './schema.ts';
