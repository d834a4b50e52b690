import { describe, expect, it } from 'vitest';
import { ClassicTable } from './test-kit.ts';
import { NO_TARGET } from '../../combat.ts';

describe('the Season 1 survivors\' skills (seed 001 "Skills", lines 2121-2317)', () => {
  it('Tough: the first attack of a zombie each Zombies Phase is ignored', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3', skills: ['tough'] },
        { id: 'wanda', zone: 't6' },
      ],
      zombies: { s3: { walker: 2 } },
    });
    t.endTurns();
    expect(t.state.survivors[0].wounds).toBe(1);
    expect(t.events.some((e) => e.type === 'woundIgnored')).toBe(true);
  });

  it('Medic: once per turn, free, a Wounded card comes off a survivor in the zone', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 's3', skills: ['medicClassic'] },
        { id: 'ned', zone: 's3' },
      ],
    });
    const ned = t.state.survivors[1];
    ned.wounds = 1;
    ned.inventory[0] = t.takeCard('wounded');
    t.act({ type: 'heal', s: 0, who: 1 });
    expect(ned.wounds).toBe(0);
    expect(ned.inventory[0]).toBeNull();
    expect(t.state.survivors[0].actionsUsed).toBe(0);
    ned.wounds = 1;
    expect(t.refuse({ type: 'heal', s: 0, who: 1 })).toBe('heal.once');
  });

  it('Matching set!: a Dual weapon found by a Search brings its twin from the deck', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'doug', zone: 'a1', skills: ['matchingSet'] }],
      equipmentDeck: ['machete', 'pistol', 'machete', 'crowbar'],
      openDoors: ['a1|s2'],
    });
    t.act({ type: 'search', s: 0 });
    const offered = t.state.pending.filter((d) => d.kind === 'keepFound');
    expect(offered.map((d) => d.kind === 'keepFound' && t.state.cards[d.card].def)).toEqual(['machete', 'machete']);
  });

  it('1 re-roll per turn: offered once per turn', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'josh', zone: 's3', skills: ['oneRerollPerTurn'], inventory: { hand1: 'crowbar' } }],
      zombies: { s3: { walker: 3 } },
      dice: [1, 6, 1, 1],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.state.pending[0]?.kind).toBe('reroll');
    t.act({ type: 'reroll', source: 'oneRerollPerTurn' });
    expect(t.zombiesAt('s3').walker).toBe(2);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.state.pending).toEqual([]); // no second re-roll this turn
  });

  it("2 Zones per Move Action (Wanda, line 526): two zones, but entering zombies' zone ends the Move", () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's1', skills: ['twoZonesPerMove'] }],
      zombies: { s4: { walker: 1 } },
    });
    t.act({ type: 'move', s: 0, via: t.zone('s2'), to: t.zone('s3') });
    expect(t.state.survivors[0].zone).toBe(t.zone('s3'));
    expect(t.refuse({ type: 'move', s: 0, via: t.zone('s4'), to: t.zone('s5') })).toBe('move.stopped');
  });
});

describe('improved weapons (seed 001 "Improved Weaponry", lines 1387-1395)', () => {
  it('Gasoline and Glass Bottles make a Molotov for free; thrown, it eliminates everything in the zone, no roll', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's2', inventory: { hand1: 'gasoline', reserve1: 'glassBottles' } },
        { id: 'wanda', zone: 't6' },
      ],
      zombies: { s3: { walker: 3, fatty: 1, runner: 2 } },
    });
    t.act({ type: 'combine', s: 0, a: 0, b: 2 });
    const ned = t.state.survivors[0];
    expect(t.state.cards[ned.inventory[0]!].def).toBe('molotov');
    expect(ned.inventory[2]).toBeNull();
    expect(ned.actionsUsed).toBe(0);
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.zombiesAt('s3')).toEqual({ walker: 0, runner: 0, fatty: 0, abomination: 0 });
    expect(ned.inventory[0]).toBeNull();
    // Its parts go to the discard pile; the Molotov card is set aside again.
    const discarded = t.state.equipmentDiscard.map((c) => t.state.cards[c].def).sort();
    expect(discarded).toEqual(['gasoline', 'glassBottles']);
  });

  it('two cards that make nothing do not combine', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'pistol', hand2: 'crowbar' } }],
    });
    expect(t.refuse({ type: 'combine', s: 0, a: 0, b: 1 })).toBe('combine.none');
  });
});

describe('Born leader (seed 001 line 2177)', () => {
  it("gives 1 Action, free, for the recipient's next Activation: this round's if it has not played yet", () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'phil', zone: 's1', skills: ['bornLeaderClassic'] },
        { id: 'ned', zone: 's1' },
      ],
    });
    t.act({ type: 'bornLeader', s: 0, to: 1 });
    expect(t.state.survivors[0].actionsUsed).toBe(0);
    expect(t.refuse({ type: 'bornLeader', s: 0, to: 1 })).toBe('bornLeader.once');
    t.act({ type: 'endTurn', s: 0 });
    for (const to of ['s2', 's3', 's4', 's5']) t.act({ type: 'move', s: 1, to: t.zone(to) });
    expect(t.state.survivors[1].zone).toBe(t.zone('s5')); // four Moves: 3 Actions and the given one
    expect(t.state.round).toBe(2); // the given Action spent, Ned's Activation ended with it
  });

  it('given to a survivor who has played, it waits for the next round', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's1' },
        { id: 'phil', zone: 's1', skills: ['bornLeaderClassic'] },
      ],
    });
    t.act({ type: 'endTurn', s: 0 });
    t.act({ type: 'bornLeader', s: 1, to: 0 });
    t.act({ type: 'endTurn', s: 1 });
    expect(t.state.round).toBe(2);
    expect(t.state.survivors[0].actionsUsed).toBe(-1); // 4 Actions this round
  });
});

describe('Hoard (seed 001 line 2233)', () => {
  it('a fourth reserve slot, for the survivor with Hoard only', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 'a1', skills: ['hoard'] },
        { id: 'wanda', zone: 'a1' },
      ],
      equipmentDeck: ['pistol', 'crowbar'],
      openDoors: ['a1|s2'],
    });
    t.act({ type: 'search', s: 0 });
    t.act({ type: 'keepFound', slot: 5 });
    expect(t.state.cards[t.state.survivors[0].inventory[5]!].def).toBe('pistol');
    t.act({ type: 'doneReorganize' });
    t.act({ type: 'endTurn', s: 0 });
    t.act({ type: 'search', s: 1 });
    expect(t.refuse({ type: 'keepFound', slot: 5 })).toBe('slot.favorite');
  });
});

describe('free targeting may take no target (seed 001 line 1395 Sniper Rifle, line 2291 Sniper)', () => {
  it('Sniper offers "no target" beside the zombies, and that hit is lost', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'phil', zone: 's1', skills: ['marksman'], inventory: { hand1: 'rifle' } }],
      zombies: { s3: { walker: 1 } },
      dice: [6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    const d = t.state.pending[0];
    expect(d?.kind === 'assignHit' && d.options).toEqual([0, NO_TARGET]);
    t.act({ type: 'assignHit', zombie: NO_TARGET });
    expect(t.zombiesAt('s3').walker).toBe(1);
    expect(t.state.survivors[0].ap).toBe(0);
  });

  it('a rifle without the Scope keeps the Targeting Priority Order: no choice at all', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'phil', zone: 's1', inventory: { hand1: 'rifle' } }],
      zombies: { s3: { walker: 1 } },
      dice: [6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.state.pending).toEqual([]);
    expect(t.zombiesAt('s3').walker ?? 0).toBe(0);
  });
});
