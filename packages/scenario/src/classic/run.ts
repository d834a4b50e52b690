/**
 * Running a Classic scenario: build the position, then the core's step loop (core/steps.ts) with this dialect's
 * steps and expectations. A malformed file found while building throws a ScenarioError.
 */
import type { Action, GameEvent, State } from '@horde/zombicide';
import { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { playSteps } from '../core/steps.ts';
import { describeStep, StepProblem, translateStep } from './actions.ts';
import { stepAction } from '../uoa/actions.ts';
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

/** The steps through the core's loop: this dialect writes each step as actions of its seat and checks its expectations. */
function play(b: Built): Failure[] {
  const { game, state, parsed } = b;
  const steps = parsed.scenario.steps;
  return playSteps<State, Action, GameEvent>({
    apply: (st, action, ctx) => game.apply(st, action, ctx),
    state,
    steps: steps.length,
    plan(i) {
      const step = steps[i];
      const label = describeStep(step);
      let actions: Action[];
      try {
        actions = translateStep(b, step, i);
      } catch (e) {
        if (!(e instanceof StepProblem)) throw e;
        return { label, actions: { problem: e.message } };
      }
      if (step.illegal !== undefined && actions.length !== 1)
        throw parsed.error(['steps', i], '"illegal" checks one action: list a single survivor');
      return { label, actions: actions.map((a) => stepAction(b, a, step.seat)), refused: step.illegal };
    },
    checkStep: (i, events, where) => {
      const expect = steps[i].expect;
      return expect ? checkExpectations(b, expect, events, where, ['steps', i, 'expect']) : [];
    },
    checkEnd(all) {
      const failures: Failure[] = [];
      if (parsed.scenario.expect)
        failures.push(...checkExpectations(b, parsed.scenario.expect, all, 'at the end', ['expect']));
      if (!parsed.scenario.allowUnusedDice && state.forcedDice.length > 0)
        failures.push({
          where: 'at the end: dice',
          expected: 'every forced die rolled',
          actual: `unused: ${JSON.stringify(state.forcedDice)}`,
        });
      return failures;
    },
  });
}
