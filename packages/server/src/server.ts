/**
 * The Horde game server: Fastify with the HTTP API, the WebSocket endpoint
 * (/ws) and, when configured, the web app's static files. On start it
 * restores every unfinished game from storage before accepting connections.
 */
import { networkInterfaces } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Registry } from '@horde/games';
import { Cluster, type ClusterOptions } from './cluster/cluster.ts';
import { silentLogger, type Logger } from './log.ts';
import { RoomManager, type RestoreReport } from './rooms/manager.ts';
import type { Storage } from './storage/types.ts';
import { registerRoutes } from './http/routes.ts';
import { registerSimRoutes, type SimHost } from './http/sim.ts';
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
  /**
   * The address people reach this server at (PUBLIC_URL, e.g. https://horde.example.org): invite links are
   * built on it. Default: the address the server listens on (a network address of this machine when it listens
   * on all of them); on a loopback address, links work only on this machine, and the invite screen says so.
   */
  publicUrl?: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, HORDE_TRUSTED_PROXIES): behind them,
   * a client's address is the one they forward, so that per-address limits count clients, not the proxy.
   */
  trustedProxies?: string[];
  /** Client addresses not counted by the per-address limits (HORDE_UNLIMITED_ADDRESSES; a load test's). */
  unlimitedAddresses?: string[];
  /** A TCP connection that sends nothing for this long is closed (HTTP; a WebSocket has its heartbeat). Default 20 s. */
  idleSocketMs?: number;
  /** How often a room probes a storage that is down (ms); default 1000. */
  storageProbeMs?: number;
  /** Actions between two state snapshots of a game (default 50; also at turn boundaries and at the end). */
  snapshotEvery?: number;
  /**
   * Several processes sharing the games (issue 32, docs/deploy.md): the same PostgreSQL as `storage`, this
   * process's name and the address clients reach it at (HORDE_NODE_ID, HORDE_NODE_URL).
   */
  cluster?: Omit<ClusterOptions, 'onLost' | 'onNotice' | 'log'>;
  /** Simulation runs for the studio (http/sim.ts); absent (the default): not offered. */
  sim?: SimHost;
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

/** Where people reach the server, for invite links (see ServerOptions.publicUrl). */
export interface ShareInfo {
  publicUrl: string;
  /** The links work only on the host's own machine. */
  loopbackOnly: boolean;
}

/** The server's public address: PUBLIC_URL, else the one it listens on (a network address for 0.0.0.0 / ::). */
export function shareInfo(publicUrl: string | undefined, host: string, port: number): ShareInfo {
  if (publicUrl) {
    const url = publicUrl.replace(/\/+$/, '');
    return { publicUrl: url, loopbackOnly: isLoopback(new URL(url).hostname) };
  }
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const address = wildcard ? networkAddress() : host;
  const name = address ?? '127.0.0.1';
  return {
    publicUrl: `http://${name.includes(':') ? `[${name}]` : name}:${port}`,
    loopbackOnly: isLoopback(name),
  };
}

/** This machine's first external IPv4 address (then IPv6), if it has one. */
function networkAddress(): string | undefined {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const external = all.filter((a) => !a.internal);
  return (external.find((a) => a.family === 'IPv4') ?? external.find((a) => a.family === 'IPv6'))?.address;
}

