/**
 * Running an Undead or Alive scenario: build the position, then the shared Zombicide run (../steps.ts) with this
 * ruleset's steps and expectations. A malformed file found while building throws a ScenarioError.
 */
import { describeIssue, type Issue } from '@horde/core';
import { ScenarioError } from '../../core/errors.ts';
import type { Failure, RunOutcome } from '../../core/result.ts';
import { playZombicide } from '../steps.ts';
import { describeStep, translateStep } from './actions.ts';
import { buildScenario, SetupRefused, type Built } from './build.ts';
import { checkExpectations } from './expect.ts';
import type { ParsedScenario } from './parse.ts';
import { tagEvents } from './terms.ts';

/** Builds the position (or checks its refusal, `setupRefused`) and plays the steps. */
export function runUoaScenario(parsed: ParsedScenario): RunOutcome {
  const refusal = parsed.scenario.setupRefused;
  let built: Built;
  try {
    built = buildScenario(parsed);
  } catch (e) {
    if (!(e instanceof SetupRefused) || refusal === undefined) throw e;
    const failures: Failure[] = e.issues.some((i) => matches(i, refusal))
      ? []
      : [{ where: 'setup', expected: `refused: ${expected(refusal)}`, actual: `refused: ${e.message}` }];
    return { failures, steps: 0 };
  }
  if (refusal !== undefined)
    return {
      failures: [{ where: 'setup', expected: `refused: ${expected(refusal)}`, actual: 'the setup was accepted' }],
      steps: 0,
    };
  return { failures: play(built), steps: parsed.scenario.steps.length };
}

type SetupRefusal = NonNullable<ParsedScenario['scenario']['setupRefused']>;

/** Whether an issue of the refused setup is the one the file expects: its code, and its values where the file gives some. */
function matches(issue: Issue, refusal: SetupRefusal): boolean {
  if (typeof refusal === 'string') return issue.code === refusal;
  const { code, ...values } = refusal;
  return issue.code === code && Object.entries(values).every(([k, v]) => String(issue.params?.[k]) === String(v));
}

/** The refusal a file expects, as the failure report says it. */
function expected(refusal: SetupRefusal): string {
  if (typeof refusal === 'string') return refusal;
  const { code, ...values } = refusal;
  return describeIssue({ code, path: [], params: values as Record<string, string | number> });
}

/** `horde validate`: the position builds (a refused setup is well-formed: `scenario run` checks its reason). */
export function validateUoaScenario(parsed: ParsedScenario): ScenarioError[] {
  try {
    buildScenario(parsed);
  } catch (e) {
    if (e instanceof SetupRefused) return [];
    if (e instanceof ScenarioError) return [e];
    throw e;
  }
  return [];
}

/** The steps through the shared Zombicide run (../steps.ts): the board a train moves is followed per action. */
function play(b: Built): Failure[] {
  const { parsed } = b;
  return playZombicide({
    game: b.game,
    state: b.state,
    steps: parsed.scenario.steps,
    expect: parsed.scenario.expect,
    allowUnusedDice: parsed.scenario.allowUnusedDice,
    error: parsed.error,
    describe: describeStep,
    translate: (step, i) => translateStep(b, step, i),
    check: (expect, events, where, path) => checkExpectations(b, expect, events, where, path),
    watch() {
      const before = b.board;
      return (events) => tagEvents(events, before, b.board);
    },
  });
}
