import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';
import { FATTY, RUNNER, WALKER } from './rulesets/uoa/roster.ts';
import { meleeDice } from './attacks.ts';

describe('Ranged: Targeting Priority Order (EN "Targeting priority order")', () => {
  it('Damage 1 hits are all lost on a Fatty, which shields the Walkers behind it', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', inventory: { hand1: 'coltSaa' } }],
      zombies: { s2: { fatty: 1, walker: 2 } },
      dice: [6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: false });
    expect(t.zombiesAt('s2')).toMatchObject({ fatty: 1, walker: 2 });
    expect(t.events).toContainEqual(
      expect.objectContaining({
        type: 'hitLost',
        rule: expect.objectContaining({ code: 'tooTough', params: { damage: 1, type: FATTY, needs: 2 } }),
      }),
    );
  });
  it("Jimmy's Winchester (EN 1234): Fatty first, then Walkers, then Runners", () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', inventory: { hand1: 'winchester' } }],
      zombies: { s3: { fatty: 1, walker: 2, runner: 2 } },
      dice: [4, 5, 6, 4],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.zombiesAt('s3')).toMatchObject({ fatty: 0, walker: 1, runner: 2 });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.zombiesAt('s3')).toMatchObject({ fatty: 0, walker: 0, runner: 1 });
    expect(t.state.survivors[0].ap).toBe(4);
  });
  it('the shooter chooses between a Fatty and an Abomination', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', inventory: { hand1: 'winchester' } }],
      zombies: { s3: { fatty: 1, abomination: 1 } },
      dice: [6, 1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.state.pending[0]).toMatchObject({ kind: 'assignHit', options: [FATTY, 3] });
    t.act({ type: 'assignHit', zombie: FATTY });
    expect(t.zombiesAt('s3')).toMatchObject({ fatty: 0, abomination: 1 });
  });
  it('refuses a target out of Range or out of sight, and a Shotgun at Range 0 (EN 1216)', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', inventory: { hand1: 'shotgun', hand2: 'coltSaa' } }],
      zombies: { s1: { walker: 1 }, s3: { walker: 1 }, t3: { walker: 1 } },
    });
    expect(t.refusal({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s1'), fanning: false })).toEqual({
      code: 'ranged.range',
      params: { range: 0, min: 1, max: 3 },
    });
    expect(t.refusal({ type: 'ranged', s: 0, slot: 1, dual: false, zone: t.zone('s3'), fanning: false })).toEqual({
      code: 'ranged.range',
      params: { range: 2, min: 0, max: 1 },
    });
    expect(t.refuse({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('t3'), fanning: false })).toBe(
      'ranged.noSight',
    );
  });
});

describe('Friendly Fire (EN "Friendly fire")', () => {
  it("each miss hits a Survivor in the target zone for the weapon's Damage (Concepción's Coach Gun, EN 1268)", () => {
    const t = new Table({
      survivors: [
        { id: 'concepcion', zone: 's1', inventory: { hand1: 'coachGun' } },
        { id: 'carl', zone: 's2', player: 1 },
      ],
      zombies: { s2: { walker: 2 } },
      dice: [5, 6, 2],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: false });
    expect(t.zombiesAt('s2').walker).toBe(0);
    expect(t.state.survivors[1].wounds).toBe(1);
  });
  it('players choose which Survivor takes each miss when several stand there', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', inventory: { hand1: 'winchester' } },
        { id: 'carl', zone: 's3', player: 1 },
        { id: 'may', zone: 's3', player: 1 },
      ],
      zombies: { s3: { walker: 1 } },
      dice: [1, 6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.state.pending[0]).toMatchObject({ kind: 'friendlyFire', damage: 2, candidates: [1, 2] });
    t.act({ type: 'friendlyFire', to: 2 });
    expect(t.state.survivors[2].wounds).toBe(2);
  });
  it("melee misses never cause Friendly Fire (May's Manitou's Wrath, EN 1192)", () => {
    const t = new Table({
      survivors: [
        { id: 'may', zone: 's1', inventory: { hand1: 'manitousWrath' } },
        { id: 'meg', zone: 's1', player: 1 },
      ],
      zombies: { s1: { fatty: 1, runner: 1, walker: 1 } },
      dice: [5, 6, 1],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.zombiesAt('s1')).toMatchObject({ fatty: 1, runner: 0, walker: 0 });
    expect(t.state.survivors[1].wounds).toBe(0);
  });
});

