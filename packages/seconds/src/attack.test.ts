/** The attack process, seed 003 lines 287-392, and weapons (lines 424-436). */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal } from './test-kit.ts';

const TWO = { mode: 'two-player' as const, survivor: 'shooter', timer: 'off' as const };

describe('the Attack deck lines (lines 352-356)', () => {
  it('standing reads line A, knocked down line B, a knockdown attempt line C', () => {
    // hitA: A hit, B miss, C miss.
    const standing = position({
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(standing.game, standing.state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(standing.state.rows[3].zombies[0].health).toBe(1);
    const down = position({
      survivor: { row: 3, down: true, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(down.game, down.state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(down.state.rows[3].zombies[0].health).toBe(2);
    const knock = position({ survivor: { row: 3 }, zombies: { 3: ['base'] }, decks: { survivorAttack: ['hitA'] } });
    play(knock.game, knock.state, { type: 'attack', zombie: 'base#1', weapon: 'knockdown' });
    expect(knock.state.rows[3].zombies[0].knockdown).toBe(false);
  });

  it('a knockdown attack deals no damage, only a knockdown (line 298)', () => {
    const { game, state } = position({
      survivor: { row: 3 },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'knockdown' });
    expect(state.rows[3].zombies[0]).toMatchObject({ health: 2, knockdown: true });
  });

  it('icons add a knockdown and additional damage (lines 347-348)', () => {
    const k = position({
      survivor: { row: 3, equipped: ['axe'] },
      zombies: { 3: ['brute'] },
      decks: { survivorAttack: ['hitKnock', 'missAll'] },
    });
    play(k.game, k.state, { type: 'attack', zombie: 'brute#1', weapon: 'axe#1' });
    expect(k.state.rows[3].zombies[0]).toMatchObject({ health: 2, knockdown: true });
    const x = position({
      survivor: { row: 3, equipped: ['axe'] },
      zombies: { 3: ['brute'] },
      decks: { survivorAttack: ['hitExtra', 'missAll'] },
    });
    play(x.game, x.state, { type: 'attack', zombie: 'brute#1', weapon: 'axe#1' });
    expect(x.state.rows[3].zombies[0].health).toBe(1);
  });

  it('Shuffle the Deck: discard it, draw another, reshuffle in the Resolution Phase (line 357)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['shuffleTheDeck', 'hitA'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(state.rows[3].zombies[0].health).toBe(1);
    expect(state.reshuffleSurvivorAttack).toBe(true);
    expect(state.discards.survivorAttack).toEqual(['shuffleTheDeck#1', 'hitA#1']);
    play(game, state, { type: 'endPhase' });
    expect(state.discards.survivorAttack).toEqual([]);
    expect(state.reshuffleSurvivorAttack).toBe(false);
  });
});

describe('weapons (lines 289-310, 424-436)', () => {
  it('melee only in your row; ranged within range counting your row as 0, behind too (lines 289, 310)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['bat', 'pistol', 'rifle'] },
      zombies: { 1: ['base'], 4: ['base'], 6: ['base'] },
    });
    expect(refusal(game, state, { type: 'attack', zombie: 'base#2', weapon: 'bat#1' })).toBe('attack.range');
    expect(refusal(game, state, { type: 'attack', zombie: 'base#3', weapon: 'pistol#1' })).toBe('attack.range');
    expect(game.legalActions(state, 0)).toContainEqual({
      type: 'attack',
      zombie: 'base#1',
      weapon: 'pistol#1',
      profile: 0,
    });
    expect(game.legalActions(state, 0)).toContainEqual({
      type: 'attack',
      zombie: 'base#3',
      weapon: 'rifle#1',
      profile: 0,
    });
  });

  it('a firearm loses one ammo per shot, hit or miss, and is discarded when empty (lines 358, 428)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: [{ card: 'pistol', uses: 1 }] },
      zombies: { 4: ['base'] },
      decks: { survivorAttack: ['missAll'] },
    });
    const ev = play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'pistol#1' });
    expect(eventTypes(ev)).toEqual(expect.arrayContaining(['ammoSpent', 'weaponDiscarded']));
    expect(state.survivor.equipped).toEqual([]);
    expect(state.discards.supply).toContain('pistol#1');
  });

  it('a thrown weapon lands face up in the target row (line 359)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['brick'] },
      zombies: { 5: ['base'] },
      decks: { survivorAttack: ['missAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'brick#1' });
    expect(state.rows[5].supply).toEqual([{ card: 'brick#1', faceUp: true }]);
    expect(state.survivor.equipped).toEqual([]);
  });

  it('durability is lost on a successful use; at zero the weapon is destroyed (line 436)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: [{ card: 'bat', uses: 1 }] },
      zombies: { 3: ['boss'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(game, state, { type: 'attack', zombie: 'boss#1', weapon: 'bat#1' });
    expect(state.survivor.equipped).toEqual([]);
    expect(state.discards.supply).toContain('bat#1');
  });

  it('a miss costs no durability (line 436)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: [{ card: 'bat', uses: 1 }] },
      zombies: { 3: ['boss'] },
      decks: { survivorAttack: ['missAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'boss#1', weapon: 'bat#1' });
    expect(state.survivor.equipped).toEqual(['bat#1']);
  });

  it('an automatic success draws no card and may not be countered (lines 285, 326)', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { row: 3, equipped: ['chainsaw'] },
      zombies: { 3: ['base'] },
      zombieHand: ['unstoppable'],
    });
    const before = state.decks.survivorAttack.length;
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'chainsaw#1' });
    expect(state.decks.survivorAttack.length).toBe(before);
    expect(state.pending).toEqual([]);
    expect(state.rows[3].zombies).toHaveLength(0);
  });

  it('the Zombie Player may counter a successful attack: no damage, no knockdown (line 360)', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['shrug', 'lurch'],
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(state.pending[0]?.kind).toBe('counter');
    expect(game.awaiting(state)).toEqual([1]);
    const legal = game.legalActions(state, 1);
    expect(legal).toContainEqual({ type: 'counter', card: 'shrug#1' });
    expect(legal).not.toContainEqual({ type: 'counter', card: 'lurch#1' });
    play(game, state, { type: 'counter', card: 'shrug#1' }, 1);
    expect(state.rows[3].zombies[0]).toMatchObject({ health: 2, knockdown: false });
    expect(state.survivor.equipped).toEqual(['bat#1']);
  });

  it('the Shotgun may split its damage among the target row (line 364)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['shotgun'] },
      zombies: { 4: ['crawler', 'base'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(game, state, { type: 'attack', zombie: 'crawler#1', weapon: 'shotgun#1', profile: 0 });
    expect(state.pending[0]?.kind).toBe('split');
    play(game, state, { type: 'split', zombie: 'base#1', amount: 1 });
    expect(state.rows[4].zombies.map((z) => [z.id, z.health])).toEqual([['base#1', 1]]);
  });

  it('the Shotgun also has a melee profile that uses no ammo (line 289)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['shotgun'] },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'shotgun#1', profile: 1 });
    expect(state.wear['shotgun#1']).toBeUndefined();
    expect(state.rows[3].zombies[0]).toMatchObject({ health: 1, knockdown: true });
  });

  it('a Critical Hit: an attack that will not kill draws again, a line A success adds the crit damage (line 365)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['axe'] },
      zombies: { 3: ['boss'] },
      decks: { survivorAttack: ['hitA', 'hitExtra'] },
    });
    const ev = play(game, state, { type: 'attack', zombie: 'boss#1', weapon: 'axe#1' });
    expect(eventTypes(ev)).toContain('criticalHit');
    // 2 damage + 1 crit; the crit card's +1 icon is ignored.
    expect(state.rows[3].zombies[0].health).toBe(2);
  });

  it('no Critical Hit draw when the hit kills (line 365)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['axe'] },
      zombies: { 3: ['base'] },
      decks: { survivorAttack: ['hitA', 'hitA'] },
    });
    const ev = play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'axe#1' });
    expect(ev.filter((e) => e.type === 'attackCardDrawn')).toHaveLength(1);
  });

  it('a killed zombie goes to the discard pile; with a Supply icon it leaves a face-down Supply card (lines 256, 366)', () => {
    const { game, state } = position({
      survivor: { row: 3, equipped: ['axe'] },
      zombies: { 3: ['baseSupply'] },
      decks: { survivorAttack: ['hitA'], supply: ['medkit'] },
    });
    play(game, state, { type: 'attack', zombie: 'baseSupply#1', weapon: 'axe#1' });
    expect(state.discards.zombie).toEqual(['baseSupply#1']);
    expect(state.rows[3].supply).toEqual([{ card: 'medkit#1', faceUp: false }]);
  });

  it('head stomps only on knocked-down zombies and Crawlers, standing (lines 294-296)', () => {
    const { game, state } = position({
      survivor: { row: 3 },
      zombies: { 3: ['base', 'crawler', { card: 'runner', knockdown: true }] },
    });
    expect(refusal(game, state, { type: 'attack', zombie: 'base#1', weapon: 'stomp' })).toBe('attack.stompTarget');
    const legal = game.legalActions(state, 0);
    expect(legal).toContainEqual({ type: 'attack', zombie: 'crawler#1', weapon: 'stomp', profile: 0 });
    expect(legal).toContainEqual({ type: 'attack', zombie: 'runner#1', weapon: 'stomp', profile: 0 });
    const down = position({ survivor: { row: 3, down: true }, zombies: { 3: ['crawler'] } });
    expect(refusal(down.game, down.state, { type: 'attack', zombie: 'crawler#1', weapon: 'stomp' })).toBe(
      'attack.unarmedDown',
    );
  });

  it('attacks need Energy; a Tactics card may forbid Attack Actions (line 148)', () => {
    const { game, state } = position({ survivor: { row: 3, energy: 1, equipped: ['axe'] }, zombies: { 3: ['base'] } });
    expect(refusal(game, state, { type: 'attack', zombie: 'base#1', weapon: 'axe#1' })).toBe('energy.short');
    const r = position({ survivor: { row: 3, noAttack: true, equipped: ['bat'] }, zombies: { 3: ['base'] } });
    expect(refusal(r.game, r.state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' })).toBe('restricted.attack');
  });
});
