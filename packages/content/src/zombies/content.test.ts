/**
 * Zombies!!! content: the 30 tiles (Town Square, Helipad, 12 named buildings, road tiles) and the 50 event
 * cards of 27 published titles validate; every value that is ours is marked designed; a bad entry is named
 * with its field.
 */
import { describe, expect, it } from 'vitest';
import { parseZombiesContent, ZOMBIES_EVENTS, ZOMBIES_TILES, ZOMBIES_TOKENS, zombiesContent } from './index.ts';

describe('Zombies!!! content (published facts, designed values marked)', () => {
  it('holds the box: 30 tiles, 50 cards of 27 titles, 100 zombies, 30 Life, 60 Bullets', () => {
    const c = zombiesContent();
    expect(c.tiles.reduce((n, t) => n + t.copies, 0)).toBe(30);
    expect(c.tiles.filter((t) => t.kind === 'named')).toHaveLength(12);
    expect(c.events).toHaveLength(27);
    expect(c.events.reduce((n, e) => n + e.count, 0)).toBe(50);
    expect(c.tokens).toEqual({ zombies: 100, life: 30, bullets: 60 });
  });

  it('marks what is designed on every entry', () => {
    for (const t of ZOMBIES_TILES) expect(t.designed.length, t.id).toBeGreaterThan(0);
    for (const e of ZOMBIES_EVENTS) expect(e.designed, e.id).toContain('text');
    expect(ZOMBIES_EVENTS.find((e) => e.id === 'hey-look-a-shotgun')?.source).toBe('seed 004 line 103');
  });

  it('names the entry and the field of a bad value', () => {
    const tiles = ZOMBIES_TILES.map((t) => (t.id === 'hospital' ? { ...t, zombies: 9 } : t));
    expect(() => parseZombiesContent({ tiles, events: ZOMBIES_EVENTS, tokens: ZOMBIES_TOKENS })).toThrow(
      /tiles\[hospital\]\.zombies: 9 zombies do not fit 6 squares/,
    );
    const events = ZOMBIES_EVENTS.map((e) => (e.id === 'fear' ? { ...e, timing: 'whenever' } : e));
    expect(() => parseZombiesContent({ tiles: ZOMBIES_TILES, events, tokens: ZOMBIES_TOKENS })).toThrow(
      /events\[fear\]\.timing/,
    );
    const doors = ZOMBIES_TILES.map((t) => (t.id === 'florist' ? { ...t, doors: [{ at: [0, 1], to: [0, 2] }] } : t));
    expect(() => parseZombiesContent({ tiles: doors, events: ZOMBIES_EVENTS, tokens: ZOMBIES_TOKENS })).toThrow(
      /tiles\[florist\]\.doors\[0\]\.to: not a road cell/,
    );
  });
});
