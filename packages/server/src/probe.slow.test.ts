/**
 * The attacker's probe (issue 30, "done when"): each of the four games is played through a real server by real
 * WebSocket clients, one per person's seat, beside a bot seat (and, in Seconds to Live, a short Action Phase
 * timer the server fires). Every byte each seat receives is kept and checked against the game's own contract,
 * replayed from the stored log: each view is exactly `view(state, seat)` and each legal list exactly
 * `legalActions(state, seat)` of that moment (the conformance battery proves those redact what a seat may not
 * see); each update's events are exactly `eventsFor(events, seat)`; no seat gets another seat's action or
 * action id; no message and no HTTP answer holds the seed or the state hash while the game runs. Every endpoint
 * is tried with every kind of token (each seat's, the watch, the admin's, the bot seat's stored token, a forged
 * one, none), and each seat sends hostile messages (other seats' ids, the server's, other seats, malformed
 * frames): each gets a clear error and nothing changes. The test fails on any leak, bypass or crash.
 */
import { canonicalJson, hashState } from '@horde/core';
import { loadRegistry, type AnyModule } from '@horde/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HordeClient, type CreatedGame, type SocketFactory } from './client/index.ts';
import type { ServerMessage, UpdateMessage, ViewMessage } from './protocol/messages.ts';
import { RawSocket, removeDir, startTestServer, until, type TestServer } from './test/kit.ts';

const registry = loadRegistry();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry, botDelayMs: 0 });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

interface Probe {
  game: string;
  entry: string;
  seats: number;
  /** The bot of each seat (null: a person, through a client). */
  bots: (string | null)[];
  config?: Record<string, unknown>;
  /** Person actions to play before the checks (bots and timers play in between). */
  moves: number;
  /** Wait once for a deadline the server fires (the game's timer). */
  waitForTimer?: boolean;
}

const PROBES: Probe[] = [
  { game: 'uoa', entry: 'M0', seats: 2, bots: [null, 'heuristic'], moves: 30 },
  { game: 'classic', entry: 'C0', seats: 2, bots: ['heuristic', null], moves: 30 },
  {
    game: 'seconds',
    entry: 'duel',
    seats: 2,
    bots: [null, 'zombie'],
    config: { timer: 'custom', timerSeconds: 5, reactSeconds: 3 },
    moves: 25,
    waitForTimer: true,
  },
  { game: 'zombies', entry: 'house-rules', seats: 3, bots: [null, 'heuristic', null], moves: 30 },
];

type Received = { seat: number; text: string; msg: ServerMessage };

/** A person's seat: its client and everything it received, as text and parsed. */
function person(game: string, seat: number, token: string, got: Received[]) {
  const c = new HordeClient<{ type: string }, unknown, unknown>({
    url: server.wsUrl,
    game,
    tokens: [token],
    WebSocket: WebSocket as unknown as SocketFactory,
    reconnect: false,
  });
  const views: ViewMessage[] = [];
  const updates: UpdateMessage[] = [];
  c.on('view', (v) => views.push(v as ViewMessage));
  c.on('update', (u) => updates.push(u as UpdateMessage));
  // Every frame as it came, before the client library looks at it.
  const raw = c as unknown as { receive(text: string): void };
  const receive = raw.receive.bind(c);
  raw.receive = (text: string) => {
    got.push({ seat, text, msg: JSON.parse(text) as ServerMessage });
    receive(text);
  };
  return { client: c, seat, token, views, updates };
}

/** What each seat should have seen after each action: its view, legal actions and events, from the stored log. */
async function expected(module: AnyModule, id: string) {
  const record = (await server.storage.getGame(id))!;
  const log = await server.storage.loadActions(id);
  const game = module.game;
  const setup = game.setup(record.config, {
    seed: record.seed,
    now: Date.parse(record.createdAt),
    rulesVersion: record.rulesVersion,
  });
  if (!setup.ok) throw new Error('setup refused');
  const state = setup.state;
  const seats = Array.from({ length: record.players }, (_, s) => s);
  const at = new Map<string, { view: string; legal: string; events?: string }>();
  const note = (seq: number, events?: readonly unknown[]) => {
    for (const s of seats)
      at.set(`${s}:${seq}`, {
        view: canonicalJson(game.view(state, s)),
        legal: canonicalJson(game.legalActions(state, s)),
        events: events && canonicalJson(game.eventsFor(events, s, state)),
      });
  };
  note(0);
  for (const a of log) {
    const r = game.apply(state, a.action, { by: a.seat ?? 'system', now: Date.parse(a.at) });
    if (!r.ok) throw new Error(`the stored action #${a.seq} does not replay: ${r.error.code}`);
    note(a.seq, r.events);
  }
  return { at, log, record, hash: hashState(state) };
}

