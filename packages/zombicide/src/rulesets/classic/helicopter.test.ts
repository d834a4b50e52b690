import { describe, expect, it } from 'vitest';
import { flightNeighbors } from './helicopter.ts';
import { ClassicTable } from './test-kit.ts';

describe('the helicopter [RM] (seed 001 lines 678-708)', () => {
  it('flies to the zones sharing a side, whatever wall or door stands between, never into an impassable zone (line 702)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'ned', zone: 's2' }] });
    const near = flightNeighbors(t.game.context(t.state).geo);
    const names = (label: string) => near[t.zone(label)].map((z) => t.game.context(t.state).geo.zones[z].label).sort();
    // s2 is walled off from a1 by a closed door, a1 from c1 by a wall: a flight ignores both.
    expect(names('s2')).toEqual(['K:a1', 'K:s1', 'K:s3']);
    expect(names('a1')).toEqual(['K:a2', 'K:c1', 'K:s2']);
    expect(names('c1')).toEqual(['K:a1', 'K:s1', 'K:t1']);
  });
});
