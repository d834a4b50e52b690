/**
 * The last roll's tray: each die tells a screen reader its value and whether it hit, in the table's language
 * (the labels once read "dice.hit": the key without its "kit." part, found playing M0).
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { i18n } from '../i18n/index.ts';
import { shellComponentTests } from '../shell/shell-tests.ts';
import { DiceTray } from './Dice.tsx';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

const roll = { who: 'Hanna', rolls: [5, 2], accuracy: 4, hits: 1 };

describe('DiceTray', () => {
  it('names each die with its value and hit or miss, in English', () => {
    rtl.render(h(DiceTray, { roll }));
    expect(rtl.screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual(['5, hit', '2, miss']);
  });

  it('names each die in French', async () => {
    await i18n.changeLanguage('fr');
    rtl.render(h(DiceTray, { roll }));
    expect(rtl.screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual(['5, succès', '2, échec']);
  });
});
