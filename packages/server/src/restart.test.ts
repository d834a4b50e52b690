/**
 * Restart: unfinished games come back from their latest snapshot and the actions after it (or their whole log),
 * checked against the stored hash; a game whose log no longer gives it is retired, not played on (issue 31).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { client, createTwoSeatGame, nextMove, RawSocket, removeDir, startTestServer, until } from './test/kit.ts';

describe('restart', () => {
  it('reloads an unfinished game with the same actions, sequence and state hash, and play goes on', async () => {
    const first = await startTestServer();
    const created = await createTwoSeatGame(first.api, 51);
    const c0 = client(first, created.game.id, [created.seats[0].token!]);
    const c1 = client(first, created.game.id, [created.seats[1].token!]);
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    for (let i = 0; i < 8; i++) {
      const move = nextMove([c0, c1]);
      if (!move) break;
      const ack = await move.client.act(move.action);
      await until(() => c0.view()!.seq === ack.seq && c1.view()!.seq === ack.seq);
    }
    const seq = c0.seq;
    const hash = (await first.rooms.get(created.game.id))!.hash();
    c0.close();
    c1.close();
    await first.stop();

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(second.restore.restored).toBe(1);
      expect(second.restore.failed).toEqual([]);
      const room = await second.rooms.get(created.game.id);
      expect(room!.seq).toBe(seq);
      expect(room!.hash()).toBe(hash);
      const again = client(second, created.game.id, [created.seats[0].token!, created.seats[1].token!]);
      await again.connect();
      await until(() => again.view(0)?.seq === seq);
      const move = nextMove([again]);
      if (move) expect((await again.act(move.action, { seat: move.seat })).seq).toBe(seq + 1);
      again.close();
    } finally {
      await second.stop();
    }

    // A log that does not give the stored hash any more: the game is retired (kept, never played on under other
    // rules), its players are told so in plain words, its record stays for a replay; the server still starts.
    const db = new Database(join(first.dataDir, 'horde.db'));
    db.prepare("UPDATE games SET hash = '0000000000000000' WHERE id = ?").run(created.game.id);
    db.close();
    const third = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(third.restore.failed.map((f) => f.id)).toEqual([created.game.id]);
      expect(third.restore.failed[0].reason).toMatch(/hash/);
      // The operator's health names the game and why; the public one says only that the server is up.
      const health = (await (await fetch(`${third.url}/api/admin/health`)).json()) as { gamesFailed: { id: string }[] };
      expect(health.gamesFailed[0].id).toBe(created.game.id);
      expect(await (await fetch(`${third.url}/api/health`)).json()).toEqual({ ok: true, storage: 'ok' });
      const raw = await RawSocket.open(third.wsUrl);
      raw.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token!] }));
      const [refused] = await raw.next(1);
      expect(refused).toMatchObject({ t: 'error', code: 'gameRetired', retired: 'rulesChanged' });
      expect((refused as { message: string }).message).not.toMatch(/hash|#\d/);
      raw.close();
      expect((await third.api.game(created.game.id)).game).toMatchObject({
        status: 'retired',
        retired: { code: 'rulesChanged' },
      });
      const record = await fetch(`${third.url}/api/games/${created.game.id}/record`, {
        headers: { authorization: `Bearer ${created.seats[0].token}` },
      });
      expect(record.status).toBe(200);
      expect(((await record.json()) as { actions: unknown[] }).actions).toHaveLength(seq + 1);
    } finally {
      await third.stop();
      removeDir(first.dataDir);
    }
  });
});
