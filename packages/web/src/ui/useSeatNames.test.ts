/** Seat names for any table: from the connection's talk, updated when they change; none without a talk. */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../component-tests.ts';
import { createElement as h, type ReactElement } from 'react';
import type { TableTalk } from '../shell/conn/types.ts';
import { seatName, useSeatNames } from './useSeatNames.ts';

let rtl: typeof import('@testing-library/react');
componentTests((loaded) => {
  rtl = loaded;
});

function fakeTalk(names: (string | null)[]): TableTalk & { rename(name: string): void } {
  const listeners = new Set<() => void>();
  return {
    names: () => names,
    connected: () => [],
    lines: () => [],
    say: () => {},
    rename(name: string) {
      names = [name, ...names.slice(1)];
      for (const l of listeners) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

function Seats({ conn }: { conn: { talk?: TableTalk } }): ReactElement {
  const names = useSeatNames(conn);
  return h('p', null, [0, 1].map((s) => seatName(names, s) ?? `seat ${s + 1}`).join(' | '));
}

describe('useSeatNames', () => {
  it('says each seat by its player name, and follows a rename', async () => {
    const talk = fakeTalk([null, 'Bea']);
    const { container } = rtl.render(h(Seats, { conn: { talk } }));
    expect(container.textContent).toBe('seat 1 | Bea');
    rtl.act(() => talk.rename('  Ana '));
    await rtl.waitFor(() => expect(container.textContent).toBe('Ana | Bea'));
    rtl.cleanup();
  });

  it('gives no name without a talk (a game played in this browser)', () => {
    const { container } = rtl.render(h(Seats, { conn: {} }));
    expect(container.textContent).toBe('seat 1 | seat 2');
    rtl.cleanup();
  });

  it('treats an empty name as none', () => {
    expect(seatName(['  ', 'Bea'], 0)).toBeNull();
    expect(seatName(['  ', 'Bea'], 1)).toBe('Bea');
    expect(seatName([], 3)).toBeNull();
  });
});
