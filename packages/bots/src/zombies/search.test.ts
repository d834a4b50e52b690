/**
 * The Zombies!!! search bot reads only its seat's view (DESIGN.md, "Bots": a search bot redraws the hidden parts
 * before looking ahead): handed two states its seat cannot tell apart (the second one's hidden parts dealt again:
 * the event deck and the other hands, the tile deck, the RNG), it makes the same choice. It only plays listed
 * actions, never changes the state it is given, and its copies share the geometry the engine never changes.
 */
import { createRng, hashState } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { createZombiesGame, determinize } from '@horde/zombies';
import { TEST_CONTENT } from '@horde/zombies/test-content';
import { zombiesHeuristicBot } from './heuristic.ts';
import { cloneSharingGeo, zombiesSearchBot } from './search.ts';

const game = createZombiesGame(TEST_CONTENT);
// No time budget: the choices must not depend on the machine's speed here.
const settings = { budgetMs: 0, rollouts: 3, candidates: 3 };

describe('the Zombies!!! search bot', () => {
  it('chooses the same on two states its seat cannot tell apart, and only a listed action', () => {
    const r = game.setup({ seats: 3, comeToPapa: true, eatThemNotMe: true }, { seed: 8 });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    const rng = createRng(5);
    const heuristic = zombiesHeuristicBot(game, 1);
    let now = 0;
    // It searches once the Helipad is down (before, the race play alone chooses): the heuristic plays until then.
    for (let step = 0; s.geo.helicopter < 0 && step < 20_000; step++) {
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      const action = legal.length === 1 ? legal[0] : heuristic.choose(s, legal, seat);
      now += 1000;
      expect(game.apply(s, action, { by: seat, now }).ok).toBe(true);
    }
    expect(game.outcome(s).over).toBe(false);
    let searched = 0;
    for (let step = 0; step < 150 && !game.outcome(s).over; step++) {
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      let action = legal[0];
      if (legal.length > 1 && step % 3 === 0) {
        const other = determinize(game.ctx, s, seat, rng);
        const before = hashState(s);
        const bot = zombiesSearchBot(game, 4, settings);
        action = bot.choose(s, legal, seat);
        const b = zombiesSearchBot(game, 4, settings).choose(other, game.legalActions(other, seat), seat);
        expect(b).toEqual(action);
        expect(legal).toContainEqual(action);
        expect(hashState(s)).toBe(before);
        searched += bot.stats.searches;
      } else if (legal.length > 1) action = heuristic.choose(s, legal, seat);
      now += 1000;
      expect(game.apply(s, action, { by: seat, now }).ok).toBe(true);
    }
    expect(searched).toBeGreaterThan(5);
  }, 60_000);

  it('never reads where a hidden Helipad lies: redealt at the bottom under the published rules, anywhere in the bottom pile under Where in Hell Are We? (seed 004 lines 70-74)', () => {
    const places = (config: { seats: number; whereInHellAreWe?: boolean }) => {
      const r = game.setup(config, { seed: 6 });
      if (!r.ok) throw new Error('setup');
      const rng = createRng(2);
      const seen = new Set<number>();
      for (let i = 0; i < 40; i++)
        seen.add(determinize(game.ctx, r.state, 0, rng).tileDeck.indexOf(game.ctx.helipad.id));
      return { seen, size: r.state.tileDeck.length };
    };
    expect([...places({ seats: 2 }).seen]).toEqual([0]);
    const hidden = places({ seats: 2, whereInHellAreWe: true });
    expect(hidden.seen.size).toBeGreaterThan(3);
    // The bottom pile: the lower half of the ordinary tiles and the Helipad, at the deck's start (drawn last).
    for (const i of hidden.seen) expect(i).toBeLessThanOrEqual(Math.floor((hidden.size - 1) / 2));
  });

  it('copies a state whole but for the geometry, which it shares', () => {
    const r = game.setup({ seats: 2 }, { seed: 3 });
    if (!r.ok) throw new Error('setup');
    const copy = cloneSharingGeo(r.state);
    expect(copy).toEqual(r.state);
    expect(copy.geo).toBe(r.state.geo);
    expect(copy.players).not.toBe(r.state.players);
    expect(copy.zombies).not.toBe(r.state.zombies);
  });
});
