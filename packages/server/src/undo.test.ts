/**
 * Taking back online (issue 14, item 6): in a cooperative game a seat may take back its own last action
 * when it revealed nothing (no die, no card, no new phase) and nobody acted since; every connection then
 * holds the views of the state before it, and the stored log no longer has it (a restart agrees).
 */
import { describe, expect, it } from 'vitest';
import type { UndoneMessage } from './protocol/messages.ts';
import {
  client,
  createTwoSeatGame,
  removeDir,
  startTestServer,
  until,
  type TestAction,
  type TestClient,
  useTestServer,
} from './test/kit.ts';

const server = useTestServer();

async function seated(seed: number): Promise<{ id: string; c0: TestClient; c1: TestClient }> {
  const created = await createTwoSeatGame(server.api, seed);
  const c0 = client(server, created.game.id, [created.seats[0].token!]);
  const c1 = client(server, created.game.id, [created.seats[1].token!]);
  await c0.connect();
  await c1.connect();
  await until(() => c0.view() !== undefined && c1.view() !== undefined);
  return { id: created.game.id, c0, c1 };
}

/**
 * The seat that is awaited, of the two clients, and a move of its (a move reveals nothing), once the
 * decisions of the start (who gets the starting equipment) are taken.
 */
async function awaitedMover(c0: TestClient, c1: TestClient): Promise<{ c: TestClient; move: TestAction }> {
  for (let step = 0; step < 20; step++) {
    const c = c0.view()!.awaited ? c0 : c1;
    const move = c.legal().find((a) => a.type === 'move');
    if (move) return { c, move };
    const ack = await c.act(c.legal()[0]);
    await until(() => c0.view()!.seq === ack.seq && c1.view()!.seq === ack.seq);
  }
  throw new Error('no move to make');
}

describe('undo online', () => {
  it('a seat takes back its move: everyone is back to the views before it, and the next action takes its seq', async () => {
    const { id, c0, c1 } = await seated(61);
    const { c, move } = await awaitedMover(c0, c1);
    const other = c === c0 ? c1 : c0;
    const before = { mine: c.view()!.view, theirs: other.view()!.view };
    const undone: UndoneMessage[] = [];
    other.on('undone', (u) => undone.push(u));

    const ack = await c.act(move, { id: 'the-move' });
    await until(() => c.view()!.seq === ack.seq && other.view()!.seq === ack.seq);
    expect(c.view()!.canUndo).toBe(true);
    expect(other.view()!.canUndo).toBeUndefined();
    // The other seat may not take back what it did not do.
    await expect(other.undo()).rejects.toMatchObject({ code: 'cannotUndo', message: expect.stringMatching(/only it/) });

    const taken = await c.undo({ id: 'undo-1' });
    expect(taken).toMatchObject({ seq: ack.seq - 1, duplicate: false });
    await until(() => undone.length === 1 && c.view()!.seq === taken.seq && other.view()!.seq === taken.seq);
    expect(undone[0]).toMatchObject({ seq: taken.seq, id: 'the-move' });
    expect(c.view()!.view).toEqual(before.mine);
    expect(other.view()!.view).toEqual(before.theirs);
    // The same request again is answered, not done twice.
    expect(await c.undo({ id: 'undo-1' })).toMatchObject({ seq: taken.seq, duplicate: true });
    expect((await server.storage.loadActions(id)).length).toBe(taken.seq);

    // The move's id is free again, and the next action takes the seq given back.
    const again = await c.act(move, { id: 'the-move' });
    expect(again).toMatchObject({ seq: ack.seq, duplicate: false });
    await until(() => other.view()!.seq === again.seq);
    c0.close();
    c1.close();
  });

  it('a seat takes back two actions in a row (the earlier state replayed from the stored log)', async () => {
    const { c0, c1 } = await seated(64);
    const { c, move } = await awaitedMover(c0, c1);
    const start = c.view()!.view;
    const first = await c.act(move);
    await until(() => c.view()!.seq === first.seq);
    const again = c.legal().find((a) => a.type === 'move');
    if (!again) throw new Error('no second move');
    const second = await c.act(again);
    await until(() => c.view()!.seq === second.seq && c.view()!.canUndo === true);
    expect((await c.undo()).seq).toBe(first.seq);
    await until(() => c.view()!.seq === first.seq && c.view()!.canUndo === true);
    expect((await c.undo()).seq).toBe(first.seq - 1);
    await until(() => c.view()!.seq === first.seq - 1);
    expect(c.view()!.view).toEqual(start);
    c0.close();
    c1.close();
  });

  it('nothing is taken back across an action that began a new phase, nor after another seat acted', async () => {
    const { c0, c1 } = await seated(62);
    const { c, move } = await awaitedMover(c0, c1);
    const ack = await c.act(move);
    await until(() => c0.view()!.seq === ack.seq && c1.view()!.seq === ack.seq);
    // Every survivor ends its turn until the zombies' phase has been played and a new round begins.
    const round = (cl: TestClient) => (cl.view()!.view as { round: number }).round;
    const start = round(c0);
    while (round(c0) === start) {
      const mover = c0.view()!.awaited ? c0 : c1.view()!.awaited ? c1 : null;
      if (!mover) break;
      const end = mover.legal().find((a) => a.type === 'endTurn') ?? mover.legal()[0];
      const done = await mover.act(end);
      await until(() => c0.view()!.seq === done.seq && c1.view()!.seq === done.seq);
    }
    expect(round(c0)).toBe(start + 1);
    for (const cl of [c0, c1]) {
      expect(cl.view()!.canUndo).toBeUndefined();
      await expect(cl.undo()).rejects.toMatchObject({ code: 'cannotUndo' });
    }
    c0.close();
    c1.close();
  });

  it('a game taken back comes back after a restart at the seq and state before the action', async () => {
    const first = await startTestServer();
    const created = await createTwoSeatGame(first.api, 63);
    const c0 = client(first, created.game.id, [created.seats[0].token!]);
    const c1 = client(first, created.game.id, [created.seats[1].token!]);
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    const { c, move } = await awaitedMover(c0, c1);
    const hashBefore = (await first.rooms.get(created.game.id))!.hash();
    const moved = await c.act(move);
    await until(() => c.seq === moved.seq);
    await c.undo();
    expect((await first.rooms.get(created.game.id))!.hash()).toBe(hashBefore);
    c0.close();
    c1.close();
    await first.stop();
    const restarted = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(restarted.restore.failed).toEqual([]);
      const room = await restarted.rooms.get(created.game.id);
      expect(room!.seq).toBe(moved.seq - 1);
      expect(room!.hash()).toBe(hashBefore);
    } finally {
      await restarted.stop();
      removeDir(first.dataDir);
    }
  });
});
