/**
 * A recorded game rebuilt move by move by the rules (exact by design): the position after each action as a
 * spectator sees it, with the events the action caused. A record does not say who sent each action; the
 * seat is found as the rules do for hot-seat (the awaited seats first), a timeout as the server's.
 */
import { describeIssue } from '@horde/core/game';
import type { Action, GameEvent, State, ZombiesView } from '@horde/zombies';
import { engine } from '../rules.ts';
import type { ZRecord } from '../types.ts';

export interface Step {
  view: ZombiesView;
  events: GameEvent[];
  action: Action | null;
}

/**
 * Applies an action of a record that does not say who sent it when: the seat as the rules do for hot-seat, a
 * timeout as the server's (at the deadline), any other action at `now`, a clock that goes up action by action so
 * that the reaction clocks of rules version 3 (started by each seat's look) run out in the order they did.
 */
function applyAny(state: State, action: Action, now: number): GameEvent[] | null {
  const g = engine();
  if (action.type === 'timeout') {
    const top = state.pending[0];
    const at = top?.kind === 'window' && top.endsAt !== null ? top.endsAt : now;
    const r = g.apply(state, action, { by: 'system', now: at });
    return r.ok ? r.events : null;
  }
  const seats = [...new Set([...g.awaiting(state), ...Array.from({ length: g.seatCount(state) }, (_, s) => s)])];
  for (const by of seats) {
    const r = g.apply(state, action, { by, now });
    if (r.ok) return r.events;
  }
  return null;
}

export function buildSteps(record: ZRecord): Step[] {
  const g = engine();
  // With its log (who and when) and creation time, a record replays as sent; else as inferred.
  const log = record.log && record.created !== undefined ? record.log : null;
  // Under the rules version the game was made with: a later fix gated by version keeps its old rule.
  const setup = g.setup(record.config, {
    seed: record.seed,
    now: log ? record.created! : 0,
    rulesVersion: record.rulesVersion,
  });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const steps: Step[] = [{ view: g.view(state, null), events: [], action: null }];
  for (const [i, action] of record.actions.entries()) {
    const sent = log?.[i];
    let events: GameEvent[] | null;
    if (sent) {
      const r = g.apply(state, action, { by: sent.by, now: sent.at });
      events = r.ok ? r.events : null;
    } else events = applyAny(state, action, i + 1);
    if (!events) break;
    steps.push({ view: g.view(state, null), events: g.eventsFor(events, null, state), action });
  }
  return steps;
}
