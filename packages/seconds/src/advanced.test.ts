/** The advanced rules (seed 003 lines 533-549) and the modified rules (lines 553-576), each a switch. */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal } from './test-kit.ts';

const TWO = { mode: 'two-player' as const, survivor: 'shooter', timer: 'off' as const };

describe('Sound (lines 392, 537)', () => {
  it('a sound weapon lets the Zombie player play a zombie from hand into row ten', () => {
    const { game, state } = position({
      config: { ...TWO, sound: true },
      survivor: { row: 3, equipped: ['pistol'] },
      zombies: { 4: ['base'] },
      zombieHand: ['brute'],
      decks: { survivorAttack: ['missAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'pistol#1' });
    expect(state.pending[0]?.kind).toBe('sound');
    play(game, state, { type: 'sound', card: 'brute#1' }, 1);
    expect(state.rows[10].zombies.map((z) => z.id)).toEqual(['brute#1']);
  });

  it('is off by default, and silent weapons never trigger it', () => {
    const off = position({
      config: TWO,
      survivor: { row: 3, equipped: ['pistol'] },
      zombies: { 4: ['base'] },
      zombieHand: ['brute'],
    });
    play(off.game, off.state, { type: 'attack', zombie: 'base#1', weapon: 'pistol#1' });
    expect(off.state.pending[0]?.kind).not.toBe('sound');
    const bat = position({
      config: { ...TWO, sound: true },
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['brute'],
      decks: { survivorAttack: ['missAll'] },
    });
    play(bat.game, bat.state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(bat.state.pending).toEqual([]);
  });

  it('in solo the top Zombie card comes into row ten (RULINGS sound.solo)', () => {
    const { game, state } = position({
      config: { mode: 'solo', survivor: 'shooter', sound: true },
      survivor: { row: 3, equipped: ['pistol'] },
      zombies: { 4: ['base'] },
      decks: { survivorAttack: ['missAll'], zombie: ['crawler'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'pistol#1' });
    expect(state.rows[10].zombies.map((z) => z.id)).toEqual(['crawler#1']);
  });
});

describe('Concussion (lines 541-545)', () => {
  it('a token per knockdown; three remove one Energy token from play', () => {
    const { game, state } = position({
      config: { ...TWO, concussion: true },
      survivor: { row: 4, concussion: 2 },
      zombies: { 4: ['brute'] },
      zombieTurn: true,
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'zAttack', zombie: 'brute#1' }, 1);
    expect(state.survivor).toMatchObject({ concussion: 0, energyTokens: 3, down: true });
    play(game, state, { type: 'endPhase' }, 1);
    expect(state.survivor.energy).toBe(3);
  });

  it('removed after a zombie turn without an attack, or for 2E', () => {
    const { game, state } = position({ config: { ...TWO, concussion: true }, survivor: { row: 2, concussion: 2 } });
    play(game, state, { type: 'removeConcussion' });
    expect(state.survivor).toMatchObject({ concussion: 1, energy: 2 });
    play(game, state, { type: 'endPhase' });
    play(game, state, { type: 'endPhase' }, 1);
    expect(state.survivor.concussion).toBe(0);
  });
});

describe('Permanent Knockdown (line 549)', () => {
  it('a knocked-down character with one health may not stand up; moving costs 1E more', () => {
    const { game, state } = position({
      config: { ...TWO, permanentKnockdown: true },
      survivor: { row: 3, down: true, health: 1 },
    });
    expect(refusal(game, state, { type: 'standUp' })).toBe('standUp.permanent');
    play(game, state, { type: 'move', to: 4 });
    expect(state.survivor).toMatchObject({ row: 4, energy: 2 });
  });

  it('back at two health the Survivor may stand again', () => {
    const { game, state } = position({
      config: { ...TWO, permanentKnockdown: true },
      survivor: { down: true, health: 1, hand: ['bandage'] },
    });
    play(game, state, { type: 'playTactics', card: 'bandage#1' });
    play(game, state, { type: 'standUp' });
    expect(state.survivor.down).toBe(false);
  });

  it('zombies too: a knocked-down zombie with one health stays down', () => {
    const { game, state } = position({
      config: { ...TWO, permanentKnockdown: true },
      zombies: { 5: [{ card: 'base', health: 1, knockdown: true }] },
      zombieTurn: true,
    });
    expect(refusal(game, state, { type: 'zStand', zombie: 'base#1' }, 1)).toBe('zombie.permanentKnockdown');
  });
});

describe('Modified rules: easier for the Survivor (lines 557-562)', () => {
  it('head stomps are automatic; Opportunity Attacks read line B; zombies get 4E', () => {
    const stomp = position({
      config: { ...TWO, easier: true },
      survivor: { row: 3 },
      zombies: { 3: ['crawler'] },
      decks: { survivorAttack: ['missAll'] },
    });
    play(stomp.game, stomp.state, { type: 'attack', zombie: 'crawler#1', weapon: 'stomp' });
    expect(stomp.state.rows[3].zombies).toHaveLength(0);
    // tackle: line A hits, line B misses.
    const oa = position({
      config: { ...TWO, easier: true },
      survivor: { row: 3 },
      zombies: { 3: ['base'] },
      decks: { zombieAttack: ['tackle'] },
    });
    play(oa.game, oa.state, { type: 'move', to: 4 });
    expect(oa.state.survivor.health).toBe(5);
    const e = position({ config: { ...TWO, easier: true }, zombieTurn: true });
    expect(e.state.zombies.energy).toBe(4);
  });
});

describe('Modified rules: harder for the Survivor (lines 566-571)', () => {
  it('three zombies in a row block ranged attacks beyond it', () => {
    const { game, state } = position({
      config: { ...TWO, harder: true },
      survivor: { row: 3, equipped: ['pistol'] },
      zombies: { 4: ['base', 'base', 'base'], 5: ['runner'] },
    });
    expect(refusal(game, state, { type: 'attack', zombie: 'runner#1', weapon: 'pistol#1' })).toBe('attack.crowded');
    expect(game.legalActions(state, 0)).toContainEqual({
      type: 'attack',
      zombie: 'base#1',
      weapon: 'pistol#1',
      profile: 0,
    });
  });

  it('no pick-ups beside standing zombies, even knocked down', () => {
    const { game, state } = position({
      config: { ...TWO, harder: true },
      survivor: { row: 3, down: true },
      zombies: { 3: ['base'] },
      supply: { 3: ['bat'] },
    });
    expect(refusal(game, state, { type: 'pickUp', index: 0 })).toBe('pickUp.zombies');
  });

  it('the Zombie Draw Phase removes a Knockdown token after the movement, and the Zombie player chooses the deck', () => {
    const { game, state } = position({
      config: { ...TWO, harder: true },
      survivor: { row: 5 },
      zombies: { 7: [{ card: 'base', knockdown: true }], 8: [{ card: 'runner', knockdown: true }] },
      zombieTurn: true,
    });
    expect(state.pending).toMatchObject([{ kind: 'chooseZombie', zombies: ['base#1', 'runner#1'] }]);
    play(game, state, { type: 'chooseZombie', zombie: 'runner#1' }, 1);
    expect(state.pending[0]?.kind).toBe('drawChoice');
    const before = state.zombies.hand.length;
    play(game, state, { type: 'drawChoice', deck: 'zombie' }, 1);
    expect(state.zombies.hand.length).toBe(before + 1);
    expect(state.phase).toBe('zombieAction');
  });
});

describe('Modified rules: neither side (lines 573-576)', () => {
  it('a miss against a character on the ground draws again', () => {
    const { game, state } = position({
      config: { ...TWO, neutral: true },
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: [{ card: 'base', knockdown: true }] },
      decks: { survivorAttack: ['missAll', 'hitA'] },
    });
    const ev = play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(eventTypes(ev).filter((t) => t === 'attackCardDrawn')).toHaveLength(2);
    expect(state.rows[3].zombies[0].health).toBe(1);
  });
});
