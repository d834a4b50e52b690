/**
 * Both Zombicide boards draw the same miniatures (issue 33, part 3: "one shared piece component used by both
 * boards"): a Walker is the Walker's silhouette on its base, a survivor a bust, on the Undead or Alive board and
 * on the Classic one.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { addZombies } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { WALKER } from '@horde/zombicide/rulesets/classic/index';
import { geometryOf as geometryOfUoa, missionById as missionOfUoa } from '../../uoa/data.ts';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { Pieces as UoaPieces } from '../../uoa/board/Pieces.tsx';
import { m0Game, tableComponentTests } from '../../uoa/test-kit.ts';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, useLanguage as classicLanguage } from '../test-kit.ts';
import { Pieces as ClassicPieces } from './Pieces.tsx';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

describe('the miniatures of both Zombicide boards', () => {
  it('are the same pieces on the Undead or Alive and the Classic boards', async () => {
    // Undead or Alive's board first (its words are loaded), then Classic's in its own words.
    const uoa = m0Game();
    addZombies(uoa.state, uoa.state.survivors[0].zone, 0, 2);
    const geoU = geometryOfUoa(missionOfUoa('M0'));
    const draw = (el: ReturnType<typeof h>) => rtl.render(h('svg', {}, el)).container;
    const a = draw(
      h(UoaPieces, { view: uoa.view(), geo: geoU, boxes: zoneBoxes(geoU), exits: [], selected: null, actors: [] }),
    );
    await classicLanguage('en');
    const classic = classicGame('C0');
    const geoC = geometryOf(missionById('C0'), []) as BoardGeometryWithGrid;
    addZombies(classic.state, classic.state.survivors[0].zone, WALKER, 2);
    const b = draw(
      h(ClassicPieces, {
        view: classic.view(),
        geo: geoC,
        boxes: zoneBoxes(geoC),
        exits: [],
        selected: null,
        actors: [],
      }),
    );
    for (const board of [a, b]) {
      expect(board.querySelector('g.zombies[data-zombie="W"]')?.getAttribute('data-figure')).toBe('walker');
      expect(board.querySelector('g.survivor path.mini-bust')).toBeTruthy();
    }
  });
});
