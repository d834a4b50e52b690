/**
 * One room on its own, with a clock the test moves and a storage the test can break (issue 30, findings 3 and 5):
 * time is the server's (a deadline that has passed is applied before a seat's action that arrives after it,
 * whether or not its timer has run), and a storage outage loses nothing: actions are refused, never acknowledged
 * unstored; the players are told; deadlines and bots wait and carry on when the storage is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry, toyModule } from '@horde/games';
import { StorageHealth } from '../storage/health.ts';
import { openSqliteStorage } from '../storage/sqlite.ts';
import type { Storage } from '../storage/types.ts';
import { buildGame } from './create.ts';
import type { Peer } from './peer.ts';
import { Room } from './room.ts';
import { until } from '../test/kit.ts';

const registry = createRegistry([toyModule()]);

/** A storage that fails every write and probe while `broken` is set, as a database that went away. */
function breakable(inner: Storage): Storage & { broken: boolean } {
  const outage = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  const store = Object.create(inner) as Storage & { broken: boolean };
  store.broken = false;
  store.appendAction = (...args) => (store.broken ? outage() : inner.appendAction(...args));
  store.ping = () => (store.broken ? outage() : inner.ping());
  return store;
}

/** A connection of seat 0 that keeps what it is sent. */
function listener(): Peer & { got: { t: string; ok?: boolean }[] } {
  const got: { t: string; ok?: boolean }[] = [];
  return {
    seats: [0],
    spectator: false,
    wantsLegal: false,
    name: null,
    got,
    send: (t) => got.push(JSON.parse(t)),
    drop() {},
  };
}

let rooms: Room[] = [];
let healths: StorageHealth[] = [];
afterEach(() => {
  for (const r of rooms) r.close();
  for (const h of healths) h.stop();
  rooms = [];
  healths = [];
});

async function toyRoom(opts: { clock: () => number; bots?: boolean }) {
  const storage = breakable(openSqliteStorage({ file: ':memory:' }));
  const { module, record, state } = buildGame(
    registry,
    { game: 'toy', config: { turnMs: 60_000, reactMs: 60_000 }, seed: 21 },
    opts.clock(),
  );
  if (opts.bots) record.bots = [null, 'random'];
  await storage.createGame(record);
  const health = new StorageHealth(storage, () => {}, 20);
  const room = new Room(module.game, storage, record, state, [], health, { clock: opts.clock });
  if (opts.bots) room.playBots(new Map([[1, module.bots.random(1)]]), 0);
  rooms.push(room);
  healths.push(health);
  return { room, storage, health };
}

describe('time is the server’s (finding 5)', () => {
  it('applies a deadline that has passed before a seat’s action that arrives after it, timer or not', async () => {
    let now = 1_000_000;
    const { room, storage } = await toyRoom({ clock: () => now });
    // Seat 0's turn ends at +60 s. Its pass arrives at +61 s, before the room's timer (armed for real time) ran.
    now += 61_000;
    const late = await room.submit({ id: 'late-pass', seat: 0, base: 0, action: { type: 'pass' } });
    expect(late).toMatchObject({ t: 'rejected', code: 'stale' });
    const log = await storage.loadActions(room.id);
    expect(log.map((a) => [a.seat, (a.action as { type: string }).type])).toEqual([[null, 'timeout']]);
    expect(Date.parse(log[0].at)).toBe(now);
    // In time, the same seat's action goes through as usual.
    const { room: other } = await toyRoom({ clock: () => now });
    expect(await other.submit({ id: 'in-time', seat: 0, base: 0, action: { type: 'pass' } })).toMatchObject({
      t: 'ack',
      seq: 1,
    });
  });
});

describe('a storage outage (finding 3)', () => {
  it('refuses actions while the storage is down, tells the players, and carries on by itself when it is back', async () => {
    const { room, storage, health } = await toyRoom({ clock: Date.now });
    const seat0 = listener();
    room.join(seat0);
    storage.broken = true;
    const refused = await room.submit({ id: 'p1', seat: 0, base: 0, action: { type: 'pass' } });
    // Never the database's own words (an address, a host name) to players: those go to the operator's log.
    expect(refused).toMatchObject({ t: 'rejected', code: 'storage' });
    expect((refused as { message: string }).message).not.toMatch(/ECONNREFUSED|5432/);
    expect(health.ok).toBe(false);
    expect(health.lastError).toMatch(/ECONNREFUSED/);
    expect(seat0.got.filter((m) => m.t === 'storage')).toEqual([{ t: 'storage', ok: false }]);
    expect(room.seq).toBe(0);
    expect(await storage.loadActions(room.id)).toEqual([]);
    // Someone joining during the outage is told at once.
    const late = listener();
    room.join(late);
    expect(late.got.some((m) => m.t === 'storage' && m.ok === false)).toBe(true);

    storage.broken = false;
    await until(() => health.ok, 2000, 'the probe to find the storage back');
    expect(seat0.got.filter((m) => m.t === 'storage').at(-1)).toEqual({ t: 'storage', ok: true });
    expect(await room.submit({ id: 'p1', seat: 0, base: 0, action: { type: 'pass' } })).toMatchObject({
      t: 'ack',
      seq: 1,
      duplicate: false,
    });
  });

  it('never drops the bots’ moves: a bot that could not store its move plays again once the storage is back', async () => {
    const { room, storage, health } = await toyRoom({ clock: Date.now, bots: true });
    storage.broken = true;
    // Seat 0 cannot move either; but its refusal marks the outage. The bot (seat 1) waits for its turn.
    await room.submit({ id: 'p1', seat: 0, base: 0, action: { type: 'pass' } });
    storage.broken = false;
    await until(() => health.ok, 2000, 'the storage back');
    await room.submit({ id: 'p1', seat: 0, base: 0, action: { type: 'pass' } });
    // Now it is the bot's turn; break the storage before the bot's timer (0 ms) can store its move.
    storage.broken = true;
    await new Promise((r) => setTimeout(r, 50));
    expect(room.seq).toBe(1);
    expect(health.ok).toBe(false);
    storage.broken = false;
    await until(() => room.seq >= 2, 3000, 'the bot to play once the storage is back');
    const log = await storage.loadActions(room.id);
    expect(log[1].seat).toBe(1);
  });
});

describe('the next game of an ended one (docs/protocol.md "Sequels")', () => {
  it('none while the game runs, nor for a game whose rules have no sequel', async () => {
    const { room } = await toyRoom({ clock: () => 1_000_000 });
    expect(room.status).toBe('ongoing');
    expect(room.sequelConfig({})).toBeNull();
    const { module, record, state } = buildGame(registry, { game: 'toy', config: {}, seed: 3 });
    const health = new StorageHealth(openSqliteStorage({ file: ':memory:' }), () => {}, 20);
    healths.push(health);
    const ended = new Room(
      module.game,
      openSqliteStorage({ file: ':memory:' }),
      { ...record, status: 'finished' },
      state,
      [],
      health,
    );
    rooms.push(ended);
    expect(module.game.sequel).toBeUndefined();
    expect(ended.sequelConfig({ entry: 'x' })).toBeNull();
  });
});
