import { describe, expect, it } from 'vitest';
import { TileFormatError } from './errors.ts';
import { ROW, STREETS } from './fixtures.test-tiles.ts';
import { lazyTileLibrary, tileLibrary } from './library.ts';

const sources = [
  { file: 'a.txt', text: STREETS },
  { file: 'row.txt', text: ROW },
];

describe('tile libraries', () => {
  it('the on-demand library gives the same tiles as the one parsed up front', () => {
    const eager = tileLibrary(sources);
    const lazy = lazyTileLibrary(sources);
    expect([...lazy.keys()]).toEqual([...eager.keys()]);
    expect(lazy.size).toBe(2);
    for (const id of eager.keys()) expect(lazy.get(id)).toEqual(eager.get(id));
    expect(lazy.get('A')).toBe(lazy.get('A')); // parsed once
    expect(lazy.get('nope')).toBeUndefined();
    expect(new Map(lazy)).toEqual(new Map(eager));
  });

  it('parses a tile only when it is asked for: a broken tile fails when read, not before', () => {
    const broken = { file: 'broken.txt', text: 'tile X\ngrid\n+--+\n|zz|\n+--+\n' };
    const lazy = lazyTileLibrary([...sources, broken]);
    expect(lazy.get('A')?.id).toBe('A');
    expect(lazy.has('X')).toBe(true);
    expect(() => lazy.get('X')).toThrow(TileFormatError);
    expect(() => tileLibrary([...sources, broken])).toThrow(TileFormatError);
  });

  it('refuses a doubled id or a text without its "tile <id>" line at once, naming the file', () => {
    expect(() => lazyTileLibrary([...sources, { file: 'again.txt', text: STREETS }])).toThrow(
      /again\.txt.*tile "A" is already defined in a\.txt/,
    );
    expect(() => lazyTileLibrary([{ file: 'none.txt', text: 'grid\n' }])).toThrow(/none\.txt.*missing "tile <id>"/);
  });
});
