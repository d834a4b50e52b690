/**
 * The vehicles on the Classic table (seed 001 "Cars", lines 1118-1157; the [RM] helicopter, lines 658-718): mission
 * C7's helicopter, taxi and muscle car drawn by kind and named in the language; the helicopter's take off, flights
 * and landing offered from the legal actions (a flight on the zone it ends in); the legend explains them.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { Action } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { zoneBoxes } from '../../uoa/board/layout.ts';
import { geometryOf, missionById } from '../data.ts';
import { describeAction, survivorOffers, zoneOffers } from '../model/offers.ts';
import { describeEvent } from '../text/events.ts';
import { ruleText } from '../text/rule-text.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { Legend } from './Legend.tsx';
import { Pieces } from './Pieces.tsx';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => useLanguage('en') },
);

/** C7 with Terry (Helicopter pilot) at the controls of the landed helicopter and Amy beside him. */
function aboard() {
  const game = classicGame('C7', [
    { id: 'terry', player: 0 },
    { id: 'amy', player: 0 },
  ]);
  const heli = classicPart(game.state).cars![0];
  for (const s of [0, 1]) game.state.survivors[s].zone = heli.zone;
  heli.seats[0] = 0;
  heli.seats[1] = 1;
  return game;
}

function draw(game: ReturnType<typeof classicGame>) {
  const geo = geometryOf(missionById('C7'), []) as BoardGeometryWithGrid;
  const svg = h(
    'svg',
    {},
    h(Pieces, { view: game.view(), geo, boxes: zoneBoxes(geo), exits: [], selected: null, actors: [] }),
  );
  return rtl.render(svg).container;
}

const titles = (container: HTMLElement, kind: string) =>
  [...container.querySelectorAll(`g.token[data-token="${kind}"] > title`)].map((t) => t.textContent);

describe('the vehicles on the Classic board', () => {
  it('draws the helicopter, the taxi and the muscle car of C7, each by its kind, in English and French', async () => {
    await useLanguage('en');
    let container = draw(aboard());
    expect(titles(container, 'helicopter')).toEqual(['Helicopter: Terry (pilot), Amy']);
    expect(titles(container, 'car').sort()).toEqual(['Muscle car: empty', 'Taxi: empty']);
    rtl.cleanup();
    await useLanguage('fr');
    container = draw(aboard());
    expect(titles(container, 'helicopter')).toEqual(['Hélicoptère : Terry (pilote), Amy']);
    expect(titles(container, 'car').sort()).toEqual(['Muscle car : vide', 'Taxi : vide']);
  });

  it('offers the take off, then the flights on their zones and the landing; a flying helicopter is marked', async () => {
    const game = aboard();
    const t = await useLanguage('en');
    const takeOff = game.legal().find((a) => a.type === 'takeOff')!;
    expect(takeOff).toEqual({ type: 'takeOff', s: 0 });
    expect(describeAction(game.view(), game.names(t), takeOff).label).toBe('Take off');
    game.act(takeOff);
    const legal = game.legal();
    expect(survivorOffers(legal, 0).map((a) => a.type)).toContain('land');
    expect(survivorOffers(legal, 0).some((a) => a.type === 'fly')).toBe(false);
    const byZone = zoneOffers(game.view(), legal, 0);
    const fly = [...byZone.values()].flat().find((a): a is Extract<Action, { type: 'fly' }> => a.type === 'fly')!;
    expect(fly).toBeDefined();
    const en = describeAction(game.view(), game.names(t), fly);
    expect(en.label).toMatch(/^Fly to /);
    expect(en.detail).toMatch(/over walls/);
    const fr = describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), fly);
    expect(fr.label).toMatch(/^Voler vers /);
    expect(describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), { type: 'land', s: 0 }).label).toBe(
      'Atterrir',
    );
    await useLanguage('en');
    const container = draw(game);
    expect(titles(container, 'helicopter')).toEqual(['Helicopter: Terry (pilot), Amy (flying)']);
    expect(container.querySelector('g.token[data-token="helicopter"] rect')?.getAttribute('stroke')).toBe('#ffd400');
  });

  it('logs the take off, the flights and a stash aboard, their rules said again in French', async () => {
    const game = aboard();
    const home = classicPart(game.state).cars![0].zone;
    const fly = () => game.legal().find((a) => a.type === 'fly' && a.path.length === 1)!;
    game.act({ type: 'takeOff', s: 0 });
    const out = fly() as Extract<Action, { type: 'fly' }>;
    game.act(out);
    game.act({ type: 'fly', s: 0, path: [home] });
    game.act({ type: 'stash', s: 1, car: 0, slots: [game.state.survivors[1].inventory.findIndex((c) => c !== null)] });
    const t = await useLanguage('fr');
    const n = game.names(t, 'fr');
    const types = new Set(game.events.map((e) => e.type));
    for (const type of ['helicopterTookOff', 'helicopterFlown', 'cardsStashed']) expect(types).toContain(type);
    for (const e of game.events) {
      if (!['helicopterTookOff', 'helicopterFlown', 'cardsStashed'].includes(e.type)) continue;
      const line = describeEvent(e, n)!;
      expect(line.text).not.toMatch(/classic:|\{\{/);
      if ('rule' in e) expect(ruleText(n, e.rule).text).not.toMatch(/^rule\.|classic:|\{\{/);
    }
    expect(describeEvent(game.events.find((e) => e.type === 'helicopterTookOff')!, n)!.text).toBe(
      'Terry décolle avec l’hélicoptère.',
    );
  });

  it('explains the cars and the helicopter in the legend', async () => {
    await useLanguage('en');
    const { container } = rtl.render(h(Legend));
    expect(container.querySelector('[data-legend="cars"]')?.textContent).toMatch(/taxi .*Searched like a building/s);
    expect(container.querySelector('[data-legend="helicopter"]')?.textContent).toMatch(/Helicopter pilot/);
    // Drawn as the board draws them, an outline per vehicle (issue 33, part 3), named for screen readers.
    expect(container.querySelector('[data-legend="cars"] svg')?.getAttribute('aria-label')).toBe(
      'Police car, Pimpmobile, Hippiemobile, Muscle car, Taxi',
    );
    expect(container.querySelectorAll('[data-legend="cars"] svg path').length).toBe(5);
    rtl.cleanup();
    await useLanguage('fr');
    const fr = rtl.render(h(Legend)).container;
    expect(fr.querySelector('[data-legend="helicopter"]')?.textContent).toMatch(/Pilote d'hélicoptère/);
  });
});
