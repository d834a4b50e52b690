/**
 * The rules asked about what a player sees: what an action costs and why one is refused. The game answers from the
 * seat's view (the contract's `explain`, packages/zombicide/src/explain.ts), with the engine's own checks (one
 * `check` answers "is it legal?" and "why not?"), so the table never restates a rule nor rebuilds a state.
 */
import type { Explanation, RuleError } from '@horde/core';
import type { Action, PlayerView, State } from '@horde/zombicide';
import { actionsLeft } from '@horde/zombicide/survivors';
import { engine } from '../rules.ts';

/** Answers already given, per view (the map's marks, the action bar and a zone's menu ask the same). */
const answers = new WeakMap<PlayerView, Map<string, Explanation>>();

/**
 * The game's answer about action `a` for the seat that would take it: the view's own seat, or on a hot-seat screen
 * (a view of every seat) the player of the survivor that acts, else the player whose turn it is.
 */
function explanation(view: PlayerView, a: Action): Explanation {
  let known = answers.get(view);
  if (!known) {
    known = new Map();
    answers.set(view, known);
  }
  const key = JSON.stringify(a);
  let answer = known.get(key);
  if (!answer) {
    const seat = view.seat ?? ('s' in a ? (view.survivors[a.s]?.player ?? view.currentPlayer) : view.currentPlayer);
    answer = engine().explain(view, seat, a);
    known.set(key, answer);
  }
  return answer;
}

/** Why the rules refuse this action now (null: they allow it). */
export function whyNot(view: PlayerView, a: Action): RuleError | null {
  const answer = explanation(view, a);
  return answer.ok ? null : answer.refusal;
}

/**
 * Actions the survivor would spend on this action (free Actions of skills and the free Move of Hit & run counted);
 * null when it spends none of the survivor's own (a decision's answer, a free card use).
 */
export function costOf(view: PlayerView, a: Action): number | null {
  return explanation(view, a).cost?.actions ?? null;
}

/** The view read as a state, for the pure questions a view cannot answer alone (an attack's profile): never changed. */
export function readOnlyState(view: PlayerView): State {
  return engine().stateFromView(view);
}

/** Actions survivor `s` has left this turn. */
export function actionsLeftOf(view: PlayerView, s: number): number {
  const surv = view.survivors[s];
  return surv ? actionsLeft(surv) : 0;
}
