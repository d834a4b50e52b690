/**
 * A seat can be a bot's: the server plays it whenever the game awaits it, as that seat, through the same
 * queue and log as people (here core's two-player toy game, seat 1 a random bot, seat 0 a real WebSocket
 * client). The bots are stored with the game, so a restarted server goes on playing them; a request naming
 * an unknown bot, a seat the game does not have, or no seat for people is refused with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, toyModule } from '@horde/games';
import type { ToyAction, ToyEvent, ToyView } from '@horde/core';
import WebSocket from 'ws';
import { ApiError, HordeClient, type SocketFactory } from './client/index.ts';
import { removeDir, startTestServer, until, type TestServer } from './test/kit.ts';

const registry = createRegistry([toyModule()]);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry, botDelayMs: 0 });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

const client = (game: string, token: string) =>
  new HordeClient<ToyAction, ToyView, ToyEvent>({
    url: server.wsUrl,
    game,
    tokens: [token],
    WebSocket: WebSocket as unknown as SocketFactory,
    reconnect: false,
  });

describe('bot seats', () => {
  it('plays a bot seat as soon as the game awaits it, and only then', async () => {
    const created = await server.api.createGame({
      game: 'toy',
      config: { turnMs: 60_000, reactMs: 60_000 },
      seed: 11,
      bots: [null, 'random'],
    });
    expect(created.seats.map((s) => s.bot)).toEqual([null, 'random']);
    const human = client(created.game.id, created.seats[0].token!);
    await human.connect();
    await until(() => human.view() !== undefined, 5000, 'the view');
    // Seat 0 (people) is awaited first: the bot does not move for it.
    await new Promise((r) => setTimeout(r, 100));
    expect(human.seq).toBe(0);
    const over = () => human.view()!.status !== 'ongoing';
    for (let turn = 0; turn < 4 && !over(); turn++) {
      const legal = human.view()!.legal as ToyAction[];
      const before = human.seq;
      await human.act(legal.find((a) => a.type === 'pass') ?? legal[0]);
      // Whatever the bot's turn or window asks, it answers, until seat 0 is awaited again (or the game ends).
      await until(() => over() || (human.seq > before && human.view()!.awaited === true), 5000, 'our turn again');
    }
    const log = await server.storage.loadActions(created.game.id);
    const botMoves = log.filter((a) => a.seat === 1);
    expect(botMoves.length).toBeGreaterThan(0);
    expect(botMoves.every((a) => a.id.startsWith('bot-'))).toBe(true);
    human.close();
  }, 20_000);

  it('plays a bot seat the restarted server finds awaited', async () => {
    const dataDir = server.dataDir;
    await server.stop();
    // A slow bot: the server stops before it moves.
    server = await startTestServer({ registry, dataDir, botDelayMs: 60_000 });
    const created = await server.api.createGame({ game: 'toy', config: {}, seed: 12, bots: ['random', null] });
    expect((await server.storage.loadActions(created.game.id)).length).toBe(0);
    await server.stop();
    // Seat 0 is the bot's and is awaited: the restarted server plays it without anyone connected.
    server = await startTestServer({ registry, dataDir, botDelayMs: 0 });
    expect((await server.storage.getGame(created.game.id))?.bots).toEqual(['random', null]);
    await until(() => server.rooms.loaded().some((r) => r.id === created.game.id && r.seq >= 1), 3000, 'a bot move');
    const log = await server.storage.loadActions(created.game.id);
    expect(log[0]).toMatchObject({ seq: 1, seat: 0 });
    expect(log[0].id).toMatch(/^bot-1-[0-9a-f]{12}$/);
  }, 20_000);

  it('refuses unknown bots, seats the game lacks and games with no seat for people, naming the field', async () => {
    const refused = async (bots: (string | null)[]) => {
      const err = await server.api.createGame({ game: 'toy', config: {}, bots }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      return (err as ApiError).issues;
    };
    // Codes and values, no sentence: the lobby words them (the shell's issues.bots.*).
    expect(await refused([null, 'genius'])).toEqual([
      { code: 'bots.unknown', path: ['bots', 1], params: { bot: 'genius' } },
    ]);
    expect(await refused([null, null, 'random'])).toEqual([
      { code: 'bots.noSeat', path: ['bots', 2], params: { seats: 2 } },
    ]);
    expect(await refused(['random', 'random'])).toEqual([{ code: 'bots.noPeople', path: ['bots'] }]);
  });
});
