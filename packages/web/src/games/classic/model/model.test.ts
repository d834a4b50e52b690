/** The Classic table's pure parts: doors, noise, spawn zones, offers (doors above all), marks, survivors' panels. */
import { beforeAll, describe, expect, it } from 'vitest';
import { setZombies, type Action } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, loadTestData, useLanguage } from '../test-kit.ts';
import { doorMarks, spawnMarks, zoneNoise } from './board.ts';
import { describeAction, doorOffers, survivorOffers, zoneOffers } from './offers.ts';
import { previewDoors } from './preview.ts';
import { actionsOf, experienceOf, slotsOf } from './survivor.ts';
import { decisionZones, zoneMarks } from './table.ts';

beforeAll(loadTestData);

const zoneOf = (mission: string, label: string) => geometryOf(missionById(mission)).byLabel[label];

describe('doors on the board', () => {
  it('are closed at the start of C0, open once opened, with their edge between their two cells', () => {
    const game = classicGame('C0');
    const mission = missionById('C0');
    const closed = doorMarks(game.view(), geometryOf(mission), mission);
    expect(closed.every((d) => d.state === 'closed')).toBe(true);
    const a1 = closed.find((d) => d.label === '1B:a1|1B:s2')!;
    // The door between the corner house (row 1) and the west arm (row 2): a horizontal edge at y = 2 cells.
    expect(a1.vertical).toBe(false);
    expect(a1.y1).toBe(a1.y2);
    game.act(game.legal().find((a) => a.type === 'openDoor' && a.door === a1.id)!);
    const view = game.view();
    const open = doorMarks(view, geometryOf(mission, view.doors), mission);
    expect(open.find((d) => d.id === a1.id)?.state).toBe('open');
    expect(open.filter((d) => d.state === 'open')).toHaveLength(1);
  });

  it('are locked in their colour where a mission locks them (C1: the blue cellar door)', () => {
    const game = classicGame('C1');
    const mission = missionById('C1');
    const locked = doorMarks(game.view(), geometryOf(mission), mission).filter((d) => d.state === 'locked');
    expect(locked.map((d) => [d.label, d.color])).toEqual([['1B:c1|1B:c2', 'blue']]);
    const preview = previewDoors(missionById('C1'), geometryOf).doors.filter((d) => d.state === 'locked');
    expect(preview.map((d) => d.color)).toEqual(['blue']);
  });

  it('are drawn open before play where the mission opens them (C3: the shelter)', () => {
    const { doors } = previewDoors(missionById('C3'), geometryOf);
    expect(doors.filter((d) => d.state === 'open')).toHaveLength(1);
  });
});

