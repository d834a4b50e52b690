/**
 * The rules asked about what a player sees: what an action costs and why one is refused. A seat
 * holds only its view (no dice state, no deck order), so the view is dressed as a state with
 * placeholders for what it does not show; the cost and the legality of a move, a search or an
 * attack never read them. The engine's own checks answer (one `check` answers "is it legal?" and
 * "why not?"), so the table never restates a rule.
 */
import type { RuleError } from '@horde/core';
import { checkAction, type Action, type GameEvent, type PlayerView, type State } from '@horde/zombicide';
import type { Rule } from '@horde/zombicide/ruleset';
import { actionsLeft } from '@horde/zombicide/survivors';
import { engine } from '../rules.ts';

/** The view as a state: hidden decks as placeholders of the right length, a fixed dice state. */
export function stateOf(view: PlayerView): State {
  const {
    seat: _seat,
    equipmentDeckSize,
    zombieDeckSize,
    bountyDeckSize,
    setAsideBountyCount,
    bountyFeat: _feat,
    objectives,
    ...open
  } = view;
  const deck = (n: number) => Array.from({ length: n }, () => 0);
  return {
    ...structuredClone(open),
    objectives: objectives.map((o) => ({ ...o, color: o.color === 'unknown' ? 'red' : o.color })),
    rng: { s: [1, 2, 3, 4] },
    forcedDice: [],
    equipmentDeck: deck(equipmentDeckSize),
    zombieDeck: deck(zombieDeckSize),
    bountyDeck: deck(bountyDeckSize),
    setAsideBounty: deck(setAsideBountyCount),
  } as unknown as State;
}

/** One state per view, for the pure questions (a check, an attack's profile): never to be changed. */
const seen = new WeakMap<PlayerView, State>();
export function readOnlyState(view: PlayerView): State {
  let state = seen.get(view);
  if (!state) {
    state = stateOf(view);
    seen.set(view, state);
  }
  return state;
}

/** Why the rules refuse this action now (null: they allow it). */
export function whyNot(view: PlayerView, a: Action): RuleError | null {
  try {
    const state = readOnlyState(view);
    return checkAction(engine().context(state), state, a);
  } catch {
    return null;
  }
}

/**
 * Actions the survivor would spend on this action (free Actions of skills and the free Move of
 * Hit & run counted), read from the engine performing it on a copy; null when it spends none of
 * the survivor's own (a decision's answer, a free card use).
 */
export function costOf(view: PlayerView, a: Action): number | null {
  if (!('s' in a)) return null;
  const known = costs.get(view) ?? new Map<string, number | null>();
  costs.set(view, known);
  const key = JSON.stringify(a);
  if (!known.has(key)) known.set(key, performCost(view, a));
  return known.get(key) ?? null;
}

/** Costs already read, per view (the map's marks, the action bar and a zone's menu ask the same). */
const costs = new WeakMap<PlayerView, Map<string, number | null>>();

function performCost(view: PlayerView, a: Action & { s: number }): number | null {
  const events: GameEvent[] = [];
  try {
    const state = engine().clone(readOnlyState(view));
    const ctx = engine().context(state);
    (ctx.ruleset.actions.rules[a.type] as Rule<Action> | undefined)?.perform(ctx, state, a, events);
  } catch {
    // What is performed after paying may need what the view does not hold: the payment is already recorded.
  }
  let spent: number | null = null;
  for (const e of events) if (e.type === 'actionSpent' && e.s === a.s) spent = (spent ?? 0) + e.cost;
  return spent;
}

/** Actions survivor `s` has left this turn. */
export function actionsLeftOf(view: PlayerView, s: number): number {
  const surv = view.survivors[s];
  return surv ? actionsLeft(surv) : 0;
}
