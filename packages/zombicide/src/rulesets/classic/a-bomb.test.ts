/**
 * The A-Bomb Abomination [RM] (seed 001 lines 1587-1593): impervious to hits, grabbing the survivors of the
 * adjacent zones at the end of each of its Activations (out of a car, never through a closed door), the survivor
 * choosing when two A-Bombs could grab him.
 */
import { describe, expect, it } from 'vitest';
import { ABOMINATION } from './roster.ts';
import { aBombActivationEnds, aBombImmune, isABomb } from './a-bomb.ts';
import { ClassicTable } from './test-kit.ts';
import { addZombies } from '../../zombies.ts';
import { classicPart } from './state.ts';

function table() {
  const t = new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's1' },
      { id: 'wanda', zone: 's3' },
      { id: 'doug', zone: 'a1' },
    ],
    zombies: { s2: { abomination: 1 } },
  });
  t.state.options.aBomb = true;
  return t;
}

describe('A-Bomb Abomination (seed 001 lines 1579-1593)', () => {
  it('is the Abomination only with the switch on, and no hit kills it (line 1587)', () => {
    const t = table();
    const combat = { melee: true } as Parameters<typeof aBombImmune>[1];
    expect(isABomb(t.state, ABOMINATION)).toBe(true);
    expect(aBombImmune(t.state, combat, ABOMINATION)).toMatchObject({ code: 'aBombImpervious' });
    expect(aBombImmune(t.state, combat, 0)).toBeNull();
    t.state.options.aBomb = false;
    expect(aBombImmune(t.state, combat, ABOMINATION)).toBeNull();
  });

  it('grabs the survivors of the adjacent zones, not one behind a closed door (line 1591)', () => {
    const t = table();
    const ctx = t.game.context(t.state);
    const events: Parameters<typeof aBombActivationEnds>[3] = [];
    aBombActivationEnds(ctx, t.state, 1 << ABOMINATION, events);
    expect(t.state.survivors.map((survivor) => ctx.geo.zones[survivor.zone].label)).toEqual(['K:s2', 'K:s2', 'K:a1']);
    expect(events.filter((e) => e.type === 'survivorMoved')).toHaveLength(2);
  });

  it('grabs only at the end of an activation it takes part in', () => {
    const t = table();
    aBombActivationEnds(t.game.context(t.state), t.state, 1 << 0, []);
    expect(t.state.survivors[0].zone).toBe(t.zone('s1'));
  });

  it('pulls a survivor out of a car (line 1591)', () => {
    const t = table();
    classicPart(t.state).cars = [
      { kind: 'policeCar', zone: t.zone('s1'), seats: [0, -1, -1, -1], searched: false, drivable: true },
    ];
    aBombActivationEnds(t.game.context(t.state), t.state, 1 << ABOMINATION, []);
    expect(classicPart(t.state).cars![0].seats).toEqual([-1, -1, -1, -1]);
    expect(t.state.survivors[0].zone).toBe(t.zone('s2'));
  });

  it('lets a survivor two A-Bombs could grab choose the one that grabs him (line 1591)', () => {
    const t = table();
    t.state.survivors[1].zone = t.zone('t1');
    addZombies(t.state, t.zone('s4'), ABOMINATION, 1);
    t.state.survivors[0].zone = t.zone('s3');
    aBombActivationEnds(t.game.context(t.state), t.state, 1 << ABOMINATION, []);
    expect(t.state.pending).toEqual([
      expect.objectContaining({ kind: 'modeChoice', mode: 'aBombGrab', survivor: 0, options: ['K:s2', 'K:s4'] }),
    ]);
  });
});
