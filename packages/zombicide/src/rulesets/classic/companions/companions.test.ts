import { describe, expect, it } from 'vitest';
import type { CompanionDef, EquipmentDef, WeaponStats } from '../../../defs.ts';
import { activeSkills } from '../../../skills.ts';
import { ClassicTable, type ClassicSetup } from '../test-kit.ts';
import { placeCompanion, syncCompanions } from './leader.ts';

const fixture = { designed: false, note: 'fixture: Companion cards' };
const pistol: WeaponStats = {
  attack: 'ranged',
  family: 'pistol',
  minRange: 0,
  maxRange: 1,
  dice: 1,
  accuracy: 4,
  damage: 1,
  noise: 'bang',
  dual: false,
};
const bite: WeaponStats = { ...pistol, attack: 'melee', family: 'melee', maxRange: 0, noise: 'silent' };

function companionCard(id: string, companion: CompanionDef, count = 1): EquipmentDef {
  return { id, name: id, deck: 'setAside', count, traits: [], provenance: fixture, companion };
}

// Two Gunman cards, so that a volley has two shooters (the content has one of each: a box may hold more).
const CARDS: EquipmentDef[] = [
  companionCard(
    'gunman',
    { kind: 'human', weapon: pistol, gives: ['plus1DieAction(ranged)'], skills: [], active: 'shoot' },
    2,
  ),
  companionCard('searcher', { kind: 'human', gives: ['searchPlus1Card'], skills: [], noSlot: true }),
  companionCard('rex', { kind: 'dog', weapon: bite, gives: ['plus1DieAction(melee)'], skills: ['lowProfile'] }),
];

function table(setup: ClassicSetup): ClassicTable {
  const t = new ClassicTable({ ...setup, extraEquipment: CARDS });
  syncCompanions(t.game.context(t.state), t.state, []);
  return t;
}

const index = (t: ClassicTable, id: string) => t.state.survivors.findIndex((survivor) => survivor.id === id);

describe('Companions [AN] (seed 001 lines 1942-2039)', () => {
  it('a card in an inventory brings its miniature, led by the holder, in his zone (lines 1970-1972)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's2', inventory: { reserve1: 'gunman' } }] });
    const g = index(t, 'gunman');
    expect(t.state.survivors[g]).toMatchObject({ companion: true, leader: 0, zone: t.zone('s2'), health: 1 });
    // Passive effect (line 2011): the Leader has +1 die: Ranged while they share the zone.
    expect(activeSkills(t.state, 0)).toContain('plus1DieAction(ranged)');
  });

  it('the holder of the card is the Leader: a card handed over changes the Leader (line 1972)', () => {
    const t = table({
      survivors: [
        { id: 'ned', zone: 's2', inventory: { reserve1: 'gunman' } },
        { id: 'wanda', zone: 's2' },
      ],
    });
    const g = index(t, 'gunman');
    const card = t.state.survivors[0].inventory[2]!;
    t.state.survivors[0].inventory[2] = null;
    t.state.survivors[1].inventory[3] = card;
    syncCompanions(t.game.context(t.state), t.state, []);
    expect(t.state.survivors[g].leader).toBe(1);
    // A card discarded removes the miniature (line 1974).
    t.state.survivors[1].inventory[3] = null;
    syncCompanions(t.game.context(t.state), t.state, []);
    expect(t.state.survivors[g].eliminated).toBe(true);
  });

  it('the Searcher takes no slot (line 2028)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's2', inventory: { reserve1: 'searcher' } }] });
    expect(t.state.survivors[0].inventory.every((c) => c === null)).toBe(true);
    expect(t.state.survivors[index(t, 'searcher')].leader).toBe(0);
  });

  it('every Gunman led in the zone fires with the one instructed: one die and one Noise token each (line 2009)', () => {
    const t = table({
      survivors: [
        { id: 'ned', zone: 's2', inventory: { reserve1: 'gunman' } },
        { id: 'wanda', zone: 's2', inventory: { reserve1: 'gunman' } },
      ],
      zombies: { s3: { walker: 2 } },
      dice: [6, 6],
    });
    const g = index(t, 'gunman');
    const events = t.act({ type: 'instruct', s: 0, companion: g, order: 'shoot', target: t.zone('s3') });
    expect(events.filter((e) => e.type === 'noiseMade')).toHaveLength(2);
    expect(events.find((e) => e.type === 'diceRolled')).toMatchObject({ rolls: [6, 6], hits: 2 });
    expect(t.zombiesAt('s3').walker).toBe(0);
    // The kills' experience goes to the Leader who gave the instruction (decision companionVolley).
    expect(t.state.survivors[0].ap).toBe(2);
    // An instruction is a standard Action of the Leader (line 1989).
    expect(t.state.survivors[0].actionsUsed).toBe(1);
  });

  it('a human Companion never moves on an instruction: he stays in his Leader’s zone (line 1983)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's2', inventory: { reserve1: 'gunman' } }] });
    const why = t.refuse({
      type: 'instruct',
      s: 0,
      companion: index(t, 'gunman'),
      order: 'move',
      target: t.zone('s3'),
    });
    expect(why).toBe('instruct.noMove');
  });

  it('a Survivor leads up to 2 Companions: a third token is refused (line 1974)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's2', inventory: { reserve1: 'gunman', reserve2: 'gunman' } }] });
    // A lone Companion revealed in Ned's zone.
    const card = t.takeCard('searcher');
    const lone = placeCompanion(t.game.context(t.state), t.state, card, t.zone('s2'), -1, []);
    const why = t.refuse({ type: 'rally', s: 0, companion: lone });
    expect(why).toBe('companion.max');
  });
});

