/**
 * A recorded game rebuilt move by move by the rules (exact by design): the position after each action as a
 * spectator sees it, with the events the action caused. A record does not say who sent each action; the
 * seat is found as the rules do for hot-seat (the awaited seats first), a timeout as the server's.
 */
import type { Action, GameEvent, State, ZombiesView } from '@horde/zombies';
import { engine } from '../rules.ts';
import type { ZRecord } from '../types.ts';

export interface Step {
  view: ZombiesView;
  events: GameEvent[];
  action: Action | null;
}

function applyAny(state: State, action: Action): GameEvent[] | null {
  const g = engine();
  if (action.type === 'timeout') {
    const top = state.pending[state.pending.length - 1];
    const now = top?.kind === 'window' && top.endsAt !== null ? top.endsAt : 0;
    const r = g.apply(state, action, { by: 'system', now });
    return r.ok ? r.events : null;
  }
  const seats = [...new Set([...g.awaiting(state), ...Array.from({ length: g.seatCount(state) }, (_, s) => s)])];
  for (const by of seats) {
    const r = g.apply(state, action, { by, now: 0 });
    if (r.ok) return r.events;
  }
  return null;
}

export function buildSteps(record: ZRecord): Step[] {
  const g = engine();
  // Under the rules version the game was made with: a later fix gated by version keeps its old rule.
  const setup = g.setup(record.config, { seed: record.seed, now: 0, rulesVersion: record.rulesVersion });
  if (!setup.ok) throw new Error(setup.issues.map((i) => i.message).join('; '));
  const state = setup.state;
  const steps: Step[] = [{ view: g.view(state, null), events: [], action: null }];
  for (const action of record.actions) {
    const events = applyAny(state, action);
    if (!events) break;
    steps.push({ view: g.view(state, null), events: g.eventsFor(events, null, state), action });
  }
  return steps;
}
