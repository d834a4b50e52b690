/**
 * Fault test: the server runs as a child process; in three games two seats
 * each fire actions (several in flight at once); the process is killed with
 * SIGKILL; after a restart every acknowledged action is in its game's log at
 * its place and replaying the log gives the stored state hash.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashState, replay } from '@horde/core';
import { SAMPLE_MISSION } from '@horde/games';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { HordeApi, HordeClient, type AckMessage, type CreatedGame, type SocketFactory } from './client/index.ts';
import { startChildServer } from './cli/child-server.ts';
import { openSqliteStorage } from './storage/sqlite.ts';
import { removeDir, testRegistry, until } from './test/kit.ts';

const SURVIVORS = [
  { id: 'hanna', player: 0 },
  { id: 'jeb', player: 0 },
  { id: 'henry', player: 1 },
  { id: 'molly', player: 1 },
];

describe('SIGKILL', () => {
  it('loses no acknowledged action and restores the same state hash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horde-fault-'));
    let server = await startChildServer({ dataDir });
    try {
      let api = new HordeApi(server.url);
      const games: CreatedGame[] = [];
      for (let seed = 61; seed < 64; seed++)
        games.push(
          await api.createGame({ game: 'uoa', seed, config: { mission: SAMPLE_MISSION.id, survivors: SURVIVORS } }),
        );
      const acked = new Map<string, AckMessage[]>(games.map((g) => [g.game.id, []]));
      let total = 0,
        sent = 0,
        stop = false;
      const clients = games.flatMap((g) =>
        g.seats.map((s) => ({
          game: g.game.id,
          c: new HordeClient({
            url: api.wsUrl(),
            game: g.game.id,
            tokens: [s.token!],
            WebSocket: WebSocket as unknown as SocketFactory,
            reconnect: false,
          }),
        })),
      );
      await Promise.all(clients.map(({ c }) => c.connect()));
      // Each client keeps sending up to three of its legal actions at once, without waiting for the others.
      const loops = clients.map(async ({ game, c }, k) => {
        let n = k;
        while (!stop) {
          const legal = c.legal();
          if (legal.length === 0) {
            await new Promise((r) => setTimeout(r, 2));
            continue;
          }
          const batch = [0, 1, 2].map((j) =>
            c.act(legal[(n + j * 7) % legal.length], { base: false }).then(
              (ack) => {
                acked.get(game)!.push(ack);
                total++;
              },
              () => {},
            ),
          );
          sent += batch.length;
          n++;
          await Promise.race([Promise.all(batch), new Promise((r) => setTimeout(r, 50))]);
        }
      });
      const over = () => clients.every(({ c }) => c.legal().length === 0 && c.view()?.status === 'finished');
      await until(() => total >= 60 || (over() && total > 0), 20_000, 'acknowledged actions');
      await server.stop('SIGKILL');
      stop = true;
      await Promise.all(loops);
      for (const { c } of clients) c.close();
      expect(sent).toBeGreaterThan(total);
      expect(total).toBeGreaterThanOrEqual(20);

      server = await startChildServer({ dataDir });
      api = new HordeApi(server.url);
      // The log is read from the database itself: no client gets the log of a running game.
      const stored = openSqliteStorage({ file: join(dataDir, 'horde.db') });
      const { game } = testRegistry().require('uoa');
      try {
        for (const g of games) {
          const info = await api.game(g.game.id);
          expect(info.failed).toBe(false);
          const record = (await stored.getGame(g.game.id))!;
          const log = await stored.loadActions(g.game.id);
          const byId = new Map(log.map((a) => [a.id, a]));
          for (const ack of acked.get(g.game.id)!)
            expect(byId.get(ack.id)?.seq, `acknowledged action ${ack.id}`).toBe(ack.seq);
          expect(log.map((a) => a.seq)).toEqual(log.map((_, i) => i + 1));
          const state = replay(
            game,
            { mission: SAMPLE_MISSION.id, survivors: SURVIVORS },
            { seed: 61 + games.indexOf(g), now: Date.parse(g.game.createdAt) },
            log.map((a) => ({ action: a.action, by: a.seat ?? 'system', now: Date.parse(a.at) })),
          );
          expect(hashState(state)).toBe(record.hash);
          expect(info.game.seq).toBe(log.length);
        }
      } finally {
        await stored.close();
      }
    } finally {
      await server.stop('SIGKILL');
      removeDir(dataDir);
    }
  }, 60_000);
});
