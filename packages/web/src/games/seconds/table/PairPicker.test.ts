/**
 * "Draw by discarding two cards" (seed 003 line 261: a Tactics card may be drawn by discarding two cards): the
 * two cards are picked one by one (issue 33: the table listed every pair, "(10)", read as a cost).
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import type { SecondsAction } from '@horde/seconds';
import { useLanguage } from '../test-kit.ts';
import { drawFor, PairPicker } from './PairPicker.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

const hand = ['bat#1', 'pistol#1', 'adrenaline#1'];
const pairs: SecondsAction[] = [
  { type: 'drawTactics', discard: [hand[0], hand[1]] },
  { type: 'drawTactics', discard: [hand[0], hand[2]] },
  { type: 'drawTactics', discard: [hand[1], hand[2]] },
];

describe('PairPicker', () => {
  it('finds the legal draw for two picked cards, in either order, and none for fewer', () => {
    expect(drawFor(pairs, [hand[2], hand[0]])).toEqual(pairs[1]);
    expect(drawFor(pairs, [hand[0]])).toBeNull();
  });

  it('offers one toggle per card and draws once two are picked', () => {
    const picked: SecondsAction[] = [];
    rtl.render(h(PairPicker, { actions: pairs, at: { x: 0, y: 0 }, onPick: (a) => picked.push(a), onClose: () => {} }));
    const draw = rtl.screen.getByRole('button', { name: 'Discard them and draw' }) as HTMLButtonElement;
    const toggles = rtl.screen.getAllByRole('button', { pressed: false });
    expect(toggles).toHaveLength(3);
    expect(draw.disabled).toBe(true);
    rtl.fireEvent.click(toggles[1]);
    rtl.fireEvent.click(toggles[2]);
    expect(draw.disabled).toBe(false);
    rtl.fireEvent.click(draw);
    expect(picked).toEqual([pairs[2]]);
  });
});