describe('Dog Companions [DC] (seed 001 lines 2041-2097)', () => {
  it('gives +1 die Melee to its Handler only in the same zone (line 2071)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's2', inventory: { reserve1: 'rex' } }] });
    const dog = index(t, 'rex');
    expect(activeSkills(t.state, 0)).toContain('plus1DieAction(melee)');
    t.state.survivors[dog].zone = t.zone('s3');
    expect(activeSkills(t.state, 0)).not.toContain('plus1DieAction(melee)');
  });

  it('holds one card found; a second find lets the Handler keep one; it gives its card freely (lines 2081-2083)', () => {
    const t = table({
      survivors: [{ id: 'ned', zone: 'a1', skills: ['plus1Action'], inventory: { reserve1: 'rex' } }],
      openDoors: ['s2|a1'],
      equipmentDeck: ['crowbar', 'machete'],
    });
    const dog = index(t, 'rex');
    t.act({ type: 'instruct', s: 0, companion: dog, order: 'search', target: -1 });
    expect(t.state.cards[t.state.survivors[dog].holds!].def).toBe('crowbar');
    // Once per turn (decision dogSearch).
    expect(t.refuse({ type: 'instruct', s: 0, companion: dog, order: 'search', target: -1 })).toBe('instruct.search');
    t.state.survivors[dog].used = {};
    t.act({ type: 'instruct', s: 0, companion: dog, order: 'search', target: -1 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'modeChoice', mode: 'dogKeep', survivor: 0 });
    t.act({ type: 'modeChoice', option: 'found' });
    expect(t.state.cards[t.state.survivors[dog].holds!].def).toBe('machete');
    const used = t.state.survivors[0].actionsUsed;
    t.act({ type: 'instruct', s: 0, companion: dog, order: 'give', target: -1 });
    expect(t.state.survivors[0].actionsUsed).toBe(used);
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound', survivor: 0 });
    expect(t.state.survivors[dog].holds).toBeUndefined();
  });

  it('a dog Moves 1 to 3 Zones on an instruction, never more (line 2077)', () => {
    const t = table({ survivors: [{ id: 'ned', zone: 's1', inventory: { reserve1: 'rex' } }] });
    const dog = index(t, 'rex');
    expect(t.refuse({ type: 'instruct', s: 0, companion: dog, order: 'move', target: t.zone('s6') })).toBe(
      'instruct.move',
    );
    t.act({ type: 'instruct', s: 0, companion: dog, order: 'move', target: t.zone('s4') });
    expect(t.state.survivors[dog].zone).toBe(t.zone('s4'));
  });
});
