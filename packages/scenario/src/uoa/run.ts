/**
 * Running an Undead or Alive scenario: build the position, then the core's step loop (core/steps.ts) with this
 * dialect's steps and expectations. A malformed file found while building throws a ScenarioError.
 */
import type { Action, GameEvent, State } from '@horde/zombicide';
import { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { playSteps } from '../core/steps.ts';
import { describeStep, StepProblem, stepAction, translateStep } from './actions.ts';
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
    const failures: Failure[] = e.message.toLowerCase().includes(refusal.toLowerCase())
      ? []
      : [
          {
            where: 'setup',
            expected: `refused with a reason containing "${refusal}"`,
            actual: `refused: ${e.message}`,
          },
        ];
    return { failures, steps: 0 };
  }
  if (refusal !== undefined)
    return {
      failures: [{ where: 'setup', expected: `refused: "${refusal}"`, actual: 'the setup was accepted' }],
      steps: 0,
    };
  return { failures: play(built), steps: parsed.scenario.steps.length };
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
    watch() {
      const before = b.board;
      return (events) => tagEvents(events, before, b.board);
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
