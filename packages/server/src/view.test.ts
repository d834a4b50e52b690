/**
 * No client learns the hidden state of a running game (issue 12, finding 1): the seed has 128 bits from the
 * operating system, and no payload a seat, a spectator or a stranger receives (views, updates, summaries, lists)
 * holds the seed, the RNG state, the order of a face-down deck or any state hash the server computed (they are
 * functions of the hidden state).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replay } from '@horde/core';
import { patchDocument } from './client/client.ts';
import type { PatchOperation } from './protocol/messages.ts';
import { client, createTwoSeatGame, nextMove, RawSocket, until, useTestServer } from './test/kit.ts';
import { testRegistry } from './test/kit.ts';

const server = useTestServer();

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

describe('what clients learn of a running game', () => {
  it('server seeds have 128 bits and differ from game to game', async () => {
    const seeds = new Set<unknown>();
    for (let i = 0; i < 20; i++) {
      const created = await createTwoSeatGame(server.api, null);
      seeds.add((await server.storage.getGame(created.game.id))!.seed);
    }
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('carries no seed, RNG state, deck order or state hash in any message or summary a client receives', async () => {
    // A fixed 128-bit seed keeps the test the same every run (the game must still be going after 12 actions).
    const created = await createTwoSeatGame(server.api, '5eed0f128b175eed0f128b175eed0f12');
    const seat = await RawSocket.open(server.wsUrl);
    const watcher = await RawSocket.open(server.wsUrl);
    seat.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token!] }));
    watcher.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.watch.token] }));
    const player = client(server, created.game.id, [created.seats[0].token!]);
    const other = client(server, created.game.id, [created.seats[1].token!]);
    await player.connect();
    await other.connect();
    await until(() => player.view() !== undefined && other.view() !== undefined);
    for (let i = 0; i < 12; i++) {
      const move = nextMove([player, other]);
      if (!move) break;
      const ack = await move.client.act(move.action);
      await until(() => player.view()!.seq === ack.seq && other.view()!.seq === ack.seq);
    }
    await until(() => watcher.received.filter((m) => m.t === 'view').at(-1)?.seq === player.seq);

    // The server's real state, to look for its secrets in what was sent.
    expect(player.view()!.status).toBe('ongoing');
    const { game } = testRegistry().require('uoa');
    const log = await server.storage.loadActions(created.game.id);
    const rec = (await server.storage.getGame(created.game.id))!;
    const state = replay(
      game,
      rec.config,
      { seed: rec.seed, now: Date.parse(rec.createdAt) },
      log.map((a) => ({ action: a.action, by: a.seat ?? 'system', now: Date.parse(a.at) })),
    ) as { equipmentDeck: number[]; zombieDeck: number[]; rng: unknown };
    const deckOrder = JSON.stringify(state.equipmentDeck);
    const rngState = JSON.stringify(state.rng);
    const secrets = [String(rec.seed), rec.hash, ...log.map((a) => a.hash), deckOrder, rngState];

    // What anyone may fetch over HTTP while the game runs: the summary (no token), the list, the log (refused).
    const http = [
      await (await fetch(`${server.url}/api/games/${created.game.id}`)).text(),
      await (await fetch(`${server.url}/api/games`)).text(),
    ];
    const logResponse = await fetch(`${server.url}/api/games/${created.game.id}/actions`, {
      headers: { authorization: `Bearer ${created.adminToken}` },
    });
    expect(logResponse.status).toBe(409);
    http.push(await logResponse.text());
    for (const text of [...http, ...seat.texts, ...watcher.texts])
      for (const secret of secrets) expect(text.includes(secret), `a payload holds ${secret.slice(0, 40)}`).toBe(false);
    // What clients may check once it has ended: the commitment to the seed the record will reveal.
    const summary = JSON.parse(http[0]).game;
    expect(summary.commitment).toBe(createHash('sha256').update(String(rec.seed)).digest('hex'));

    for (const sock of [seat, watcher]) {
      const views = sock.received.filter((m) => m.t === 'view');
      expect(views.length).toBeGreaterThan(5);
      for (const text of sock.texts) {
        const msg = JSON.parse(text);
        // A full view, or a patch: its values and the keys its paths name.
        const keys = keysDeep(msg.view ?? (msg.patch ?? []).map((op: PatchOperation) => op.value ?? null));
        for (const op of (msg.patch ?? []) as PatchOperation[]) for (const k of op.path.split('/')) keys.add(k);
        for (const secret of SECRET_KEYS) expect(keys.has(secret), `view key ${secret}`).toBe(false);
        if (msg.t === 'view') {
          expect(text.includes(deckOrder)).toBe(false);
          expect(text.includes(rngState)).toBe(false);
        }
      }
    }
    // The spectator's view: the full one it joined with, then the patches after each action.
    let last = { view: {} as { equipmentDeckSize: number; zombieDeckSize: number } };
    for (const m of watcher.received)
      if (m.t === 'view') last = 'patch' in m ? patchDocument(last, m.patch) : (m as unknown as typeof last);
    expect(last.view.equipmentDeckSize).toBe(state.equipmentDeck.length);
    expect(last.view.zombieDeckSize).toBe(state.zombieDeck.length);
    seat.close();
    watcher.close();
    player.close();
    other.close();
  });
});
