/**
 * C11's barricades [TCM] and Hole Zone [AN] on the Classic board (seed 001 lines 722, 728-742, 1815-1826): every spot
 * drawn on its border (empty, then the token's incomplete face), the hole over its cells; the build offered from the
 * legal actions and named in English and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { Action } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { geometryOf, missionById } from '../data.ts';
import { describeAction, survivorOffers } from '../model/offers.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Barricades } from './Barricades.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

/** C11 with Amy on the damaged block's north arm, beside its barricade spots. */
function atTheSpots() {
  const game = classicGame('C11');
  const geo = geometryOf(missionById('C11'), []) as BoardGeometryWithGrid;
  game.state.survivors[0].zone = geo.byLabel['5C:s1'];
  return { game, geo };
}

function draw(game: ReturnType<typeof classicGame>, geo: BoardGeometryWithGrid) {
  return rtl.render(h('svg', {}, h(Barricades, { view: game.view(), mission: missionById('C11'), geo }))).container;
}

const faces = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-barricade]')].map((g) => g.getAttribute('data-barricade-face'));

describe("C11's barricades and hole on the board", () => {
  it('draws the four spots and the hole; a barricade started shows its incomplete face', async () => {
    const { game, geo } = atTheSpots();
    const t = await useLanguage('en');
    let container = draw(game, geo);
    expect(faces(container)).toEqual(['spot', 'spot', 'spot', 'spot']);
    expect(container.querySelector('[data-hole] > title')?.textContent).toMatch(/^Hole Zone \[AN\]/);
    const builds = survivorOffers(game.legal(), 0).filter(
      (a): a is Extract<Action, { type: 'buildBarricade' }> => a.type === 'buildBarricade',
    );
    // The north arm's two spots and the flat's door: all on a border of 5C:s1.
    expect(builds.map((a) => a.spot)).toEqual([0, 1, 3]);
    expect(describeAction(game.view(), game.names(t), builds[0]).label).toBe(
      'Start a barricade between street 5C:s1 / street 5C:s3',
    );
    game.act(builds[0]);
    rtl.cleanup();
    container = draw(game, geo);
    expect(faces(container)).toEqual(['incomplete', 'spot', 'spot', 'spot']);
    const fr = await useLanguage('fr');
    expect(describeAction(game.view(), game.names(fr, 'fr'), builds[0]).label).toMatch(/^Terminer la barricade entre /);
  });
});
