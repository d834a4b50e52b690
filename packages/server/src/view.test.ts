/** The view sent to clients never holds the RNG state, forced dice or the order of face-down decks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@horde/core';
import {
  client,
  createTwoSeatGame,
  nextMove,
  RawSocket,
  removeDir,
  startTestServer,
  until,
  type TestServer,
} from './test/kit.ts';
import { testRegistry } from './test/kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

const SECRET_KEYS = ['rng', 'equipmentDeck', 'zombieDeck', 'bountyDeck', 'forcedDice'];

function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysDeep(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  return out;
}

describe('player view', () => {
  it('carries no RNG state nor deck order in any message a seat or a spectator receives', async () => {
    const created = await createTwoSeatGame(server.api, 31);
    const seat = await RawSocket.open(server.wsUrl);
    const watcher = await RawSocket.open(server.wsUrl);
    seat.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token] }));
    watcher.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.watch.token] }));
    const player = client(server, created.game.id, [created.seats[0].token]);
    const other = client(server, created.game.id, [created.seats[1].token]);
    await player.connect();
    await other.connect();
    await until(() => player.view() !== undefined && other.view() !== undefined);
    for (let i = 0; i < 25; i++) {
      const move = nextMove([player, other]);
      if (!move) break;
      const ack = await move.client.act(move.action);
      await until(() => player.view()!.seq === ack.seq && other.view()!.seq === ack.seq);
    }
    await until(() => watcher.received.filter((m) => m.t === 'view').at(-1)?.seq === player.seq);

    // The server's real state, to look for its secrets in what was sent.
    const { game } = testRegistry().require('uoa');
    const log = await server.api.actions(created.game.id, created.adminToken);
    const rec = await server.rooms.record(created.game.id);
    const state = replay(
      game,
      rec!.config,
      { seed: rec!.seed, now: Date.parse(rec!.createdAt) },
      log.actions.map((a) => ({ action: a.action, by: a.seat ?? 'system', now: Date.parse(a.at) })),
    ) as { equipmentDeck: number[]; zombieDeck: number[]; rng: unknown };
    const deckOrder = JSON.stringify(state.equipmentDeck);
    const rngState = JSON.stringify(state.rng);

    for (const sock of [seat, watcher]) {
      const views = sock.received.filter((m) => m.t === 'view');
      expect(views.length).toBeGreaterThan(5);
      for (const text of sock.texts) {
        const msg = JSON.parse(text);
        const keys = keysDeep(msg.view ?? {});
        for (const secret of SECRET_KEYS) expect(keys.has(secret), `view key ${secret}`).toBe(false);
        if (msg.t === 'view') {
          expect(text.includes(deckOrder)).toBe(false);
          expect(text.includes(rngState)).toBe(false);
        }
      }
    }
    const last = watcher.received.filter((m) => m.t === 'view').at(-1) as {
      view: { equipmentDeckSize: number; zombieDeckSize: number };
    };
    expect(last.view.equipmentDeckSize).toBe(state.equipmentDeck.length);
    expect(last.view.zombieDeckSize).toBe(state.zombieDeck.length);
    seat.close();
    watcher.close();
    player.close();
    other.close();
  });
});
