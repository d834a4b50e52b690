/**
 * A Zombicide step in the core's loop (core/steps.ts): the seat that sends each action, and the run of a built
 * position whose ruleset parts (uoa/, classic/) translate the steps and check the expectations.
 */
import type { Actor, ApplyResult } from '@horde/core';
import { type Action, actionOwners, awaitedSeats, type GameEvent, type State } from '@horde/zombicide';
import type { Failure } from '../core/result.ts';
import { playSteps, type PlayedAction } from '../core/steps.ts';
import type { Path } from '../core/yaml.ts';

/** A failure that depends on the position (not a malformed file): reported as a failed step, and the run stops. */
export class StepProblem extends Error {}

/**
 * The seat that sends a step's action: the step's `seat` when it names one (to check another seat is refused),
 * else the action's owner (the seat controlling the survivor, or one of the seats a decision awaits).
 */
export function seatFor(state: State, action: Action, seat: number | undefined): Actor {
  if (seat !== undefined) return seat;
  const owners = actionOwners(state, action);
  if (owners !== 'any' && owners.length > 0) return owners[0];
  return awaitedSeats(state)[0] ?? 0;
}

/** The step keys every Zombicide step has. */
export interface ZombicideStep {
  illegal?: string;
  seat?: number;
  holdTurn?: true;
  expect?: unknown;
}

/** What a ruleset's dialect gives the shared run. */
export interface RulesetPlay<S extends ZombicideStep, X> {
  game: {
    apply(state: State, action: Action, ctx: { by: Actor; now: number }): ApplyResult<GameEvent>;
    legalActions(state: State, seat: number): Action[];
  };
  state: State;
  steps: readonly S[];
  /** The file's final expectations. */
  expect?: X;
  allowUnusedDice?: boolean;
  error(path: Path, detail: string): Error;
  describe(step: S): string;
  /** The step's actions in the engine's terms (none: a step that only checks); a StepProblem when unwritable. */
  translate(step: S, index: number): Action[];
  check(expect: X, events: GameEvent[], where: string, path: Path): Failure[];
  /** Called before each action; what it returns is called with its events (Undead or Alive's moving board). */
  watch?(): (events: GameEvent[]) => void;
}

/** Plays a built Zombicide position's steps through the core's loop; Zombicide has no clock (`now` 0). */
export function playZombicide<S extends ZombicideStep, X>(p: RulesetPlay<S, X>): Failure[] {
  const { state } = p;
  let hold = false;
  return playSteps<State, Action, GameEvent>({
    apply: (st, action, ctx) => p.game.apply(st, action, ctx),
    legalActions: (st, seat) => p.game.legalActions(st, seat),
    state,
    steps: p.steps.length,
    plan(i) {
      const step = p.steps[i];
      hold = step.holdTurn === true;
      const label = p.describe(step);
      let actions: Action[];
      try {
        actions = p.translate(step, i);
      } catch (e) {
        if (!(e instanceof StepProblem)) throw e;
        return { label, actions: { problem: e.message } };
      }
      if (step.illegal !== undefined && actions.length !== 1)
        throw p.error(['steps', i], '"illegal" checks one action: list a single survivor');
      const played = actions.map(
        (action): PlayedAction<Action> => ({
          action,
          by: seatFor(state, action, step.seat),
          now: 0,
        }),
      );
      return { label, actions: played, refused: step.illegal };
    },
    watch() {
      // `holdTurn`: the engine keeps a spent survivor's turn open for this step's actions only.
      if (hold) state.options.holdTurn = true;
      const seen = p.watch?.();
      return (events) => {
        delete state.options.holdTurn;
        seen?.(events);
      };
    },
    checkStep: (i, events, where) => {
      const expect = p.steps[i].expect as X | undefined;
      return expect ? p.check(expect, events, where, ['steps', i, 'expect']) : [];
    },
    checkEnd(all) {
      const failures = p.expect ? p.check(p.expect, all, 'at the end', ['expect']) : [];
      if (!p.allowUnusedDice && state.forcedDice.length > 0)
        failures.push({
          where: 'at the end: dice',
          expected: 'every forced die rolled',
          actual: `unused: ${JSON.stringify(state.forcedDice)}`,
        });
      return failures;
    },
  });
}
