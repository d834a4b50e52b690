/**
 * Zombies!!!'s tiles drawn as town blocks (issue 33, part 3): a building over several squares is one block, two
 * buildings side by side are two, a street keeps its curbs, and every special building has its own roof sign.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { ZOMBIES_TILES } from '@horde/content/zombies/tiles';
import { messages } from '../test-kit.ts';
import { curbs, roofs } from './blocks.ts';
import { TileArt } from './TileArt.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => messages('en') },
);

describe('town blocks', () => {
  it("joins a building's own squares without a seam and sets its roof back from the street", () => {
    // A dead-end's named building: six squares in two rows, the road stub between two unnamed corners.
    const { rects } = roofs(['B', 'B', 'B', 'B', 'B', 'B', 'a', 'R', 'b'], 6);
    const top = rects[1];
    const below = rects[4];
    // The middle square of the top row reaches both neighbours (no seam) and stands back from the tile's edge.
    expect([top.x, top.x + top.w, top.y]).toEqual([60, 120, 6]);
    // The middle square of the second row meets the road: set back on that side only.
    expect([below.y, below.y + below.h]).toEqual([60, 114]);
  });

  it('keeps two buildings side by side apart by a sidewalk', () => {
    const { rects } = roofs(['a', 'b', 'R', 'R', 'R', 'R', 'R', 'R', 'R'], 6);
    expect(rects[0].x + rects[0].w).toBe(54);
    expect(rects[1].x).toBe(66);
  });

  it("cuts an L-shaped building's inner corner out again", () => {
    // The corner road tile: an L of one unnamed building around the bend.
    const { notches } = roofs(['a', 'R', 'b', 'a', 'R', 'R', 'a', 'a', 'a'], 6);
    expect(notches).toEqual([{ x: 54, y: 120, w: 6, h: 6 }]);
  });

  it('draws a curb where a street meets a building, none across a road exit', () => {
    const lines = curbs(['a', 'R', 'b', 'a', 'R', 'b', 'a', 'R', 'b']);
    // Three road squares, each with a building on both sides; the ends are road exits.
    expect(lines.length).toBe(6);
    expect(lines.every(([x1, , x2]) => x1 === x2)).toBe(true);
  });

  it('gives every named building a roof sign of its own, and the Helipad its landing circle', () => {
    const named = ZOMBIES_TILES.filter((t) => t.kind === 'named');
    const { container } = rtl.render(
      h(
        'svg',
        {},
        ZOMBIES_TILES.map((t, i) => h(TileArt, { key: t.id, tile: t.id, rotation: i % 4, x: i, y: 0 })),
      ),
    );
    const signs = [...container.querySelectorAll('[data-emblem]')].map((g) => g.getAttribute('data-emblem'));
    expect(signs).toEqual(named.map((t) => t.id));
    const shapes = [...container.querySelectorAll('[data-emblem]')].map((g) =>
      g.innerHTML.replace(/fill="[^"]*"/g, ''),
    );
    expect(new Set(shapes).size).toBe(named.length);
    expect(container.querySelectorAll('[data-tile="helipad"] .z-heli').length).toBe(1);
  });
});
