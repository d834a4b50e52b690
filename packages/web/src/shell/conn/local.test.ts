/** The in-browser table with a game it knows nothing of: a two-seat Nim written against the contract. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { illegal, ok, toyGame, type Game } from '@horde/core';
import { LocalTable } from './local.ts';
import type { LocalRules } from './local-game.ts';
import { memoryStore } from './store.ts';

interface Nim {
  pile: number;
  turn: number;
  winner: number | null;
}
type Take = { take: number };

const nim: Game<{ pile: number }, Nim, Take, { took: number; by: number }, { pile: number; turn: number }> = {
  meta: {
    id: 'nim',
    name: 'Nim',
    rulesVersion: '1',
    seats: { min: 2, max: 2 },
    roles: ['player', 'player'],
    cooperative: false,
  },
  configSchema: {} as never,
  actionSchema: {} as never,
  setup: (config) =>
    config.pile > 0
      ? { ok: true, state: { pile: config.pile, turn: 0, winner: null } }
      : { ok: false, issues: [{ code: 'pile.empty', path: ['pile'] }] },
  seatCount: () => 2,
  awaiting: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) =>
    s.winner !== null || seat !== s.turn ? [] : [{ take: 1 }, { take: 2 }].filter((a) => a.take <= s.pile),
  apply(s, a, { by }) {
    if (by !== s.turn) return illegal('seat.notYours');
    if (a.take < 1 || a.take > Math.min(2, s.pile)) return illegal('take.count');
    s.pile -= a.take;
    if (s.pile === 0) s.winner = by;
    else s.turn = 1 - s.turn;
    return ok([{ took: a.take, by }]);
  },
  deadlines: () => [],
  view: (s) => ({ pile: s.pile, turn: s.turn }),
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
  // Nothing is hidden in Nim: every move may be taken back.
  undoKey: () => 'nothing hidden',
};

/** Always takes as many stones as it may: the bot of these tests. */
const greedy = () => ({
  choose: (_state: unknown, legal: readonly unknown[]) => legal[legal.length - 1],
});
/** The same bot, loaded as a table loads its bots' code (a dynamic import): it is ready a moment later. */
let releaseLate: () => void = () => {};
const late = () =>
  new Promise<ReturnType<typeof greedy>>((resolve) => {
    releaseLate = () => resolve(greedy());
  });
const rules: LocalRules = { game: nim as LocalRules['game'], bots: { greedy, late } };

function table(store = memoryStore()): LocalTable {
  return new LocalTable({
    store,
    botDelayMs: 0,
    random: () => 0.5,
    catalog: async () => ({ games: [] }),
    rules: async (game) => {
      if (game === 'toy') return { game: toyGame as LocalRules['game'] };
      if (game !== 'nim') throw new Error(`no ${game}`);
      return rules;
    },
  });
}

const newNim = (pile: number) => ({ game: 'nim', entry: 'pile', config: { pile }, mode: 'hotseat' as const });

afterEach(() => vi.useRealTimers());

