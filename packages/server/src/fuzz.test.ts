/**
 * Bad input: a bounded, seeded fuzz of thousands of malformed and hostile
 * messages. Each gets an answer, the connections stay open, the server stays
 * up and the game does not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from './protocol/messages.ts';
import {
  client,
  createTwoSeatGame,
  RawSocket,
  removeDir,
  startTestServer,
  until,
  type TestServer,
} from './test/kit.ts';
import type { CreatedGame } from './client/index.ts';

let server: TestServer;
let game: CreatedGame;
beforeAll(async () => {
  server = await startTestServer({ limits: { ratePerSecond: 1e6, rateBurst: 1e6 } });
  game = await createTwoSeatGame(server.api, 41);
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return a / 2 ** 32;
  };
}

const ACTION_TYPES = [
  'move',
  'sprint',
  'jump',
  'search',
  'melee',
  'ranged',
  'dynamite',
  'holyWater',
  'reload',
  'trade',
  'reorganize',
  'objective',
  'makeNoise',
  'charge',
  'vadeRetro',
  'exit',
  'rally',
  'endTurn',
  'discard',
  'drinkWater',
  'swap',
  'doneReorganize',
  'giveCompanion',
  'assignWound',
  'assignHit',
  'friendlyFire',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'chooseSkill',
  'fly',
];

/** Hostile messages for a connection holding seat 1 (whose survivors are #2 and #3): none of them may be legal. */
function hostile(r: () => number, i: number): { data: string | Buffer; binary?: boolean } {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const junkValue = () =>
    pick<unknown>([null, true, -1, 1e308, -0, 3.5, '', 'x'.repeat(70), [], {}, [1, 2], { a: 1 }, 2 ** 53, '0', NaN]);
  const survivor = () => pick([0, 1, 4, 5, 99, -1, 1e9, 0.5, '0', null]);
  const action = () => {
    const type = pick(ACTION_TYPES);
    const a: Record<string, unknown> = { type };
    for (const f of [
      's',
      'to',
      'slot',
      'zone',
      'dual',
      'fanning',
      'spawn',
      'with',
      'via',
      'replace',
      'path',
      'a',
      'b',
      'slotA',
      'slotB',
      'zombie',
      'route',
      'source',
      'skill',
      'companion',
    ]) {
      if (r() < 0.4) a[f] = f === 's' ? survivor() : r() < 0.5 ? Math.floor(r() * 30) : junkValue();
    }
    if (!('s' in a) || [2, 3].includes(a.s as number)) a.s = survivor();
    return a;
  };
  switch (i % 16) {
    case 0:
      return { data: `{"t":"action","id":"x${'y'.repeat(Math.floor(r() * 20))}` };
    case 1:
      return {
        data: pick([
          '',
          ' ',
          'null',
          '42',
          '"hi"',
          '[]',
          '[{"t":"ping"}]',
          'true',
          '{}',
          '\u0000',
          '\ud800',
          '{"t":',
          'NaN',
          'undefined',
        ]),
      };
    case 2:
      return {
        data: JSON.stringify({
          t: pick(['', 'HELLO', 'act', 'actions', 'admin', 'constructor', '__proto__', 'toString', 7, null]),
        }),
      };
    case 3:
      return {
        data: JSON.stringify({
          t: 'hello',
          game: game.game.id,
          tokens: [pick(['short', 'a'.repeat(200), 'x'.repeat(24)])],
        }),
      };
    case 4:
      return {
        data: JSON.stringify({
          t: 'action',
          id: pick(['', 'a b', 'ä', 'x'.repeat(65), '../../etc', 7, null]),
          action: action(),
        }),
      };
    case 5:
      return { data: JSON.stringify({ t: 'action', id: `f${i}`, action: action() }) };
    case 6:
      return {
        data: JSON.stringify({
          t: 'action',
          id: `f${i}`,
          seat: pick([0, 2, 5, 6, -1, 1.5, '1']),
          action: { type: 'endTurn', s: 0 },
        }),
      };
    case 7:
      return {
        data: `{"t":"action","id":"p${i}","action":{"type":"move","s":0,"to":1,"__proto__":{"polluted":true}}}`,
      };
    case 8:
      return {
        data: JSON.stringify({ t: 'action', id: `b${i}`, base: pick([-1, 1e12, 0.5, 'now', 99]), action: action() }),
      };
    case 9:
      return { data: 'x'.repeat(16 * 1024 + 1 + Math.floor(r() * 100_000)) };
    case 10:
      return { data: Buffer.from([0xff, 0x00, 0x13, 0x37]), binary: true };
    case 11:
      return { data: '['.repeat(4000) + ']'.repeat(4000) };
    case 12:
      return { data: JSON.stringify({ t: 'ping', rid: pick<unknown>([{}, [], 'x'.repeat(100), 1.5]) }) };
    case 13:
      return { data: JSON.stringify({ t: 'action', id: `e${i}`, action: action(), extra: junkValue() }) };
    case 14:
      return {
        data: JSON.stringify({
          t: 'action',
          id: `n${i}`,
          action: { type: pick(ACTION_TYPES), s: 1, nested: { deep: [[[[{}]]]] } },
        }),
      };
    default:
      return {
        data: JSON.stringify({
          t: 'action',
          id: `d${i}`,
          action: { type: 'discard', s: pick([0, 1]), slot: Math.floor(r() * 6) },
        }),
      };
  }
}

