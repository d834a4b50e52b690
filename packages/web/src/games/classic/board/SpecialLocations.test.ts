/**
 * C10's [RM] special locations on the Classic board (seed 001 lines 1688-1704, 1742-1759, 1803-1813, 1836-1844):
 * the helipad's fence and its stair token, the tents (face down, then the card once a survivor reveals it), the
 * hospital and locker rooms, the Event trigger (armed, then flipped); in English and French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { geometryOf, missionById } from '../data.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { SpecialLocations } from './SpecialLocations.tsx';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

function c10(reveal: boolean) {
  const game = classicGame('C10', [{ id: 'amy', player: 0 }], 1);
  const geo = geometryOf(missionById('C10'), []) as BoardGeometryWithGrid;
  if (reveal) {
    // Amy stands in the tent on t3 (the mission's state), then its card is turned over as she would.
    const t3 = geo.byLabel['9C:t3'];
    const i = classicPart(game.state).tents!.findIndex((t) => t.zone === t3);
    classicPart(game.state).tents![i].card = classicPart(game.state).tentDeal![i];
    game.state.missionState['eventTrigger:9C'] = true;
  }
  return { game, el: h('svg', {}, h(SpecialLocations, { view: game.view(), mission: missionById('C10'), geo })) };
}

describe('C10 on the board', () => {
  it('draws the fence with its stair token, the face-down tents, the hospital and locker rooms, the armed trigger', async () => {
    await useLanguage('en');
    const { container } = rtl.render(c10(false).el);
    expect(container.querySelectorAll('[data-fence="fence"]').length).toBe(2);
    expect(container.querySelectorAll('[data-fence="stair"]').length).toBe(2);
    expect(container.querySelectorAll('[data-tent]').length).toBe(6);
    expect(container.querySelector('[data-tent="9C:t3"]')?.getAttribute('data-tent-card')).toBe('');
    expect(container.querySelector('[data-tent="9C:t3"] > title')?.textContent).toMatch(/face down/);
    expect(container.querySelectorAll('[data-room="lockerRoom"]').length).toBe(2);
    expect(container.querySelectorAll('[data-room="hospital"]').length).toBe(5);
    expect(container.querySelector('[data-trigger]')?.getAttribute('data-trigger')).toBe('armed');
  });

  it('shows a revealed tent card by name and the flipped trigger, in French too', async () => {
    await useLanguage('fr');
    const { game, el } = c10(true);
    const { container } = rtl.render(el);
    const card = classicPart(game.state).tents!.find((t) => t.card !== null)!.card!;
    const tent = container.querySelector('[data-tent="9C:t3"]');
    expect(tent?.getAttribute('data-tent-card')).toBe(card);
    const fr = (await import('../i18n/content.fr.json')).default as { tents: Record<string, { name: string }> };
    expect(tent?.querySelector('text')?.textContent).toBe(fr.tents[card].name);
    expect(container.querySelector('[data-trigger]')?.getAttribute('data-trigger')).toBe('flipped');
    expect(container.querySelector('[data-fence="fence"] > title')?.textContent).toMatch(/clôture/);
  });
});
