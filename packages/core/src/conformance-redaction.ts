/**
 * The redaction check of the conformance battery (DESIGN.md, "What a seat
 * knows"): two states that differ only in what a seat cannot see must give
 * that seat the same view, the same prompts and, after the same action, the
 * same events whenever its views after are the same.
 */
import { describeDifference } from './difference.ts';
import { describeRefusal, type Actor, type Game, type Seat } from './game.ts';
import { canonicalJson } from './hash.ts';
import { randomInt, type RngState } from './rng.ts';

/**
 * Deals again what `seat` cannot see (everything hidden for a spectator, null); every visible part stays.
 * With `keepChance`, the source of chance that the rules reveal to all (the RNG behind dice rolled in the
 * open) stays as it is: fresh public dice are news to every seat, not a leak of the hidden deal.
 */
export type Redeal<S> = (state: S, seat: Seat | null, rng: RngState, keepChance?: boolean) => S;

export interface RedactionCounts {
  /** Redeals that changed the state (the checks that could catch a leak). */
  redeals: number;
  /** Event comparisons made after one action applied to both deals. */
  eventChecks: number;
}

interface Move<A> {
  action: A;
  by: Actor;
  now: number;
}

const name = (seat: Seat | null) => (seat === null ? 'a spectator' : `seat ${seat}`);
const actorName = (by: Actor) => (by === 'system' ? 'system' : `seat ${by}`);

function expectSame(what: string, left: unknown, right: unknown, why: string): void {
  const diff = describeDifference(left, right);
  if (diff) throw new Error(`${what} differs between two deals ${diff}: ${why}`);
}

/** Moves legal in both states: awaited seats' common actions, and every deadline fired at its time. */
function commonMoves<S, A>(
  game: Pick<Game<unknown, S, A, unknown, unknown>, 'awaiting' | 'legalActions' | 'deadlines'>,
  a: S,
  b: S,
  now: number,
): Move<A>[] {
  const moves: Move<A>[] = [];
  for (const seat of game.awaiting(a)) {
    const inB = new Set(game.legalActions(b, seat).map(canonicalJson));
    for (const action of game.legalActions(a, seat))
      if (inB.has(canonicalJson(action))) moves.push({ action, by: seat, now });
  }
  for (const d of game.deadlines(a)) moves.push({ action: d.action, by: 'system', now: Math.max(now, d.at) });
  return moves;
}

export function checkRedaction<C, S, A, E, V>(
  game: Game<C, S, A, E, V>,
  state: S,
  now: number,
  redeal: Redeal<S>,
  invariants: (state: S) => string[],
  rng: RngState,
  counts: RedactionCounts,
): void {
  const seats = game.seatCount(state);
  const viewers: (Seat | null)[] = [...Array.from({ length: seats }, (_, i) => i), null];
  for (const viewer of viewers) {
    const other = redeal(game.clone(state), viewer, rng);
    if (canonicalJson(other) === canonicalJson(state)) continue;
    counts.redeals++;
    const broken = invariants(other);
    if (broken.length) throw new Error(`redeal for ${name(viewer)} broke invariants: ${broken.join('; ')}`);
    const why = `either view() shows ${name(viewer)} something hidden or redeal changed something it can see`;
    expectSame(`view(state, ${viewer})`, game.view(state, viewer), game.view(other, viewer), why);
    expectSame(
      'awaiting(state)',
      game.awaiting(state),
      game.awaiting(other),
      'who is awaited must not depend on hidden data',
    );
    expectSame(
      'deadlines(state)',
      game.deadlines(state),
      game.deadlines(other),
      'deadlines must not depend on hidden data',
    );
    if (viewer !== null)
      expectSame(
        `legalActions(state, ${viewer})`,
        game.legalActions(state, viewer),
        game.legalActions(other, viewer),
        'what a seat may do must not depend on what it cannot see',
      );

    // Events: the same action on two deals that keep the public chance; when the seat's views after are the
    // same, its events must be too.
    const twin = redeal(game.clone(state), viewer, rng, true);
    const moves = commonMoves(game, state, twin, now);
    if (moves.length === 0) continue;
    const move = moves[randomInt(rng, moves.length)];
    const after = [game.clone(state), game.clone(twin)];
    const results = after.map((s) => game.apply(s, move.action, { by: move.by, now: move.now }));
    const sent = `${actorName(move.by)} sent ${JSON.stringify(move.action)}`;
    for (const r of results)
      if (!r.ok) throw new Error(`${sent}, legal in both deals, and apply refused it: ${describeRefusal(r.error)}`);
    // Different views after (e.g. the viewer drew a card) may rightly bring different events.
    if (canonicalJson(game.view(after[0], viewer)) !== canonicalJson(game.view(after[1], viewer))) continue;
    counts.eventChecks++;
    const [events0, events1] = results.map((r, i) => (r.ok ? game.eventsFor(r.events, viewer, after[i]) : []));
    const diff = describeDifference(events0, events1);
    if (diff)
      throw new Error(
        `events leak to ${name(viewer)}: after ${sent} its view is the same in two deals that differ only in what it cannot see, but its events differ ${diff}`,
      );
  }
}
