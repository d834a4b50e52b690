/** A studio mission never replaces a shipped one: its own id the first time it is free, a fresh id after that. */
import { describe, expect, it } from 'vitest';
import type { MissionDef } from '@horde/zombicide';
import { studioMissionAdder } from './studio-mission.ts';

const mission = (id: string) => ({ id, name: id }) as unknown as MissionDef;

describe('studioMissionAdder', () => {
  it('keeps a free id, gives a taken one a suffix, and reads the list as it is now', () => {
    let missions = [mission('M0')];
    const add = studioMissionAdder(() => missions);
    expect(add(mission('MINE'))).toBe('MINE');
    expect(add(mission('M0'))).toBe('M0-2');
    expect(missions.map((m) => m.id)).toEqual(['M0', 'MINE', 'M0-2']);
    missions = [mission('M0')]; // the table's data loaded again
    expect(add(mission('MINE'))).toBe('MINE');
    expect(missions.map((m) => m.id)).toEqual(['M0', 'MINE']);
  });
});
