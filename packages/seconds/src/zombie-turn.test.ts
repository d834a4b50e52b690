/** The Zombie player's turn in the two-player game (designed; seed 003 lines 562, 569-570, 790, 811). */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal, zombieIds } from './test-kit.ts';

const TWO = { mode: 'two-player' as const, survivor: 'shooter', timer: 'off' as const };

describe('the zombie turn (two-player, designed)', () => {
  it('Draw Phase: 5E, zombies behind the Survivor and Runners move one row toward it, then a Zombie Tactics card', () => {
    const { state, events } = position({
      config: TWO,
      survivor: { row: 5 },
      zombies: { 2: ['base'], 8: ['runner', 'base'], 5: ['crawler'] },
      zombieTurn: true,
    });
    expect(state.zombies.energy).toBe(5);
    expect(zombieIds(state, 3)).toEqual(['base#1']);
    expect(zombieIds(state, 7)).toEqual(['runner#1']);
    expect(zombieIds(state, 8)).toEqual(['base#2']);
    expect(eventTypes(events)).toContain('cardDrawn');
    expect(state.zombies.hand).toHaveLength(1);
    expect(state.phase).toBe('zombieAction');
  });

  it('attacks: 1E, a standing zombie in the Survivor row, once per turn, not the turn it was summoned (line 790)', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { row: 4 },
      zombies: { 4: ['base', { card: 'runner', summoned: true }, { card: 'crawler', knockdown: true }] },
      zombieTurn: true,
      decks: { zombieAttack: ['whiff'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(refusal(game, state, { type: 'zAttack', zombie: 'base#1' }, 1)).toBe('zombie.attacked');
    expect(refusal(game, state, { type: 'zAttack', zombie: 'crawler#1' }, 1)).toBe('zombie.knockedDown');
  });

  it('moves, stands up, summons into row ten, draws: 1E each', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { row: 2 },
      zombies: { 6: ['base', { card: 'runner', knockdown: true }] },
      zombieHand: ['brute'],
      zombieTurn: true,
    });
    play(game, state, { type: 'zMove', zombie: 'base#1', to: 5 }, 1);
    play(game, state, { type: 'zStand', zombie: 'runner#1' }, 1);
    play(game, state, { type: 'summon', card: 'brute#1' }, 1);
    expect(zombieIds(state, 10)).toEqual(['brute#1']);
    play(game, state, { type: 'zDraw', deck: 'zombie' }, 1);
    expect(state.zombies.energy).toBe(1);
    expect(refusal(game, state, { type: 'zMove', zombie: 'base#1', to: 3 }, 1)).toBe('zombie.moveRange');
  });

  it('a Shrieker calls a Base zombie from the hand into row ten for 0E, once per turn (line 811)', () => {
    const { game, state } = position({
      config: TWO,
      zombies: { 7: ['shrieker'] },
      zombieHand: ['base', 'base', 'brute'],
      zombieTurn: true,
    });
    expect(refusal(game, state, { type: 'shriek', zombie: 'shrieker#1', card: 'brute#1' }, 1)).toBe('shriek.base');
    play(game, state, { type: 'shriek', zombie: 'shrieker#1', card: 'base#1' }, 1);
    expect(state.zombies.energy).toBe(5);
    expect(refusal(game, state, { type: 'shriek', zombie: 'shrieker#1', card: 'base#2' }, 1)).toBe('zombie.shrieked');
  });

  it('Zombie Tactics: Frenzy, Lunge, Grab (no Movement next turn), Ambush', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { row: 4 },
      zombies: { 5: ['base'] },
      zombieHand: ['frenzy', 'lunge', 'grab', 'ambush', 'crawler'],
      zombieTurn: true,
    });
    play(game, state, { type: 'zPlay', card: 'frenzy#1' }, 1);
    expect(state.zombies.energy).toBe(7);
    play(game, state, { type: 'zPlay', card: 'lunge#1', zombie: 'base#1' }, 1);
    expect(zombieIds(state, 4)).toEqual(['base#1']);
    play(game, state, { type: 'zPlay', card: 'ambush#1', zombieCard: 'crawler#1' }, 1);
    expect(zombieIds(state, 5)).toEqual(['crawler#1']);
    play(game, state, { type: 'zPlay', card: 'grab#1' }, 1);
    play(game, state, { type: 'endPhase' }, 1);
    expect(state.survivor.noMove).toBe(true);
    expect(refusal(game, state, { type: 'move', to: 5 }, 0)).toBe('restricted.move');
  });

  it('the Survivor may not act in the zombie turn, nor the zombies in the Survivor turn', () => {
    const { game, state } = position({ config: TWO, zombieTurn: true });
    expect(refusal(game, state, { type: 'endPhase' }, 0)).toBe('seat.notYours');
    play(game, state, { type: 'endPhase' }, 1);
    expect(refusal(game, state, { type: 'endPhase' }, 1)).toBe('seat.notYours');
  });

  it('the Zombie player discards down to six at the end of the turn', () => {
    const { game, state } = position({
      config: TWO,
      zombieHand: ['base', 'base', 'base', 'runner', 'crawler', 'brute'],
      zombieTurn: true,
    });
    play(game, state, { type: 'endPhase' }, 1);
    expect(state.pending).toMatchObject([{ kind: 'handLimit', side: 'zombie', limit: 6 }]);
    play(game, state, { type: 'discard', card: 'brute#1' }, 1);
    expect(state.zombies.hand).toHaveLength(6);
    expect(state.active).toBe('survivor');
  });

  it('the horde overruns the alley after the round limit (RULINGS rounds.limit)', () => {
    const { game, state } = position({ config: { ...TWO, roundLimit: 5 }, turn: 5, zombieTurn: true });
    play(game, state, { type: 'endPhase' }, 1);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'overrun' });
  });
});
