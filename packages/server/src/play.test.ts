/** Real clients on loopback: two seats play turns, ownership, ids, stale and out-of-order actions, spectators, hot-seat. */
import { describe, expect, it } from 'vitest';
import type { UpdateMessage } from './protocol/messages.ts';
import { ActionRejected } from './client/index.ts';
import { client, createTwoSeatGame, nextMove, pickAction, until, useTestServer } from './test/kit.ts';

const server = useTestServer();

describe('two seats', () => {
  it('play turns together: each acts for its own survivors, both see every update', async () => {
    const created = await createTwoSeatGame(server.api);
    expect(created.seats.map((s) => s.pieces)).toEqual([
      ['hanna', 'jeb'],
      ['henry', 'molly'],
    ]);
    const c0 = client(server, created.game.id, [created.seats[0].token!]);
    const c1 = client(server, created.game.id, [created.seats[1].token!]);
    const updates0: UpdateMessage[] = [],
      updates1: UpdateMessage[] = [];
    c0.on('update', (u) => updates0.push(u));
    c1.on('update', (u) => updates1.push(u));
    const w0 = await c0.connect();
    await c1.connect();
    expect(w0.role).toBe('seat');
    expect(w0.seats).toEqual([0]);
    await until(() => c0.view() !== undefined && c1.view() !== undefined, 5000, 'views');

    const actedBy = new Set<number>();
    let rounds = c0.view()!.view.round;
    for (let i = 0; i < 400 && c0.view()!.view.round < rounds + 2; i++) {
      const move = nextMove([c0, c1]);
      if (!move) break;
      const ack = await move.client.act(move.action);
      expect(ack.duplicate).toBe(false);
      actedBy.add(move.seat);
      await until(
        () => c0.seq === ack.seq && c1.seq === ack.seq && c0.view()!.seq === ack.seq && c1.view()!.seq === ack.seq,
        5000,
        'views at the new seq',
      );
      if (c0.view()!.status === 'finished') {
        rounds = -10;
        break;
      }
    }
    expect(actedBy).toEqual(new Set([0, 1]));
    expect(updates0.map((u) => u.seq)).toEqual(updates1.map((u) => u.seq));
    expect(updates0.map((u) => u.seq)).toEqual(updates0.map((_, i) => i + 1));
    expect(updates0.some((u) => u.events.length > 0)).toBe(true);
    c0.close();
    c1.close();
  });

  it("refuses an action for another seat's survivor, and answers duplicates, id reuse, stale and out-of-order deterministically", async () => {
    const created = await createTwoSeatGame(server.api, 11);
    const c0 = client(server, created.game.id, [created.seats[0].token!]);
    const c1 = client(server, created.game.id, [created.seats[1].token!]);
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    const mine = pickAction(c0)!;
    // Seat 1 sends seat 0's action.
    const err = await c1.act(mine, { id: 'x-1' }).catch((e: ActionRejected) => e);
    expect(err).toBeInstanceOf(ActionRejected);
    expect((err as ActionRejected).code).toBe('seat.notYours');

    const first = await c0.act(mine, { id: 'a-1' });
    expect(first).toMatchObject({ t: 'ack', id: 'a-1', seq: 1, duplicate: false });
    // Same id, same action: the same answer, nothing applied twice.
    const again = await c0.act(mine, { id: 'a-1', base: 0 });
    expect(again).toMatchObject({ t: 'ack', id: 'a-1', seq: 1, duplicate: true });
    // Same id, another action: refused.
    const conflict = await c0.act({ type: 'endTurn', s: 1 }, { id: 'a-1' }).catch((e: ActionRejected) => e);
    expect((conflict as ActionRejected).code).toBe('idConflict');
    await until(() => c0.seq === 1);
    const next = pickAction(c0) ?? pickAction(c1);
    const stale = await c0.act(next!, { id: 'a-2', base: 0 }).catch((e: ActionRejected) => e);
    expect(stale).toMatchObject({ code: 'stale', seq: 1 });
    const ahead = await c0.act(next!, { id: 'a-3', base: 5 }).catch((e: ActionRejected) => e);
    expect(ahead).toMatchObject({ code: 'ahead', seq: 1 });
    // A rule refusal names the rule and changes nothing.
    const illegal = await c0.act({ type: 'move', s: 0, to: 9999 }, { id: 'a-4' }).catch((e: ActionRejected) => e);
    expect(illegal).toBeInstanceOf(ActionRejected);
    expect((illegal as ActionRejected).message.length).toBeGreaterThan(5);
    const log = await server.storage.loadActions(created.game.id);
    expect(log.map((a) => a.id)).toEqual(['a-1']);
    c0.close();
    c1.close();
  });

  it('a spectator sees the same updates and a view without legal actions', async () => {
    const created = await createTwoSeatGame(server.api, 12);
    const c0 = client(server, created.game.id, [created.seats[0].token!]);
    const watcher = client(server, created.game.id, [created.watch.token]);
    const seen: UpdateMessage[] = [];
    watcher.on('update', (u) => seen.push(u));
    await c0.connect();
    const w = await watcher.connect();
    expect(w.role).toBe('spectator');
    await until(() => c0.view() !== undefined && watcher.view(null) !== undefined);
    expect(watcher.view(null)!.legal).toBeUndefined();
    expect(watcher.view(null)!.view.seat).toBeNull();
    const ack = await c0.act(pickAction(c0)!);
    await until(() => seen.length === 1 && watcher.view(null)!.seq === ack.seq);
    expect(seen[0]).toMatchObject({ seq: 1, seat: 0 });
    expect(seen[0].id).toBeUndefined(); // an action's id goes to its sender only
    const refused = await watcher.act(pickAction(c0)!).catch((e: ActionRejected) => e);
    expect((refused as ActionRejected).code).toBe('notYourSeat');
    c0.close();
    watcher.close();
  });

  it('hot-seat: one client holding both seats plays both sides', async () => {
    const created = await createTwoSeatGame(server.api, 13);
    const hot = client(
      server,
      created.game.id,
      created.seats.map((s) => s.token!),
    );
    const w = await hot.connect();
    expect(w.seats).toEqual([0, 1]);
    await until(() => hot.view(0) !== undefined && hot.view(1) !== undefined);
    const noSeat = await hot.act(pickAction(hot, 0)!).catch((e: ActionRejected) => e);
    expect((noSeat as ActionRejected).code).toBe('seatRequired');
    const seats = new Set<number>();
    for (let i = 0; i < 200 && seats.size < 2; i++) {
      const awaited = (seat: number) => hot.view(seat)?.awaited === true;
      const seat = awaited(0) ? 0 : 1;
      expect(awaited(seat)).toBe(true);
      const ack = await hot.act(pickAction(hot, seat)!, { seat });
      seats.add(seat);
      await until(() => hot.view(0)!.seq === ack.seq && hot.view(1)!.seq === ack.seq);
    }
    expect(seats).toEqual(new Set([0, 1]));
    hot.close();
  });
});
