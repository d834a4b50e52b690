/**
 * The core's step loop (core/steps.ts) on the toy game of @horde/core: a step is played as its seat through the
 * game's `apply`, a refusal is matched by its code with the state untouched, and the run stops at the first surprise.
 */
import { type Actor, type ToyAction, type ToyEvent, type ToyState, toyGame } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { playSteps, type StepPlan } from './steps.ts';

interface ToyStep {
  action: ToyAction;
  by: Actor;
  refused?: string;
}

function fresh(): ToyState {
  const r = toyGame.setup({}, { seed: 7 });
  if (!r.ok) throw new Error('toy setup');
  return r.state;
}

/** Plays `steps` and records which step checks ran; `lists` stands for the game's legalActions (default the toy's). */
function run(
  state: ToyState,
  steps: (ToyStep | { problem: string })[],
  lists: (s: ToyState, seat: number) => ToyAction[] = (s, seat) => toyGame.legalActions(s, seat),
) {
  const checked: number[] = [];
  let ended = false;
  const failures = playSteps<ToyState, ToyAction, ToyEvent>({
    apply: (s, a, ctx) => toyGame.apply(s, a, ctx),
    legalActions: lists,
    state,
    steps: steps.length,
    plan(i): StepPlan<ToyAction> {
      const st = steps[i];
      if ('problem' in st) return { label: 'problem', actions: { problem: st.problem } };
      return { label: st.action.type, actions: [{ action: st.action, by: st.by, now: 1000 }], refused: st.refused };
    },
    checkStep(i) {
      checked.push(i);
      return [];
    },
    checkEnd() {
      ended = true;
      return [];
    },
  });
  return { failures, checked, ended };
}

describe('the core step loop', () => {
  it("plays each step as its seat: another seat's action is refused by the game's seat check, state untouched", () => {
    const state = fresh();
    const other = 1 - state.turn;
    const r = run(state, [{ action: { type: 'pass' }, by: other, refused: 'seat.notYours' }]);
    expect(r.failures).toEqual([]);
    expect(r.checked).toEqual([0]);
    expect(r.ended).toBe(true);
  });

  it('matches a refusal by its code, not by its message: another code fails and the run goes on', () => {
    const state = fresh();
    const other = 1 - state.turn;
    const r = run(state, [
      { action: { type: 'pass' }, by: other, refused: 'notYours' },
      { action: { type: 'pass' }, by: state.turn },
    ]);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ where: 'step 1 (pass)', expected: 'refused: notYours' });
    expect(r.failures[0].actual).toBe('refused: seat.notYours');
    expect(r.checked).toEqual([0, 1]);
  });

  it('stops at a step expected refused that is accepted: no later step, no end checks', () => {
    const state = fresh();
    const r = run(state, [
      { action: { type: 'pass' }, by: state.turn, refused: 'seat.notYours' },
      { action: { type: 'pass' }, by: 1 - state.turn },
    ]);
    expect(r.failures).toEqual([{ where: 'step 1 (pass)', expected: 'refused: seat.notYours', actual: 'accepted' }]);
    expect(r.checked).toEqual([]);
    expect(r.ended).toBe(false);
  });

  it("reports an accepted action its seat's legalActions do not list (the contract's two answers disagree)", () => {
    const state = fresh();
    const agree = run(state, [{ action: { type: 'pass' }, by: state.turn }]);
    expect(agree.failures).toEqual([]);
    const other = fresh();
    const seat = other.turn;
    const r = run(other, [{ action: { type: 'pass' }, by: seat }], () => []);
    expect(r.failures).toEqual([
      {
        where: 'step 1 (pass)',
        expected: `an action apply accepts is among legalActions(seat ${seat})`,
        actual: 'not listed: {"type":"pass"}',
      },
    ]);
    expect(r.ended).toBe(true);
  });

  it('stops at an action expected legal that is refused, and at a step that cannot be written', () => {
    const state = fresh();
    const refused = run(state, [
      { action: { type: 'pass' }, by: 1 - state.turn },
      { action: { type: 'pass' }, by: state.turn },
    ]);
    expect(refused.failures).toHaveLength(1);
    expect(refused.failures[0]).toMatchObject({ where: 'step 1 (pass)', expected: 'the action is legal' });
    expect(refused.checked).toEqual([]);
    const unwritable = run(fresh(), [{ problem: 'meg is not on the board' }]);
    expect(unwritable.failures).toEqual([
      {
        where: 'step 1 (problem)',
        expected: 'the action can be written in this position',
        actual: 'meg is not on the board',
      },
    ]);
    expect(unwritable.ended).toBe(false);
  });
});
