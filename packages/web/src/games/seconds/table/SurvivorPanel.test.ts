/**
 * The Survivor's panel. Issue 33: "Desperation Move: ready" was shown with 0 Ability tokens, though the move
 * discards one (seed 003, the Desperation Move; the digest's desperation_when ruling).
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { openGame, useLanguage } from '../test-kit.ts';
import { SurvivorPanel } from './SurvivorPanel.tsx';
import type { SecondsView } from '@horde/seconds';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

describe('SurvivorPanel', () => {
  it('says the Desperation Move is ready only with an Ability token to discard', async () => {
    const conn = await openGame({ mode: 'solo', automaton: 'fast', survivor: 'lenny' }, { seed: 3 });
    const view = conn.current().view as SecondsView;
    const withTokens = { ...view, survivor: { ...view.survivor, abilityTokens: 1, desperationUsed: false } };
    const { unmount } = rtl.render(h(SurvivorPanel, { view: withTokens }));
    expect(rtl.screen.getByText('Desperation Move: ready')).toBeTruthy();
    unmount();
    const none = { ...view, survivor: { ...view.survivor, abilityTokens: 0, desperationUsed: false } };
    rtl.render(h(SurvivorPanel, { view: none }));
    expect(rtl.screen.queryByText('Desperation Move: ready')).toBeNull();
    expect(rtl.screen.getByText('Desperation Move: needs an Ability token')).toBeTruthy();
    conn.close();
  });
});