describe('Melee (EN "Melee attack")', () => {
  it('the player divides hits when the choice matters', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', inventory: { hand1: 'pan' } }],
      zombies: { s1: { runner: 1, walker: 1 } },
      dice: [6],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.state.pending[0]).toMatchObject({ kind: 'assignHit', options: [WALKER, RUNNER] });
    t.act({ type: 'assignHit', zombie: RUNNER });
    expect(t.zombiesAt('s1')).toMatchObject({ runner: 0, walker: 1 });
  });
  it('Knife: +1 die to another equipped Melee weapon; dual Knives give each other the bonus (EN 1316)', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', inventory: { favorite: 'pickaxe', hand1: 'knife', hand2: 'knife' } }],
    });
    const ctx = t.game.context(t.state);
    expect(meleeDice(ctx, t.state, 0, 2, false)).toBe(3);
    expect(meleeDice(ctx, t.state, 0, 0, true)).toBe(4);
  });
  it("Dual needs two identical Dual weapons in Hand (Pablito's two Colt SAA roll 2 dice, EN 1166)", () => {
    const t = new Table({
      survivors: [
        { id: 'pablito', zone: 's1', inventory: { hand1: 'coltSaa', hand2: 'coltSaa', backpack1: 'winchester' } },
      ],
      zombies: { s2: { walker: 3 } },
      dice: [4, 5],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s2'), fanning: false });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'diceRolled', rolls: [4, 5] }));
    expect(t.zombiesAt('s2').walker).toBe(1);
    expect(t.refuse({ type: 'ranged', s: 0, slot: 3, dual: false, zone: t.zone('s2'), fanning: false })).toBe(
      'weapon.notInHand',
    );
  });
});

describe('Reload, Fanning, rerolls, Dynamite', () => {
  it('a Reload weapon is empty after firing until reloaded; a dual pair reloads with one Action (Trixie, EN 1348)', () => {
    const t = new Table({
      survivors: [{ id: 'trixie', zone: 's1', inventory: { hand1: 'sawedOff', hand2: 'sawedOff' } }],
      zombies: { s2: { walker: 9 } },
      dice: [1, 1, 1, 1, 1, 1, 1, 1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s2'), fanning: false });
    expect(t.refuse({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s2'), fanning: false })).toBe(
      'weapon.reload',
    );
    t.act({ type: 'reload', s: 0, slot: 0 });
    const inv = t.state.survivors[0].inventory;
    expect(t.state.cards[inv[0]!].loaded && t.state.cards[inv[1]!].loaded).toBe(true);
  });
  it('Fanning: 6 dice at 5+ (6+ with Fanning 6+), a Boom, and the Pistol must be reloaded (Meg, EN 967)', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', inventory: { hand1: 'coltSaa', hand2: 'oldTimer' } }],
      zombies: { s2: { walker: 9 } },
      dice: [5, 5, 5, 4, 4, 4, 6, 5, 5, 5, 5, 5],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: true });
    expect(t.zombiesAt('s2').walker).toBe(6);
    expect(t.state.noise).toMatchObject({ zone: t.zone('s1'), boom: true });
    expect(t.refuse({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: false })).toBe(
      'weapon.reload',
    );
    t.act({ type: 'ranged', s: 0, slot: 1, dual: false, zone: t.zone('s2'), fanning: true });
    expect(t.zombiesAt('s2').walker).toBe(5); // Old Timer: Fanning 6+, only the 6 hits
  });
  it('Fanning is a Gunslinger ability with a single Pistol', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', inventory: { hand1: 'coltSaa', hand2: 'coltSaa' } }],
      zombies: { s2: { walker: 3 } },
    });
    expect(t.refuse({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: true })).toBe(
      'fanning.notGunslinger',
    );
    t.state.survivors[0].classes = ['gunslinger'];
    expect(t.refuse({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s2'), fanning: true })).toBe(
      'fanning.single',
    );
  });
  it('Plenty Of Bullets offers a reroll of a Bullets weapon from the Backpack; the new roll replaces the old', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', inventory: { hand1: 'winchester', backpack2: 'plentyOfBullets' } }],
      zombies: { s2: { walker: 2 } },
      dice: [1, 1, 6, 6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: false });
    expect(t.state.pending[0]).toMatchObject({ kind: 'reroll', sources: ['plentyOfBullets'] });
    t.act({ type: 'reroll', source: 'plentyOfBullets' });
    expect(t.zombiesAt('s2').walker).toBe(0);
  });
  it('Dynamite from any slot kills every Actor in the zone, gives the AP, and leaves a Boom there', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', inventory: { backpack3: 'dynamite' } }],
      zombies: { s2: { walker: 2, fatty: 1, abomination: 1 } },
    });
    t.act({ type: 'dynamite', s: 0, slot: 5, zone: t.zone('s2') });
    expect(t.zombiesAt('s2')).toEqual({ walker: 0, runner: 0, fatty: 0, abomination: 0 });
    expect(t.state.survivors[0].ap).toBe(8);
    expect(t.state.noise).toEqual({ zone: t.zone('s2'), boom: true });
    expect(t.state.survivors[0].inventory[5]).toBeNull();
  });
});
