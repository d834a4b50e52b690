/**
 * The storage contract, on the embedded SQLite and on a real PostgreSQL server the test starts itself
 * (Debian's postgresql, installed with apt-get when missing; a throwaway cluster on a loopback port).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from './open.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres-cluster.test-helper.ts';
import { StorageConflictError, type GameRecord, type Storage } from './types.ts';

let postgres: ThrowawayPostgres | undefined;
let pgUrl = '';

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  pgUrl = postgres.url;
}, 300_000);

afterAll(() => postgres?.stop());

const WON: GameRecord['result'] = {
  over: true,
  reason: 'goalsDone',
  results: [{ seat: 0, result: 'win' }],
};

function game(id: string, status: GameRecord['status'] = 'ongoing'): GameRecord {
  return {
    id,
    name: `game ${id}`,
    game: 'uoa',
    rulesVersion: '1',
    entry: 'M0',
    config: { mission: 'M0', survivors: [{ id: 'hanna' }] },
    seed: 2_000_000_000,
    players: 1,
    tokens: { admin: 'a'.repeat(24), watch: 'w'.repeat(24), seats: ['s'.repeat(24)] },
    bots: id === 'g2' ? ['heuristic'] : [null],
    status,
    result: status === 'finished' ? WON : null,
    seq: 0,
    hash: 'h0',
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
  };
}

function contract(name: string, open: () => Storage): void {
  describe(`storage contract: ${name}`, () => {
    it('stores games, appends actions in order in one step with seq, hash, status and outcome, and lists unfinished games', async () => {
      const store = open();
      try {
        await store.createGame(game('g1'));
        await store.createGame(game('g2', 'finished'));
        await store.appendAction(
          'g1',
          { seq: 1, id: 'c1', seat: 0, action: { type: 'endTurn', s: 0 }, hash: 'h1', at: '2026-11-25T00:00:01.000Z' },
          'ongoing',
          null,
        );
        await store.appendAction(
          'g1',
          // The server's own action (a deadline's timeout) has no seat.
          {
            seq: 2,
            id: 'c2',
            seat: null,
            action: { type: 'timeout' },
            hash: 'h2',
            at: '2026-11-25T00:00:02.000Z',
          },
          'finished',
          WON,
        );
        // The bots of the seats come back as stored (schema 3).
        expect((await store.getGame('g2'))?.bots).toEqual(['heuristic']);
        expect(await store.getGame('g1')).toMatchObject({
          bots: [null],
          game: 'uoa',
          rulesVersion: '1',
          entry: 'M0',
          seq: 2,
          hash: 'h2',
          status: 'finished',
          result: WON,
          seed: 2_000_000_000,
          config: { mission: 'M0' },
        });
        expect((await store.loadActions('g1')).map((a) => [a.seat, a.action])).toEqual([
          [0, { type: 'endTurn', s: 0 }],
          [null, { type: 'timeout' }],
        ]);
        expect((await store.loadActions('g1', 1)).map((a) => a.seq)).toEqual([2]);
        expect(await store.unfinishedGameIds()).toEqual([]);
        expect((await store.listGames({ status: 'finished' })).map((g) => g.id).sort()).toEqual(['g1', 'g2']);
        expect(await store.getGame('nope')).toBeNull();
      } finally {
        await store.close();
      }
    });
    it('counts and deletes the games where no person ever acted, older than a time (issue 12; issue 30: a bot moving first does not make a game played)', async () => {
      const store = open();
      try {
        const old = { ...game('u-old'), createdAt: '2026-01-01T00:00:00.000Z' };
        const played = { ...game('u-played'), createdAt: '2026-01-01T00:00:00.000Z' };
        await store.createGame(old);
        await store.createGame(played);
        await store.createGame(game('u-new'));
        const botsOnly = { ...game('u-bots'), createdAt: '2026-01-01T00:00:00.000Z' };
        await store.createGame(botsOnly);
        await store.appendAction(
          'u-played',
          { seq: 1, id: 'p1', seat: 0, action: { type: 'endTurn', s: 0 }, hash: 'h1', at: '2026-01-01T00:00:01.000Z' },
          'ongoing',
          null,
          true,
        );
        await store.appendAction(
          'u-bots',
          { seq: 1, id: 'b1', seat: 1, action: { type: 'endTurn', s: 1 }, hash: 'h1', at: '2026-01-01T00:00:01.000Z' },
          'ongoing',
          null,
          false,
        );
        const before = await store.countUnplayed();
        expect((await store.deleteUnplayed('2026-06-01T00:00:00.000Z')).sort()).toEqual(['u-bots', 'u-old']);
        expect(await store.countUnplayed()).toBe(before - 2);
        expect(await store.getGame('u-old')).toBeNull();
        expect(await store.getGame('u-bots')).toBeNull();
        expect(await store.loadActions('u-bots')).toEqual([]);
        expect(await store.getGame('u-played')).not.toBeNull();
      } finally {
        await store.close();
      }
    });
    it('takes back only the last action, moving the game back to the hash before it (issue 14: undo online)', async () => {
      const store = open();
      try {
        await store.createGame(game('t1'));
        for (const seq of [1, 2])
          await store.appendAction(
            't1',
            { seq, id: `a${seq}`, seat: 0, action: { n: seq }, hash: `h${seq}`, at: `2026-11-25T00:00:0${seq}.000Z` },
            'ongoing',
            null,
          );
        await expect(store.removeLastAction('t1', 1, { hash: 'h0', updatedAt: 'x' })).rejects.toBeInstanceOf(
          StorageConflictError,
        );
        expect((await store.loadActions('t1')).map((a) => a.seq)).toEqual([1, 2]);
        await store.removeLastAction('t1', 2, { hash: 'h1', updatedAt: '2026-11-25T00:00:03.000Z' });
        expect((await store.loadActions('t1')).map((a) => a.id)).toEqual(['a1']);
        expect(await store.getGame('t1')).toMatchObject({ seq: 1, hash: 'h1', status: 'ongoing', result: null });
        // The seq taken back is free again for the next action.
        await store.appendAction(
          't1',
          { seq: 2, id: 'b2', seat: 0, action: { n: 3 }, hash: 'h2b', at: '2026-11-25T00:00:04.000Z' },
          'ongoing',
          null,
        );
        expect((await store.loadActions('t1')).map((a) => a.id)).toEqual(['a1', 'b2']);
      } finally {
        await store.close();
      }
    });
    it('refuses an action that is not next in the log and keeps the log as it was', async () => {
      const store = open();
      try {
        await store.createGame(game('g3'));
        await expect(
          store.appendAction(
            'g3',
            { seq: 2, id: 'x', seat: 0, action: { type: 'endTurn', s: 0 }, hash: 'hx', at: 'now' },
            'ongoing',
            null,
          ),
        ).rejects.toBeInstanceOf(StorageConflictError);
        expect(await store.loadActions('g3')).toEqual([]);
        expect(await store.getGame('g3')).toMatchObject({ seq: 0, hash: 'h0' });
      } finally {
        await store.close();
      }
    });
    it('remembers the one next game that continues an ended game (its sequel, schema 7)', async () => {
      const store = open();
      try {
        await store.createGame(game('q1', 'finished'));
        expect((await store.getGame('q1'))?.sequel).toBeNull();
        expect(await store.setSequel('q1', 'q2')).toBe(true);
        // A second sequel (another seat asking at the same time) is not stored over the first.
        expect(await store.setSequel('q1', 'q3')).toBe(false);
        expect((await store.getGame('q1'))?.sequel).toBe('q2');
        expect(await store.setSequel('unknown', 'q4')).toBe(false);
      } finally {
        await store.close();
      }
    });
    it("stores a game's hashes anew under a new state shape, in one step, only while the game stands still", async () => {
      const store = open();
      try {
        await store.createGame(game('r1'));
        expect((await store.getGame('r1'))?.stateShape).toBe(1);
        for (const seq of [1, 2])
          await store.appendAction(
            'r1',
            { seq, id: `a${seq}`, seat: 0, action: { type: 'endTurn', s: 0 }, hash: `old${seq}`, at: `t${seq}` },
            'ongoing',
            null,
          );
        await store.reshapeGame('r1', 2, 'new2', ['new1', 'new2']);
        expect(await store.getGame('r1')).toMatchObject({ seq: 2, hash: 'new2', stateShape: 2 });
        expect((await store.loadActions('r1')).map((a) => [a.id, a.hash])).toEqual([
          ['a1', 'new1'],
          ['a2', 'new2'],
        ]);
        // Taken for a log of one action while the game holds two: refused, nothing changed.
        await expect(store.reshapeGame('r1', 3, 'x', ['x'])).rejects.toBeInstanceOf(StorageConflictError);
        expect(await store.getGame('r1')).toMatchObject({ hash: 'new2', stateShape: 2 });
        expect((await store.loadActions('r1')).map((a) => a.hash)).toEqual(['new1', 'new2']);
      } finally {
        await store.close();
      }
    });
  });
}

contract('SQLite (embedded default)', () => openStorage({ databaseUrl: 'sqlite::memory:' }));
contract('PostgreSQL (DATABASE_URL)', () => openStorage({ databaseUrl: pgUrl }));
