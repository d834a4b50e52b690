/** Shared helpers for the server tests: a real server on loopback, real `ws` clients. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { HordeApi, HordeClient, type CreatedGame, type SocketFactory } from '../client/index.ts';
import { createRegistry, loadUoaModule, SAMPLE_MISSION, type Registry } from '@horde/games';
import { startServer, type HordeServer, type ServerOptions } from '../server.ts';
import { openSqliteStorage } from '../storage/sqlite.ts';
import type { ServerMessage } from '../protocol/messages.ts';

/** Actions as the server tests see them: any game's, with a type. */
export type TestAction = { type: string } & Record<string, unknown>;
/** The few view fields the tests read of Undead or Alive's view (the game they host). */
export type TestView = { round: number; seat: number | null } & Record<string, unknown>;
export type TestClient = HordeClient<TestAction, TestView>;

/** This machine's addresses as a server sees its clients. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

let registry: Registry | undefined;
/** Undead or Alive with the sample mission only (quick to load, never changes under the tests). */
export function testRegistry(): Registry {
  registry ??= createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] })]);
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
    // The tests' many clients all come from this machine: only the limits tests count them per address.
    unlimitedAddresses: LOOPBACK_ADDRESSES,
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

/**
 * The test server of a test file: started before its tests, stopped after them (its folder removed). The
 * object stands for the server once it has started.
 */
export function useTestServer(options: Partial<ServerOptions> & { dataDir?: string } = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(async () => {
    if (!started) return;
    await started.stop();
    removeDir(started.dataDir);
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!started) throw new Error('The test server starts before the tests (beforeAll)');
      const value = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Two seats: seat 0 plays Hanna and Jeb, seat 1 Henry and Molly. `seed` null: the server draws 128 bits. */
export function createTwoSeatGame(api: HordeApi, seed: number | string | null = 7): Promise<CreatedGame> {
  return api.createGame({
    game: 'uoa',
    name: 'two seats',
    ...(seed === null ? {} : { seed }),
    config: {
      mission: SAMPLE_MISSION.id,
      survivors: [
        { id: 'hanna', player: 0 },
        { id: 'jeb', player: 0 },
        { id: 'henry', player: 1 },
        { id: 'molly', player: 1 },
      ],
    },
  });
}

export function client(
  server: TestServer,
  game: string,
  tokens: string[],
  extra: { reconnect?: boolean; legal?: boolean; name?: string } = {},
): TestClient {
  return new HordeClient<TestAction, TestView>({
    ...(extra.name ? { name: extra.name } : {}),
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

/** A legal action of a seat that a client holds (ending the turn when it can, to move the game on), or undefined. */
export function pickAction(c: TestClient, seat?: number): TestAction | undefined {
  const legal = c.legal(seat);
  return legal.find((a) => a.type === 'endTurn') ?? legal[0];
}

/** A seat the game waits on, among those the clients hold, and its action; null when nobody is awaited. */
export function nextMove(clients: TestClient[]): { client: TestClient; seat: number; action: TestAction } | null {
  for (const c of clients)
    for (const seat of c.seats) {
      const action = c.view(seat)?.awaited ? pickAction(c, seat) : undefined;
      if (action) return { client: c, seat, action };
    }
  return null;
}
