import { beforeAll, describe, expect, it } from 'vitest';
import { LocalTable, memoryStore } from './local.ts';
import { loadTestData } from '../test-kit.ts';
import { buildFrames } from '../table/usePlayback.ts';

beforeAll(loadTestData);

describe('LocalTable', () => {
  it('creates, plays, saves, resumes and undoes a game', async () => {
    const store = memoryStore();
    const table = new LocalTable(store, () => 0.5);
    const created = await table.create({
      config: { mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'jeb' }] },
      mode: 'hotseat',
      ultrared: false,
    });
    const conn = await table.open(created.gameId, null);
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
    const again = await new LocalTable(store).open(created.gameId, null);
    expect(again.current().view.survivors[0].zone).toBe(conn.current().view.survivors[0].zone);
    expect(await conn.undo!()).toEqual({ ok: true });
    expect(conn.current().seq).toBe(seqBefore);
    expect((await table.saved()).map((g) => g.gameId)).toEqual([created.gameId]);
    expect((await table.record(created.gameId))?.actions).toHaveLength(seqBefore);
    // An illegal action is refused with the engine's reason.
    const bad = await conn.send({ type: 'move', s: 0, to: 9999 });
    expect(bad.ok).toBe(false);
  });

  it('turns a zombies-phase batch into one frame per visible step', async () => {
    const table = new LocalTable(memoryStore(), () => 0.25);
    const created = await table.create({
      config: { mission: 'M0', survivors: [{ id: 'hanna' }] },
      mode: 'hotseat',
      ultrared: false,
    });
    const conn = await table.open(created.gameId, null);
    await conn.send(conn.current().legal[0]);
    const before = conn.current().view;
    let events: import('@horde/zombicide').GameEvent[] = [];
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
    if (conn.current().view.pending.length === 0 && !events.some((e) => e.type === 'roundStarted' && false)) {
      expect(frames.at(-1)!.view.zombies.reduce((a, b) => a + b, 0)).toBe(
        conn.current().view.zombies.reduce((a, b) => a + b, 0),
      );
    }
  });
});