export interface HordeServer {
  app: FastifyInstance;
  share: ShareInfo;
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
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    // A socket that never speaks is closed (an upgraded WebSocket is not: `ws` clears the timeout).
    connectionTimeout: options.idleSocketMs ?? 20_000,
  });
  const log: Logger = options.logger ? app.log : silentLogger;
  const rooms = new RoomManager(
    options.registry,
    options.storage,
    log,
    options.botDelayMs,
    options.storageProbeMs,
    options.snapshotEvery,
  );
  const unlimited = new Set(options.unlimitedAddresses ?? []);
  const gameLimits = { ...DEFAULT_GAME_LIMITS, ...options.games };
  // In a cluster (several processes on one PostgreSQL), this process plays the games it holds: it takes those no
  // live process holds now and as processes come and go; it restores none at start by itself.
  const cluster = options.cluster
    ? new Cluster({
        ...options.cluster,
        onLost: () => rooms.clusterLost(),
        onNotice: (notice) => void rooms.clusterNotice(notice).catch(() => {}),
        log: (message) => log.warn({ node: options.cluster?.nodeId }, message),
      })
    : null;
  if (cluster) {
    await options.storage.ping(); // the games' tables first
    await cluster.start();
    rooms.joinCluster(cluster, options.cluster?.beatMs);
  }
  await rooms.expireUnplayed(gameLimits.unplayedTtlMs);
  const restore = cluster ? await rooms.takeOrphansNow() : await rooms.restoreAll();
  const expiry = setInterval(() => void rooms.expireUnplayed(gameLimits.unplayedTtlMs).catch(() => {}), 3600_000);
  expiry.unref();
  if (restore.failed.length > 0) log.error({ failed: restore.failed }, 'some games could not be restored');
  const restored = restore.restored === 1 ? '1 game restored' : `${restore.restored} games restored`;
  log.info({ restored: restore.restored, ms: restore.ms }, restored);

  const sockets = new Map<WebSocket, Connection>();
  const timings = new Timings();
  const lag = eventLoopLag();
  await app.register(websocket, { options: { maxPayload: options.hardMaxMessageBytes ?? 1024 * 1024 } });
  const publicHost = options.publicUrl ? new URL(options.publicUrl).hostname.toLowerCase() : null;
  const allowedHosts =
    options.allowedHosts === undefined
      ? isLoopback(host)
        ? [...LOOPBACK_NAMES, ...(publicHost ? [publicHost] : [])]
        : null
      : options.allowedHosts;
  if (allowedHosts)
    app.addHook('onRequest', async (request, reply) => {
      const name = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      if (!allowedHosts.includes(name) && !isLoopback(name))
        return reply
          .code(421)
          .send({ error: { code: 'badHost', message: `This server does not answer to the host "${name}"` } });
    });
  const shared = sharedLimits(limits);
  const newGames = new SharedBuckets(1000 / gameLimits.perAddressEveryMs, gameLimits.perAddressBurst);
  const socketsByAddress = new Map<string, number>();
  let draining = false;
  app.get('/ws', { websocket: true }, (socket, request) => {
    if (draining) return socket.close(1012, 'Server restarting: connect again in a moment');
    const address = request.ip;
    const open = socketsByAddress.get(address) ?? 0;
    if (open >= limits.maxSocketsPerAddress && !unlimited.has(address))
      return socket.close(1008, `Too many connections from this address (at most ${limits.maxSocketsPerAddress})`);
    socketsByAddress.set(address, open + 1);
    const conn = new Connection(socket, rooms, limits, log, shared, address, unlimited, timings);
    sockets.set(socket, conn);
    socket.on('close', () => {
      sockets.delete(socket);
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });
  registerRoutes(app, {
    rooms,
    registry: options.registry,
    storage: options.storage,
    started: Date.now(),
    timings,
    lag,
    adminToken: options.adminToken,
    // Without an operator token, the operator is a client of this machine only while the server is not
    // published: behind a proxy on the same host, every client would look local.
    loopbackOperator: !options.adminToken && !options.publicUrl && !options.trustedProxies?.length,
    unlimited,
    share: () => share,
    gameLimits: {
      maxUnplayed: gameLimits.maxUnplayed,
      takeAddress: cluster
        ? (address) =>
            cluster.take(`newGame:${address}`, 1000 / gameLimits.perAddressEveryMs, gameLimits.perAddressBurst)
        : (address) => newGames.take(address),
    },
  });
  registerSimRoutes(app, options.registry, options.sim);
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
  const share = shareInfo(options.publicUrl, host, port);
  let closed = false;
  return {
    app,
    rooms,
    storage: options.storage,
    url,
    port,
    share,
    restore,
    /**
     * A graceful stop: no new connection or action is taken, the actions already queued are stored (or
     * refused), then every socket is told the server is restarting (1012: the client reconnects) and the
     * storage is closed.
     */
    async close() {
      if (closed) return;
      closed = true;
      draining = true;
      clearInterval(heartbeat);
      clearInterval(expiry);
      lag.stop();
      for (const conn of sockets.values()) conn.stopTaking();
      await rooms.settle();
      rooms.closeAll();
      // The games go before the sockets close: a client reconnecting finds them free for another process.
      await cluster?.stop();
      for (const socket of sockets.keys()) socket.close(1012, 'Server restarting: connect again in a moment');
      await app.close();
      await options.storage.close();
    },
  };
}
