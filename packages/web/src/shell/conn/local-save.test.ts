/**
 * The browser's own saved games follow the rules of the server's (issue 31, docs/storage.md): a save keeps the rules
 * version and the content it was made with and a snapshot of the state; a resume plays on under that rules version,
 * comes back to the saved state or goes on from the snapshot, and a save that cannot (its content changed, its replay
 * fails, its game is gone) is retired: kept, never altered, with its record for the replay and a new start.
 * Saves written before keep loading, and get the new fields when they are first opened.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { illegal, ok, type Game } from '@horde/core';
import { hashState } from '@horde/core/hash';
import { GameRetired, ShellError } from '../errors.ts';
import { LocalTable } from './local.ts';
import type { LocalRecord, LocalRules } from './local-game.ts';
import { memoryStore, type KeyValueStore } from './store.ts';

/** A pile of stones; since rules version 2 a player may take three (older games keep taking one or two). */
interface Pile {
  pile: number;
  turn: number;
  winner: number | null;
  /** The rules version the game was set up under. */
  rules: string;
}
type Take = { take: number };

function pileGame(version: string, options: { changed?: boolean; shape?: 2 } = {}): LocalRules {
  const most = (s: Pile) => (s.rules === '1' ? 2 : 3);
  const game: Game<{ pile: number }, Pile, Take, { took: number }, Pile> = {
    meta: {
      id: 'pile',
      name: 'Pile',
      rulesVersion: version,
      seats: { min: 2, max: 2 },
      roles: ['player', 'player'],
      cooperative: false,
      ...(options.shape ? { stateShape: options.shape } : {}),
    },
    configSchema: {} as never,
    actionSchema: {} as never,
    setup: (config, o) => ({
      ok: true,
      // `shape`: the state's new form (one more field), the same play.
      state: {
        pile: config.pile,
        turn: 0,
        winner: null,
        rules: o.rulesVersion ?? version,
        ...(options.shape ? { shape: options.shape } : {}),
      },
    }),
    seatCount: () => 2,
    awaiting: (s) => (s.winner === null ? [s.turn] : []),
    legalActions: (s, seat) =>
      s.winner !== null || seat !== s.turn
        ? []
        : [1, 2, 3].filter((n) => n <= most(s) && n <= s.pile).map((take) => ({ take })),
    apply(s, a, { by }) {
      if (by !== s.turn) return illegal('seat.notYours');
      // `changed`: a fix of this version's rules that forgot its version (two stones are no longer allowed).
      if (options.changed && a.take === 2) return illegal('take.count');
      if (a.take < 1 || a.take > Math.min(most(s), s.pile)) return illegal('take.count');
      s.pile -= a.take;
      if (s.pile === 0) s.winner = by;
      else s.turn = 1 - s.turn;
      return ok([{ took: a.take }]);
    },
    deadlines: () => [],
    view: (s) => ({ ...s }),
    eventsFor: (events) => [...events],
    outcome: (s) =>
      s.winner === null
        ? { over: false }
        : {
            over: true,
            reason: 'lastStone',
            message: 'took the last stone',
            results: [
              { seat: s.winner, result: 'win' },
              { seat: 1 - s.winner, result: 'loss' },
            ],
          },
    clone: (s) => ({ ...s }),
    undoKey: () => 'nothing hidden',
  };
  return { game: game as LocalRules['game'], bots: { first: () => ({ choose: (_s, legal) => legal[0] }) } };
}

/** The in-browser table over `store`, with the pile game's rules and the content fingerprint of this page. */
function table(store: KeyValueStore, rules: LocalRules | null, content: string | null = 'content-A'): LocalTable {
  return new LocalTable({
    store,
    botDelayMs: 0,
    random: () => 0.25,
    catalog: async () => ({ games: [] }),
    rules: async (game) => {
      if (game === 'gone' || !rules) throw new ShellError('errors.noTable', { game });
      if (game === 'offline') throw new Error('the network is down');
      return { ...rules, contentFingerprint: () => content };
    },
  });
}

