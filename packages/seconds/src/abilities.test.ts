/** Special Abilities, seed 003 lines 440-529 and 883-889. */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal } from './test-kit.ts';

const as = (survivor: string) => ({ mode: 'solo' as const, survivor });

describe('Special Abilities (lines 440-447)', () => {
  it('use an Ability token, once per turn, even with no Energy left (lines 442-447)', () => {
    const { game, state } = position({ config: as('runner'), survivor: { energy: 0, abilityTokens: 2 } });
    play(game, state, { type: 'ability' });
    expect(state.survivor).toMatchObject({ energy: 1, abilityTokens: 1 });
    expect(refusal(game, state, { type: 'ability' })).toBe('ability.used');
    const none = position({ config: as('runner'), survivor: { abilityTokens: 0 } });
    expect(refusal(none.game, none.state, { type: 'ability' })).toBe('ability.noToken');
  });

  it('Firearms Instructor: attack with a single action Firearm for 0E (line 461)', () => {
    const { game, state } = position({
      config: as('shooter'),
      survivor: { row: 3, equipped: ['pistol', 'rifle'] },
      zombies: { 4: ['base'] },
      decks: { survivorAttack: ['hitA', 'missAll'] },
    });
    expect(refusal(game, state, { type: 'ability', zombie: 'base#1', weapon: 'rifle#1' })).toBe('ability.weapon');
    play(game, state, { type: 'ability', zombie: 'base#1', weapon: 'pistol#1' });
    expect(state.survivor.energy).toBe(4);
    expect(state.rows[4].zombies[0].health).toBe(1);
  });

  it('MMA Trainer: an Unarmed or single action Melee attack for 0E (line 471)', () => {
    const { game, state } = position({
      config: as('fighter'),
      survivor: { row: 3 },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'ability', zombie: 'base#1', weapon: 'knockdown' });
    expect(state.survivor.energy).toBe(4);
    expect(state.rows[3].zombies[0].knockdown).toBe(true);
  });

  it('College Track Star: move one row ignoring two Opportunity Attacks; not in row ten (lines 501-502)', () => {
    const { game, state } = position({
      config: as('sprinter'),
      survivor: { row: 3 },
      zombies: { 3: ['base', 'runner', 'crawler'] },
      decks: { zombieAttack: ['bite'] },
    });
    const ev = play(game, state, { type: 'ability', to: 4, ignore: ['base#1', 'runner#1'] });
    expect(ev.filter((e) => e.type === 'zombieAttacked').map((e) => e.type === 'zombieAttacked' && e.zombie)).toEqual([
      'crawler#1',
    ]);
    expect(state.survivor.energy).toBe(4);
    const top = position({ config: as('sprinter'), survivor: { row: 10 } });
    expect(refusal(top.game, top.state, { type: 'ability', to: 11, ignore: [] })).toBe('ability.row10');
  });

  it('Doctor: gain one health, never above five (line 510)', () => {
    const { game, state } = position({ config: as('medic'), survivor: { health: 4 } });
    play(game, state, { type: 'ability' });
    expect(state.survivor.health).toBe(5);
    const full = position({ config: as('medic'), survivor: { health: 5 } });
    expect(refusal(full.game, full.state, { type: 'ability' })).toBe('heal.full');
  });

  it('Scavenger: draw three Supply cards, keep one, discard two (line 520)', () => {
    const { game, state } = position({
      config: as('scavenger'),
      survivor: { abilityTokens: 1 },
      decks: { supply: ['pistol', 'bat', 'brick'] },
    });
    play(game, state, { type: 'ability' });
    expect(state.pending).toMatchObject([{ kind: 'scavenge', cards: ['pistol#1', 'bat#1', 'brick#1'] }]);
    expect(game.view(state, null).pending?.cards).toBeNull();
    play(game, state, { type: 'keep', card: 'bat#1' });
    expect(state.survivor.hand).toEqual(['bat#1']);
    expect(state.discards.supply).toEqual(['pistol#1', 'brick#1']);
  });

  it('Survivalist: the next Supply card cost is one less, not permanently (line 529)', () => {
    const { game, state } = position({ config: as('survivalist'), survivor: { hand: ['rifle', 'armor'] } });
    play(game, state, { type: 'ability' });
    play(game, state, { type: 'equip', card: 'rifle#1' });
    expect(state.survivor.energy).toBe(4);
    play(game, state, { type: 'equip', card: 'armor#1' });
    expect(state.survivor.energy).toBe(3);
  });

  it('Self Defense Trainer is used against a hit, not in the Action Phase (line 885)', () => {
    const { game, state } = position({ config: as('blocker') });
    expect(refusal(game, state, { type: 'ability' })).toBe('ability.reaction');
    expect(eventTypes([])).toEqual([]);
  });
});
