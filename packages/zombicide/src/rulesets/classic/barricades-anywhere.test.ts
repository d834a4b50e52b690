/**
 * Handyman [AN] (seed 001 line 2020): "Moreover, the Leader can build barricades anywhere." From rules version 10
 * (its flag `skillsV10`) the Leader of a Handyman starts a barricade on any border of his zone that is not walls
 * only, keyed by the border (board/barricades.ts `freeSpot`); a game of version 9 neither offers nor allows it.
 */
import { describe, expect, it } from 'vitest';
import { freeSpot } from '../../board/barricades.ts';
import type { EquipmentDef } from '../../defs.ts';
import { syncCompanions } from './companions/leader.ts';
import { ClassicTable } from './test-kit.ts';
import { CLASSIC_ACTION_SCHEMAS } from './action-schema.ts';

const HANDYMAN: EquipmentDef = {
  id: 'handyman',
  name: 'handyman',
  deck: 'setAside',
  count: 1,
  traits: [],
  provenance: { designed: false, note: 'fixture: the Handyman Companion card' },
  companion: { kind: 'human', gives: [], skills: [], active: 'openDoor' },
};

function table(version: 9 | 10, leader = true, zone = 's2'): ClassicTable {
  const t = new ClassicTable({
    survivors: [{ id: 'ned', zone, ...(leader ? { inventory: { reserve1: 'handyman' } } : {}) }],
    extraEquipment: [HANDYMAN],
  });
  syncCompanions(t.game.context(t.state), t.state, []);
  if (version === 9) delete t.state.options.skillsV10;
  return t;
}

describe('a Handyman’s Leader builds barricades anywhere (seed 001 line 2020)', () => {
  it('v10: offered on each border of his zone but walls, for 2 Actions; it then blocks the Move', () => {
    const t = table(10);
    const [s1, s2, s3, a1] = ['s1', 's2', 's3', 'a1'].map((l) => t.zone(l));
    const built = t.game.engine
      .legalActions(t.state)
      .filter((a) => a.type === 'buildBarricade' && a.s === 0)
      .map((a) => (a as { spot: number }).spot)
      .sort((x, y) => x - y);
    expect(built).toEqual([freeSpot(s2, s1, 0), freeSpot(s2, s3, 0), freeSpot(s2, a1, 0)].sort((x, y) => x - y));
    t.act({ type: 'buildBarricade', s: 0, spot: freeSpot(s2, s3, 0) });
    expect(t.state.barricades).toEqual([{ spot: freeSpot(s2, s3, 0), complete: false, builders: [0] }]);
    expect(t.state.survivors[0].actionsUsed).toBe(2);
  });

  it('refused across walls only, off his zone, to a survivor without a Handyman, and in a v9 game', () => {
    const t = table(10);
    const [s2, s3, s4, a1, a3] = ['s2', 's3', 's4', 'a1', 'a3'].map((l) => t.zone(l));
    // a1 and a3 share only a wall: no barricade there.
    const inA1 = table(10, true, 'a1');
    expect(inA1.refuse({ type: 'buildBarricade', s: 0, spot: freeSpot(a1, a3, 0) })).toBe('barricade.noSpot');
    expect(t.refuse({ type: 'buildBarricade', s: 0, spot: freeSpot(s3, s4, 0) })).toBe('barricade.notHere');
    const alone = table(10, false);
    expect(alone.refuse({ type: 'buildBarricade', s: 0, spot: freeSpot(s2, s3, 0) })).toBe('barricade.offSpot');
    const v9 = table(9);
    expect(v9.game.engine.legalActions(v9.state).some((a) => a.type === 'buildBarricade')).toBe(false);
    expect(v9.refuse({ type: 'buildBarricade', s: 0, spot: freeSpot(s2, s3, 0) })).toBe('barricade.offSpot');
    expect(v9.state.barricades).toBeUndefined();
  });

  it('the free key passes the action’s shape, and the Handyman’s instruction breaks such a barricade (line 2018)', () => {
    const schema = (type: string) => CLASSIC_ACTION_SCHEMAS.find((o) => o.shape.type.value === type)!;
    const t = table(10);
    const spot = freeSpot(t.zone('s2'), t.zone('s3'), 0);
    expect(schema('buildBarricade').safeParse({ type: 'buildBarricade', s: 0, spot }).success).toBe(true);
    const instruct = (order: string) => ({ type: 'instruct', s: 0, companion: 1, order, target: spot });
    expect(schema('instruct').safeParse(instruct('breakBarricade')).success).toBe(true);
    expect(schema('instruct').safeParse(instruct('move')).success).toBe(false);
    t.act({ type: 'buildBarricade', s: 0, spot });
    const handyman = t.state.survivors.findIndex((c) => c.id === 'handyman');
    t.act({ type: 'instruct', s: 0, companion: handyman, order: 'breakBarricade', target: spot });
    expect(t.state.barricades).toBeUndefined();
  });
});
