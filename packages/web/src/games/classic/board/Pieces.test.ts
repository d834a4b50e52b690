/**
 * The zombies on the Classic board (seed 001 lines 1196-1202, 1481, 1640): each kind its shape, each species its
 * colour and outline, named in the language; the legend draws them the same way.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { addZombies } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import {
  BERSERKER_ABOMINATION,
  CRAWLER,
  DOG,
  SKINNER_FATTY,
  TOXIC_RUNNER,
  WALKER,
} from '@horde/zombicide/rulesets/classic/index';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Legend } from './Legend.tsx';
import { Pieces } from './Pieces.tsx';
import { zombieLook } from './zombie-look.ts';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

function board() {
  const game = classicGame('C6');
  const zone = game.state.survivors[0].zone;
  for (const type of [WALKER, TOXIC_RUNNER, BERSERKER_ABOMINATION, SKINNER_FATTY, CRAWLER, DOG])
    addZombies(game.state, zone, type, type === WALKER ? 3 : 1);
  const geo = geometryOf(missionById('C6'), []) as BoardGeometryWithGrid;
  const view = game.view();
  const svg = h('svg', {}, h(Pieces, { view, geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }));
  return { svg, here: `[data-zone="${geo.zones[zone].label}"] g.zombies` };
}

describe('the zombies on the Classic board', () => {
  it('draws each kind by its shape and each species by its colour and outline', async () => {
    await useLanguage('en');
    const { svg, here } = board();
    const { container } = rtl.render(svg);
    const marks = [...container.querySelectorAll(here)].map((g) => [
      g.getAttribute('data-zombie'),
      g.getAttribute('data-shape'),
      g.querySelector('text')?.textContent,
      g.querySelector('title')?.textContent,
    ]);
    expect(marks).toEqual([
      ['W', 'pill', 'W3', '3 Walkers'],
      ['TR', 'triangle', 'TR1', '1 Toxic Runner'],
      ['BA', 'hexagon', 'BA1', '1 Berserker Abomination'],
      ['SF', 'square', 'SF1', '1 Skinner Fatty'],
      ['C', 'flat', 'C1', '1 Crawler'],
      ['D', 'diamond', 'D1', '1 Zombie Dog'],
    ]);
    const fills = new Set([TOXIC_RUNNER, BERSERKER_ABOMINATION, SKINNER_FATTY].map((t) => zombieLook(t).fill));
    expect(fills.size).toBe(3);
    const outlines = new Set(
      [TOXIC_RUNNER, BERSERKER_ABOMINATION, SKINNER_FATTY].map((t) => zombieLook(t).dash ?? 'solid'),
    );
    expect(outlines.size).toBe(3);
  });

  it('names them in French', async () => {
    await useLanguage('fr');
    const { svg, here } = board();
    const { container } = rtl.render(svg);
    const titles = [...container.querySelectorAll(`${here} > title`)].map((t) => t.textContent);
    expect(titles).toEqual([
      '3 Rôdeurs',
      '1 Coureur toxique',
      '1 Abomination berserker',
      '1 Gros-Lard écorché',
      '1 Rampant',
      '1 Chien zombie',
    ]);
  });

  it('shows the species, the Crawlers and the Dogz in the legend', async () => {
    await useLanguage('en');
    const { container } = rtl.render(h(Legend));
    const species = container.querySelector('[data-legend="species"]');
    expect([...species!.querySelectorAll('[data-zombie]')].map((g) => g.getAttribute('data-zombie'))).toEqual([
      'TW',
      'BW',
      'SW',
    ]);
    expect(species?.textContent).toMatch(/Toxic .*Berserker .*Skinner/s);
    const others = container.querySelector('[data-legend="crawlersDogs"]');
    expect([...others!.querySelectorAll('[data-zombie]')].map((g) => g.getAttribute('data-shape'))).toEqual([
      'flat',
      'diamond',
    ]);
  });
});

describe("a spawn zone's locators", () => {
  it('stay clear of the zombies drawn under them (issue 33: the zombies covered the numbers)', async () => {
    await useLanguage('en');
    const game = classicGame('C0');
    const geo = geometryOf(missionById('C0'), []) as BoardGeometryWithGrid;
    const spawn = geo.byLabel['2B:s5'];
    addZombies(game.state, spawn, WALKER, 2);
    const view = game.view();
    const { container } = rtl.render(
      h('svg', {}, h(Pieces, { view, geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] })),
    );
    const rows = [...container.querySelectorAll('[data-zone="2B:s5"] > g')];
    const y = (g: Element) => Number(/translate\(0 ([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '')?.[1]);
    expect(rows[0].querySelector('.locators')?.textContent).toBe('1 2 3 4 5 6');
    expect(rows[1].querySelector('g.zombies')).toBeTruthy();
    // The locators' text reaches 19 below its row's centre; a zombie mark starts 12 above its own.
    expect(y(rows[1]) - 12).toBeGreaterThanOrEqual(y(rows[0]) + 19);
  });
});
