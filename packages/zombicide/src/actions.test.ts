import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';
import { checkShape } from './apply.ts';
import { actionsLeft } from './survivors.ts';

describe('Search (EN "Search")', () => {
  it('draws a card the player keeps in a chosen slot, then opens a free reorganize', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1' }] });
    t.act({ type: 'search', s: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound', survivor: 0 });
    t.act({ type: 'keepFound', slot: 3 });
    expect(t.state.survivors[0].inventory[3]).not.toBeNull();
    expect(t.state.pending[0]).toMatchObject({ kind: 'reorganize', reason: 'search' });
    t.act({ type: 'doneReorganize' });
    expect(t.state.pending).toEqual([]);
  });
  it('is refused in a street, in a zone with zombies, and twice in a Turn except for Townsfolk', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'jimmy', zone: 'r1', player: 1 },
      ],
      zombies: { h1: { walker: 1 } },
    });
    expect(t.refuse({ type: 'search', s: 0 })).toBe('search.notBuilding');
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    t.act({ type: 'move', s: 0, to: t.zone('h1') });
    expect(t.refuse({ type: 'search', s: 0 })).toBe('search.zombies');
    t.act({ type: 'endTurn', s: 0 });
    t.act({ type: 'search', s: 1 });
    t.act({ type: 'keepFound', slot: null });
    t.answerAll();
    t.act({ type: 'search', s: 1 });
    const u = new Table({ survivors: [{ id: 'meg', zone: 'r1' }] });
    u.act({ type: 'search', s: 0 });
    u.act({ type: 'keepFound', slot: null });
    u.answerAll();
    expect(u.refuse({ type: 'search', s: 0 })).toBe('search.oncePerTurn');
  });
  it('a discarded card goes to the discard pile, which is reshuffled when the deck runs out', () => {
    const t = new Table({ survivors: [{ id: 'jimmy', zone: 'r1' }] });
    const [first, ...rest] = t.state.equipmentDeck;
    t.state.equipmentDiscard.push(...rest);
    t.state.equipmentDeck = [first];
    t.act({ type: 'search', s: 0 });
    t.act({ type: 'keepFound', slot: null });
    t.answerAll();
    expect(t.state.equipmentDiscard).toContain(first);
    t.act({ type: 'search', s: 0 });
    expect(t.events).toContainEqual({ type: 'deckReshuffled', deck: 'equipment' });
  });
});

describe('Trade and inventory (EN "Reorganize/Trade", "Inventory")', () => {
  it('trades any cards with one survivor in the same zone, even everything for nothing', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', inventory: { hand1: 'winchester' } },
        { id: 'meg', zone: 's1', inventory: {} },
      ],
    });
    t.act({ type: 'trade', s: 0, with: 1 });
    t.act({ type: 'swap', a: 0, slotA: 0, b: 1, slotB: 3 });
    t.act({ type: 'doneReorganize' });
    expect(t.state.cards[t.state.survivors[1].inventory[3]!].def).toBe('winchester');
    expect(t.state.survivors[0].inventory[0]).toBeNull();
  });
  it('the Favorite Weapon slot takes only its printed weapon type', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', inventory: { hand1: 'winchester', hand2: 'holyWater' } }],
    });
    t.act({ type: 'reorganize', s: 0 });
    expect(t.refuse({ type: 'swap', a: 0, slotA: 0, b: 0, slotB: 2 })).toBe('slot.favorite');
    expect(t.refuse({ type: 'swap', a: 0, slotA: 1, b: 0, slotB: 2 })).toBe('slot.favorite');
  });
  it("cards may be discarded for free at any time, even in another player's turn; Water gives 3 AP", () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's1', player: 1, inventory: { hand1: 'water', hand2: 'pan' } },
      ],
    });
    t.act({ type: 'discard', s: 1, slot: 1 });
    t.act({ type: 'drinkWater', s: 1, slot: 0 });
    expect(t.state.survivors[1].ap).toBe(3);
    expect(t.state.survivors[0].actionsUsed + t.state.survivors[1].actionsUsed).toBe(0);
  });
});

describe('Noise (EN "Bang! Bang!")', () => {
  it('a Boom on the board ignores later Bangs, and Make Noise is refused while it is there', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', inventory: { hand1: 'coltSaa' } }],
      zombies: { s2: { walker: 1 } },
      noise: { zone: 't1', boom: true },
      dice: [1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s2'), fanning: false });
    expect(t.state.noise).toEqual({ zone: t.zone('t1'), boom: true });
    expect(t.refuse({ type: 'makeNoise', s: 0 })).toBe('makeNoise.boom');
  });
  it('an equal noise moves the token to where the action happened', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }], noise: { zone: 't1' } });
    t.act({ type: 'makeNoise', s: 0 });
    expect(t.state.noise).toEqual({ zone: t.zone('s1'), boom: false });
  });
});

describe('Adrenaline (EN "Adrenaline points")', () => {
  it('Yellow at 7 AP brings "+1 Action", usable in the same Turn', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', ap: 6, inventory: { hand1: 'dynamite' } }],
      zombies: { s2: { walker: 1 } },
    });
    t.act({ type: 'dynamite', s: 0, slot: 0, zone: t.zone('s2') });
    expect(t.state.survivors[0].level).toBe('yellow');
    expect(t.state.survivors[0].skills).toContain('plus1Action');
    expect(actionsLeft(t.state.survivors[0])).toBe(3);
  });
  it('reaching Orange opens a decision among the two Orange skills', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1', ap: 18, inventory: { hand1: 'water' } }] });
    t.act({ type: 'drinkWater', s: 0, slot: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'chooseSkill', level: 'orange', options: ['jump', 'lucky'] });
    t.act({ type: 'chooseSkill', skill: 'lucky' });
    expect(t.state.survivors[0].skills).toContain('lucky');
  });
});

describe('Illegal actions are refused with a reason and change nothing', () => {
  it('malformed and unknown actions', () => {
    expect(checkShape(null)?.code).toBe('malformed');
    expect(checkShape({ type: 'fly' })).toEqual({ code: 'unknownAction', params: { type: 'fly' } });
    expect(checkShape({ type: 'move', s: 0, to: 'x' })).toEqual({ code: 'malformed', params: { field: 'to' } });
  });
  it('decision answers with no decision pending, and game actions while one is', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1' }] });
    expect(t.refuse({ type: 'assignWound', to: 0 })).toBe('decision.none');
    t.act({ type: 'search', s: 0 });
    expect(t.refuse({ type: 'makeNoise', s: 0 })).toBe('pending');
    expect(t.refuse({ type: 'keepFound', slot: 9 })).toBe('slot.invalid');
  });
  it('Take Objective needs an objective in the zone; Exit needs the earlier goals done and no zombie', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1' }], objectives: ['r1'], exits: ['s5'] });
    expect(t.refuse({ type: 'exit', s: 0 })).toBe('exit.notExit');
    t.act({ type: 'objective', s: 0 });
    expect(t.state.survivors[0].ap).toBe(5);
    expect(t.refuse({ type: 'objective', s: 0 })).toBe('objective.none');
    t.act({ type: 'move', s: 0, to: t.zone('s5') });
    t.act({ type: 'exit', s: 0 });
    expect(t.game.outcome(t.state)).toMatchObject({
      over: true,
      reason: 'goalsDone',
      results: [{ seat: 0, result: 'win' }],
    });
  });
});
