/**
 * A saved game survives every update (issue 31): a game started today, then the server updated with a rules fix
 * that changes play, resumes showing every seat exactly what it saw and plays on under the rules it started with
 * when the fix is gated by the rules version; an ungated fix retires it (kept, with its replay) instead of playing
 * it on into positions that never existed. Restores start from the latest state snapshot, not the whole history.
 *
 * The content edits are made to each of the four games' shipped content (a spawn zone moved, a survivor's health
 * lowered, fewer Life tokens): a game pinned before the edit restores as its seats saw it and plays on with the
 * content it started with, while a new game gets the edited content.
 *
 * The rules "update" is core's toy game and a version 2 of it made here: a card played scores one point more. Gated,
 * version 2 plays the old rule for a game set up under version 1 (as every game's rules do with
 * `SetupOptions.rulesVersion`); ungated, it plays the new rule for every game.
 */
import type { ApplyContext, ToyAction, ToyConfig, ToyState } from '@horde/core';
import { createRegistry, loadRegistry, toyModule, type AnyModule } from '@horde/games';
import { describe, expect, it } from 'vitest';
import { client, removeDir, startTestServer, until, type TestServer } from './test/kit.ts';

type ToyV2State = ToyState & { bonusRule?: true };

/** The toy game's version 2: a card played scores one point more; `gated`: only in games set up under version 2. */
function toyVersion2(gated: boolean): AnyModule {
  const base = toyModule();
  const game = base.game;
  return {
    ...base,
    game: {
      ...game,
      meta: { ...game.meta, rulesVersion: '2' },
      setup(config: ToyConfig, options) {
        const result = game.setup(config, options);
        if (result.ok && (!gated || (options.rulesVersion ?? '2') !== '1'))
          (result.state as ToyV2State).bonusRule = true;
        return result;
      },
      apply(state: ToyState, action: ToyAction, ctx: ApplyContext) {
        const before = state.scores.slice();
        const result = game.apply(state, action, ctx);
        const s = state as ToyV2State;
        if (result.ok && s.bonusRule && action.type === 'play')
          for (const seat of [0, 1] as const) if (state.scores[seat] > before[seat]) state.scores[seat] += 1;
        return result;
      },
    },
  };
}

/** Plays `n` actions of a two-seat toy game (the awaited seat plays its lowest card, else passes, else allows). */
async function play(server: TestServer, game: string, tokens: string[], n: number) {
  const clients = tokens.map((t) => client(server, game, [t]));
  await Promise.all(clients.map((c) => c.connect()));
  for (let i = 0; i < n; i++) {
    await until(
      () => clients.some((c) => c.view()?.awaited) || clients[0].view()?.status !== 'ongoing',
      5000,
      'a turn',
    );
    if (clients[0].view()?.status !== 'ongoing') break;
    const c = clients.find((x) => x.view()?.awaited)!;
    const legal = c.legal() as ToyAction[];
    const plays = legal
      .filter((a) => a.type === 'play')
      .sort((a, b) => (a as { card: number }).card - (b as { card: number }).card);
    await c.act(plays[0] ?? legal.find((a) => a.type === 'allow') ?? legal[0]);
    await until(() => clients.every((x) => x.seq === c.seq), 5000, 'the update');
  }
  const views = clients.map((c) => JSON.stringify(c.view()?.view));
  for (const c of clients) c.close();
  return views;
}

/** What each seat sees now, fresh from a new connection. */
async function seen(server: TestServer, game: string, tokens: string[]) {
  const out: string[] = [];
  for (const t of tokens) {
    const c = client(server, game, [t]);
    await c.connect();
    await until(() => c.view() !== undefined, 5000, 'the view');
    out.push(JSON.stringify(c.view()!.view));
    c.close();
  }
  return out;
}

const config = { turnMs: 3_600_000, reactMs: 3_600_000 };

/**
 * A toy game played `n` actions on a server of today's code. Returns the server (stopped: its data folder is where the
 * next one starts), the game, what each seat saw, its log and its latest snapshot.
 */
