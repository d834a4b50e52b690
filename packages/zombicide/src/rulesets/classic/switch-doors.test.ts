/**
 * Switches that open doors and lock them up, and Objectives linked to a Switch [PO] (switch-doors.ts,
 * switch-objectives.ts; seed 001 lines 750-758). The block's Switch stands in s3 and commands the door s2|a1 of
 * building A (a1, a2); the red Objective of s3 is linked to it in the tests that say so.
 */
import { describe, expect, it } from 'vitest';
import { ClassicTable } from './test-kit.ts';
import { classicPart } from './state.ts';

function table(linked = false) {
  return new ClassicTable({
    survivors: [{ id: 'ned', zone: 's3', inventory: { hand1: 'crowbar' }, skills: ['breakIn'] }],
    switches: [{ zone: 's3', doors: ['a1|s2'], ...(linked ? { objective: 'red' as const } : {}) }],
    objectives: linked ? ['s3'] : [],
    zombieDeck: [1, 1, 1, 1],
  });
}

const pull = { type: 'pullSwitch', s: 0, switch: 0, turn: 1 } as const;

describe('Switches that open doors and lock them up (seed 001 line 756)', () => {
  it('one Pull a Switch is offered, no way to choose; the other way is refused', () => {
    const t = table();
    const pulls = t.game.engine.legalActions(t.state).filter((a) => a.type === 'pullSwitch');
    expect(pulls).toEqual([pull]);
    expect(t.refuse({ ...pull, turn: -1 })).toBe('switch.turn');
  });

  it('opens its closed door for 1 Action; the building opened for the first time spawns (line 756, doors.ts)', () => {
    const t = table();
    t.act(pull);
    expect(t.state.doors).toEqual([t.door('a1|s2')]);
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'doorOpened', door: t.door('a1|s2') }));
    // Two rooms: the survivor who pulled chooses their order.
    expect(t.state.pending[0]).toMatchObject({ kind: 'spawnRoom', survivor: 0 });
    t.act({ type: 'spawnRoom', zone: t.zone('a1') });
    expect(classicPart(t.state).spawnedRooms).toEqual(expect.arrayContaining([t.zone('a1'), t.zone('a2')]));
    expect(t.zombiesAt('a1').walker + t.zombiesAt('a2').walker).toBe(2);
  });

  it('closes its open door ("lock them up"), whoever stands on either side; re-opened, nothing spawns again', () => {
    const t = table();
    t.act(pull);
    t.act({ type: 'spawnRoom', zone: t.zone('a1') });
    const before = { a1: t.zombiesAt('a1'), a2: t.zombiesAt('a2') };
    t.act(pull);
    expect(t.state.doors).toEqual([]);
    expect({ a1: t.zombiesAt('a1'), a2: t.zombiesAt('a2') }).toEqual(before);
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'doorClosed', door: t.door('a1|s2') }));
    expect(t.game.context(t.state).geo.neighbors[t.zone('s2')]).not.toContain(t.zone('a1'));
    t.act(pull);
    expect(t.state.doors).toEqual([t.door('a1|s2')]);
    expect(t.events.some((e) => e.type === 'zombieCardDrawn')).toBe(false);
    expect(t.state.pending).toEqual([]);
  });

  it('a door tied to a Switch opens by no other means: no Open a Door offered, refused if sent', () => {
    const t = table();
    t.state.survivors[0].zone = t.zone('s2');
    const legal = t.game.engine.legalActions(t.state);
    expect(legal.some((a) => a.type === 'openDoor' && a.door === t.door('a1|s2'))).toBe(false);
    expect(t.refuse({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 })).toBe('door.switch');
    expect(t.refuse({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: -1 })).toBe('door.switch');
  });

  it('is pulled in its own zone only (line 750)', () => {
    const t = table();
    t.state.survivors[0].zone = t.zone('s2');
    expect(t.refuse(pull)).toBe('switch.notHere');
  });
});

describe('Objectives linked to a Switch (seed 001 line 758)', () => {
  it('Take Objective is refused on it, with the reason, and not offered', () => {
    const t = table(true);
    expect(t.refuse({ type: 'objective', s: 0 })).toBe('objective.linked');
    expect(t.game.engine.legalActions(t.state).some((a) => a.type === 'objective')).toBe(false);
  });

  it('the first survivor to pull the Switch takes it for free, with its experience; later pulls take nothing', () => {
    const t = table(true);
    t.act(pull);
    expect(t.state.objectives[0].taken).toBe(true);
    expect(t.state.survivors[0].ap).toBe(5);
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'objectiveTaken', s: 0, color: 'red' }));
    t.act({ type: 'spawnRoom', zone: t.zone('a1') });
    t.act(pull);
    expect(t.events.some((e) => e.type === 'objectiveTaken')).toBe(false);
    expect(t.state.survivors[0].ap).toBe(5);
  });
});
