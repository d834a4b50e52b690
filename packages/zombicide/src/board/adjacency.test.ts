import { describe, expect, it } from 'vitest';
import { BALCONY, STREETS, STRIP_E, STRIP_F, STRIP_G, STRIP_H, STRIP_WALLED } from './fixtures.test-tiles.ts';
import { id, lib, map, names, seen, single } from './testkit.ts';

describe('movement adjacency (EN "Movement": openings between building and street, rooms linked by openings)', () => {
  it('streets connect through open edges; a building connects to the street only through its opening', () => {
    const g = single(lib(STREETS), 'A');
    expect(names(g, g.neighbors[id(g, 'bb')])).toEqual(['sa']);
    expect(names(g, g.neighbors[id(g, 's2')])).toEqual(['s1', 's3']);
    expect(names(g, g.neighbors[id(g, 's3')])).toEqual(['s2']); // wall between s3 and s4
    expect(names(g, g.neighbors[id(g, 's1')])).toEqual(['s2', 's6']); // no diagonal move
  });

  it('a balcony is entered only from its stairs room, never from the streets under it', () => {
    const g = single(lib(BALCONY), 'D');
    const p1 = id(g, 'p1');
    expect(names(g, g.neighbors[p1])).toEqual(['hh']);
    expect(names(g, g.neighbors[id(g, 'hh')])).toEqual(['p1', 'sc']);
    for (const street of ['sa', 'sc', 'sd']) expect(g.neighbors[id(g, street)]).not.toContain(p1);
  });

  it('adjacency is symmetric and never links a zone to itself', () => {
    const g = single(lib(BALCONY), 'D');
    g.neighbors.forEach((ns, a) => {
      expect(ns).not.toContain(a);
      for (const b of ns) expect(g.neighbors[b]).toContain(a);
    });
  });
});

describe('tile borders (docs/tiles.md: zones touching through an open border are adjacent, distinct zones)', () => {
  const library = lib(STRIP_E, STRIP_F, STRIP_G, STRIP_H, STRIP_WALLED);

  it('street zones of two tiles touching through an open border are adjacent and sight goes across', () => {
    const g = map(library, [
      { tile: 'E', rotation: 0, col: 0, row: 0 },
      { tile: 'F', rotation: 0, col: 1, row: 0 },
    ]);
    expect(g.zones).toHaveLength(4);
    expect(g.neighbors[g.byLabel['E:b']]).toContain(g.byLabel['F:a']);
    expect(seen(g, 'E:a')).toEqual({ 'E:a': 0, 'E:b': 1, 'F:a': 2, 'F:b': 3 });
  });

  it('a wall on either side of the border wins: no adjacency, no sight', () => {
    const g = map(library, [
      { tile: 'K', rotation: 0, col: 0, row: 0 },
      { tile: 'F', rotation: 0, col: 1, row: 0 },
    ]);
    expect(g.neighbors[g.byLabel['K:b']]).not.toContain(g.byLabel['F:a']);
    expect(seen(g, 'K:b')['F:a']).toBeUndefined();
  });

  it('"~" on both sides of the border merges the two street zones into one zone', () => {
    const g = map(library, [
      { tile: 'G', rotation: 0, col: 0, row: 0 },
      { tile: 'H', rotation: 0, col: 1, row: 0 },
    ]);
    expect(g.zones).toHaveLength(3);
    const merged = g.byLabel['G:b'];
    expect(g.byLabel['H:a']).toBe(merged);
    expect(g.zones[merged].label).toBe('G:b+H:a');
    expect(g.zones[merged].parts).toEqual(['G:b', 'H:a']);
    expect(seen(g, 'G:a')).toEqual({ 'G:a': 0, 'G:b+H:a': 1, 'H:b': 2 });
  });

  it('a repeated tile gets a distinct name so labels stay unique ("E", "E#2")', () => {
    const g = map(library, [
      { tile: 'E', rotation: 0, col: 0, row: 0 },
      { tile: 'E', rotation: 0, col: 0, row: 1 },
    ]);
    expect(Object.keys(g.byLabel).sort()).toEqual(['E#2:a', 'E#2:b', 'E:a', 'E:b']);
    expect(g.zones[g.byLabel['E#2:a']].tile).toBe('E#2');
  });
});
