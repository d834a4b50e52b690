/** The optional solo score, seed 003 lines 775-786. */
import { describe, expect, it } from 'vitest';
import { scoreLines } from './scoring.ts';
import { play, position } from './test-kit.ts';

describe('solo scoring (lines 775-786)', () => {
  it('a fast, healthy win without firearms discarded scores low', () => {
    const { game, state } = position({
      config: { mode: 'solo', survivor: 'shooter' },
      turn: 4,
      survivor: { row: 10, health: 5 },
      zombies: { 9: ['base', 'base', 'base', 'base', 'base', 'base', 'base'] },
    });
    state.discards.zombie.push(...['boss#1', 'crawler#1']);
    play(game, state, { type: 'move', to: 11 });
    const lines = Object.fromEntries(scoreLines(game.cards, state, true).map((l) => [l.rule, l.points]));
    expect(lines).toEqual({
      discardedHealth: 6, // a Boss (5) and a Crawler (1): their printed health
      winHealth: -20, // won with 5 health
      noFirearm: -20,
      rows9And10: 14, // 7 zombies in row 9
      aboveSix: 3, // 7 in play: one above six
      fastWin: -10, // turn 4 < 6
    });
    expect(state.result?.score).toBe(-27);
    expect(game.outcome(state)).toMatchObject({ over: true, results: [{ seat: 0, result: 'win', score: -27 }] });
  });

  it('the win lines do not count for a loss; a firearm in the discard pile cancels the -20', () => {
    const { game, state } = position({ config: { mode: 'solo', survivor: 'shooter' }, survivor: { row: 3 } });
    state.discards.supply.push('pistol#1');
    const lines = scoreLines(game.cards, state, false).map((l) => l.rule);
    expect(lines).toEqual(['discardedHealth']);
  });
});
