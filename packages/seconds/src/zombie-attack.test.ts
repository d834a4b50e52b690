/** Zombie attacks on the Survivor: armour (line 436), Block (line 885), Dodge, the Desperation Move (line 895), zero health (line 422). */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position } from './test-kit.ts';

const TWO = { mode: 'two-player' as const, timer: 'off' as const };

describe('zombie attacks (designed zombie turn; Opportunity Attacks line 238)', () => {
  it('a hit deals the zombie damage; a Boss deals 2', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4 },
      zombies: { 4: ['boss'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'boss#1' }, 1);
    expect(state.survivor.health).toBe(3);
    expect(state.zombies.energy).toBe(4);
  });

  it('Body Armor absorbs damage one for one and never prevents a knockdown (line 436)', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, equipped: [{ card: 'armor', uses: 1 }] },
      zombies: { 4: ['boss'] },
      zombieTurn: true,
      decks: { zombieAttack: ['tackle'] },
    });
    const ev = play(game, state, { type: 'zAttack', zombie: 'boss#1' }, 1);
    expect(eventTypes(ev)).toEqual(expect.arrayContaining(['armorAbsorbed', 'weaponDiscarded', 'survivorKnockedDown']));
    expect(state.survivor.health).toBe(4);
    expect(state.survivor.down).toBe(true);
    expect(state.survivor.equipped).toEqual([]);
  });

  it('Self Defense Trainer: Block draws a Survivor Attack card, a line A success blocks the damage but not the knockdown (line 885)', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'blocker' },
      survivor: { row: 4, abilityTokens: 1 },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['tackle'], survivorAttack: ['hitA'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(state.pending[0]?.kind).toBe('react');
    expect(game.awaiting(state)).toEqual([0]);
    play(game, state, { type: 'react', choice: 'block' }, 0);
    expect(state.survivor.health).toBe(5);
    expect(state.survivor.down).toBe(true);
    expect(state.survivor.abilityTokens).toBe(0);
  });

  it('Dodge (a reaction Tactics card) cancels the damage and the knockdown', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, hand: ['dodge'] },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['tackle'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    play(game, state, { type: 'react', choice: 'dodge', card: 'dodge#1' }, 0);
    expect(state.survivor).toMatchObject({ health: 5, down: false, hand: [] });
  });

  it('at zero health the Survivor loses (line 422)', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, health: 1, abilityTokens: 0 },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'killed' });
    expect(game.awaiting(state)).toEqual([]);
  });

  it('the Desperation Move: an Ability token sets health to one; next turn only two Energy (line 895)', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, health: 1, abilityTokens: 1 },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(state.pending[0]?.kind).toBe('desperation');
    play(game, state, { type: 'desperation', use: true }, 0);
    expect(state.survivor).toMatchObject({ health: 1, abilityTokens: 0, desperationUsed: true });
    play(game, state, { type: 'endPhase' }, 1);
    expect(state.active).toBe('survivor');
    expect(state.survivor.energy).toBe(2);
  });

  it('the Desperation Move is once per game (line 895)', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, health: 1, abilityTokens: 2, desperationUsed: true },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(game.outcome(state).over).toBe(true);
  });

  it('the reaction window opens only when the Survivor holds a Tactics card or may Block', () => {
    const { game, state } = position({
      config: { ...TWO, survivor: 'shooter' },
      survivor: { row: 4, hand: ['pistol'] },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1);
    expect(state.pending).toEqual([]);
    expect(state.survivor.health).toBe(4);
  });
});
