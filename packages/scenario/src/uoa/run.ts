/**
 * Running an Undead or Alive scenario: build the position, play each step
 * (checking refusals and their state untouched byte for byte), compare
 * expectations. A malformed file found while building throws a ScenarioError.
 */
import { canonicalJson } from '@horde/core';
import type { GameEvent } from '@horde/zombicide';
import { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { describeStep, StepProblem, translateStep } from './actions.ts';
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

function play(b: Built): Failure[] {
  const { game, state, parsed } = b;
  const failures: Failure[] = [];
  const all: GameEvent[] = [];
  const steps = parsed.scenario.steps;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const where = `step ${i + 1} (${describeStep(step)})`;
    let actions: ReturnType<typeof translateStep>;
    try {
      actions = translateStep(b, step, i);
    } catch (e) {
      if (!(e instanceof StepProblem)) throw e;
      failures.push({ where, expected: 'the action can be written in this position', actual: e.message });
      return failures;
    }
    const events: GameEvent[] = [];
    if (step.illegal !== undefined) {
      if (actions.length !== 1) throw parsed.error(['steps', i], '"illegal" checks one action: list a single survivor');
      const before = canonicalJson(state);
      const result = game.engine.apply(state, actions[0]);
      if (result.ok) {
        failures.push({ where, expected: `refused: "${step.illegal}"`, actual: 'accepted' });
        return failures;
      }
      if (!result.error.message.toLowerCase().includes(step.illegal.toLowerCase())) {
        failures.push({
          where,
          expected: `refused with a reason containing "${step.illegal}"`,
          actual: `refused: ${result.error.message}`,
        });
      }
      if (canonicalJson(state) !== before)
        failures.push({ where, expected: 'state unchanged by the refused action', actual: 'the state changed' });
    } else {
      for (const action of actions) {
        const before = b.board;
        const result = game.engine.apply(state, action);
        if (!result.ok) {
          failures.push({ where, expected: 'the action is legal', actual: `refused: ${result.error.message}` });
          return failures;
        }
        tagEvents(result.events, before, b.board);
        events.push(...result.events);
      }
    }
    all.push(...events);
    if (step.expect)
      failures.push(...checkExpectations(b, step.expect, events, `after ${where}`, ['steps', i, 'expect']));
  }
  if (parsed.scenario.expect)
    failures.push(...checkExpectations(b, parsed.scenario.expect, all, 'at the end', ['expect']));
  if (!parsed.scenario.allowUnusedDice && state.forcedDice.length > 0) {
    failures.push({
      where: 'at the end: dice',
      expected: 'every forced die rolled',
      actual: `unused: ${JSON.stringify(state.forcedDice)}`,
    });
  }
  return failures;
}
