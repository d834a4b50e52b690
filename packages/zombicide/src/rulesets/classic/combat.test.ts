import { describe, expect, it } from 'vitest';
import { ClassicTable } from './test-kit.ts';

describe('combat (seed 001 "Combat", lines 1236-1300)', () => {
  it('EXAMPLE (line 1244): Doug fires 2 Sub MGs with one Action: 6 dice in a single roll', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'doug', zone: 's2', inventory: { hand1: 'subMg', hand2: 'subMg' } }],
      zombies: { s3: { walker: 6 } },
      dice: [1, 1, 1, 1, 1, 1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s3'), fanning: false });
    const roll = t.events.find((e) => e.type === 'diceRolled');
    expect(roll?.type === 'diceRolled' && roll.rolls.length).toBe(6);
  });

  it('EXAMPLE (line 1262): 5 hits of Damage 1 kill 3 Walkers; the Fatty takes the other 2 without flinching', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'doug', zone: 's2', inventory: { hand1: 'subMg', hand2: 'subMg' } }],
      zombies: { s3: { walker: 3, fatty: 1 } },
      dice: [6, 6, 6, 6, 6, 1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: true, zone: t.zone('s3'), fanning: false });
    expect(t.zombiesAt('s3')).toEqual({ walker: 0, runner: 0, fatty: 1, abomination: 0 });
    expect(t.state.survivors[0].apTotal).toBe(3); // 1 experience point per kill (line 1100)
  });

  it("EXAMPLE (line 1264): Wanda's Machete hit (Damage 2) chops the Fatty down", () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's3', inventory: { hand1: 'machete' } }],
      zombies: { s3: { fatty: 1 } },
      dice: [5],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.zombiesAt('s3').fatty).toBe(0);
  });

  it('EXAMPLE (line 1280): melee hits are divided as the player wants; Ned in the zone is safe from them', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'wanda', zone: 's3', inventory: { hand1: 'machete', hand2: 'machete' } },
        { id: 'ned', zone: 's3' },
      ],
      zombies: { s3: { walker: 1, runner: 1, fatty: 1 } },
      dice: [5, 6],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: true });
    t.act({ type: 'assignHit', zombie: 1 }); // the Runner
    t.act({ type: 'assignHit', zombie: 2 }); // the Fatty
    expect(t.zombiesAt('s3')).toEqual({ walker: 1, runner: 0, fatty: 0, abomination: 0 });
    expect(t.state.survivors[1].wounds).toBe(0);
  });

  it('ranged hits go to Survivors in the target zone first (Targeting Priority Order tier 1), for the weapon Damage in Wounds', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'doug', zone: 's2', inventory: { hand1: 'pistol' } },
        { id: 'ned', zone: 's3', inventory: { hand1: 'crowbar' } },
      ],
      zombies: { s3: { walker: 1 } },
      dice: [6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.state.survivors[1].wounds).toBe(1);
    expect(t.zombiesAt('s3').walker).toBe(1);
  });

  it('a missed ranged shot wounds nobody in Classic (friendly fire comes from the priority order, not misses)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'doug', zone: 's2', inventory: { hand1: 'pistol' } },
        { id: 'ned', zone: 's3' },
      ],
      zombies: { s3: { walker: 1 } },
      dice: [1],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    expect(t.state.survivors[1].wounds).toBe(0);
  });

  it('ranged order among zombies: Walkers before Fatties before Runners (tiers 3, 6, 9)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'doug', zone: 's2', inventory: { hand1: 'subMg' } }],
      zombies: { s3: { walker: 1, fatty: 1, runner: 1 } },
      dice: [6, 6, 6],
    });
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s3'), fanning: false });
    // Walker dies, then the Fatty shields the Runner from Damage 1 hits.
    expect(t.zombiesAt('s3')).toEqual({ walker: 0, runner: 1, fatty: 1, abomination: 0 });
  });
});

describe('Wounded cards (seed 001 "Wounded", lines 1375-1379)', () => {
  it('a Wound costs an Equipment card the survivor chooses; the Wounded card takes its slot and cannot be traded', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3', inventory: { hand1: 'crowbar', hand2: 'pistol' } },
        { id: 'wanda', zone: 't6' },
      ],
      zombies: { s3: { walker: 1 } },
    });
    t.endTurns();
    expect(t.state.pending[0]?.kind).toBe('loseCard');
    t.act({ type: 'loseCard', slot: 1 });
    const ned = t.state.survivors[0];
    expect(t.state.cards[ned.inventory[1]!].def).toBe('wounded');
    expect(t.state.cards[ned.inventory[0]!].def).toBe('crowbar');
    expect(ned.wounds).toBe(1);
    expect(t.refuse({ type: 'discard', s: 0, slot: 1 })).toBe('token.keep');
  });

  it('with no Equipment, the Wounded card fills an empty slot; the second one eliminates (line 787)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3' },
        { id: 'wanda', zone: 't6' },
      ],
      zombies: { s3: { walker: 1 } },
    });
    t.endTurns();
    expect(t.state.pending).toEqual([]);
    expect(t.state.survivors[0].inventory.filter((c) => c !== null).length).toBe(1);
    t.endTurns();
    expect(t.state.survivors[0].eliminated).toBe(true);
    expect(t.state.survivors[0].inventory.every((c) => c === null)).toBe(true);
  });
});

describe('Search (seed 001 "Search", lines 530-540)', () => {
  it('an Aaahh!! card puts a Walker in the zone and is discarded', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 'a1' }],
      equipmentDeck: ['aaahh', 'pistol'],
      openDoors: ['a1|s2'],
    });
    t.act({ type: 'search', s: 0 });
    expect(t.zombiesAt('a1').walker).toBe(1);
    expect(t.state.pending).toEqual([]);
  });

  it('a Flashlight draws 2 cards; one Search per turn', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 'a1', inventory: { reserve1: 'flashlight' } }],
      equipmentDeck: ['pistol', 'crowbar', 'machete'],
      openDoors: ['a1|s2'],
    });
    t.act({ type: 'search', s: 0 });
    expect(t.state.pending.filter((d) => d.kind === 'keepFound').length).toBe(2);
    for (let i = 0; i < 6 && t.state.pending.length > 0; i++) t.act(t.game.engine.legalActions(t.state).at(-1)!);
    expect(t.refuse({ type: 'search', s: 0 })).toBe('search.oncePerTurn');
  });
});

describe('experience (seed 001 "Experience & Danger Level")', () => {
  it('an Objective gives 5 experience; 7 reach Yellow and its +1 Action', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 'a1', ap: 2 }],
      objectives: ['a1'],
      openDoors: ['a1|s2'],
    });
    t.act({ type: 'objective', s: 0 });
    expect(t.state.survivors[0].level).toBe('yellow');
    expect(t.state.survivors[0].skills).toContain('plus1Action');
  });
});