// A retired save's technical reason goes to the console: not these tests' output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const saved = (store: KeyValueStore, id: string): LocalRecord =>
  JSON.parse(store.getItem(`horde.game.${id}`)!) as LocalRecord;

async function played(store: KeyValueStore, takes: number[], rules = pileGame('1')): Promise<string> {
  const local = table(store, rules);
  const { gameId } = await local.create({ game: 'pile', entry: 'p', config: { pile: 9 }, mode: 'hotseat', label: 'L' });
  const conn = await local.open(gameId, null);
  for (const take of takes) expect(await conn.send({ take })).toEqual({ ok: true });
  conn.close();
  return gameId;
}

describe('a game saved in this browser', () => {
  it('keeps its rules version, its content and a snapshot of the state with its hash, after every action', async () => {
    const store = memoryStore();
    const local = table(store, pileGame('1'));
    const { gameId } = await local.create({ game: 'pile', entry: 'p', config: { pile: 9 }, mode: 'hotseat' });
    let r = saved(store, gameId);
    expect(r).toMatchObject({ rulesVersion: '1', contentFp: 'content-A', seed: 536870912 });
    expect(r.snapshot).toEqual({ seq: 0, codeVersion: '1', state: { pile: 9, turn: 0, winner: null, rules: '1' } });
    expect(r.hash).toBe(hashState(r.snapshot!.state));
    const conn = await local.open(gameId, null);
    await conn.send({ take: 2 });
    await conn.send({ take: 1 });
    r = saved(store, gameId);
    expect(r.snapshot).toEqual({ seq: 2, codeVersion: '1', state: { pile: 6, turn: 0, winner: null, rules: '1' } });
    expect(r.hash).toBe(hashState(r.snapshot!.state));
    // Taking back goes to the state before, kept in memory (not rebuilt from the seed), and saves it.
    expect(await conn.undo!()).toEqual({ ok: true });
    r = saved(store, gameId);
    expect(r.actions).toEqual([{ take: 2 }]);
    expect(r.snapshot).toEqual({ seq: 1, codeVersion: '1', state: { pile: 7, turn: 1, winner: null, rules: '1' } });
    expect(conn.history()).toEqual([{ took: 2 }]);
    conn.close();
  });

  it('plays on under the rules version it was made with, after the rules changed their version', async () => {
    const store = memoryStore();
    const gameId = await played(store, [2, 2]);
    // Version 2 lets a player take three stones; this game keeps version 1's rule.
    const conn = await table(store, pileGame('2')).open(gameId, null);
    expect(conn.current().view).toMatchObject({ pile: 5, rules: '1' });
    expect(conn.current().legal).toEqual([{ take: 1 }, { take: 2 }]);
    expect(conn.history()).toEqual([{ took: 2 }, { took: 2 }]);
    // The snapshot is written again by this code; the game's own version stays.
    const r = saved(store, gameId);
    expect(r.rulesVersion).toBe('1');
    expect(r.snapshot?.codeVersion).toBe('2');
    // A new game gets version 2's rules.
    const fresh = await played(store, [3], pileGame('2'));
    expect(saved(store, fresh)).toMatchObject({ rulesVersion: '2', snapshot: { state: { pile: 6, rules: '2' } } });
    conn.close();
  });

  it('goes on from its snapshot when the rules of its version changed under it (the log starts at the resume)', async () => {
    const store = memoryStore();
    const gameId = await played(store, [2, 1]);
    const conn = await table(store, pileGame('1', { changed: true })).open(gameId, null);
    expect(conn.current().view).toMatchObject({ pile: 6, turn: 0 });
    expect(conn.current().seq).toBe(2);
    expect(conn.history()).toEqual([]);
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    expect(saved(store, gameId).snapshot).toMatchObject({ seq: 3, state: { pile: 5 } });
    conn.close();
  });

  it('plays on when its state took a new shape (the same play): replayed, its hash and snapshot taken anew', async () => {
    const store = memoryStore();
    const gameId = await played(store, [2, 1]);
    const before = saved(store, gameId);
    const conn = await table(store, pileGame('1', { shape: 2 })).open(gameId, null);
    expect(conn.current().view).toMatchObject({ pile: 6, turn: 0, shape: 2 });
    expect(conn.history()).toEqual([{ took: 2 }, { took: 1 }]);
    const r = saved(store, gameId);
    expect(r).toMatchObject({ stateShape: 2, snapshot: { seq: 2, codeVersion: '1/shape2' } });
    expect(r.hash).not.toBe(before.hash);
    expect(r.hash).toBe(hashState(r.snapshot!.state));
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    conn.close();
  });

  it('is retired when its state took a new shape and its actions no longer replay (a change of play)', async () => {
    const store = memoryStore();
    const gameId = await played(store, [2, 1]);
    const refused = await table(store, pileGame('1', { shape: 2, changed: true }))
      .open(gameId, null)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ gameId, code: 'rulesChanged' });
  });

  it('is retired, kept as it was, when its replay fails and no snapshot of this code leads on', async () => {
    const store = memoryStore();
    const gameId = await played(store, [2, 1]);
    const before = saved(store, gameId);
    // Another code version, whose rules refuse the first action: the snapshot (version 1's) cannot be trusted.
    const local = table(store, pileGame('3', { changed: true }));
    const refused = await local.open(gameId, null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GameRetired);
    expect(refused).toMatchObject({ gameId, game: 'pile', code: 'rulesChanged' });
    const after = saved(store, gameId);
    expect(after.retired).toEqual({ code: 'rulesChanged', at: expect.any(Number) });
    expect({ ...after, retired: undefined }).toEqual({ ...before, retired: undefined });
    // Listed as such, never played on: opening it again says the same without replaying anything.
    expect((await local.saved())[0]).toMatchObject({ gameId, status: 'retired' });
    await expect(table(store, pileGame('1')).open(gameId, null)).rejects.toMatchObject({ code: 'rulesChanged' });
  });

  it("is retired when the content it was made with is not this page's, with its record and a new start", async () => {
    const store = memoryStore();
    const local = table(store, pileGame('1'));
    const { gameId } = await local.create({
      game: 'pile',
      entry: 'p',
      config: { pile: 9 },
      mode: 'hotseat',
      label: 'nine',
      bots: [null, 'first'],
    });
    const conn = await local.open(gameId, null);
    await conn.send({ take: 2 });
    await new Promise((r) => setTimeout(r, 10)); // the bot's move
    conn.close();
    const before = saved(store, gameId);
    expect(before.actions.length).toBe(2);
    const edited = table(store, pileGame('1'), 'content-B');
    await expect(edited.open(gameId, null)).rejects.toMatchObject({ code: 'contentMissing', game: 'pile' });
    expect(saved(store, gameId)).toEqual({ ...before, retired: { code: 'contentMissing', at: expect.any(Number) } });
    // Its replay: the record as played, with the content it was played with.
    expect(await edited.record(gameId)).toMatchObject({
      actions: before.actions,
      rulesVersion: '1',
      contentFp: 'content-A',
      log: before.log,
    });
    // Started again: the same game, config, seed and bots, a new game on this screen, made with this page's content.
    const again = await edited.restart(gameId);
    expect(again.mode).toBe('hotseat');
    expect(again.created.gameId).not.toBe(gameId);
    expect(again.created.url).toBe(`#/game/${again.created.gameId}`);
    expect(saved(store, again.created.gameId)).toMatchObject({
      game: 'pile',
      config: { pile: 9 },
      seed: before.seed,
      bots: [null, 'first'],
      label: 'nine',
      actions: [],
      contentFp: 'content-B',
    });
    const statuses = Object.fromEntries((await edited.saved()).map((g) => [g.gameId, g.status]));
    expect(statuses).toEqual({ [gameId]: 'retired', [again.created.gameId]: 'ongoing' });
  });

  it('is retired when its game has no table here any more, and not when a table fails to load', async () => {
    const store = memoryStore();
    const gameId = await played(store, [1]);
    const r = saved(store, gameId);
    store.setItem('horde.game.G1', JSON.stringify({ ...r, game: 'gone' }));
    store.setItem('horde.game.G2', JSON.stringify({ ...r, game: 'offline' }));
    const local = table(store, pileGame('1'));
    await expect(local.open('G1', null)).rejects.toMatchObject({ code: 'gameMissing', game: 'gone' });
    await expect(local.open('G2', null)).rejects.toThrow('the network is down');
    expect(saved(store, 'G1').retired?.code).toBe('gameMissing');
    expect(saved(store, 'G2').retired).toBeUndefined();
  });
});

