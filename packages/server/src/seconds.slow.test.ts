/**
 * Seconds to Live's Action Phase timer through the real server (issue 18, "The timer"; seed 003 line 162:
 * when time runs out the current action finishes and no other may start). The timer is a deadline of the
 * game's state: the server fires it as `system` when it passes, stores it in the log with its time, and a
 * restarted server fires an overdue one at once. Prints (never asserts) how long an action takes from send
 * to acknowledgement: the part of the 30 seconds the server's latency eats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, createSecondsModule } from '@horde/games';
import WebSocket from 'ws';
import { HordeClient, type SocketFactory } from './client/index.ts';
import { removeDir, startTestServer, until, type TestServer } from './test/kit.ts';

type SecondsAction = { type: string } & Record<string, unknown>;
type SecondsView = { phase: string; active: string; timer: { endsAt: number | null; timeUp: boolean } };

const registry = createRegistry([createSecondsModule()]);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

/** A two-player game on a 5-second timer (the shortest the options allow), both seats on one client. */
async function timedDuel(seed: number) {
  const created = await server.api.createGame({
    game: 'seconds',
    config: { mode: 'two-player', survivor: 'lenny', timer: 'custom', timerSeconds: 5 },
    seed,
  });
  const client = new HordeClient<SecondsAction, SecondsView>({
    url: server.wsUrl,
    game: created.game.id,
    tokens: created.seats.map((s) => s.token!),
    WebSocket: WebSocket as unknown as SocketFactory,
    reconnect: false,
  });
  await client.connect();
  await until(() => client.seats.every((s) => client.view(s)), 5000, 'views');
  return { created, client };
}

/** Answers what the game asks before a timed Action Phase (the opening redraw), timing each answer's round trip. */
async function toTimedPhase(client: HordeClient<SecondsAction, SecondsView>, trips: number[]): Promise<SecondsView> {
  for (let i = 0; i < 20; i++) {
    const view = client.view(0)!.view;
    if (view.phase.endsWith('Action') && view.timer.endsAt !== null) return view;
    const seat = client.seats.find((s) => client.view(s)?.awaited && client.legal(s).length > 0);
    if (seat === undefined) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const legal = client.legal(seat);
    const sent = performance.now();
    const ack = await client.act(legal.find((a) => a.type === 'mulligan') ?? legal[0], { seat });
    trips.push(performance.now() - sent);
    await until(() => client.seats.every((s) => (client.view(s)?.seq ?? 0) >= ack.seq), 5000, 'the views');
  }
  throw new Error(
    `no timed Action Phase: ${JSON.stringify(client.view(0)?.view.phase)} ${JSON.stringify(client.view(0)?.view.timer)}`,
  );
}

describe('Seconds to Live: the Action Phase timer through the server', () => {
  it('fires the timer as the server when the phase runs out, stored with its time', async () => {
    const trips: number[] = [];
    const { created, client } = await timedDuel(21);
    const view = await toTimedPhase(client, trips);
    const endsAt = view.timer.endsAt!;
    // A few actions of the phase (none that ends it), each timed from send to acknowledgement.
    for (let i = 0; i < 4; i++) {
      const seat = client.seats.find((s) => client.view(s)?.awaited && client.legal(s).length > 0);
      const action = seat === undefined ? undefined : client.legal(seat).find((a) => !/end|timeout/i.test(a.type));
      if (seat === undefined || !action || Date.now() > endsAt - 1500) break;
      const sent = performance.now();
      const ack = await client.act(action, { seat });
      trips.push(performance.now() - sent);
      await until(() => client.seats.every((s) => (client.view(s)?.seq ?? 0) >= ack.seq), 5000, 'the views');
    }
    expect(trips.length).toBeGreaterThan(0);
    const before = client.seq;
    // Nobody acts: the deadline passes and the server sends the game's timeout itself.
    await until(() => client.seq > before, 8000, 'the server to fire the timer');
    const log = await server.storage.loadActions(created.game.id);
    const fired = log.find((a) => a.seq === before + 1)!;
    // The next entry of the log is the server's own timeout, at the phase's end.
    expect(fired.seat).toBeNull();
    expect(fired.action).toMatchObject({ type: 'timeout' });
    expect(Date.parse(fired.at)).toBeGreaterThanOrEqual(endsAt);
    expect(Date.parse(fired.at) - endsAt).toBeLessThan(1000);
    const sorted = [...trips].sort((a, b) => a - b);
    console.log(
      `seconds: ${trips.length} actions through the server, send to ack median ${sorted[sorted.length >> 1]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms of a 5,000 ms phase`,
    );
    client.close();
  }, 30_000);

  it('fires an overdue timer at once when the server restarts', async () => {
    const { created, client } = await timedDuel(22);
    const view = await toTimedPhase(client, []);
    const seq = client.seq;
    client.close();
    const dataDir = server.dataDir;
    await server.stop();
    // The phase's 5 seconds pass while the server is down.
    await new Promise((r) => setTimeout(r, Math.max(0, view.timer.endsAt! - Date.now()) + 200));
    const restarted = Date.now();
    server = await startTestServer({ registry, dataDir });
    const ready = Date.now();
    await until(
      () => server.rooms.loaded().some((r) => r.id === created.game.id && r.seq > seq),
      3000,
      'the overdue timer',
    );
    const fired = (await server.storage.loadActions(created.game.id)).find((a) => a.seq === seq + 1)!;
    expect(fired).toMatchObject({ seat: null, action: { type: 'timeout' } });
    // Fired while the server restored the game, not a phase (5 s) later.
    expect(Date.parse(fired.at)).toBeGreaterThanOrEqual(restarted);
    expect(Date.parse(fired.at)).toBeLessThan(ready + 1000);
  }, 30_000);
});
