/**
 * The panels hold up in every situation random games reach, with every optional rule: the prompt, the hand,
 * the seats and the map with its marks render for the awaited seat at many moments, with no message missing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h, Fragment } from 'react';
import { MapBoard } from '../board/MapBoard.tsx';
import { planMap } from '../model/mapPlan.ts';
import { engine } from '../rules.ts';
import { messages, NO_PLACEMENT, newGame, playUntil } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { Hand } from './Hand.tsx';
import { Prompt } from './Prompt.tsx';
import { SeatList } from './SeatList.tsx';

const CONFIGS = [
  { comeToPapa: true, carefulAim: true, duckNWeave: true, whatsThis: true, characterTraits: true },
  { zombieAGoGo: true, whereDidTheyComeFrom: true, inHereQuick: true, eatThemNotMe: true, youWannaTrade: true },
  { lastManStanding: true, lastManStart: 'grid' as const, eatThemNotMe: true, oneBite: true },
  { catchAsCatchCan: true, kingHelipadEscape: true, kingTarget: true, oneBite: true, seats: 4 },
];

let rtl: typeof import('@testing-library/react');
componentTests((loaded) => {
  rtl = loaded;
});
afterAll(async () => {
  await messages('en');
});

describe('the panels', () => {
  it('render every moment of random games without a missing message', async () => {
    const i18n = await messages('en');
    const t = i18n.t;
    const decisions = new Set<string>();
    const broken: string[] = [];
    CONFIGS.forEach((config, c) => {
      const game = newGame(config, 30 + c);
      for (let round = 0; round < 4; round++) {
        let n = 0;
        playUntil(game, () => ++n > 90, 5 + round + c * 20, 100);
        if (engine().outcome(game.state).over) break;
        const seat = engine().awaiting(game.state)[0];
        const view = game.view(seat);
        const legal = game.legal(seat);
        const names = namer(t, view.geo, 'en');
        const plan = planMap({ view, legal, names, t, zombieFrom: null, armedCard: null });
        const { container, unmount } = rtl.render(
          h(
            Fragment,
            null,
            h(Prompt, { view, legal, names, placement: NO_PLACEMENT, onAct: () => {} }),
            h(Hand, { view, legal, names, armed: null, onArm: () => {}, onAct: () => {} }),
            h(SeatList, { view, names }),
            h(MapBoard, { view, marks: plan.marks }),
          ),
        );
        decisions.add(container.querySelector('.z-prompt')?.getAttribute('data-decision') ?? 'none');
        const text = container.textContent ?? '';
        // A missing message shows as its key ("prompt.move.title") or an unfilled placeholder.
        const missing = /zombies:[a-zA-Z]+\.|\{\{|\b(prompt|act|seats|hand|timing|map|tile|dice)\.[a-z]\w*\./.exec(
          text,
        );
        if (missing) broken.push(text.slice(Math.max(0, missing.index - 60), missing.index + 60));
        unmount();
      }
    });
    expect(broken).toEqual([]);
    expect(decisions.size).toBeGreaterThan(4);
  }, 60_000);
});