describe('a game saved before rules versions and contents were kept', () => {
  /** A save as the browser wrote it before (no rules version, content, hash nor snapshot). */
  const oldSave = {
    game: 'pile',
    entry: 'p',
    label: 'old',
    config: { pile: 9 },
    seed: 7,
    actions: [{ take: 2 }, { take: 1 }],
    log: [
      { by: 0, at: 1000 },
      { by: 1, at: 2000 },
    ],
    created: 500,
    updated: 2000,
    status: 'ongoing',
    round: 1,
  };

  it("loads as made under today's rules and content, and gets them with its hash and snapshot when opened", async () => {
    const store = memoryStore();
    store.setItem('horde.game.OLD', JSON.stringify(oldSave));
    const local = table(store, pileGame('2'), 'content-A');
    expect((await local.saved())[0]).toMatchObject({ gameId: 'OLD', status: 'ongoing', label: 'old' });
    const conn = await local.open('OLD', null);
    expect(conn.current().view).toMatchObject({ pile: 6, turn: 0, rules: '2' });
    expect(conn.history()).toEqual([{ took: 2 }, { took: 1 }]);
    const r = saved(store, 'OLD');
    expect(r).toMatchObject({ ...oldSave, rulesVersion: '2', contentFp: 'content-A' });
    expect(r.snapshot).toEqual({ seq: 2, codeVersion: '2', state: { pile: 6, turn: 0, winner: null, rules: '2' } });
    expect(r.hash).toBe(hashState(r.snapshot!.state));
    expect(await conn.send({ take: 3 })).toEqual({ ok: true });
    expect(saved(store, 'OLD').snapshot).toMatchObject({ seq: 3, state: { pile: 3 } });
    conn.close();
    // From now on it is checked like any save: content edited since → retired.
    await expect(table(store, pileGame('2'), 'content-B').open('OLD', null)).rejects.toMatchObject({
      code: 'contentMissing',
    });
  });

  it('loads without the log of who sent each action (older still), each action as the seat that may take it', async () => {
    const store = memoryStore();
    const { log: _log, ...older } = oldSave;
    store.setItem('horde.game.OLDER', JSON.stringify(older));
    const conn = await table(store, pileGame('1')).open('OLDER', null);
    expect(conn.current().view).toMatchObject({ pile: 6, turn: 0, rules: '1' });
    expect(saved(store, 'OLDER')).toMatchObject({ rulesVersion: '1', snapshot: { seq: 2 } });
    conn.close();
  });

  it('is retired, not altered, when it no longer replays', async () => {
    const store = memoryStore();
    store.setItem('horde.game.OLD', JSON.stringify(oldSave));
    await expect(table(store, pileGame('1', { changed: true })).open('OLD', null)).rejects.toMatchObject({
      code: 'rulesChanged',
    });
    expect(saved(store, 'OLD')).toEqual({ ...oldSave, retired: { code: 'rulesChanged', at: expect.any(Number) } });
  });
});