describe('noise and spawn zones', () => {
  it('counts Noise tokens and the survivors who count as noise, zone by zone', () => {
    const game = classicGame('C0');
    game.act({ type: 'makeNoise', s: 0 });
    const view = game.view();
    const start = zoneOf('C0', '1B:s2');
    const noise = zoneNoise(view, geometryOf(missionById('C0')).zones.length);
    expect(noise[start]).toEqual({ tokens: 1, survivors: 2, total: 3 });
    expect(noise.filter((n) => n.total > 0)).toHaveLength(1);
  });

  it('keeps a coloured spawn zone dormant with its colour (C2: blue), the others with their [RM] locators', () => {
    const game = classicGame('C2');
    const marks = spawnMarks(game.view());
    const blue = marks.find((m) => m.color === 'blue')!;
    expect(blue.active).toBe(false);
    expect(blue.locators).toEqual([]);
    expect(marks.filter((m) => !m.color).every((m) => m.active && m.locators.length > 0)).toBe(true);
    expect(marks.flatMap((m) => m.locators).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('offers', () => {
  it('turns the doors next to a survivor into "Open the door to … with …", by door, in both languages', async () => {
    const game = classicGame('C0');
    const doors = doorOffers(game.legal(), 0);
    // Amy starts on the west arm, between two houses: each door is offered once per weapon in her hands that opens doors.
    const view = game.view();
    const openers = slotsOf(view, 0).filter((s) => s.place === 'hand' && s.def?.door).length;
    expect(openers).toBeGreaterThan(0);
    expect([...doors.values()].map((list) => list.length)).toEqual([openers, openers]);
    const [first] = [...doors.values()][0];
    const en = describeAction(game.view(), game.names(await useLanguage('en'), 'en'), first);
    expect(en.label).toMatch(/^Open the door to room 1B:[ac]1 with (Crowbar|Fire Axe)$/);
    expect(en.key).toBe('d');
    const fr = describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), first);
    expect(fr.label).toMatch(/^Ouvrir la porte vers la pièce 1B:[ac]1 avec (Pied-de-biche|Hache)$/);
    expect(fr.detail).toMatch(/jeton Bruit|en silence/);
    const breakIn: Action = { type: 'openDoor', s: 0, door: first.door, slot: -1 };
    expect(describeAction(game.view(), game.names(await useLanguage('en'), 'en'), breakIn).label).toMatch(
      /with bare hands \(Break-in\)$/,
    );
  });

  it('warns that survivors in the target zone take the hits first', async () => {
    const game = classicGame('C0');
    const target = zoneOf('C0', '1B:s3');
    // Doug shoots from the west arm into the crossroads, where Amy stands.
    game.state.survivors[0].zone = target;
    const shot: Action = { type: 'ranged', s: 1, slot: 0, dual: false, zone: target, fanning: false };
    const offer = describeAction(game.view(), game.names(await useLanguage('en'), 'en'), shot);
    expect(offer.warning).toMatch(/^Amy is in the target zone and takes the hits first/);
  });

  it('marks the rooms of an opening building on the map, a click on one answering', async () => {
    const game = classicGame('C0');
    game.state.survivors[0].zone = zoneOf('C0', '1B:s4');
    const door = game.legal().find((a) => a.type === 'openDoor' && a.s === 0 && a.slot >= 0)!;
    game.act(door);
    const decision = game.state.pending[0];
    expect(decision?.kind).toBe('spawnRoom');
    const legal = game.legal();
    const rooms = legal.flatMap(decisionZones);
    expect(rooms.sort()).toEqual([zoneOf('C0', '1B:b1'), zoneOf('C0', '1B:b2')].sort());
    const marks = zoneMarks(decision, legal, new Map(), game.view(), game.names(await useLanguage('en'), 'en'));
    expect([...marks.values()].map((m) => [m.kind, m.badge])).toEqual([
      ['choice', 'Spawn here'],
      ['choice', 'Spawn here'],
    ]);
  });
});

describe('cars (C3: a pimpmobile on the start crossroads)', () => {
  it('offers Get in, then Drive on the reachable street zones, warning of the survivors run over', async () => {
    const game = classicGame('C3');
    const crossroads = zoneOf('C3', '2B:s3');
    game.state.survivors[0].zone = crossroads;
    const en = game.names(await useLanguage('en'), 'en');
    const getIn = game.legal().find((a) => a.type === 'getInCar' && a.s === 0 && a.seat === 0)!;
    expect(describeAction(game.view(), en, getIn).label).toBe("Get in the pimpmobile (driver's seat)");
    const fr = game.names(await useLanguage('fr'), 'fr');
    expect(describeAction(game.view(), fr, getIn).label).toBe('Monter dans la pimpmobile (place du conducteur)');
    game.act(getIn);
    const legal = game.legal();
    const byZone = zoneOffers(game.view(), legal, 0);
    const start = zoneOf('C3', '2B:s2');
    // Doug still stands on the start zone next to the crossroads: driving there runs him over.
    const drive = byZone.get(start)!.find((a) => a.type === 'drive')!;
    const offer = describeAction(game.view(), game.names(await useLanguage('en'), 'en'), drive);
    expect(offer.label).toMatch(/^Drive to /);
    expect(offer.warning).toMatch(/^Car attack: Doug outside a car/);
    expect(survivorOffers(legal, 0).some((a) => a.type === 'drive')).toBe(false);
    const marks = zoneMarks(undefined, legal, byZone, game.view(), game.names(await useLanguage('en'), 'en'));
    expect(marks.get(start)?.badge).toMatch(/Drive/);
  });
});

describe("a survivor's panel", () => {
  it('counts Actions (3 at Blue, the free ones of its skills apart) and the experience to the next level', () => {
    const game = classicGame('C0');
    const amy = game.view().survivors[0];
    expect(actionsOf(amy)).toEqual({
      max: 3,
      left: 3,
      done: false,
      free: [{ key: 'plus1FreeAction(move)', param: 'move', left: 1 }],
    });
    expect(experienceOf(amy)).toEqual({ xp: 0, level: 'blue', next: { level: 'yellow', at: 7 } });
    expect(experienceOf({ ...amy, ap: 20, level: 'orange' }).next).toEqual({ level: 'red', at: 43 });
    expect(experienceOf({ ...amy, ap: 43, level: 'red' }).next).toBeNull();
  });

  it('shows five slots, two Hands and three in reserve, a Wounded card as such', () => {
    const game = classicGame('C0');
    const amy = zoneOf('C0', '1B:s2');
    setZombies(game.state, amy, 0, 1);
    game.state.survivors[1].zone = zoneOf('C0', '1B:s3');
    game.act({ type: 'endTurn', s: 0 });
    game.act({ type: 'endTurn', s: 1 });
    // The Walker attacks Amy: she holds a Crowbar and a Fire Axe, so she chooses the card she loses.
    expect(game.state.pending[0]?.kind).toBe('loseCard');
    game.act({ type: 'loseCard', slot: 1 });
    const slots = slotsOf(game.view(), 0);
    expect(slots.map((s) => s.place)).toEqual(['hand', 'hand', 'reserve', 'reserve', 'reserve']);
    expect(slots[1]).toMatchObject({ wounded: true });
    expect(slots.filter((s) => s.wounded)).toHaveLength(1);
  });
});
