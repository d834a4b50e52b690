/** The result model every dialect reports in: a scenario passed, failed (with its failures) or was malformed. */

/** One check that did not hold, in the file's words. */
export interface Failure {
  /** What was checked: "after step 3 (move ...): survivors.meg.wounds". */
  where: string;
  expected: string;
  actual: string;
}

/** What a dialect's run returns: its failures (none: passed) and the number of steps the file has. */
export interface RunOutcome {
  failures: Failure[];
  steps: number;
}

export interface ScenarioResult {
  file: string;
  name: string;
  status: 'passed' | 'failed' | 'malformed';
  failures: Failure[];
  /** For a malformed file: the one-line reason (file:line: path: detail). */
  error?: string;
  steps: number;
}

/** A malformed result: one line saying why. */
export function malformed(file: string, error: string, name = file): ScenarioResult {
  return { file, name, status: 'malformed', failures: [], error, steps: 0 };
}
