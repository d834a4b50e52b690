/** Helpers for the rules' tests: a game on the test content, positions, and acting with a check. */
import { describeRefusal, type Seat } from '@horde/core';
import { createZombiesGame } from './game.ts';
import { invariantViolations } from './invariants.ts';
import { buildPosition, resolveSquare, type PositionSpec } from './position.ts';
import { TEST_CONTENT } from './test-content.ts';
import type { Action, GameEvent } from './actions.ts';
import type { State } from './state.ts';

export const game = createZombiesGame(TEST_CONTENT);

export function position(spec: PositionSpec): State {
  return buildPosition(game.ctx, spec);
}

export function sq(state: State, ref: string): number {
  return resolveSquare(state, ref, []);
}

/** Applies an action that must be legal (and listed); returns its events. Checks the invariants after. */
export function act(state: State, seat: Seat, action: Action, now = 0): GameEvent[] {
  const listed = game.legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(action));
  const r = game.apply(state, action, { by: seat, now });
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${describeRefusal(r.error)}`);
  if (!listed) throw new Error(`${JSON.stringify(action)} applied but legalActions does not list it`);
  const broken = invariantViolations(game.ctx, state);
  if (broken.length) throw new Error(`invariants: ${broken.join('; ')}`);
  return r.events;
}

/** Applies an action that must be refused; returns the error code (and checks the state is untouched). */
export function refused(state: State, seat: Seat, action: Action): string {
  const before = JSON.stringify(state);
  const r = game.apply(state, action, { by: seat, now: 0 });
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return r.error.code;
}

export function types(events: GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Plays out `seat`'s turn with the plainest choices (end moves, keep cards, take failures). */
export function finishTurn(state: State, seat: Seat): void {
  const prefer = [
    'endMove',
    'endZombies',
    'keepHand',
    'declineBullets',
    'pass',
    'keepZombies',
    'noSwap',
    'declineTrade',
  ];
  for (let i = 0; i < 200 && state.turn.seat === seat && state.phase !== 'over'; i++) {
    const who = game.awaiting(state)[0];
    const legal = game.legalActions(state, who);
    const pick = legal.find((a) => prefer.includes(a.type)) ?? legal.find((a) => a.type === 'rollMove') ?? legal[0];
    act(state, who, pick);
  }
}
