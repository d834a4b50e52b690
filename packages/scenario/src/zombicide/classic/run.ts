/**
 * Running a Classic scenario: build the position, then the shared Zombicide run (../steps.ts) with this ruleset's
 * steps and expectations. A malformed file found while building throws a ScenarioError.
 */
import { ScenarioError } from '../../core/errors.ts';
import type { Failure, RunOutcome } from '../../core/result.ts';
import { playZombicide } from '../steps.ts';
import { describeStep, translateStep } from './actions.ts';
import { buildScenario, type Built } from './build.ts';
import { checkExpectations } from './expect.ts';
import type { ParsedClassic } from './parse.ts';

export function runClassicScenario(parsed: ParsedClassic): RunOutcome {
  return { failures: play(buildScenario(parsed)), steps: parsed.scenario.steps.length };
}

/** `horde validate`: the position builds. */
export function validateClassicScenario(parsed: ParsedClassic): ScenarioError[] {
  try {
    buildScenario(parsed);
  } catch (e) {
    if (e instanceof ScenarioError) return [e];
    throw e;
  }
  return [];
}

/** The steps through the shared Zombicide run (../steps.ts). */
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
  });
}
