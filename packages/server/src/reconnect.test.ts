/** Disconnection and reconnection: the seat, the view, the missed updates and unacknowledged actions come back. */
import { describe, expect, it } from 'vitest';
import type { UpdateMessage } from './protocol/messages.ts';
import { client, createTwoSeatGame, pickAction, RawSocket, until, useTestServer } from './test/kit.ts';

const server = useTestServer();

describe('reconnection', () => {
  it('a client that drops reconnects to its seat, gets the updates it missed and the current view', async () => {
    const created = await createTwoSeatGame(server.api, 21);
    const c0 = client(server, created.game.id, [created.seats[0].token!], { reconnect: true });
    const c1 = client(server, created.game.id, [created.seats[1].token!]);
    const seen1: UpdateMessage[] = [];
    c1.on('update', (u) => seen1.push(u));
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    await c0.act(pickAction(c0)!);
    await until(() => c1.seq === 1);

    const reconnected = new Promise<void>((resolve) => {
      let n = 0;
      c0.on('welcome', () => {
        if (++n === 1) resolve();
      });
    });
    // Drop the connection under the client (as a network failure would).
    (c0 as unknown as { socket: { terminate?: () => void; close: () => void } }).socket.close();
    await until(() => !c0.connected, 2000, 'disconnect');
    // While c0 is away, its own action is queued and seat 0 keeps the turn; the server keeps the game.
    const queued = c0.act(pickAction(c0)!, { id: 'while-away', base: 1 });
    await reconnected;
    const ack = await queued;
    expect(ack).toMatchObject({ id: 'while-away', seq: 2, duplicate: false });
    await until(() => c0.view()!.seq === 2 && c1.view()!.seq === 2);
    expect(c0.welcome!.seats).toEqual([0]);
    expect(seen1.map((u) => u.seq)).toEqual([1, 2]);
    c0.close();
    c1.close();
  });

  it('replays buffered updates after `since`, and resending an acknowledged action id returns the same ack', async () => {
    const created = await createTwoSeatGame(server.api, 22);
    const c0 = client(server, created.game.id, [created.seats[0].token!]);
    await c0.connect();
    await until(() => c0.view() !== undefined);
    const acks = [];
    for (let i = 0; i < 3; i++) {
      acks.push(await c0.act(pickAction(c0)!, { id: `r-${i}` }));
      await until(() => c0.view()!.seq === i + 1);
    }
    const lastAction = (await server.storage.loadActions(created.game.id))[2].action;
    c0.close();

    const raw = await RawSocket.open(server.wsUrl);
    raw.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token!], since: 1 }));
    await until(() => raw.received.some((m) => m.t === 'view'));
    const types = raw.received.map((m) => m.t);
    expect(types[0]).toBe('welcome');
    const welcome = raw.received[0] as { gap: boolean; seq: number };
    expect(welcome).toMatchObject({ gap: false, seq: 3 });
    expect(raw.received.filter((m) => m.t === 'update').map((m) => (m as UpdateMessage).seq)).toEqual([2, 3]);
    // The client did not see the ack of r-2 (say it was lost): it resends, the server acknowledges again.
    raw.send(JSON.stringify({ t: 'action', id: 'r-2', base: 2, action: lastAction }));
    const [dup] = await raw.next(1);
    expect(dup).toMatchObject({ t: 'ack', id: 'r-2', seq: 3, duplicate: true });
    raw.close();
  });

  it('a bad token is refused and the connection stays open for a correct hello', async () => {
    const created = await createTwoSeatGame(server.api, 23);
    const raw = await RawSocket.open(server.wsUrl);
    raw.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: ['not-a-real-token-at-all'] }));
    const [err] = await raw.next(1);
    expect(err).toMatchObject({ t: 'error', code: 'badToken' });
    raw.send(JSON.stringify({ t: 'hello', game: 'nope', tokens: [created.seats[0].token!] }));
    expect((await raw.next(1))[0]).toMatchObject({ t: 'error', code: 'unknownGame' });
    raw.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[1].token!] }));
    const [welcome] = await raw.next(1);
    expect(welcome).toMatchObject({ t: 'welcome', seats: [1] });
    raw.close();
  });
});
