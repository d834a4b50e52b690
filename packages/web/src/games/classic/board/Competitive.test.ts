/**
 * C8 on the Classic board (seed 001 lines 1579-1593, 1680-1686): the A-Bomb standing at setup is drawn and named
 * apart from the standard Abomination, and the zone the crashed helicopter covers is drawn as a wreck; in English
 * and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Covered } from './Covered.tsx';
import { Pieces } from './Pieces.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

function c8() {
  const game = classicGame(
    'C8',
    [
      { id: 'amy', player: 0 },
      { id: 'doug', player: 1 },
    ],
    1,
    { players: 2, competitive: true },
  );
  const geo = geometryOf(missionById('C8'), []) as BoardGeometryWithGrid;
  const view = game.view();
  return h(
    'svg',
    {},
    h(Covered, { mission: missionById('C8'), geo }),
    h(Pieces, { view, geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }),
  );
}

describe('C8 on the board', () => {
  it('draws the A-Bomb apart, named as such, and the wreck over the covered crossroads', async () => {
    await useLanguage('en');
    const { container } = rtl.render(c8());
    const bomb = container.querySelector('[data-zone="9B:s2"] g.zombies');
    expect(bomb?.hasAttribute('data-a-bomb')).toBe(true);
    expect(bomb?.querySelector('title')?.textContent).toBe('1 A-Bomb Abomination');
    expect(bomb?.querySelector('text')?.textContent).toBe('AB1');
    const wreck = container.querySelector('[data-covered="6B:s3"]');
    expect(wreck?.querySelectorAll('rect').length).toBe(4);
    expect(wreck?.querySelector('title')?.textContent).toMatch(/Crashed helicopter/);
  });

  it('says them in French', async () => {
    await useLanguage('fr');
    const { container } = rtl.render(c8());
    expect(container.querySelector('[data-zone="9B:s2"] g.zombies > title')?.textContent).toBe('1 Abomination A-Bomb');
    expect(container.querySelector('[data-covered="6B:s3"] > title')?.textContent).toMatch(/Hélicoptère écrasé/);
  });
});