/** Every endpoint with every kind of token: what each answers, and that none gives away the seed or the hash. */
async function endpoints(created: CreatedGame, botToken: string, secrets: string[]) {
  const id = created.game.id;
  const tokens: [string, string | null][] = [
    ...created.seats.filter((s) => s.token).map((s) => [`seat ${s.seat}`, s.token] as [string, string]),
    ['watch', created.watch.token],
    ['admin', created.adminToken],
    ['bot seat', botToken],
    ['forged', 'forged-token-0123456789abcdef'],
    ['none', null],
  ];
  const paths = [
    '/api/games',
    `/api/games/${id}`,
    `/api/games/${id}/invites`,
    `/api/games/${id}/actions`,
    `/api/games/${id}/record`,
    '/api/share',
    '/api/health',
    '/api/admin/health',
    '/api/stats',
    '/api/catalog',
  ];
  for (const [who, token] of tokens)
    for (const path of paths) {
      const res = await fetch(server.url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      const body = await res.text();
      const what = `${path} with ${who}'s token`;
      expect(res.status, what).toBeLessThan(500);
      for (const secret of secrets) expect(body.includes(secret), `${what} gives away a secret`).toBe(false);
      if (path.endsWith('/invites')) expect(res.status, what).toBe(who === 'admin' ? 200 : 403);
      if (path.endsWith('/actions') || path.endsWith('/record')) {
        const valid = who.startsWith('seat') || who === 'watch' || who === 'admin';
        expect(res.status, what).toBe(valid ? 409 : 403);
      }
    }
}

/** Hostile messages from one seat: each is answered with an error naming its id, and nothing changes. */
async function hostile(game: string, token: string, seat: number, otherIds: string[]) {
  const s = await RawSocket.open(server.wsUrl);
  s.send(JSON.stringify({ t: 'hello', game, tokens: [token] }));
  await until(() => s.received.some((m) => m.t === 'welcome'), 5000, 'welcome');
  const answers: ServerMessage[] = [];
  const ask = async (text: string | Buffer, id: string | null, binary = false) => {
    const from = s.received.length;
    s.send(text, binary);
    await until(
      () =>
        s.received
          .slice(from)
          .some(
            (m) =>
              (m.t === 'error' || m.t === 'rejected' || m.t === 'ack') && (id === null || ('id' in m && m.id === id)),
          ),
      5000,
      `an answer to ${id ?? String(text).slice(0, 30)}`,
    );
    const answer = s.received.slice(from).find((m) => m.t === 'error' || m.t === 'rejected' || m.t === 'ack')!;
    answers.push(answer);
    return answer;
  };
  const notAnAction = { type: 'probe-not-an-action' };
  // Another seat's ids and the server's, with something that is no action: answered by this seat's own rules
  // (a bad action), never as a duplicate or a conflict that would tell what the other sent.
  for (const id of [...otherIds, 'timeout-1', 'bot-1-1', 'bot-2-0'])
    expect(await ask(JSON.stringify({ t: 'action', id, action: notAnAction }), id)).toMatchObject({
      t: 'rejected',
      code: 'badAction',
    });
  expect(
    await ask(JSON.stringify({ t: 'action', id: 'as-other', seat: seat + 1, action: notAnAction }), 'as-other'),
  ).toMatchObject({
    t: 'error',
    code: 'notYourSeat',
  });
  expect(await ask('{"t":"action","id":"broken-1",', null)).toMatchObject({ code: 'badJson' });
  expect(await ask(Buffer.from([1, 2, 3]), null, true)).toMatchObject({ code: 'badMessage' });
  expect(await ask(`${'['.repeat(3000)}${']'.repeat(3000)}`, null)).toMatchObject({ code: 'badMessage' });
  expect(await ask(JSON.stringify({ t: 'rule-the-world', id: 'odd-1' }), 'odd-1')).toMatchObject({
    code: 'badMessage',
  });
  expect(
    await ask(JSON.stringify({ t: 'action', id: 'big-1', action: { x: 'y'.repeat(40_000) } }), 'big-1'),
  ).toMatchObject({
    code: 'tooLarge',
  });
  expect(answers.some((a) => a.t === 'ack')).toBe(false);
  s.close();
}

describe('the probe: every game, every seat, every endpoint', () => {
  for (const probe of PROBES)
    it(`${probe.game} ${probe.entry}: no leak, no bypass, no crash`, async () => {
      const module = registry.require(probe.game);
      const config = { ...(module.defaultConfig(probe.entry, probe.seats) as object), ...probe.config };
      const created = await server.api.createGame({ game: probe.game, config, bots: probe.bots });
      const id = created.game.id;
      const stored = (await server.storage.getGame(id))!;
      const botSeat = probe.bots.findIndex((b) => b !== null);
      expect(created.seats[botSeat].token).toBeNull();
      const got: Received[] = [];
      const people = created.seats.filter((s) => s.bot === null).map((s) => person(id, s.seat, s.token!, got));
      await Promise.all(people.map((p) => p.client.connect()));
      // The bot's seat cannot be joined with the token stored for it.
      const asBot = await RawSocket.open(server.wsUrl);
      asBot.send(JSON.stringify({ t: 'hello', game: id, tokens: [stored.tokens.seats[botSeat]] }));
      expect((await asBot.next(1))[0]).toMatchObject({ t: 'error', code: 'badToken' });
      asBot.close();

      const status = () => people[0].client.views.get(people[0].seat)?.status ?? 'ongoing';
      let waited = !probe.waitForTimer;
      for (let move = 0; move < probe.moves && status() === 'ongoing'; move++) {
        await until(
          () => status() !== 'ongoing' || people.some((p) => p.client.views.get(p.seat)?.awaited),
          20_000,
          `${probe.game}: a person's seat to be awaited`,
        );
        if (status() !== 'ongoing') break;
        if (!waited) {
          // Let the timer run out once: the server acts for the seat.
          const seq = people[0].client.seq;
          await until(() => people[0].updates.some((u) => u.seq > seq && u.seat === null), 15_000, 'a timeout');
          waited = true;
          continue;
        }
        const p = people.find((x) => x.client.views.get(x.seat)?.awaited)!;
        const view = p.client.views.get(p.seat)!;
        const legal = (view.legal ?? []) as { type: string }[];
        if (legal.length === 0) continue;
        const action = legal[(move * 7919) % legal.length];
        await p.client.act(action, { seat: p.seat }).catch(() => undefined); // stale or late: the game moved on
      }
      await new Promise((r) => setTimeout(r, 200));

      // Hostile messages while a person is awaited (the bots wait): nothing changes.
      const before = (await server.storage.getGame(id))!;
      const log = await server.storage.loadActions(id);
      if (before.status === 'ongoing' && people.some((p) => p.client.views.get(p.seat)?.awaited)) {
        for (const p of people) {
          const others = log.filter((a) => a.seat !== p.seat).map((a) => a.id);
          await hostile(id, p.token, p.seat, others.slice(0, 6));
        }
        const after = (await server.storage.getGame(id))!;
        expect(after.seq).toBe(before.seq);
        expect(after.hash).toBe(before.hash);
      }

      const truth = await expected(module, id);
      if (truth.record.status === 'ongoing')
        await endpoints(created, stored.tokens.seats[botSeat], [String(stored.seed), truth.hash]);
      for (const p of people) {
        expect(p.views.length).toBeGreaterThan(0);
        for (const v of p.views) {
          const want = truth.at.get(`${p.seat}:${v.seq}`);
          if (!want) continue; // a seq taken back (no undo here) or after the log was read
          expect(canonicalJson(v.view), `${probe.game} seat ${p.seat} view at #${v.seq}`).toBe(want.view);
          if (v.legal) expect(canonicalJson(v.legal), `seat ${p.seat} legal at #${v.seq}`).toBe(want.legal);
        }
        for (const u of p.updates) {
          const want = truth.at.get(`${p.seat}:${u.seq}`);
          if (!want) continue;
          expect(canonicalJson(u.events), `${probe.game} seat ${p.seat} events of #${u.seq}`).toBe(want.events);
          const mine = u.seat === p.seat;
          // Another seat's action and id never reach this seat.
          expect('action' in u, `seat ${p.seat} got the action of #${u.seq}`).toBe(mine);
          expect('id' in u, `seat ${p.seat} got the id of #${u.seq}`).toBe(mine);
        }
      }
      // No frame to any seat held the seed or, while the game ran, the state hash.
      const seed = String(stored.seed);
      for (const r of got) {
        expect(r.text.includes(seed), `a frame to seat ${r.seat} holds the seed`).toBe(false);
        if (truth.record.status === 'ongoing') expect(r.text.includes(truth.hash)).toBe(false);
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      for (const p of people) p.client.close();
    }, 120_000);
});
