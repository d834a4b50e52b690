/**
 * The Seconds to Live bots read only their seat's view and the legal actions:
 * handed a state they may not open (every read throws) and a game whose view
 * gives the real view, they still choose. They always choose a listed action.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../bot.ts';
import { testGame } from '@horde/seconds/test-kit';
import type { SecondsGame, SecondsState } from '@horde/seconds';
import { survivorBot, zombieBot } from './heuristic.ts';

const game = testGame();

function sealed(): SecondsState {
  return new Proxy({} as SecondsState, {
    get() {
      throw new Error('a bot read the raw state');
    },
  });
}

describe('Seconds to Live bots', () => {
  it('choose from the view and the legal actions only, never reading the raw state', () => {
    for (const mode of ['solo', 'two-player'] as const) {
      const setup = game.setup({ mode, survivor: 'shooter', timer: 'off' }, { seed: 2 });
      if (!setup.ok) throw new Error('setup');
      const state = setup.state;
      for (let step = 0; step < 300 && !game.outcome(state).over; step++) {
        const seat = game.awaiting(state)[0];
        const legal = game.legalActions(state, seat);
        const view = game.view(state, seat);
        const blind: SecondsGame = { ...game, view: () => view };
        const bot = (seat === 0 ? survivorBot : zombieBot)(blind, step);
        const action = bot.choose(sealed(), legal, seat);
        expect(legal).toContainEqual(action);
        const r = game.apply(state, action, { by: seat, now: step * 1000 });
        expect(r.ok).toBe(true);
      }
    }
  });

  it('play whole games to the end on either seat', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = survivorBot(game, seed);
      const z = zombieBot(game, seed);
      const r = playGame(game, { mode: 'two-player', survivor: 'fighter' }, seed, (seat) => (seat === 0 ? z : s), {
        maxRounds: 1000,
      });
      expect(r.stop).toBe('finished');
      const solo = playGame(game, { mode: 'solo', survivor: 'shooter' }, seed, () => s, { maxRounds: 1000 });
      expect(solo.stop).toBe('finished');
      void randomBot;
    }
  });
});
