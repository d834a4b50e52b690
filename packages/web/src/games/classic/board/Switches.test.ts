/**
 * C9's Switches [PO] on the Classic board (seed 001 lines 748-758): the gate's Switch with its "G", and the
 * cell block's Switch with an "S" on each door it opens and locks up, its title naming the linked Objective;
 * in English and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { geometryOf, missionById } from '../data.ts';
import { loadTestData, useLanguage } from '../test-kit.ts';
import { Switches } from './Switches.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: loadTestData, after: () => useLanguage('en') },
);

function c9() {
  const mission = missionById('C9');
  const geo = geometryOf(mission, []) as BoardGeometryWithGrid;
  return h('svg', {}, h(Switches, { mission, geo }));
}

describe('C9 Switches on the board', () => {
  it('draws both Switches, the gate, and an S on each door of the cell block Switch', async () => {
    await useLanguage('en');
    const { container } = rtl.render(c9());
    expect(container.querySelectorAll('[data-switch]').length).toBe(2);
    expect(container.querySelectorAll('[data-gate]').length).toBe(1);
    const doors = [...container.querySelectorAll('[data-switch-door]')].map((d) => d.getAttribute('data-switch-door'));
    expect(doors).toEqual(['10P:c3|10P:k2', '10P:c4|10P:k2']);
    const title = container.querySelector('[data-switch="10P:k2"] > title')?.textContent;
    expect(title).toMatch(/opens the doors 10P:c3\|10P:k2, 10P:c4\|10P:k2.*blue Objective linked/);
  });

  it('says it in French', async () => {
    await useLanguage('fr');
    const { container } = rtl.render(c9());
    expect(container.querySelector('[data-switch="10P:k2"] > title')?.textContent).toMatch(
      /ouvre les portes .*Objectif bleu qui lui est lié/,
    );
    expect(container.querySelector('[data-switch-door] > title')?.textContent).toMatch(
      /seulement par son Interrupteur/,
    );
  });
});
