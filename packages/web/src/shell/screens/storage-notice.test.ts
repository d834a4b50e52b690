/**
 * The storage outage banner, written once in the shell: every game's table is shown by GameScreen, which puts the
 * banner over it while the connection says the storage cannot take actions, in English and French, and takes it
 * away when the storage is back.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import { i18n } from '../../i18n/index.ts';
import type { GameConnection, Snapshot, TableService } from '../conn/types.ts';
import { GameScreen } from './GameScreen.tsx';

// Any game's table: the banner is the shell's, whatever the table draws.
vi.mock('../useTableModule.ts', () => ({
  useTableModule: (game: string | null) =>
    game ? { module: { Table: () => h('div', { className: 'fake-table' }, 'the table'), viewLabel: () => '' } } : {},
}));

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

/** A server connection whose storage goes down and comes back when told. */
function connection(storageOk: boolean) {
  let ok = storageOk;
  const listeners = new Set<(ok: boolean) => void>();
  const snapshot: Snapshot = { view: {}, legal: [], seq: 0, canUndo: false, status: 'ongoing' };
  const conn: GameConnection = {
    gameId: 'g1',
    game: 'any',
    seat: null,
    current: () => snapshot,
    history: () => [],
    send: async () => ({ ok: true }),
    subscribe: () => () => {},
    storageOk: () => ok,
    onStorage: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => {},
  };
  const set = (now: boolean) => {
    ok = now;
    for (const l of listeners) l(now);
  };
  return { conn, set };
}

function screenFor(conn: GameConnection) {
  const service = { open: async () => conn, describe: () => {} } as unknown as TableService;
  return h(GameScreen, { service, id: 'g1', seat: null, go: () => {} });
}

describe('the storage outage banner', () => {
  it('shows over the table while the storage is down, and goes when it is back', async () => {
    const { conn, set } = connection(true);
    const { container } = rtl.render(screenFor(conn));
    await rtl.screen.findByText('the table');
    const notice = () => container.querySelector('.storage-notice')?.textContent ?? '';
    expect(notice()).toBe('');
    await rtl.act(() => set(false));
    expect(notice()).toMatch(
      /^The game is waiting for its storage\. .*accepted again as soon as the storage is back\.$/,
    );
    expect(rtl.screen.getByRole('status').textContent).toBe(notice());
    await rtl.act(() => set(true));
    expect(notice()).toBe('');
  });

  it('shows from the start when the storage was already down on joining, in French too', async () => {
    await i18n.changeLanguage('fr');
    const { conn } = connection(false);
    rtl.render(screenFor(conn));
    expect((await rtl.screen.findByText(/La partie attend son stockage\./)).textContent).toBe(
      'La partie attend son stockage.',
    );
    expect(rtl.screen.getByText(/vos coups seront de nouveau acceptés/)).toBeTruthy();
  });

  it('shows nothing for a table whose rules run in this browser', async () => {
    const { conn } = connection(true);
    const local = { ...conn, storageOk: undefined, onStorage: undefined };
    const { container } = rtl.render(screenFor(local));
    await rtl.screen.findByText('the table');
    expect(container.querySelector('.storage-notice')?.textContent).toBe('');
  });
});
