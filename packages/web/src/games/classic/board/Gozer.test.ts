/**
 * Gozer [G2] on the Classic table (seed 001 line 1601, rules version 10): its miniature's title names the two
 * Abominations whose abilities it gained, in the language.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { ABOMINATION, CLASSIC_ROSTER, classicPart } from '@horde/zombicide/rulesets/classic/index';
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

describe('Gozer on the Classic table', () => {
  it('names the abilities it gained in its title', async () => {
    await useLanguage('fr');
    const game = classicGame('C1', undefined, 1, { gozer: true } as object);
    const zone = game.state.survivors[0].zone;
    game.state.zombies[zone * CLASSIC_ROSTER.size + ABOMINATION] = 1;
    classicPart(game.state).gozer = ['aBomb', 'berserkerAbomination'];
    const geo = geometryOf(missionById('C1'), []) as BoardGeometryWithGrid;
    const svg = h(
      'svg',
      {},
      h(Pieces, { view: game.view(), geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }),
    );
    const titles = [...rtl.render(svg).container.querySelectorAll('title')].map((el) => el.textContent);
    expect(titles).toContain(
      '1 Gozer, avec les capacités de l’A-Bomb : invulnérable, agrippe les survivants adjacents et de ' +
        'l’Abomination berserker : immunisée au tir, 2 zones par Déplacement',
    );
  });
});