describe('bad input', () => {
  it('answers each of 3,000 hostile messages, keeps the connection and the game unchanged', async () => {
    const before = await server.api.game(game.game.id);
    const beforeHash = (await server.storage.getGame(game.game.id))!.hash;
    const seat1 = await RawSocket.open(server.wsUrl);
    seat1.send(JSON.stringify({ t: 'hello', game: game.game.id, tokens: [game.seats[1].token!] }));
    await until(() => seat1.received.some((m) => m.t === 'view'));
    const stranger = await RawSocket.open(server.wsUrl);
    const r = prng(4242);
    const answers = (s: RawSocket) =>
      s.received.filter((m) => m.t !== 'presence' && m.t !== 'view' && m.t !== 'welcome' && m.t !== 'update').length;
    const base1 = answers(seat1);
    const TOTAL = 3000;
    let sent1 = 0,
      sent2 = 0;
    for (let batch = 0; batch < TOTAL / 100; batch++) {
      for (let k = 0; k < 100; k++) {
        const i = batch * 100 + k;
        const msg = hostile(r, i);
        const to = i % 5 === 4 ? stranger : seat1;
        to.send(msg.data, msg.binary);
        if (to === seat1) sent1++;
        else sent2++;
      }
      await until(
        () => answers(seat1) - base1 === sent1 && answers(stranger) === sent2,
        10_000,
        `answers to batch ${batch}`,
      );
    }
    const all: ServerMessage[] = [...seat1.received, ...stranger.received];
    expect(all.some((m) => m.t === 'ack')).toBe(false);
    expect(all.some((m) => m.t === 'update')).toBe(false);
    const errorCodes = new Set(all.filter((m) => m.t === 'error').map((m) => (m as { code: string }).code));
    for (const code of ['badJson', 'badMessage', 'tooLarge', 'notJoined', 'alreadyJoined', 'notYourSeat'])
      expect(errorCodes).toContain(code);
    const rejected = new Set(all.filter((m) => m.t === 'rejected').map((m) => (m as { code: string }).code));
    expect(rejected).toContain('seat.notYours');
    expect(seat1.closed).toBeNull();
    expect(stranger.closed).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const after = await server.api.game(game.game.id);
    expect(after.game.seq).toBe(before.game.seq);
    expect((await server.storage.getGame(game.game.id))!.hash).toBe(beforeHash);
    expect((await server.rooms.get(game.game.id))!.hash()).toBe(beforeHash);
    // Still serving: a ping answers, the game is still playable by its seat.
    seat1.send(JSON.stringify({ t: 'ping', rid: 'alive' }));
    expect((await seat1.next(1))[0]).toMatchObject({ t: 'pong', rid: 'alive' });
    seat1.close();
    stranger.close();
  }, 30_000);

  it('rate-limits a flooding connection with error replies, without closing it', async () => {
    const limited = await startTestServer({ limits: { ratePerSecond: 10, rateBurst: 20 } });
    try {
      const s = await RawSocket.open(limited.wsUrl);
      for (let i = 0; i < 100; i++) s.send(JSON.stringify({ t: 'ping', rid: i }));
      await until(() => s.received.length === 100);
      const limitedCount = s.received.filter((m) => m.t === 'error' && m.code === 'rateLimited').length;
      expect(limitedCount).toBeGreaterThanOrEqual(75);
      expect(s.received.filter((m) => m.t === 'pong').length).toBeGreaterThanOrEqual(20);
      await new Promise((r) => setTimeout(r, 300));
      s.send(JSON.stringify({ t: 'ping', rid: 'later' }));
      expect((await s.next(1))[0]).toMatchObject({ t: 'pong', rid: 'later' });
      expect(s.closed).toBeNull();
      s.close();

      // Every refused action carries its id, so a client's pending action settles at once (issue 12, finding 4).
      const created = await createTwoSeatGame(limited.api);
      const c = client(limited, created.game.id, [created.seats[0].token!]);
      await c.connect();
      await until(() => c.view() !== undefined);
      const started = Date.now();
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => c.act({ type: 'endTurn', s: 0 }, { id: `flood-${i}`, base: false })),
      );
      const limitedActs = results.filter(
        (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'rateLimited',
      );
      expect(limitedActs.length).toBeGreaterThan(10);
      expect(Date.now() - started).toBeLessThan(5000);
      c.close();
    } finally {
      await limited.stop();
      removeDir(limited.dataDir);
    }
  });

  it('closes only a socket sending a frame above the hard cap (1009); the server stays up', async () => {
    const s = await RawSocket.open(server.wsUrl);
    s.send('x'.repeat(1024 * 1024 + 10));
    await until(() => s.closed !== null);
    expect(s.closed!.code).toBe(1009);
    expect((await server.api.catalog()).games.length).toBeGreaterThan(0);
  });
});
