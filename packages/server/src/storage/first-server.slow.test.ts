/**
 * A database written by the first server resumes all its games, each showing every seat exactly what it saw
 * before the update (issue 31, item 7). fixtures/first-server.db was written by b573ff8, the first server that
 * hosts the real M0 and M5 (fixtures/make-first-server.md: how, and what changed since); first-server-views.json
 * holds the last view and legal actions each seat received. Today's server opens a copy (SQLite, and the same rows
 * in a schema-1 PostgreSQL database): every game is kept and restored (none retired, none failed), pinned to the
 * first server's content (packages/games/legacy/uoa-v0), and each seat, connecting with its token, sees what it saw
 * and may take its next legal action.
 *
 * The rules that make it so are gated by the rules version (zombicide/src/rulesets/uoa/ruleset.ts, `options`):
 * without them the M5 game sets up its two Townsfolk on two balconies (M5, seed 002 lines 2987-2988: the first
 * server drew each from all three, seed 108 put both on 4R's) and the second M0 game's Hit & run Move (EN 1666)
 * costs an Action, which ends May's turn early; without the legacy content M5 plays without its Mobile spawn.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, legacyPin, contentFingerprint, loadUoaModule, type Registry } from '@horde/games';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HordeClient, type SocketFactory } from '../client/index.ts';
import { startServer } from '../server.ts';
import { openStorage } from './open.ts';
import { schema1Postgres } from './fixtures/schema1-postgres.test-helper.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres-cluster.test-helper.ts';
import type { Storage } from './types.ts';

const FIXTURE = new URL('./fixtures/first-server.db', import.meta.url).pathname;
const VIEWS = new URL('./fixtures/first-server-views.json', import.meta.url).pathname;

type View = Record<string, unknown> & { survivors: unknown[]; objectives: { color: string; hidden: boolean }[] };
interface RecordedSeat {
  seat: number;
  seq: number;
  view: View;
  legal: unknown[];
}
interface RecordedGame {
  id: string;
  mission: string;
  seq: number;
  seats: RecordedSeat[];
}
const recorded: { commit: string; games: RecordedGame[] } = JSON.parse(readFileSync(VIEWS, 'utf8'));

/**
 * What a player sees of a game, as the first server's view and today's can both say it. Compared, every field the
 * first server's view had, except:
 * - `seat`: the same seat, written "0" then and 0 now (the contract's seats are numbers since the registry);
 * - `options`: today's lists the first servers' rules the game plays by (ruleset.ts); `ultrared` is compared;
 * - the colour of a face-down Objective: the first server's view showed it (M5's blue and green, whose places
 *   its mission file gives anyway: the first server did not shuffle them); a view today names no face-down
 *   colour, and keeps the token, its zone, and whether it is face down or taken;
 * - `outcomeReason`: why a game ended was an English sentence ('' while it went on), now a code and its values
 *   (null while it goes on; the Zombicide state shape 2): these games go on, so both say none;
 * and today's fields the first server's view did not have (`outcomeCode`, `board`, `train`, `setAsideBountyCount`)
 * cannot be compared. The rest is compared as it stands: the mission, round, phase, first and current player, the
 * active survivor, every survivor (zone, class, health, wounds, adrenaline and level, skills, inventory, actions
 * used, done, eliminated, exited, Companions' leaders), the zombies by zone and the box's pool, the Noise token,
 * spawn zones, Vade Retro tokens, buildings entered, the cards on the table, discard piles and deck sizes, pending
 * decisions, the zombies' phase and combat in progress, the Wagon and Gatling, mission progress and statistics.
 */
function seen(view: View): Record<string, unknown> {
  const {
    seat: _seat,
    options,
    objectives,
    outcomeCode: _c,
    outcomeReason,
    board: _b,
    train: _t,
    setAsideBountyCount: _s,
    ...rest
  } = view;
  return {
    ...rest,
    outcomeReason: outcomeReason || null,
    ultrared: (options as { ultrared: boolean }).ultrared,
    objectives: objectives.map((o) => (o.hidden ? { ...o, color: 'face down' } : o)),
  };
}

let dir = '';
let postgres: ThrowawayPostgres;
let registry: Registry;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'horde-first-server-'));
  registry = createRegistry([loadUoaModule()]);
  postgres = await startThrowawayPostgres();
}, 300_000);
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Today's server on `storage`: every game resumes, each seat sees what it saw, and the game goes on. */
async function checkResumes(storage: Storage): Promise<void> {
  const server = await startServer({ registry, storage, port: 0, logger: false, botDelayMs: 0 });
  try {
    expect(server.restore).toMatchObject({ restored: 3, failed: [] });
    const games = await storage.listGames();
    expect(games.map((g) => [g.name, g.game, g.rulesVersion, g.entry, g.status, g.seq]).sort()).toEqual([
      ['first server M0 103', 'uoa', '0', 'M0', 'ongoing', 45],
      ['first server M0 125', 'uoa', '0', 'M0', 'ongoing', 45],
      ['first server M5 108', 'uoa', '0', 'M5', 'ongoing', 45],
    ]);
    for (const game of recorded.games) {
      const record = (await storage.getGame(game.id))!;
      // Pinned from now on to the content it started with: the first server's M0 or M5.
      expect(record.contentFp).toBe(contentFingerprint(legacyPin('uoa', '0', game.mission)));
      expect(await storage.getContent(record.contentFp!)).toEqual(legacyPin('uoa', '0', game.mission));
      const clients = game.seats.map(
        (s) =>
          new HordeClient({
            url: `${server.url.replace(/^http/, 'ws')}/ws`,
            game: game.id,
            tokens: [record.tokens.seats[s.seat]],
            WebSocket: WebSocket as unknown as SocketFactory,
            reconnect: false,
          }),
      );
      try {
        for (const c of clients) await c.connect();
        for (const [i, s] of game.seats.entries()) {
          const now = clients[i].view(s.seat)!;
          expect(now.seq).toBe(s.seq);
          expect(seen(now.view as unknown as View), `${game.mission} seat ${s.seat}`).toEqual(seen(s.view));
          expect(clients[i].legal(s.seat), `${game.mission} seat ${s.seat}`).toEqual(s.legal);
        }
        // The game goes on: the seat the game awaits takes its first legal action.
        const next = game.seats.findIndex((s) => s.legal.length > 0);
        const ack = await clients[next].act(clients[next].legal(game.seats[next].seat)[0]);
        expect(ack.seq).toBe(game.seq + 1);
      } finally {
        for (const c of clients) c.close();
      }
    }
  } finally {
    await server.close();
  }
  // A second start restores from the snapshots the first took, the content already named.
  const again = await startServer({ registry, storage: reopen(storage), port: 0, logger: false });
  try {
    expect(again.restore).toMatchObject({ restored: 3, failed: [] });
  } finally {
    await again.close();
  }
}

let reopen: (closed: Storage) => Storage;

describe('a database of the first server resumes all its games', () => {
  it('SQLite: the file b573ff8 wrote', async () => {
    const file = join(dir, 'horde.db');
    copyFileSync(FIXTURE, file);
    reopen = () => openStorage({ databaseUrl: `sqlite://${file}` });
    await checkResumes(openStorage({ databaseUrl: `sqlite://${file}` }));
  }, 60_000);

  it('PostgreSQL: the same rows in a schema-1 database', async () => {
    const url = await schema1Postgres(postgres.url, 'first_server', FIXTURE, dir);
    reopen = () => openStorage({ databaseUrl: url });
    await checkResumes(openStorage({ databaseUrl: url }));
  }, 60_000);
});
