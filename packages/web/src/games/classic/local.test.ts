/** Zombicide Classic on the in-browser table: a game created, played, saved, resumed, undone; the zombies' phase as frames; the replay. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { LocalTable } from '../../shell/conn/local.ts';
import { memoryStore, type KeyValueStore } from '../../shell/conn/store.ts';
import type { NewGame } from '../../shell/conn/types.ts';
import { buildFrames } from './model/frames.ts';
import { buildSteps as zombicideSteps } from '../zombicide/replay-steps.ts';
import { engine, localRules } from './rules.ts';
import { loadTestData } from './test-kit.ts';
import type { ClassicConnection, ClassicRecord } from './types.ts';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';

beforeAll(loadTestData);

const buildSteps = (record: ClassicRecord) => zombicideSteps(record, engine());

function table(store: KeyValueStore, random: () => number): LocalTable {
  return new LocalTable({ store, random, catalog: async () => ({ games: [] }), rules: async () => localRules() });
}

function c0(survivors: { id: string }[], config: Record<string, unknown> = {}): NewGame {
  return {
    game: 'classic',
    entry: 'C0',
    config: { mission: 'C0', survivors, ...config },
    mode: 'hotseat',
    label: 'posse',
  };
}

describe('Zombicide Classic on the in-browser table', () => {
  it('creates, plays, saves, resumes and undoes a game', async () => {
    const store = memoryStore();
    const local = table(store, () => 0.5);
    const created = await local.create(c0([{ id: 'amy' }, { id: 'doug' }]));
    expect(created.seats.map((s) => s.pieces)).toEqual([['amy', 'doug']]);
    const conn = (await local.open(created.gameId, null)) as ClassicConnection;
    expect(conn.game).toBe('classic');
    const noise = conn.current().legal.find((a) => a.type === 'makeNoise')!;
    expect(await conn.send(noise)).toEqual({ ok: true });
    expect((conn.current().view as ClassicView).noiseTokens?.some((n) => n === 1)).toBe(true);
    // Making noise reveals nothing: it may be taken back.
    expect(conn.current().canUndo).toBe(true);
    const again = (await table(store, Math.random).open(created.gameId, null)) as ClassicConnection;
    expect(again.current().seq).toBe(1);
    expect(await conn.undo!()).toEqual({ ok: true });
    expect((conn.current().view as ClassicView).noiseTokens?.some((n) => n > 0) ?? false).toBe(false);
    const door = conn.current().legal.find((a) => a.type === 'openDoor')!;
    expect(await conn.send(door)).toEqual({ ok: true });
    expect(conn.current().view.doors).toEqual([door.type === 'openDoor' ? door.door : -1]);
    const saved = await local.saved();
    expect(saved.map((g) => [g.game, g.entry, g.label, g.status, g.round])).toEqual([
      ['classic', 'C0', 'posse', 'ongoing', 1],
    ]);
  });

  it('turns a zombies-phase batch into one frame per visible step', async () => {
    const local = table(memoryStore(), () => 0.25);
    const created = await local.create(c0([{ id: 'wanda' }], { spawnDice: true }));
    const conn = (await local.open(created.gameId, null)) as ClassicConnection;
    const before = conn.current().view;
    let events: GameEvent[] = [];
    conn.subscribe((u) => {
      events = u.events;
    });
    await conn.send({ type: 'endTurn', s: 0 });
    expect(events.some((e) => e.type === 'phase' && e.phase === 'zombies')).toBe(true);
    const frames = buildFrames(before, events);
    expect(frames.length).toBeGreaterThan(0);
    // [RM] spawn dice: the roll is a step of its own.
    expect(frames.some((f) => f.event.type === 'missionEvent' && f.event.text.code === 'spawnDice')).toBe(true);
    if (conn.current().view.pending.length === 0)
      expect(frames.at(-1)!.view.zombies.reduce((a, b) => a + b, 0)).toBe(
        conn.current().view.zombies.reduce((a, b) => a + b, 0),
      );
  });

  it('replays a record move by move, the same positions', async () => {
    const local = table(memoryStore(), () => 0.75);
    const created = await local.create(c0([{ id: 'ned' }, { id: 'phil' }]));
    const conn = (await local.open(created.gameId, null)) as ClassicConnection;
    for (let i = 0; i < 12 && conn.current().view.phase === 'players'; i++) {
      const legal = conn.current().legal;
      await conn.send(legal.find((a) => a.type === 'move') ?? legal.find((a) => a.type === 'endTurn') ?? legal[0]);
    }
    const record = (await local.record(created.gameId)) as unknown as ClassicRecord;
    const steps = buildSteps(record);
    expect(steps).toHaveLength(record.actions.length + 1);
    expect(steps.at(-1)!.view.survivors.map((s) => s.zone)).toEqual(conn.current().view.survivors.map((s) => s.zone));
  });

  it('refuses a config the rules refuse, with their reason', async () => {
    const local = table(memoryStore(), () => 0.5);
    await expect(local.create(c0([{ id: 'nobody' }]))).rejects.toThrow(/nobody/);
  });
});
