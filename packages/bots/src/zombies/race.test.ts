/**
 * The hard bot's race play (./race.ts) on positions of real games (heuristic bots on the test content): a stopper is
 * played on the roll that would take a rival to the Helicopter and kept on a roll that would not (one card a round,
 * seed 004 line 60); the seat that will draw the Helipad, the last tile (line 68), is foreseen from the deck's size,
 * and waits by a spot for it; a full hand sheds a card the race has no use for once the Helipad is down; and all of it
 * reads the seat's view only.
 */
import { createRng } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { createZombiesGame, determinize, distancesFrom, type Action, type State } from '@horde/zombies';
import { TEST_CONTENT } from '@horde/zombies/test-content';
import { zombiesHeuristicBot } from './heuristic.ts';
import { helipadLayer, helipadSpot, raceDiscard } from './race.ts';

const game = createZombiesGame(TEST_CONTENT);
const cards = new Map(game.ctx.content.events.map((e) => [e.id, e]));

/** Plays heuristic games (3 seats) until `found` holds before a move; that state, or throws. */
function findPosition(found: (s: State) => boolean): State {
  for (let seed = 1; seed <= 60; seed++) {
    const r = game.setup({ seats: 3 }, { seed });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    const bots = [0, 1, 2].map((i) => zombiesHeuristicBot(game, seed * 10 + i));
    for (let step = 0; step < 20_000 && !game.outcome(s).over; step++) {
      if (found(s)) return s;
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      const a = legal.length === 1 ? legal[0] : bots[seat].choose(s, legal, seat);
      if (!game.apply(s, a, { by: seat, now: step * 1000 }).ok) throw new Error('refused');
    }
  }
  throw new Error('no such position in 60 games');
}

/** A reaction window once the Helipad is down, the mover `reaches` the Helicopter with its roll or not. */
function windowWhere(reaches: boolean): { s: State; seat: number; mover: number } {
  const s = findPosition((x) => {
    const top = x.pending[0];
    if (top?.kind !== 'window' || x.geo.helicopter < 0) return false;
    const steps = distancesFrom(x.geo, x.geo.helicopter)[x.players[top.on].square];
    return steps > 0 && steps <= x.turn.moveLeft === reaches && (reaches || steps > x.turn.moveLeft + 1);
  });
  const top = s.pending[0] as Extract<State['pending'][number], { kind: 'window' }>;
  const seat = top.seats[0];
  // The seat holds Brain Cramp (noMove) and a card for itself; it has not played this round.
  s.players[seat].hand = ['cramp', 'kit'];
  s.players[seat].eventRound = -1;
  return { s, seat, mover: top.on };
}

const racer = zombiesHeuristicBot(game, 1, { race: true });

describe('the hard bot’s race play', () => {
  it('plays Brain Cramp on a roll that takes a rival to the Helicopter', () => {
    const { s, seat, mover } = windowWhere(true);
    const legal = game.legalActions(s, seat);
    expect(racer.choose(s, legal, seat)).toEqual({ type: 'playEvent', card: 'cramp', target: mover });
  }, 30_000);

  it('keeps it on a roll that falls short, and passes', () => {
    const { s, seat } = windowWhere(false);
    const legal = game.legalActions(s, seat);
    expect(legal.some((a) => a.type === 'playEvent' && a.card === 'cramp')).toBe(true);
    expect(racer.choose(s, legal, seat)).toEqual({ type: 'pass' } satisfies Action);
  }, 30_000);

  it('foresees who draws the Helipad, the last tile, from the tile deck’s size', () => {
    // A moment within two rounds of the Helipad, on a seat's move (its tile drawn).
    const s = findPosition((x) => x.turn.step === 'move' && x.tileDeck.length > 0 && x.tileDeck.length <= 6);
    const seen = [0, 1, 2].map((seat) => helipadLayer(game.view(s, seat), game.view(s, seat).players[seat])?.seat);
    // Two seats name the same rival; the drawer itself names none.
    const drawer = seen.find((x) => x !== undefined)!;
    expect(seen.filter((x) => x === drawer)).toHaveLength(2);
    expect(seen[drawer]).toBeUndefined();
    // Play on: that seat lays the Helipad.
    const bots = [0, 1, 2].map((i) => zombiesHeuristicBot(game, i));
    let layer = -1;
    for (let step = 0; layer < 0 && step < 20_000 && !game.outcome(s).over; step++) {
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      const a = legal.length === 1 ? legal[0] : bots[seat].choose(s, legal, seat);
      const r = game.apply(s, a, { by: seat, now: step * 1000 });
      if (!r.ok) throw new Error('refused');
      for (const e of r.events) if (e.type === 'tilePlaced' && e.tile === game.ctx.helipad.id) layer = e.seat;
    }
    expect(layer).toBe(drawer);
  }, 30_000);

  it('as the Helipad’s drawer, waits by an open road end where it may be laid', () => {
    const s = findPosition((x) => x.turn.step === 'move' && x.tileDeck.length > 0 && x.tileDeck.length <= 6);
    const drawer = (s.turn.seat + s.tileDeck.length) % 3;
    const v = game.view(s, drawer);
    const me = v.players[drawer];
    const spot = helipadSpot(
      v,
      me,
      v.players.filter((p) => p.seat !== drawer),
    );
    expect(spot).toBeGreaterThanOrEqual(0);
    expect(v.geo.kind[spot]).toBe('road');
    // The middle square of a tile's edge (cells 1, 5, 7, 3 face N, E, S, W) with no square across that edge.
    const cell = spot % 9;
    expect([1, 3, 5, 7]).toContain(cell);
    const dir = { 1: 0, 5: 1, 7: 2, 3: 3 }[cell as 1 | 3 | 5 | 7];
    expect(v.geo.nbr[spot * 4 + dir]).toBe(-1);
    // Any other seat has no spot of its own to wait by: it heads for the drawer.
    const other = (drawer + 1) % 3;
    const w = game.view(s, other);
    expect(
      helipadSpot(
        w,
        w.players[other],
        w.players.filter((p) => p.seat !== other),
      ),
    ).toBe(-1);
  }, 30_000);

  it('sheds a card the race has no use for from a full hand once the Helipad is down, and keeps a hand of stoppers', () => {
    const s = findPosition((x) => x.geo.helicopter >= 0);
    const v = game.view(s, 0);
    expect(raceDiscard({ ...v, hand: ['more', 'cramp', 'fear'] }, cards)).toBe('more');
    expect(raceDiscard({ ...v, hand: ['oops', 'cramp', 'fear'] }, cards)).toBeNull();
    expect(raceDiscard({ ...v, hand: ['more', 'cramp'] }, cards)).toBeNull();
  }, 30_000);

  it('chooses from its view only: the same choice whatever its seat cannot see, the Helipad down or not', () => {
    const r = game.setup({ seats: 3 }, { seed: 11 });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    const rng = createRng(7);
    let windows = 0;
    for (let step = 0; step < 3000 && !game.outcome(s).over; step++) {
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      const other = determinize(game.ctx, s, seat, rng, true);
      const a = zombiesHeuristicBot(game, 1, { race: true }).choose(s, legal, seat);
      const b = zombiesHeuristicBot(game, 1, { race: true }).choose(other, game.legalActions(other, seat), seat);
      expect(b).toEqual(a);
      if (s.pending[0]?.kind === 'window' && s.geo.helicopter >= 0) windows++;
      expect(game.apply(s, a, { by: seat, now: step * 1000 }).ok).toBe(true);
    }
    expect(windows).toBeGreaterThan(0);
  }, 60_000);
});
