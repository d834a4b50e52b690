/**
 * VIP Walkers [VIP1] [VIP2] and Zuul [G1] on the Classic board (seed 001 lines 1595-1597, 1611-1628): a zone's VIPs
 * show as a token counting them among its Walkers, and the Abomination of a Zuul game is drawn and named as Zuul; in
 * English and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { addZombies } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { ABOMINATION, setVips, WALKER } from '@horde/zombicide/rulesets/classic/index';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Pieces } from './Pieces.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

/** C0 played with Zuul: Zuul and 2 Walkers, one of them a VIP, on the west crossroads. */
function board() {
  const game = classicGame('C0', undefined, 1, { zuul: true } as never);
  const geo = geometryOf(missionById('C0'), []) as BoardGeometryWithGrid;
  const zone = geo.zones.findIndex((z) => z.label === '1B:s3');
  addZombies(game.state, zone, ABOMINATION, 1);
  addZombies(game.state, zone, WALKER, 1);
  setVips(game.state, zone, [4]);
  return h(
    'svg',
    {},
    h(Pieces, { view: game.view(), geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }),
  );
}

describe('VIP Walkers and Zuul on the board', () => {
  it('counts the VIPs among the Walkers and names Zuul', async () => {
    await useLanguage('en');
    const { container } = rtl.render(board());
    const vip = container.querySelector('[data-zone="1B:s3"] [data-token="vip"]');
    expect(vip?.querySelector('text')?.textContent).toBe('VIP 1');
    expect(vip?.querySelector('title')?.textContent).toBe('1 of the Walkers here is a VIP: its killer keeps it');
    const titles = [...container.querySelectorAll('[data-zone="1B:s3"] g.zombies > title')].map((t) => t.textContent);
    expect(titles).toContain('1 Zuul');
    expect(titles).toContain('2 Walkers');
  });

  it('says them in French', async () => {
    await useLanguage('fr');
    const { container } = rtl.render(board());
    const vip = container.querySelector('[data-zone="1B:s3"] [data-token="vip"] title');
    expect(vip?.textContent).toBe('1 des Rôdeurs ici est un VIP : son tueur le garde');
    const titles = [...container.querySelectorAll('[data-zone="1B:s3"] g.zombies > title')].map((t) => t.textContent);
    expect(titles).toContain('1 Zuul');
  });
});
