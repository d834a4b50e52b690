/**
 * Running a Classic scenario: build the position, play each step (a refused step must leave the state byte for
 * byte as it was), compare the expectations. A malformed file found while building throws a ScenarioError.
 */
import { canonicalJson } from '@horde/core';
import type { GameEvent } from '@horde/zombicide';
import { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { describeStep, StepProblem, translateStep } from './actions.ts';
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

function play(b: Built): Failure[] {
  const { game, state, parsed } = b;
  const failures: Failure[] = [];
  const all: GameEvent[] = [];
  const steps = parsed.scenario.steps;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const where = `step ${i + 1} (${describeStep(step)})`;
    // A step that cannot be played stops the run: what follows would only report its consequences.
    const stop = (expected: string, actual: string) => [...failures, { where, expected, actual }];
    let actions: ReturnType<typeof translateStep>;
    try {
      actions = translateStep(b, step, i);
    } catch (e) {
      if (!(e instanceof StepProblem)) throw e;
      return stop('the action can be written in this position', e.message);
    }
    const events: GameEvent[] = [];
    if (step.illegal !== undefined) {
      if (actions.length !== 1) throw parsed.error(['steps', i], '"illegal" checks one action: list a single survivor');
      const before = canonicalJson(state);
      const result = game.engine.apply(state, actions[0]);
      if (result.ok) return stop(`refused: "${step.illegal}"`, 'accepted');
      if (!result.error.message.toLowerCase().includes(step.illegal.toLowerCase()))
        failures.push({
          where,
          expected: `refused with a reason containing "${step.illegal}"`,
          actual: `refused: ${result.error.message}`,
        });
      if (canonicalJson(state) !== before)
        failures.push({ where, expected: 'state unchanged by the refused action', actual: 'the state changed' });
    } else {
      for (const action of actions) {
        const result = game.engine.apply(state, action);
        if (!result.ok) return stop('the action is legal', `refused: ${result.error.message}`);
        events.push(...result.events);
      }
    }
    all.push(...events);
    if (step.expect)
      failures.push(...checkExpectations(b, step.expect, events, `after ${where}`, ['steps', i, 'expect']));
  }
  if (parsed.scenario.expect)
    failures.push(...checkExpectations(b, parsed.scenario.expect, all, 'at the end', ['expect']));
  if (!parsed.scenario.allowUnusedDice && state.forcedDice.length > 0)
    failures.push({
      where: 'at the end: dice',
      expected: 'every forced die rolled',
      actual: `unused: ${JSON.stringify(state.forcedDice)}`,
    });
  return failures;
}
