/**
 * The Seconds to Live search bot reads only its seat's view (DESIGN.md, "Bots": a search bot redraws the hidden
 * parts before looking ahead): handed two states its seat cannot tell apart (the second one's hidden cards dealt
 * again: the deck orders, the other side's hand, the Warehouse, face-down Supply, the RNG), it makes the same choice,
 * on either seat, in solo and in the duel. It only plays listed actions and never changes the state it is given.
 */
import { describe, expect, it } from 'vitest';
import { createRng, hashState } from '@horde/core';
import { testGame } from '@horde/seconds/test-kit';
import type { SecondsState } from '@horde/seconds';
import { survivorBot, zombieBot } from './heuristic.ts';
import { secondsSearchBot } from './search.ts';

const game = testGame();
// No time budget: the choices must not depend on the machine's speed here.
const settings = { budgetMs: 0, rollouts: 4, candidates: 3 };

/** States the heuristic bots pass through, every `every` steps. */
function positions(mode: 'solo' | 'two-player', seed: number, every = 5, max = 10): SecondsState[] {
  const setup = game.setup({ mode, survivor: 'shooter', timer: 'off' }, { seed });
  if (!setup.ok) throw new Error('setup');
  const state = setup.state;
  const s = survivorBot(game, seed);
  const z = zombieBot(game, seed);
  const out: SecondsState[] = [];
  for (let step = 0; out.length < max && !game.outcome(state).over && step < 400; step++) {
    const seat = game.awaiting(state)[0];
    const legal = game.legalActions(state, seat);
    if (step % every === 0 && legal.length > 1) out.push(game.clone(state));
    game.apply(state, legal.length === 1 ? legal[0] : (seat === 0 ? s : z).choose(state, legal, seat), {
      by: seat,
      now: 0,
    });
  }
  return out;
}

describe('the Seconds to Live search bot', () => {
  it('chooses the same on two states its seat cannot tell apart, and only a listed action', () => {
    let checked = 0;
    for (const mode of ['solo', 'two-player'] as const)
      for (const state of positions(mode, 3)) {
        const seat = game.awaiting(state)[0];
        const legal = game.legalActions(state, seat);
        // The same view, every hidden part dealt again.
        const other = game.determinize(state, seat, createRng(99));
        expect(game.view(other, seat)).toEqual(game.view(state, seat));
        const before = hashState(state);
        const a = secondsSearchBot(game, 5, settings).choose(state, legal, seat);
        const b = secondsSearchBot(game, 5, settings).choose(other, game.legalActions(other, seat), seat);
        expect(b).toEqual(a);
        expect(legal).toContainEqual(a);
        expect(hashState(state)).toBe(before);
        checked++;
      }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);

  it('plays whole games to the end on either seat', () => {
    for (let seed = 1; seed <= 2; seed++) {
      const bot = secondsSearchBot(game, seed, settings);
      const setup = game.setup({ mode: 'two-player', survivor: 'fighter', timer: 'off' }, { seed });
      if (!setup.ok) throw new Error('setup');
      const state = setup.state;
      for (let step = 0; step < 2000 && !game.outcome(state).over; step++) {
        const seat = game.awaiting(state)[0];
        const legal = game.legalActions(state, seat);
        const r = game.apply(state, bot.choose(state, legal, seat), { by: seat, now: 0 });
        expect(r.ok).toBe(true);
      }
      expect(game.outcome(state).over).toBe(true);
      expect(bot.stats.searches).toBeGreaterThan(0);
    }
  }, 60_000);
});
