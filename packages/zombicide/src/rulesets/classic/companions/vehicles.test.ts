/**
 * Dog Companions in vehicles (seed 001 lines 618, 2091-2097; decision dogVehicles) and Companion cards stashed in a
 * vehicle (lines 646, 656, 2003, 2059; decision companionStash).
 */
import { describe, expect, it } from 'vitest';
import type { CompanionDef, EquipmentDef } from '../../../defs.ts';
import { ClassicTable } from '../test-kit.ts';
import { syncCompanions } from './leader.ts';
import { seatDogs } from './vehicles.ts';
import { classicPart } from '../state.ts';

const fixture = { designed: false, note: 'fixture: Companion cards' };
const dog: CompanionDef = { kind: 'dog', gives: [], skills: ['lowProfile'] };
const REX: EquipmentDef = {
  id: 'rex',
  name: 'Rex',
  deck: 'setAside',
  count: 1,
  traits: [],
  provenance: fixture,
  companion: dog,
};

function table(): { t: ClassicTable; rex: number } {
  const t = new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's2', skills: ['plus1Action'], inventory: { hand1: 'crowbar', reserve1: 'rex' } },
      { id: 'wanda', zone: 's2' },
      { id: 'doug', zone: 's2' },
      { id: 'phil', zone: 's2' },
    ],
    extraEquipment: [REX],
  });
  syncCompanions(t.game.context(t.state), t.state, []);
  classicPart(t.state).cars = [
    { kind: 'police', zone: t.zone('s2'), seats: [-1, -1, -1, -1], searched: false, drivable: true },
  ];
  return { t, rex: t.state.survivors.findIndex((survivor) => survivor.id === 'rex') };
}

describe('Dog Companions in vehicles (seed 001 lines 2091-2097)', () => {
  it('left aboard, a dog takes the lowest vacant passenger seat, else the driver’s (line 2097)', () => {
    const { t, rex } = table();
    const car = classicPart(t.state).cars![0];
    car.seats = [1, -1, 2, -1];
    car.riders = [rex];
    seatDogs(t.game.context(t.state), t.state, []);
    expect(car.seats).toEqual([1, rex, 2, -1]);
    expect(car.riders).toBeUndefined();
    // Its Handler aboard again: it gives its seat up (no seat beside him, line 2093).
    car.seats[3] = 0;
    seatDogs(t.game.context(t.state), t.state, []);
    expect(car.seats).toEqual([1, -1, 2, 0]);
    expect(car.riders).toEqual([rex]);
    // Passengers' seats all taken and the Handler gone: the driver's seat (it cannot drive, line 2095).
    car.seats = [-1, 1, 2, 3];
    seatDogs(t.game.context(t.state), t.state, []);
    expect(car.seats[0]).toBe(rex);
  });
});

describe('Companion cards stashed in a vehicle (seed 001 lines 646, 2003, 2059)', () => {
  it('the dog leaves the board with its card and the card it holds; taken back, the same miniature returns', () => {
    const { t, rex } = table();
    const held = t.takeCard('cannedFood');
    t.state.survivors[rex].holds = held;
    const card = t.state.survivors[0].inventory[2]!;
    t.act({ type: 'stash', s: 0, car: 0, slots: [2] });
    expect(classicPart(t.state).cars![0].stash).toEqual([card, held]);
    expect(t.state.survivors[rex]).toMatchObject({ stashed: true, eliminated: true, leader: -1 });
    expect(t.state.survivors[rex].holds).toBeUndefined();
    // Not lost: the game goes on.
    expect(t.state.phase).toBe('players');
    t.act({ type: 'takeStashed', s: 0, car: 0, cards: [card], slots: [2] });
    expect(t.state.survivors.filter((survivor) => survivor.card === card)).toHaveLength(1);
    expect(t.state.survivors[rex]).toMatchObject({ eliminated: false, leader: 0, zone: t.zone('s2') });
    expect(t.state.survivors[rex].stashed).toBeUndefined();
  });
});
