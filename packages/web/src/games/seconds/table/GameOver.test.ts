/** The end screen's reason agrees with the Survivor in French: "tombé", "tombée" (it said "tombé(e)" for everyone). */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { SecondsView } from '@horde/seconds';
import { i18n } from '../../../i18n/index.ts';
import { engine } from '../rules.ts';
import { startState, useLanguage } from '../test-kit.ts';
import { GameOver } from './GameOver.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

/** A solo game of `survivor` lost in turn 5: the Survivor fell. */
function fallen(survivor: string): SecondsView {
  const v = engine().view(startState({ mode: 'solo', survivor }), 0);
  return { ...v, phase: 'over', result: { winner: 'zombie', reason: 'killed', turns: 5, score: null } };
}

const reason = (survivor: string) => {
  rtl.cleanup();
  rtl.render(h(GameOver, { view: fallen(survivor), onReplay: () => {}, onNewGame: () => {}, onClose: () => {} }));
  return document.querySelector('.reason')?.textContent;
};

describe('GameOver', () => {
  it("says the Survivor fell, in French agreeing with the survivor's card (he/him, she/her, they/them)", async () => {
    expect(reason('abbe')).toBe('Abbe fell in turn 5.');
    await i18n.changeLanguage('fr');
    expect(reason('lenny')).toBe('Lenny est tombé au tour 5.');
    expect(reason('abbe')).toBe('Abbe est tombée au tour 5.');
    expect(reason('louis')).toBe('Louis a succombé au tour 5.');
  });
});
