/**
 * The server rides out a PostgreSQL restart (issue 30, finding 3): a real PostgreSQL (Debian's, installed when
 * missing) is stopped under a game with a bot seat and started again. The server stays up, tells the players,
 * acknowledges nothing it has not stored, reconnects by itself, and the game (its bot too) carries on; no log
 * line holds the database's password or the connection's keys. Before the fix, the process ended 0.3-0.6 s
 * after the stop (an unhandled pool error, here an unhandled error that fails the run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRegistry, toyModule } from '@horde/games';
import type { ToyAction, ToyEvent, ToyView } from '@horde/core';
import { HordeClient, type ActionRejected, type SocketFactory } from '../client/index.ts';
import { startTestServer, until, type TestServer } from '../test/kit.ts';
import { openPostgresStorage } from './postgres.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres-cluster.test-helper.ts';

const registry = createRegistry([toyModule()]);
const PASSWORD = 'pw-never-logged-8841';
let postgres: ThrowawayPostgres;
let url: string;
const logLines: string[] = [];

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  // The cluster trusts local connections, so the password is not checked; it is in the URL, as a host's would be.
  url = postgres.url.replace('horde@', `horde:${PASSWORD}@`);
}, 120_000);
afterAll(() => postgres?.stop());

const start = () =>
  startTestServer({
    registry,
    botDelayMs: 0,
    storageProbeMs: 200,
    storage: openPostgresStorage(url, { onConnectionError: (e) => logLines.push(JSON.stringify(e)) }),
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });

describe('a PostgreSQL restart under a running game', () => {
  let server: TestServer;
  it('keeps the server up, refuses and tells while down, and carries on when the database is back', async () => {
    server = await start();
    const created = await server.api.createGame({
      game: 'toy',
      config: { turnMs: 600_000, reactMs: 600_000 },
      seed: 77,
      bots: [null, 'random'],
    });
    const person = new HordeClient<ToyAction, ToyView, ToyEvent>({
      url: server.wsUrl,
      game: created.game.id,
      tokens: [created.seats[0].token!],
      WebSocket: WebSocket as unknown as SocketFactory,
      reconnect: false,
    });
    const storageNotes: boolean[] = [];
    person.on('storage', (m) => storageNotes.push(m.ok));
    await person.connect();
    const acked: string[] = [];
    const play = async () => {
      await until(() => person.view()?.awaited === true || person.view()?.status !== 'ongoing', 5000, 'our turn');
      const legal = person.view()!.legal as ToyAction[];
      const action = legal.find((a) => a.type === 'play') ?? legal[0];
      const ack = await person.act(action);
      acked.push(ack.id);
      return ack;
    };
    await play();
    await until(() => person.seq >= 2, 5000, 'the bot to answer');

    postgres.pause();
    await until(() => person.view()?.awaited === true, 5000, 'our turn');
    const legal = person.view()!.legal as ToyAction[];
    const refused = await person.act(legal[0]).catch((e: ActionRejected) => e);
    expect((refused as ActionRejected).code).toBe('storage');
    await until(() => storageNotes.includes(false), 3000, 'the players to be told');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    const seqDown = person.seq;

    postgres.resume();
    await until(() => storageNotes.at(-1) === true, 15_000, 'the storage to come back');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(person.seq).toBe(seqDown);
    // Play on until the bot has moved again after the outage (its turn, or its window to answer).
    const botMovedSince = async (seq: number) =>
      (await server.storage.loadActions(created.game.id)).some((a) => a.seq > seq && a.seat === 1);
    for (let turn = 0; turn < 6 && !(await botMovedSince(seqDown)); turn++) {
      if (person.view()!.status !== 'ongoing') break;
      await play();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await botMovedSince(seqDown)).toBe(true);
    person.close();
    const stored = await server.storage.loadActions(created.game.id);
    for (const id of acked) expect(stored.some((a) => a.id === id)).toBe(true);
    const hash = server.rooms.loadedRoom(created.game.id)!.hash();
    await server.stop();

    // A new server on the same database restores the game as it was.
    server = await start();
    expect(server.restore.failed).toEqual([]);
    expect(server.rooms.loadedRoom(created.game.id)!.hash()).toBe(hash);
    await server.stop();

    const log = logLines.join('\n');
    expect(log).toMatch(/storage down/);
    expect(log).toMatch(/storage back/);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toMatch(/secretKey|processID/);
  }, 90_000);
});
