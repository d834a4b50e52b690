import { describe, expect, it } from 'vitest';
import { RING } from '@horde/zombicide/board/fixtures.test-tiles';
import { SAMPLE_MAP_3X3 } from '@horde/zombicide/board/sample';
import { contentTiles } from './library.ts';
import { id, lib, names, single } from '@horde/zombicide/board/testkit';
import { buildGeometry } from '@horde/zombicide/board/geometry';

describe('distances and shortest-path next hops (zombies move along the shortest path and split on ties)', () => {
  const g = single(lib(RING), 'P');
  const d = (a: string, b: string) => g.distance[id(g, a)][id(g, b)];
  const hops = (target: string, from: string) => names(g, g.nextHops[id(g, target)][id(g, from)]);

  it('distance is the number of moves, -1 when unreachable', () => {
    expect(d('a', 'a')).toBe(0);
    expect(d('a', 'b')).toBe(1);
    expect(d('a', 'i')).toBe(4);
    expect(d('b', 'h')).toBe(4);
    expect(d('a', 'ee')).toBe(-1);
  });

  it('next hops list every neighbour on some shortest path (a toward i: b and d)', () => {
    expect(hops('i', 'a')).toEqual(['b', 'd']);
    expect(hops('c', 'g')).toEqual(['d', 'h']);
    expect(hops('h', 'b')).toEqual(['a', 'c']);
    expect(hops('c', 'b')).toEqual(['c']);
  });

  it('next hops are empty at the target and toward an unreachable zone', () => {
    expect(hops('a', 'a')).toEqual([]);
    expect(hops('ee', 'a')).toEqual([]);
    expect(hops('a', 'ee')).toEqual([]);
  });

  it('on the 3x3 sample map, hops are exactly the neighbours one step closer (all targets, all zones)', () => {
    const m = buildGeometry(SAMPLE_MAP_3X3, contentTiles());
    for (let t = 0; t < m.zones.length; t++) {
      for (let f = 0; f < m.zones.length; f++) {
        const df = m.distance[t][f];
        const want = df <= 0 ? [] : m.neighbors[f].filter((n) => m.distance[t][n] === df - 1);
        expect(m.nextHops[t][f]).toEqual(want);
        expect(m.distance[f][t]).toBe(df);
      }
    }
  });
});
