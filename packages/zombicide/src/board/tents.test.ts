/**
 * Tents [RM] (seed 001 lines 1084, 1759): no Line of Sight through a tent, into it or out of it; Moves unchanged.
 */
import { describe, expect, it } from 'vitest';
import { pitchTents } from './tents.ts';
import { id, lib, names, seen, single } from './testkit.ts';

const CAMP = `
tile A
grid
+--+--+--+--+
|s1 t1 s2 s3|
+  +  +  +  +
|s4 s5 s6 s7|
+--+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
s5 street
s6 street
s7 street
t1 street
`;

describe('tents', () => {
  it('block every line of sight through, into and out of them; Moves are unchanged', () => {
    const g = single(lib(CAMP), 'A');
    expect(seen(g, 's1')).toMatchObject({ t1: 1, s2: 2, s3: 3 });
    const t = pitchTents(g, ['A:t1']);
    expect(seen(t, 's1')).toEqual({ s1: 0, s4: 1 });
    expect(seen(t, 't1')).toEqual({ t1: 0 });
    expect(Object.keys(seen(t, 's5'))).not.toContain('t1');
    expect(seen(t, 's2')).toMatchObject({ s3: 1, s6: 1 });
    expect(names(t, t.neighbors[id(t, 't1')])).toEqual(names(g, g.neighbors[id(g, 't1')]));
  });

  it('are computed once per geometry and set of tents', () => {
    const g = single(lib(CAMP), 'A');
    expect(pitchTents(g, ['A:t1'])).toBe(pitchTents(g, ['A:t1']));
    expect(pitchTents(g, [])).toBe(g);
  });
});
