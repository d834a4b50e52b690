import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { LocalTable } from '../../shell/conn/local.ts';
import { memoryStore, type KeyValueStore } from '../../shell/conn/store.ts';
import type { NewGame } from '../../shell/conn/types.ts';
import { localRules } from './rules.ts';
import { buildFrames } from './table/playback.ts';
import { loadTestData } from './test-kit.ts';
import type { UoaConnection } from './types.ts';

beforeAll(loadTestData);

function table(store: KeyValueStore, random: () => number): LocalTable {
  return new LocalTable({ store, random, catalog: async () => ({ games: [] }), rules: async () => localRules() });
}

function m0(survivors: { id: string }[]): NewGame {
  return { game: 'uoa', entry: 'M0', config: { mission: 'M0', survivors }, mode: 'hotseat', label: 'posse' };
}

describe('Undead or Alive on the in-browser table', () => {
  it('creates, plays, saves, resumes and undoes a game', async () => {
    const store = memoryStore();
    const local = table(store, () => 0.5);
    const created = await local.create(m0([{ id: 'hanna' }, { id: 'jeb' }]));
    expect(created.seats.map((s) => s.pieces)).toEqual([['hanna', 'jeb']]);
    const conn = (await local.open(created.gameId, null)) as UoaConnection;
    expect(conn.game).toBe('uoa');
    const first = conn.current();
    expect(first.view.pending[0]?.kind).toBe('chooseRecipient');
    const updates: number[] = [];
    conn.subscribe((u) => updates.push(u.events.length));
    expect(await conn.send(first.legal[0])).toEqual({ ok: true });
    // Then where the Holy Water goes (a slot rather than the discard).
    while (conn.current().view.pending.length) {
      const legal = conn.current().legal;
      await conn.send(legal.find((a) => a.type === 'keepFound' && a.slot !== null) ?? legal[0]);
    }
    const seqBefore = conn.current().seq;
    const move = conn.current().legal.find((a) => a.type === 'move')!;
    expect(await conn.send(move)).toEqual({ ok: true });
    expect(conn.current().canUndo).toBe(true);
    expect(updates.length).toBe(seqBefore + 1);
    // Resume from storage: same position.
    const again = (await table(store, Math.random).open(created.gameId, null)) as UoaConnection;
    expect(again.current().view.survivors[0].zone).toBe(conn.current().view.survivors[0].zone);
    expect(await conn.undo!()).toEqual({ ok: true });
    expect(conn.current().seq).toBe(seqBefore);
    const saved = await local.saved();
    expect(saved.map((g) => [g.gameId, g.game, g.entry, g.label, g.status, g.round])).toEqual([
      [created.gameId, 'uoa', 'M0', 'posse', 'ongoing', 1],
    ]);
    expect((await local.record(created.gameId))?.actions).toHaveLength(seqBefore);
    // An illegal action is refused with the engine's reason.
    const bad = await conn.send({ type: 'move', s: 0, to: 9999 });
    expect(bad.ok).toBe(false);
  });

  it('turns a zombies-phase batch into one frame per visible step', async () => {
    const local = table(memoryStore(), () => 0.25);
    const created = await local.create(m0([{ id: 'hanna' }]));
    const conn = (await local.open(created.gameId, null)) as UoaConnection;
    await conn.send(conn.current().legal[0]);
    const before = conn.current().view;
    let events: GameEvent[] = [];
    conn.subscribe((u) => {
      events = u.events;
    });
    await conn.send({ type: 'endTurn', s: 0 });
    while (conn.current().view.pending.length && !events.some((e) => e.type === 'phase'))
      await conn.send(conn.current().legal[0]);
    const frames = buildFrames(before, events);
    expect(events.some((e) => e.type === 'phase' && e.phase === 'zombies')).toBe(true);
    expect(frames.length).toBeGreaterThan(0);
    // The last frame's zombies match the authoritative view once the phase is over (no decision pending).
    if (conn.current().view.pending.length === 0) {
      expect(frames.at(-1)!.view.zombies.reduce((a, b) => a + b, 0)).toBe(
        conn.current().view.zombies.reduce((a, b) => a + b, 0),
      );
    }
  });

  it('refuses a config the rules refuse, with their reason', async () => {
    const local = table(memoryStore(), () => 0.5);
    await expect(local.create(m0([{ id: 'nobody' }]))).rejects.toThrow(/nobody/);
  });
});
