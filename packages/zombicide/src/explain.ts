/**
 * A seat's question about an action, answered from its view (the contract's `explain`): may it be taken now, why not,
 * and how many of its survivor's Actions it costs. The view lacks what is hidden (deck orders, face-down Objective
 * colours, the dice state), so it is read as a state with placeholders there: the checks of a Move, a Search, an
 * attack or any other action read sizes and open fields only, never a hidden card's identity, and the conformance
 * battery checks that the answer agrees with `apply` in every position of its random games.
 */
import { ACTION_MALFORMED, SEAT_NOT_YOURS, type Explanation, type RuleError, type Seat } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import { checkAction } from './apply.ts';
import type { RulesContext } from './context.ts';
import type { Rule, Ruleset } from './ruleset.ts';
import { mayAct } from './seats.ts';
import type { State } from './state.ts';
import { OPEN, type PlayerView } from './view.ts';

/** One state per view (a table asks about many actions of the same view): read, never changed. */
const states = new WeakMap<PlayerView, State>();

/**
 * The view read as a state: hidden decks as placeholders of the right length, a face-down Objective as red, a
 * fixed dice state, no hidden Companion or tent cards, and the ruleset's own part as it reads its view back. For
 * questions that read what the view shows, never to play on.
 */
export function stateFromView(ruleset: Ruleset, view: PlayerView): State {
  let state = states.get(view);
  if (!state) {
    const open: Record<string, unknown> = {};
    for (const key of OPEN) if (view[key] !== undefined) open[key] = structuredClone(view[key]);
    const deck = (n: number) => Array.from({ length: n }, () => 0);
    state = {
      ...open,
      objectives: view.objectives.map((o) => ({ ...o, color: o.color === 'unknown' ? 'red' : o.color })),
      rng: { s: [1, 2, 3, 4] },
      forcedDice: [],
      equipmentDeck: deck(view.equipmentDeckSize),
      zombieDeck: deck(view.zombieDeckSize),
      ...ruleset.part.fromView(view),
    } as unknown as State;
    states.set(view, state);
  }
  return state;
}

const NOT_YOURS: RuleError = { code: SEAT_NOT_YOURS };

/** The contract's `explain` for a Zombicide ruleset: `context` gives the rules context of a state. */
export function explainAction(
  ruleset: Ruleset,
  context: (state: State) => RulesContext,
  view: PlayerView,
  seat: Seat,
  action: Action,
): Explanation {
  const state = stateFromView(ruleset, view);
  let refusal: RuleError | null;
  try {
    refusal = mayAct(state, action, seat) ? checkAction(context(state), state, action) : NOT_YOURS;
  } catch {
    // A malformed action (a survivor or zone that does not exist) is refused by `apply`'s shape check first.
    refusal = { code: ACTION_MALFORMED };
  }
  // What it costs, refused or not ("2 Actions, 1 left"): not asked of another seat's action or a malformed one.
  const actions =
    refusal === NOT_YOURS || refusal?.code === ACTION_MALFORMED ? null : actionCost(context, state, action);
  const cost = actions === null ? {} : { cost: { actions } };
  return refusal ? { ok: false, refusal, ...cost } : { ok: true, ...cost };
}

/**
 * The survivor's Actions an action spends (free Actions of skills and the free Move of Hit & run counted), read from
 * the engine performing it on a copy; null when it spends none of the survivor's own (a decision's answer, a free
 * card use).
 */
function actionCost(context: (state: State) => RulesContext, view: State, action: Action): number | null {
  if (!('s' in action)) return null;
  const events: GameEvent[] = [];
  try {
    const state = structuredClone(view);
    const ctx = context(state);
    (ctx.ruleset.actions.rules[action.type] as Rule<Action> | undefined)?.perform(ctx, state, action, events);
  } catch {
    // What is performed after paying may need what the view does not hold: the payment is already recorded.
  }
  let spent: number | null = null;
  for (const e of events) if (e.type === 'actionSpent' && e.s === action.s) spent = (spent ?? 0) + e.cost;
  return spent;
}
