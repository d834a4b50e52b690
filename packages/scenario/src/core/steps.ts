/**
 * The step loop every dialect shares (docs/scenarios.md, "The step loop"). A step is played as its seat through the
 * game's contract (`apply` with `by`, so the seat check is the game's own), and an action it accepts must be one of
 * that seat's `legalActions` (the two answers of the contract agree); a step expected refused must be refused with
 * that code and leave the state as it was, byte for byte; the run stops at the first surprise (a step expected
 * refused that is accepted, an action expected legal that is refused, a step that cannot be written in this
 * position), since what follows would only report its consequences. A dialect only says what each step plays and
 * checks its own expectations.
 */
import { type ApplyResult, type Actor, canonicalJson, describeRefusal, type RuleError, type Seat } from '@horde/core';
import type { Failure } from './result.ts';

/** One action of a step, with the seat that sends it and the server's clock. */
export interface PlayedAction<Action> {
  action: Action;
  by: Actor;
  now: number;
}

/** What a dialect's step plays, in the game's terms. */
export interface StepPlan<Action> {
  /** The step in the file's words, for reports: `move {"survivor":"meg","to":"s2"}`. */
  label: string;
  /**
   * The actions, in order (none: a step that only checks its expectations); or why the step cannot be written in
   * this position (a survivor no longer on the board): a surprise, reported, and the run stops.
   */
  actions: PlayedAction<Action>[] | { problem: string };
  /** The refusal code expected (one action then); the state must not change. */
  refused?: string;
}

/** What the loop needs of a scenario: a game's `apply`, the live state and the dialect's answers per step. */
export interface StepSession<State, Action, Event> {
  apply(state: State, action: Action, ctx: { by: Actor; now: number }): ApplyResult<Event>;
  /** The game's `legalActions`: what a seat may do now (an accepted action must be among them). */
  legalActions(state: State, seat: Seat): Action[];
  /** The state being played (changed in place by `apply`). */
  readonly state: State;
  readonly steps: number;
  /** Step `i` (from 0) in the game's terms, read against the state as it is now. */
  plan(i: number): StepPlan<Action>;
  /** Called before each action; what it returns is called with the accepted action's events (a board that moved). */
  watch?(): (events: Event[]) => void;
  /** The step's own expectations, with the events its actions caused (none when refused). */
  checkStep(i: number, events: Event[], where: string): Failure[];
  /** The file's final expectations, with every event of the run. */
  checkEnd(events: Event[]): Failure[];
}

/** Plays the steps and returns every failure, in order. */
export function playSteps<State, Action, Event>(
  session: StepSession<State, Action, Event>,
  initialEvents: readonly Event[] = [],
): Failure[] {
  const failures: Failure[] = [];
  const all: Event[] = [...initialEvents];
  for (let i = 0; i < session.steps; i++) {
    const plan = session.plan(i);
    const where = `step ${i + 1} (${plan.label})`;
    const stop = (expected: string, actual: string) => [...failures, { where, expected, actual }];
    if (!Array.isArray(plan.actions)) return stop('the action can be written in this position', plan.actions.problem);
    const events: Event[] = [];
    if (plan.refused !== undefined) {
      if (plan.actions.length !== 1) throw new Error(`${where}: a refused step plays one action`);
      const [played] = plan.actions;
      const before = canonicalJson(session.state);
      const r = session.apply(session.state, played.action, played);
      if (r.ok) return stop(`refused: ${plan.refused}`, 'accepted');
      if (r.error.code !== plan.refused)
        failures.push({ where, expected: `refused: ${plan.refused}`, actual: refusal(r.error) });
      if (canonicalJson(session.state) !== before)
        failures.push({ where, expected: 'the state unchanged by the refused action', actual: 'the state changed' });
    } else {
      for (const played of plan.actions) {
        const legal = played.by === 'system' ? [] : session.legalActions(session.state, played.by).map(canonicalJson);
        const seen = session.watch?.();
        const r = session.apply(session.state, played.action, played);
        if (!r.ok) return stop('the action is legal', refusal(r.error));
        if (played.by !== 'system' && !legal.includes(canonicalJson(played.action)))
          failures.push({
            where,
            expected: `an action apply accepts is among legalActions(seat ${played.by})`,
            actual: `not listed: ${canonicalJson(played.action)}`,
          });
        seen?.(r.events);
        events.push(...r.events);
      }
    }
    all.push(...events);
    failures.push(...session.checkStep(i, events, `after ${where}`));
  }
  failures.push(...session.checkEnd(all));
  return failures;
}

function refusal(e: RuleError): string {
  return `refused: ${describeRefusal(e)}`;
}
