/**
 * The Horde game server: Fastify with the HTTP API, the WebSocket endpoint
 * (/ws) and, when configured, the web app's static files. On start it
 * restores every unfinished game from storage before accepting connections.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Registry } from '@horde/games';
import { silentLogger, type Logger } from './log.ts';
import { RoomManager, type RestoreReport } from './rooms/manager.ts';
import type { Storage } from './storage/types.ts';
import { registerRoutes } from './http/routes.ts';
import { registerStatic } from './http/static.ts';
import { Connection, DEFAULT_LIMITS, sharedLimits, type ConnectionLimits } from './ws/connection.ts';
import { SharedBuckets } from './ws/rate-limit.ts';
import { eventLoopLag, Timings } from './metrics.ts';

export interface ServerOptions {
  registry: Registry;
  storage: Storage;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Folder with the web app's build output, served at / (optional). */
  staticDir?: string;
  limits?: Partial<ConnectionLimits>;
  /** Frames above this size close the socket (1009); default 1 MiB. Between limits.maxMessageBytes and this, an error reply. */
  hardMaxMessageBytes?: number;
  /** WebSocket ping interval to drop dead connections; default 30 s. */
  heartbeatMs?: number;
  /** Fastify logging (pino): true, false (default) or pino options. */
  logger?: boolean | Record<string, unknown>;
  /**
   * Host names the server answers to (the Host header, port aside). Default: on a loopback address, only
   * localhost, 127.0.0.1 and [::1] (a web page elsewhere cannot reach it by rebinding a name); else any.
   */
  allowedHosts?: string[] | null;
  /** Operator's token for /api/stats?reset=1 and gc=1; without one, only loopback clients may reset. */
  adminToken?: string;
  games?: Partial<GameLimits>;
  /** How long a bot waits before it plays a seat (ms); default 700, so that people can follow. */
  botDelayMs?: number;
}

/** How many games a server keeps for nobody. */
export interface GameLimits {
  /** Games waiting for their first move; one more creation is refused (429 tooManyGames). */
  maxUnplayed: number;
  /** A game nobody played this long after its creation is deleted (at start, then every hour). */
  unplayedTtlMs: number;
  /** New games per address outside this machine: a burst, then one every `perAddressEveryMs`. */
  perAddressBurst: number;
  perAddressEveryMs: number;
}

export const DEFAULT_GAME_LIMITS: GameLimits = {
  maxUnplayed: 1000,
  unplayedTtlMs: 24 * 3600_000,
  perAddressBurst: 20,
  perAddressEveryMs: 30_000,
};

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];

export function isLoopback(host: string): boolean {
  return /^127\.\d+\.\d+\.\d+$/.test(host) || LOOPBACK_NAMES.includes(host);
}

export interface HordeServer {
  app: FastifyInstance;
  rooms: RoomManager;
  /** The server's own store (tests and tools in the same process read logs there, never through the API). */
  storage: Storage;
  url: string;
  port: number;
  restore: RestoreReport;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<HordeServer> {
  const host = options.host ?? '127.0.0.1';
  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const log: Logger = options.logger ? app.log : silentLogger;
  const rooms = new RoomManager(options.registry, options.storage, log, options.botDelayMs);
  const gameLimits = { ...DEFAULT_GAME_LIMITS, ...options.games };
  await rooms.expireUnplayed(gameLimits.unplayedTtlMs);
  const restore = await rooms.restoreAll();
  const expiry = setInterval(() => void rooms.expireUnplayed(gameLimits.unplayedTtlMs).catch(() => {}), 3600_000);
  expiry.unref();
  if (restore.failed.length > 0) log.error({ failed: restore.failed }, 'some games could not be restored');
  log.info({ restored: restore.restored, ms: restore.ms }, 'games restored');

  const sockets = new Map<WebSocket, Connection>();
  const timings = new Timings();
  const lag = eventLoopLag();
  await app.register(websocket, { options: { maxPayload: options.hardMaxMessageBytes ?? 1024 * 1024 } });
  const allowedHosts =
    options.allowedHosts === undefined ? (isLoopback(host) ? LOOPBACK_NAMES : null) : options.allowedHosts;
  if (allowedHosts)
    app.addHook('onRequest', async (request, reply) => {
      const name = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      if (!allowedHosts.includes(name) && !isLoopback(name))
        return reply
          .code(421)
          .send({ error: { code: 'badHost', message: `This server does not answer to the host "${name}"` } });
    });
  const shared = sharedLimits(limits);
  app.get('/ws', { websocket: true }, (socket, request) => {
    const conn = new Connection(socket, rooms, limits, log, shared, request.ip, timings);
    sockets.set(socket, conn);
    socket.on('close', () => sockets.delete(socket));
  });
  registerRoutes(app, {
    rooms,
    registry: options.registry,
    storage: options.storage,
    started: Date.now(),
    timings,
    lag,
    adminToken: options.adminToken,
    gameLimits: {
      maxUnplayed: gameLimits.maxUnplayed,
      byAddress: new SharedBuckets(1000 / gameLimits.perAddressEveryMs, gameLimits.perAddressBurst),
    },
  });
  if (options.staticDir)
    await registerStatic(app, options.staticDir, {
      gameOf: async (id) => (await rooms.record(id))?.game ?? null,
    });

  const heartbeat = setInterval(() => {
    for (const [socket, conn] of sockets) {
      if (!conn.alive) {
        socket.terminate();
        continue;
      }
      conn.alive = false;
      socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closed = false;
  return {
    app,
    rooms,
    storage: options.storage,
    url,
    port,
    restore,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearInterval(expiry);
      lag.stop();
      rooms.closeAll();
      for (const socket of sockets.keys()) socket.close(1001, 'Server shutting down');
      await app.close();
      await options.storage.close();
    },
  };
}
