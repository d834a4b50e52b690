/**
 * The platform hosts any game of the contract: core's two-player toy card game
 * (hidden hands, a turn timer, a reaction window) played through the real
 * server with real WebSocket clients. Each seat sees its own hand only, the
 * other seat's draws arrive without the card, the raw action goes only to its
 * sender, and when a turn's time is up the server itself sends `timeout`,
 * stored in the log as a system action, also after a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, loadUoaModule, SAMPLE_MISSION, toyModule } from '@horde/games';
import type { ToyAction, ToyEvent, ToyView } from '@horde/core';
import WebSocket from 'ws';
import { HordeClient, type SocketFactory } from './client/index.ts';
import type { UpdateMessage } from './protocol/messages.ts';
import { RawSocket, removeDir, startTestServer, until, type TestServer } from './test/kit.ts';

const registry = createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] }), toyModule()]);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

type ToyClient = HordeClient<ToyAction, ToyView, ToyEvent>;
const toyClient = (game: string, token: string): ToyClient =>
  new HordeClient<ToyAction, ToyView, ToyEvent>({
    url: server.wsUrl,
    game,
    tokens: [token],
    WebSocket: WebSocket as unknown as SocketFactory,
    reconnect: false,
  });

describe('a second game through the same server (contract v2)', () => {
  it('keeps each hand secret, filters events per seat and fires the turn timer as the server', async () => {
    const created = await server.api.createGame({ game: 'toy', config: { turnMs: 1000, reactMs: 1000 }, seed: 5 });
    expect(created.game).toMatchObject({ game: 'toy', rulesVersion: '1', players: 2, status: 'ongoing' });
    expect(created.seats.map((s) => s.pieces)).toEqual([['hand 1'], ['hand 2']]);
    const [c0, c1] = created.seats.map((s) => toyClient(created.game.id, s.token!));
    const watcher = await RawSocket.open(server.wsUrl);
    watcher.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.watch.token] }));
    const updates: UpdateMessage<ToyAction, ToyEvent>[][] = [[], []];
    c0.on('update', (u) => updates[0].push(u));
    c1.on('update', (u) => updates[1].push(u));
    await Promise.all([c0.connect(), c1.connect()]);
    await until(() => c0.view() !== undefined && c1.view() !== undefined, 5000, 'views');

    // Each seat holds its own three cards; the spectator holds none; seat 0 is awaited with a deadline.
    const v0 = c0.view()!,
      v1 = c1.view()!;
    expect(v0.view.hand).toHaveLength(3);
    expect(v1.view.hand).toHaveLength(3);
    expect(v0.view.handSizes).toEqual([3, 3]);
    expect(v0.awaited).toBe(true);
    expect(v1.awaited).toBe(false);
    expect(v1.legal).toEqual([]);
    expect(v0.deadline!.at - v0.deadline!.now).toBeLessThanOrEqual(1000);
    await until(() => watcher.received.some((m) => m.t === 'view'));
    const spectatorView = watcher.received.find((m) => m.t === 'view') as { view: ToyView };
    expect(spectatorView.view.hand).toBeNull();

    // Seat 0 plays its lowest card: it sees what it drew and its action; seat 1 sees the play, a draw without the card.
    const card = Math.min(...v0.view.hand!);
    const ack = await c0.act({ type: 'play', card });
    await until(() => updates[0].length >= 1 && updates[1].length >= 1, 5000, 'updates');
    const [mine, theirs] = [updates[0][0], updates[1][0]];
    expect(mine.action).toEqual({ type: 'play', card });
    expect(theirs.action).toBeUndefined();
    expect(mine.events).toContainEqual({ type: 'played', seat: 0, card });
    expect(theirs.events).toContainEqual({ type: 'played', seat: 0, card });
    const drawn = mine.events.find((e) => e.type === 'drew') as { card: number | null } | undefined;
    expect(drawn?.card).toEqual(expect.any(Number));
    expect(theirs.events.find((e) => e.type === 'drew')).toMatchObject({ card: null });
    expect(ack.seq).toBe(1);

    // Nobody acts: the pending turn's or window's time runs out and the server sends `timeout` itself.
    await until(() => c1.seq >= 2, 4000, 'the server to fire a deadline');
    const fired = updates[1].find((u) => u.seq === 2)!;
    // The server's own ids are never sent to the seats (an id goes to its sender only).
    expect(fired).toMatchObject({ seat: null });
    expect(fired.id).toBeUndefined();
    expect(fired.action).toBeUndefined();
    const log = await server.storage.loadActions(created.game.id);
    expect(log[1]).toMatchObject({ seq: 2, seat: null, action: { type: 'timeout' } });

    // A seat cannot send the server's own action, nor act for the other seat.
    await expect(c1.act({ type: 'timeout' })).rejects.toMatchObject({ code: expect.stringMatching(/timeout|seat/) });
    c0.close();
    c1.close();
    watcher.close();
  }, 20_000);

  it('fires an overdue deadline at once when the server restarts', async () => {
    const dataDir = server.dataDir;
    const created = await server.api.createGame({ game: 'toy', config: { turnMs: 1000, reactMs: 1000 }, seed: 9 });
    await server.stop();
    await new Promise((r) => setTimeout(r, 1200)); // the first turn's deadline passes while the server is down
    server = await startTestServer({ registry, dataDir });
    await until(() => server.rooms.loaded().some((r) => r.id === created.game.id && r.seq >= 1), 3000, 'the timeout');
    const log = await server.storage.loadActions(created.game.id);
    expect(log[0]).toMatchObject({ seq: 1, seat: null, action: { type: 'timeout' } });
  }, 20_000);
});
