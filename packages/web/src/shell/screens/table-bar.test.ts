/**
 * The Players & chat button of an online seat sits at the end of the table's top bar (issue 33: as a fixed corner
 * button it covered the first button of the Seconds to Live prompt on a phone); a replay's bar has none.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import type { GameConnection, Snapshot, TableService, TableTalk } from '../conn/types.ts';
import { TopBar } from '../../kit/TopBar.tsx';
import { GameScreen } from './GameScreen.tsx';

// Any game's table drawn with the kit's top bar and a button of its own.
vi.mock('../useTableModule.ts', () => ({
  useTableModule: (game: string | null) =>
    game
      ? {
          module: {
            Table: () => h(TopBar, { heading: 'A game', chips: null }, h('button', { type: 'button' }, 'Leave')),
            viewLabel: () => '',
          },
        }
      : {},
}));

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

/** An online seat of a table for two, named already in this browser; `hotSeat`: this browser's game against a bot. */
function connection(hotSeat = false): GameConnection {
  const snapshot: Snapshot = { view: {}, legal: [], seq: 0, canUndo: false, status: 'ongoing' };
  const talk = {
    names: () => ['Alice', 'Bob'],
    connected: () => [0, 1],
    lines: () => [],
    subscribe: () => () => {},
    say: () => {},
    rename: () => {},
  } as unknown as TableTalk;
  return {
    gameId: 'g1',
    game: 'any',
    seat: 0,
    current: () => snapshot,
    history: () => [],
    send: async () => ({ ok: true }),
    subscribe: () => () => {},
    talk,
    ...(hotSeat ? { hotSeat } : {}),
    close: () => {},
  };
}

describe('the Players & chat button', () => {
  it("is the last of the table's top bar, after the table's own buttons", async () => {
    const conn = connection();
    const service = { open: async () => conn, describe: () => {} } as unknown as TableService;
    rtl.render(h(GameScreen, { service, id: 'g1', seat: 'token', go: () => {} }));
    const button = await rtl.screen.findByRole('button', { name: /^Players & chat/ });
    const bar = button.closest('header');
    expect(bar).not.toBeNull();
    const buttons = [...(bar as HTMLElement).querySelectorAll(':scope > button, .table-talk > button')].map(
      (b) => b.textContent,
    );
    expect(buttons).toEqual(['Leave', 'Players & chat']);
  });

  it('is not offered, and no name is asked, at a hot-seat table against bots (nobody else to talk to)', async () => {
    // Found playing Zombies!!! against two bots: "You take seat 1: what is your name?" over the map all game long.
    const conn = connection(true);
    const service = { open: async () => conn, describe: () => {} } as unknown as TableService;
    rtl.render(h(GameScreen, { service, id: 'g1', seat: null, go: () => {} }));
    await rtl.screen.findByRole('button', { name: 'Leave' });
    expect(rtl.screen.queryByRole('button', { name: /^Players & chat/ })).toBeNull();
    expect(rtl.screen.queryByRole('form')).toBeNull();
    expect(rtl.screen.queryByText(/your name/i)).toBeNull();
  });

  it('is not in a top bar drawn outside a game screen (a replay)', () => {
    rtl.render(h(TopBar, { heading: 'A replay', chips: null }, h('button', { type: 'button' }, 'Leave')));
    expect(rtl.screen.queryByRole('button', { name: /^Players & chat/ })).toBeNull();
  });
});
