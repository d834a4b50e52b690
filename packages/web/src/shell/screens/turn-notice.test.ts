/**
 * The "Your turn!" notice of an online seat (issue 33: on a Seconds to Live Zombie seat asked to counter, it showed
 * for an off-turn window, covered the clock banner and stayed). It shows when the turn comes to the seat, once per
 * turn, never for a window during another's turn, and leaves by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import type { GameConnection, Snapshot, TableTalk, Update } from '../conn/types.ts';
import { TurnNotice } from './TurnNotice.tsx';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

afterEach(() => {
  vi.useRealTimers();
});

/** A two-sided game's view as this seat sees it: whose turn, and this seat's side. */
type View = { active: 'survivor' | 'zombie'; side: 'survivor' | 'zombie' };
const ownTurn = (view: unknown) => (view as View).active === (view as View).side;

/** An online seat of a game for two (the zombie side), whose snapshots the test sends. */
function connection() {
  const listeners = new Set<(u: Update) => void>();
  let snapshot: Snapshot = {
    view: { active: 'survivor', side: 'zombie' },
    legal: [],
    seq: 0,
    canUndo: false,
    status: 'ongoing',
  };
  const talk = { names: () => ['Alice', 'Bob'] } as unknown as TableTalk;
  const conn: GameConnection = {
    gameId: 'g1',
    game: 'any',
    seat: 1,
    current: () => snapshot,
    history: () => [],
    send: async () => ({ ok: true }),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    talk,
    close: () => {},
  };
  /** The game moves on: whose turn it is, and whether it waits on this seat. */
  const next = (active: View['active'], awaited: boolean) => {
    snapshot = { ...snapshot, seq: snapshot.seq + 1, view: { active, side: 'zombie' }, awaited };
    for (const l of listeners) l({ snapshot, events: [] });
  };
  return { conn, next };
}

const notice = (container: HTMLElement) => container.querySelector('.turn-notice')?.textContent ?? '';

describe('the "Your turn!" notice', () => {
  it("does not show for a window during the other side's turn (a counter), only when the turn comes", async () => {
    const { conn, next } = connection();
    const { container } = rtl.render(h(TurnNotice, { conn, ownTurn }));
    await rtl.act(() => next('survivor', true));
    expect(notice(container)).toBe('');
    await rtl.act(() => next('survivor', false));
    await rtl.act(() => next('zombie', true));
    expect(notice(container)).toBe('Your turn!');
  });

  it('leaves by itself after a few seconds', async () => {
    vi.useFakeTimers();
    const { conn, next } = connection();
    const { container } = rtl.render(h(TurnNotice, { conn, ownTurn }));
    await rtl.act(() => next('zombie', true));
    expect(notice(container)).toBe('Your turn!');
    await rtl.act(() => vi.advanceTimersByTime(3900));
    expect(notice(container)).toBe('Your turn!');
    await rtl.act(() => vi.advanceTimersByTime(200));
    expect(notice(container)).toBe('');
  });

  it("shows once a turn: the other side's window within it is no new turn", async () => {
    vi.useFakeTimers();
    const { conn, next } = connection();
    const { container } = rtl.render(h(TurnNotice, { conn, ownTurn }));
    await rtl.act(() => next('zombie', true));
    await rtl.act(() => vi.advanceTimersByTime(5000));
    await rtl.act(() => next('zombie', false));
    await rtl.act(() => next('zombie', true));
    expect(notice(container)).toBe('');
  });

  it('goes at once when the turn passes', async () => {
    const { conn, next } = connection();
    const { container } = rtl.render(h(TurnNotice, { conn, ownTurn }));
    await rtl.act(() => next('zombie', true));
    await rtl.act(() => next('survivor', true));
    expect(notice(container)).toBe('');
  });

  it('shows whenever the game comes to wait on the seat, for a table that does not say whose turn it is', async () => {
    const { conn, next } = connection();
    const { container } = rtl.render(h(TurnNotice, { conn }));
    await rtl.act(() => next('survivor', true));
    expect(notice(container)).toBe('Your turn!');
  });
});
