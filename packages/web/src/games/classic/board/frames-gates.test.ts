/**
 * The zombies' phase played back after a Switch [PO] was pulled in the same batch (seed 001 lines 750-756, 1726):
 * each frame's board draws that frame's gate rotation and open doors, as the engine has them, not the board from
 * before the Players' Phase action (model/frames.ts).
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { componentTests } from '../../../component-tests.ts';
import { geometryOf, missionById } from '../data.ts';
import { doorMarks } from '../model/board.ts';
import { buildFrames } from '../model/frames.ts';
import { classicGame, loadTestData, useLanguage } from '../test-kit.ts';
import { Doors } from './Doors.tsx';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: loadTestData, after: () => useLanguage('en') },
);

/** C9: Amy pulls a Switch, then the survivors end their turns: the zombies' phase follows in the same batch. */
function pulledThenZombies(zone: string) {
  const game = classicGame('C9');
  const mission = missionById('C9');
  game.state.survivors[0].zone = geometryOf(mission).byLabel[zone];
  const before = game.view();
  const pull = game.legal().find((a) => a.type === 'pullSwitch')!;
  const events = game.act(pull);
  while (game.state.pending[0]?.kind === 'spawnRoom')
    events.push(...game.act({ type: 'spawnRoom', zone: game.state.pending[0].rooms[0] }));
  // The board as the Switch left it, before the zombies' phase (an Abomination may tear a fence in it).
  const pulled = game.view();
  // Everyone ends the turn: the zombies' phase comes in the same batch of events.
  for (let guard = 0; guard < 10 && game.state.phase === 'players' && game.state.pending.length === 0; guard++) {
    const s = game.state.survivors.findIndex((x) => !x.done && !x.eliminated && !x.exited);
    if (s < 0) break;
    events.push(...game.act({ type: 'endTurn', s }));
  }
  // The zombies' decisions (a split...), answered by their first option, until the zombies have stepped.
  for (let guard = 0; guard < 20 && game.state.phase !== 'players' && game.state.pending.length > 0; guard++)
    events.push(...game.act(game.legal()[0]));
  return { pulled, mission, frames: buildFrames(before, events) };
}

describe("the zombies' frames after a Switch", () => {
  it('draw the gate turned during the Players’ Phase: its sides as the engine left them', async () => {
    await useLanguage('en');
    const { pulled, mission, frames } = pulledThenZombies('10P:k1');
    expect(frames.length).toBeGreaterThan(0);
    const frame = frames[0].view;
    expect((pulled as ClassicView).gates).toEqual([1]);
    expect((frame as ClassicView).gates).toEqual((pulled as ClassicView).gates);
    expect(frame.doors).toEqual(pulled.doors);
    const geo = geometryOf(mission, frame.doors ?? []);
    const { container } = rtl.render(
      h('svg', {}, h(Doors, { doors: doorMarks(frame, geo, mission), openable: new Map(), name: String })),
    );
    const open = [...container.querySelectorAll('[data-gate-side][data-state="open"]')].map((g) =>
      g.getAttribute('data-gate-side'),
    );
    const engineOpen = geo.doors.filter((d) => d.gate !== undefined && pulled.doors?.includes(d.id));
    expect(open.sort()).toEqual(engineOpen.map((d) => d.label).sort());
  });

  it('draw the cell doors a Switch opened during the Players’ Phase as open', () => {
    const { pulled, mission, frames } = pulledThenZombies('10P:k2');
    expect(frames.length).toBeGreaterThan(0);
    const cells = geometryOf(mission).doors.filter((d) => d.label.endsWith('|10P:k2') && d.label.startsWith('10P:c'));
    for (const d of cells) expect(frames[0].view.doors).toContain(d.id);
    expect(frames[0].view.doors).toEqual(pulled.doors);
  });
});