describe('LocalTable with any game of the contract', () => {
  it('plays every seat on one screen, each action as the seat that owns it, and saves the result', async () => {
    const store = memoryStore();
    const local = table(store);
    const created = await local.create({ ...newNim(5), label: 'five stones' });
    expect(created.seats.map((s) => s.seat)).toEqual([0, 1]);
    const conn = await local.open(created.gameId, null);
    expect(conn.game).toBe('nim');
    expect(conn.current().legal).toEqual([{ take: 1 }, { take: 2 }]);
    expect(await conn.send({ take: 2 })).toEqual({ ok: true });
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    expect(conn.current().view).toEqual({ pile: 2, turn: 0 });
    expect(conn.current().canUndo).toBe(true);
    expect(await conn.undo!()).toEqual({ ok: true });
    expect(conn.current().view).toEqual({ pile: 3, turn: 1 });
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    // Rebuilt from storage, each action applied as the seat that sent it.
    const again = await table(store).open(created.gameId, null);
    expect(again.current().view).toEqual({ pile: 2, turn: 0 });
    expect(again.history()).toEqual([
      { took: 2, by: 0 },
      { took: 1, by: 1 },
    ]);
    expect(await conn.send({ take: 2 })).toEqual({ ok: true });
    expect(conn.current().status).toBe('finished');
    const [saved] = await local.saved();
    expect(saved).toMatchObject({ gameId: created.gameId, game: 'nim', entry: 'pile', label: 'five stones' });
    expect(saved.status).toBe('won');
  });

  it("plays a bot's seat whenever the game awaits it, and shows this screen its people's seat", async () => {
    const store = memoryStore();
    const local = table(store);
    const created = await local.create({ ...newNim(7), bots: [null, 'greedy'] });
    expect(created.seats.map((s) => s.bot)).toEqual([null, 'greedy']);
    const conn = await local.open(created.gameId, null);
    const moves = (n: number) =>
      new Promise<void>((resolve) => conn.subscribe((u) => u.snapshot.seq >= n && resolve()));
    // Only seat 1's actions are this screen's: hot-seat with one seat for people plays that seat.
    expect(conn.current().legal).toEqual([{ take: 1 }, { take: 2 }]);
    const bot = moves(2);
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    await bot; // the bot takes two: 4 left, seat 1's turn again
    expect(conn.current().view).toEqual({ pile: 4, turn: 0 });
    // The bot never plays for people: nothing moves while seat 1 thinks.
    await new Promise((r) => setTimeout(r, 20));
    expect(conn.current().view).toEqual({ pile: 4, turn: 0 });
    const again2 = moves(4);
    expect(await conn.send({ take: 1 })).toEqual({ ok: true });
    await again2;
    expect(conn.current().view).toEqual({ pile: 1, turn: 0 });
    // Rebuilt from storage, the bot's actions are there as its seat's.
    const again = await table(store).open(created.gameId, null);
    expect(again.history()).toEqual([
      { took: 1, by: 0 },
      { took: 2, by: 1 },
      { took: 1, by: 0 },
      { took: 2, by: 1 },
    ]);
    again.close();
    conn.close();
  });

  it("waits for a bot whose code is still loading: its seat is never a person's, and it plays once loaded", async () => {
    const local = table();
    const created = await local.create({ ...newNim(5), bots: ['late', null] });
    const conn = await local.open(created.gameId, null);
    // Seat 0 (the bot's) moves first: this screen's people (seat 1) may do nothing, and nothing moves.
    await new Promise((r) => setTimeout(r, 20));
    expect(conn.current().legal).toEqual([]);
    expect(conn.current().view).toEqual({ pile: 5, turn: 0 });
    const played = new Promise<void>((resolve) => conn.subscribe((u) => u.snapshot.seq >= 1 && resolve()));
    releaseLate();
    await played;
    expect(conn.current().view).toEqual({ pile: 3, turn: 1 });
    expect(conn.current().legal).toEqual([{ take: 1 }, { take: 2 }]);
    conn.close();
  });

  it("fires a timed game's deadline as the server would: its action applied as `system`, stored as such", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = memoryStore();
    const local = table(store);
    const { gameId } = await local.create({ game: 'toy', entry: 'duel', config: { turnMs: 5000 }, mode: 'hotseat' });
    const conn = await local.open(gameId, null);
    // The toy game's first turn is five seconds long: the snapshot says when it ends.
    expect(conn.current().deadline).toEqual({ at: 1_005_000, now: 1_000_000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(conn.current().seq).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(conn.current().seq).toBe(1);
    const saved = JSON.parse(store.getItem(`horde.game.${gameId}`)!) as { actions: unknown[]; log: unknown[] };
    expect(saved.actions).toEqual([{ type: 'timeout' }]);
    expect(saved.log).toEqual([{ by: 'system', at: 1_005_000 }]);
    // Rebuilt from storage, the timeout replays as the server's own action; the next turn's clock runs.
    const again = await table(store).open(gameId, null);
    expect(again.current().seq).toBe(1);
    expect(again.current().deadline?.at).toBe(1_010_000);
    conn.close();
    again.close();
  });

  it("gives one seat's screen only that seat's actions", async () => {
    const local = table();
    const created = await local.create(newNim(4));
    const second = await local.open(created.gameId, '1');
    expect(second.seat).toBe(1);
    expect(second.current().legal).toEqual([]);
    const refused = await second.send({ take: 1 });
    // The refusal travels as data (the table words its code), with no sentence.
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'seat.notYours' } });
    expect(refused.ok ? null : refused.refusal).toEqual({ code: 'seat.notYours' });
    expect(second.undo).toBeUndefined();
  });

  it("says the rules' own reason when an action is illegal for every seat", async () => {
    const conn = await table()
      .open((await table().create(newNim(4))).gameId, null)
      .catch(() => null);
    expect(conn).toBeNull(); // another store: the game is not there
    const local = table();
    const game = await local.open((await local.create(newNim(4))).gameId, null);
    expect(await game.send({ take: 3 })).toMatchObject({ ok: false, refusal: { code: 'take.count' } });
  });

  it('refuses a config the rules refuse, and lists, describes and forgets games', async () => {
    const local = table();
    await expect(local.create(newNim(0))).rejects.toThrow('pile.empty');
    const { gameId } = await local.create(newNim(3));
    local.describe(gameId, 'three stones');
    local.describe(gameId, 'ignored: it has a description');
    expect((await local.saved()).map((g) => g.label)).toEqual(['three stones']);
    expect(await local.record(gameId)).toEqual({
      game: 'nim',
      config: { pile: 3 },
      seed: 1073741824,
      actions: [],
      log: [],
      created: expect.any(Number),
      rulesVersion: '1',
      contentFp: null,
    });
    local.forget(gameId);
    expect(await local.saved()).toEqual([]);
  });
});
