/**
 * Companions [AN] and Dog Companions [DC] on the Classic table (seed 001 "Companions", lines 1942-2110): the dog
 * chosen at setup through the prompt, the companions drawn in their Leader's colour and named by their card, their
 * instructions offered in the action bar, in English and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { geometryOf, missionById } from '../data.ts';
import { describeAction, survivorOffers } from '../model/offers.ts';
import { answerLabel } from '../table/Prompt.tsx';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Pieces } from './Pieces.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

/** C0 with the Dog Companions switch: Amy chooses Cherry, Doug no dog. */
function withDog() {
  const game = classicGame('C0', undefined, 1, { dogCompanions: true });
  return game;
}

describe('Dog Companions on the Classic table', () => {
  it('asks each survivor’s player for a dog, by name, or none (seed 001 line 439)', async () => {
    const t = await useLanguage('fr');
    const game = withDog();
    const d = game.state.pending[0];
    expect(d).toMatchObject({ kind: 'modeChoice', mode: 'dogCompanion', survivor: 0 });
    const labels = game.legal().map((a) => answerLabel(a, d, game.view(), game.names(t, 'fr')));
    expect(labels).toContain('Cherry');
    expect(labels).toContain('Pas de chien');
  });

  it('draws the dog in its Handler’s zone and offers its instructions, named in the language', async () => {
    const game = withDog();
    game.act({ type: 'modeChoice', option: 'cherry' });
    game.act({ type: 'modeChoice', option: 'none' });
    const dog = game.state.survivors.findIndex((s) => s.id === 'cherry');
    expect(game.state.survivors[dog]).toMatchObject({ leader: 0, zone: game.state.survivors[0].zone });
    const geo = geometryOf(missionById('C0'), []) as BoardGeometryWithGrid;
    const svg = h(
      'svg',
      {},
      h(Pieces, { view: game.view(), geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }),
    );
    const container = rtl.render(svg).container;
    const title = container.querySelector(`g.companion[data-survivor="${dog}"] > title`)?.textContent;
    expect(title).toBe('Cherry, Companion of Amy (the first Wound kills)');
    const t = await useLanguage('fr');
    const offers = survivorOffers(game.legal(), 0).filter((a) => a.type === 'instruct');
    const labels = offers.map((a) => describeAction(game.view(), game.names(t, 'fr'), a).label);
    expect(labels).toContain('Cherry : aboyer (Faire du bruit)');
  });
});