async function playedToday(seed: number, n: number, options: { snapshotEvery?: number } = {}) {
  const v1 = await startTestServer({ registry: createRegistry([toyModule()]), ...options });
  const created = await v1.api.createGame({ game: 'toy', config, seed });
  const tokens = created.seats.map((s) => s.token!);
  const views = await play(v1, created.game.id, tokens, n);
  const log = await v1.storage.loadActions(created.game.id);
  const snapshot = await v1.storage.latestSnapshot(created.game.id);
  await v1.stop();
  return { v1, created, id: created.game.id, tokens, views, log, snapshot };
}

describe('a rules fix that changes play', () => {
  it('gated by the rules version: the game resumes as its seats saw it and plays on under its own rules', async () => {
    const { v1, created, tokens, views: before } = await playedToday(31, 4);

    const v2 = await startTestServer({ registry: createRegistry([toyVersion2(true)]), dataDir: v1.dataDir });
    try {
      expect(v2.restore.failed).toEqual([]);
      expect(await seen(v2, created.game.id, tokens)).toEqual(before);
      // It plays on under version 1: a card scores its value, not one more (a version 2 game scores one more).
      const room = v2.rooms.loadedRoom(created.game.id)!;
      expect(room.summary().rulesVersion).toBe('1');
      const fresh = await v2.api.createGame({ game: 'toy', config, seed: 31 });
      expect(fresh.game.rulesVersion).toBe('2');
      const [oldAfter] = await play(v2, created.game.id, tokens, 1);
      const [newAfter] = await play(
        v2,
        fresh.game.id,
        fresh.seats.map((s) => s.token!),
        5,
      );
      const score = (view: string) => (JSON.parse(view) as { scores: number[] }).scores;
      expect(score(oldAfter)).not.toEqual(score(newAfter));
    } finally {
      await v2.stop();
      removeDir(v1.dataDir);
    }
  });

  it('not gated: the game is retired with its replay, never played on into positions that never existed', async () => {
    const { v1, created, tokens } = await playedToday(32, 6);
    const v2 = await startTestServer({ registry: createRegistry([toyVersion2(false)]), dataDir: v1.dataDir });
    try {
      expect(v2.restore.failed.map((f) => f.id)).toEqual([created.game.id]);
      expect((await v2.api.game(created.game.id)).game).toMatchObject({
        status: 'retired',
        retired: { code: 'rulesChanged' },
      });
      const stored = (await v2.storage.getGame(created.game.id))!;
      expect(stored.retired?.detail).toMatch(/hash|action/);
      // Its record stays, for the replay and to start again with the same setup.
      const res = await fetch(`${v2.url}/api/games/${created.game.id}/record`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(res.status).toBe(200);
      const record = (await res.json()) as { config: unknown; seed: unknown; actions: unknown[] };
      expect(record.actions.length).toBe(stored.seq);
      const again = await v2.api.createGame({ game: 'toy', config: record.config, seed: record.seed as string });
      expect(again.game.status).toBe('ongoing');
    } finally {
      await v2.stop();
      removeDir(v1.dataDir);
    }
  });
});

/** The toy game with a new state shape and the same play: its state carries one more field (so other hashes). */
function toyNewShape(refuseBlocks = false): AnyModule {
  const base = toyModule();
  const game = base.game;
  return {
    ...base,
    game: {
      ...game,
      meta: { ...game.meta, stateShape: 2 },
      setup(config: ToyConfig, options) {
        const result = game.setup(config, options);
        if (result.ok) (result.state as ToyState & { shape: number }).shape = 2;
        return result;
      },
      // `refuseBlocks`: a change of play hidden behind the new shape (a rule that now refuses a block).
      apply(state: ToyState, action: ToyAction, ctx: ApplyContext) {
        if (refuseBlocks && action.type === 'allow')
          return { ok: false, error: { code: 'toy.noAllow', message: 'no' } };
        return game.apply(state, action, ctx);
      },
    },
  };
}

describe('a new state shape (the same play, states of another form)', () => {
  it('replays the game under the new code, stores its hashes anew, and checks them at the next restore', async () => {
    const {
      v1,
      id,
      tokens,
      views: before,
      log: oldLog,
      snapshot: oldSnapshot,
    } = await playedToday(35, 6, {
      snapshotEvery: 4,
    });
    expect(oldSnapshot?.codeVersion).toBe('1');

    const registry = createRegistry([toyNewShape()]);
    const v2 = await startTestServer({ registry, dataDir: v1.dataDir });
    try {
      expect(v2.restore.failed).toEqual([]);
      expect(await seen(v2, id, tokens)).toEqual(before);
      const stored = (await v2.storage.getGame(id))!;
      expect(stored).toMatchObject({ status: 'ongoing', stateShape: 2 });
      const log = await v2.storage.loadActions(id);
      // Every action's hash is taken anew (the states carry the new field), the actions themselves unchanged.
      expect(log.map((a) => a.action)).toEqual(oldLog.map((a) => a.action));
      for (let i = 0; i < log.length; i++) expect(log[i].hash).not.toBe(oldLog[i].hash);
      expect(stored.hash).toBe(log.at(-1)!.hash);
      // A snapshot of the new shape was taken at once, named so that the old code's snapshot is never read as one.
      const snapshot = (await v2.storage.latestSnapshot(id))!;
      expect(snapshot).toMatchObject({ seq: stored.seq, hash: stored.hash, codeVersion: '1/shape2' });
      await play(v2, id, tokens, 2);
    } finally {
      await v2.stop();
    }
    const again = await startTestServer({ registry, dataDir: v1.dataDir });
    try {
      // Now an ordinary restore: from the snapshot, the stored hashes checked.
      expect(again.restore.failed).toEqual([]);
      expect((await again.storage.getGame(id))!.status).toBe('ongoing');
    } finally {
      await again.stop();
      removeDir(v1.dataDir);
    }
  });

  it('a change of play behind the new shape retires the game (an action no longer accepted)', async () => {
    const { v1, created, log } = await playedToday(36, 8);
    expect(log.some((a) => (a.action as ToyAction).type === 'allow')).toBe(true);
    const v2 = await startTestServer({ registry: createRegistry([toyNewShape(true)]), dataDir: v1.dataDir });
    try {
      expect(v2.restore.failed.map((f) => f.id)).toEqual([created.game.id]);
      expect(await v2.storage.getGame(created.game.id)).toMatchObject({
        status: 'retired',
        stateShape: 1,
        retired: { code: 'rulesChanged' },
      });
    } finally {
      await v2.stop();
      removeDir(v1.dataDir);
    }
  });
});

describe('snapshots', () => {
  it('restores from the latest snapshot and the actions after it, not the whole history', async () => {
    const registry = createRegistry([toyModule()]);
    const server = await startTestServer({ registry, snapshotEvery: 10 });
    const created = await server.api.createGame({ game: 'toy', config, seed: 33 });
    const tokens = created.seats.map((s) => s.token!);
    await play(server, created.game.id, tokens, 14);
    const record = (await server.storage.getGame(created.game.id))!;
    const snapshot = await server.storage.latestSnapshot(created.game.id);
    // Taken every ten actions here (every 50 by default, and at turn boundaries, and at the end).
    expect(snapshot).not.toBeNull();
    expect(snapshot!.seq).toBeGreaterThanOrEqual(10);
    const log = await server.storage.loadActions(created.game.id);
    expect(snapshot!.hash).toBe(log[snapshot!.seq - 1].hash);
    const views = await seen(server, created.game.id, tokens);
    await server.stop();

    // The first action's stored form no longer replays (as under rules that changed long ago): a restore from
    // setup would retire the game; from the snapshot it never reads it.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(`${server.dataDir}/horde.db`);
    db.prepare('UPDATE actions SET action = \'{"type":"block","card":9}\' WHERE game_id = ? AND seq = 1').run(
      created.game.id,
    );
    db.close();
    const again = await startTestServer({ registry, dataDir: server.dataDir });
    try {
      expect(again.restore.failed).toEqual([]);
      expect(again.rooms.loadedRoom(created.game.id)!.seq).toBe(record.seq);
      expect(await seen(again, created.game.id, tokens)).toEqual(views);
    } finally {
      await again.stop();
      removeDir(server.dataDir);
    }
  });

  it('drops a snapshot of an action taken back, so a restore never starts from a state that no longer stands', async () => {
    const server = await startTestServer({ registry: createRegistry([toyModule()]), snapshotEvery: 5 });
    try {
      const created = await server.api.createGame({ game: 'toy', config, seed: 34 });
      await play(
        server,
        created.game.id,
        created.seats.map((s) => s.token!),
        12,
      );
      const snapshot = (await server.storage.latestSnapshot(created.game.id))!;
      await server.storage.dropSnapshotsAfter(created.game.id, snapshot.seq - 1);
      const left = await server.storage.latestSnapshot(created.game.id);
      expect(left === null || left.seq < snapshot.seq).toBe(true);
    } finally {
      await server.stop();
      removeDir(server.dataDir);
    }
  });
});

/** Each game's shipped content, edited as a designer would after games started (the edited module hosts that entry). */
// biome-ignore lint/suspicious/noExplicitAny: the test edits a pinned content's JSON as a designer edits a file
type PinJson = Record<string, any>;
const EDITS: { game: string; entry: string; seats: number; edit(pin: PinJson, module: AnyModule): void }[] = [
  { game: 'uoa', entry: 'M0', seats: 2, edit: moveSpawn },
  { game: 'classic', entry: 'C0', seats: 2, edit: moveSpawn },
  {
    game: 'seconds',
    entry: 'duel-untimed',
    seats: 2,
    edit: (pin) => {
      pin.content.survivors.find((s: { id: string }) => s.id === 'lenny').health -= 1;
    },
  },
  {
    game: 'zombies',
    entry: 'standard',
    seats: 2,
    edit: (pin) => {
      pin.content.tokens.life -= 10;
    },
  },
];

/** A Zombicide mission's first spawn zone moved to another street zone of its board. */
function moveSpawn(pin: PinJson, module: AnyModule): void {
  const geometry = (module as unknown as { geometry(m: unknown): { zones: { kind: string; label: string }[] } })
    .geometry;
  const mission = pin.mission;
  const to = geometry(mission).zones.find(
    (z) => z.kind === 'street' && z.label !== mission.spawns[0].zone && z.label !== mission.start,
  )!.label;
  mission.spawns[0].zone = to;
}

describe('pinned content: a content edit never changes a game that started before', () => {
  const shipped = loadRegistry();
  for (const { game, entry, seats, edit } of EDITS)
    it(`${game} ${entry}: resumes as its seats saw it, plays on, while a new game gets the edited content`, async () => {
      const module = shipped.require(game);
      const config = module.defaultConfig(entry, seats);
      const seed = '0123456789abcdef0123456789abcdef';
      const first = await startTestServer({ registry: shipped });
      const created = await first.api.createGame({ game, config, seed });
      const tokens = created.seats.map((s) => s.token!);
      const opening = await seen(first, created.game.id, tokens);
      const clients = tokens.map((t) => client(first, created.game.id, [t]));
      await Promise.all(clients.map((c) => c.connect()));
      for (let i = 0; i < 6; i++) {
        await until(() => clients.some((c) => c.view()?.awaited), 5000, 'a turn');
        const c = clients.find((x) => x.view()?.awaited)!;
        await c.act(c.legal()[(i * 5) % c.legal().length]);
        await until(() => clients.every((x) => x.seq === c.seq), 5000, 'the update');
      }
      for (const c of clients) c.close();
      const before = await seen(first, created.game.id, tokens);
      await first.stop();

      // The update: the same Horde with the game's content edited.
      const pin = JSON.parse(JSON.stringify(module.pin!(config)));
      edit(pin, module);
      const edited = module.fromPin!(pin);
      const updated = createRegistry(shipped.modules.map((m) => (m.id === game ? edited : m)));
      const second = await startTestServer({ registry: updated, dataDir: first.dataDir });
      try {
        expect(second.restore.failed).toEqual([]);
        expect(await seen(second, created.game.id, tokens)).toEqual(before);
        const c = client(second, created.game.id, [tokens[0]]);
        const d = client(second, created.game.id, [tokens[1]]);
        await Promise.all([c.connect(), d.connect()]);
        await until(() => [c, d].some((x) => x.view()?.awaited), 5000, 'a turn');
        const mover = [c, d].find((x) => x.view()?.awaited)!;
        expect((await mover.act(mover.legal()[0])).seq).toBe(7);
        c.close();
        d.close();
        // A new game with the same seed gets the edited content: another opening.
        const fresh = await second.api.createGame({ game, config, seed });
        expect(
          await seen(
            second,
            fresh.game.id,
            fresh.seats.map((s) => s.token!),
          ),
        ).not.toEqual(opening);
      } finally {
        await second.stop();
        removeDir(first.dataDir);
      }
    }, 60_000);
});
