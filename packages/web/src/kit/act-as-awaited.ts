/**
 * For tests of every table: applies an action as the first seat the game waits on that may take it (hot-seat, as
 * the in-browser table sends it), collecting its events; an action no awaited seat may take throws.
 */
import type { GameRules } from '@horde/core';

export function actAsAwaited<State, Action, Event>(
  g: Pick<GameRules<unknown, State, Action, Event, unknown>, 'awaiting' | 'apply'>,
  state: State,
  action: Action,
  events: Event[],
): Event[] {
  for (const by of g.awaiting(state)) {
    const r = g.apply(state, action, { by, now: 0 });
    if (r.ok) {
      events.push(...r.events);
      return r.events;
    }
  }
  throw new Error(`Not legal now: ${JSON.stringify(action)}`);
}
