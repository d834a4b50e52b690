/** Shared helpers for the server tests: a real server on loopback, real `ws` clients. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { HordeApi, HordeClient, type CreatedGame, type SocketFactory } from '../client/index.ts';
import { createRegistry, type GameRegistry } from '../games/registry.ts';
import { SAMPLE_MISSION, SAMPLE_MISSIONS } from '../games/sample-mission.ts';
import { startServer, type HordeServer, type ServerOptions } from '../server.ts';
import { openSqliteStorage } from '../storage/sqlite.ts';
import type { ServerMessage } from '../protocol/messages.ts';
import type { Action } from '@horde/zombicide';

let registry: GameRegistry | undefined;
export function testRegistry(): GameRegistry {
  registry ??= createRegistry({ missions: SAMPLE_MISSIONS });
  return registry;
}

export interface TestServer extends HordeServer {
  api: HordeApi;
  wsUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  options: Partial<ServerOptions> & { dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'horde-test-'));
  const server = await startServer({
    registry: testRegistry(),
    storage: openSqliteStorage({ file: join(dataDir, 'horde.db') }),
    ...options,
  });
  const api = new HordeApi(server.url);
  return {
    ...server,
    api,
    wsUrl: api.wsUrl(),
    dataDir,
    async stop() {
      await server.close();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Two seats: seat 0 plays Hanna and Jeb, seat 1 Henry and Molly. */
export function createTwoSeatGame(api: HordeApi, seed = 7): Promise<CreatedGame> {
  return api.createGame({
    mission: SAMPLE_MISSION.id,
    name: 'two seats',
    seed,
    survivors: [
      { id: 'hanna', player: 0 },
      { id: 'jeb', player: 0 },
      { id: 'henry', player: 1 },
      { id: 'molly', player: 1 },
    ],
  });
}

export function client(
  server: TestServer,
  game: string,
  tokens: string[],
  extra: { reconnect?: boolean; legal?: boolean } = {},
): HordeClient {
  return new HordeClient({
    url: server.wsUrl,
    game,
    tokens,
    WebSocket: WebSocket as unknown as SocketFactory,
    reconnect: extra.reconnect ?? false,
    legal: extra.legal,
  });
}

export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A raw `ws` socket collecting every message it receives. */
export class RawSocket {
  readonly received: ServerMessage[] = [];
  readonly texts: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      this.received.push(JSON.parse(text) as ServerMessage);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  static async open(url: string): Promise<RawSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new RawSocket(ws);
  }

  send(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  async next(count = 1, timeoutMs = 5000): Promise<ServerMessage[]> {
    const start = this.received.length;
    await until(() => this.received.length >= start + count, timeoutMs, `${count} messages`);
    return this.received.slice(start, start + count);
  }

  close(): void {
    this.ws.close();
  }
}

/** The first legal action of a seat that a client holds, preferring real moves over free card actions. */
export function pickAction(c: HordeClient, seat?: number) {
  const legal = c.legal(seat);
  return (
    legal.find((a) => a.type === 'endTurn') ??
    legal.find((a) => a.type !== 'discard' && a.type !== 'drinkWater') ??
    legal[0]
  );
}

/** Someone who can act, and what: a real (not free) action first, else any legal one; null when the game is over. */
export function nextMove(clients: HordeClient[]): { client: HordeClient; seat: number; action: Action } | null {
  const options = clients.flatMap((c) => c.seats.map((seat) => ({ client: c, seat, legal: c.legal(seat) })));
  const real = options.find((o) => o.legal.some((a) => a.type !== 'discard' && a.type !== 'drinkWater'));
  const pick = real ?? options.find((o) => o.legal.length > 0);
  if (!pick) return null;
  return { client: pick.client, seat: pick.seat, action: pickAction(pick.client, pick.seat)! };
}
