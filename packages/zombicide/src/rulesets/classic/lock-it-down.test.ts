import { describe, expect, it } from 'vitest';
import { ClassicTable } from './test-kit.ts';
import { classicPart } from './state.ts';

describe('Lock it down (seed 001 line 2243)', () => {
  it('1 Action: closes an open door of the zone; opened again, it spawns nothing', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', skills: ['lockItDown'], inventory: { hand1: 'crowbar' } }],
      zombieDeck: [1, 2, 3, 4],
    });
    const door = t.door('a1|s2');
    t.act({ type: 'openDoor', s: 0, door, slot: 0 });
    t.act({ type: 'spawnRoom', zone: t.zone('a2') });
    t.state.zombies.fill(0);
    expect(t.game.engine.legalActions(t.state)).toContainEqual({ type: 'lockDoor', s: 0, door });
    t.act({ type: 'lockDoor', s: 0, door });
    expect(t.state.doors).toEqual([]);
    expect(t.state.survivors[0].actionsUsed).toBe(2);
    // The building is closed again: a wall for moves.
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('a1') })).toBe('move.notAdjacent');
    t.act({ type: 'openDoor', s: 0, door, slot: 0 });
    expect(t.state.pending).toEqual([]);
    expect(t.zombiesAt('a1').walker ?? 0).toBe(0);
    expect(t.zombiesAt('a2').walker ?? 0).toBe(0);
  });

  it('refused: without the Skill, a closed door, a door off the zone', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's2', skills: ['lockItDown'] },
        { id: 'wanda', zone: 's2' },
      ],
    });
    const door = t.door('a1|s2');
    expect(t.refuse({ type: 'lockDoor', s: 0, door })).toBe('lockDoor.closed');
    t.state.doors = [door];
    classicPart(t.state).spawnedRooms = [t.zone('a1'), t.zone('a2')];
    expect(t.refuse({ type: 'lockDoor', s: 1, door })).toBe('lockDoor.skill');
    t.state.survivors[0].zone = t.zone('s3');
    expect(t.refuse({ type: 'lockDoor', s: 0, door })).toBe('door.notHere');
  });
});
