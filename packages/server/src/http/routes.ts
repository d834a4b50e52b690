/**
 * The HTTP API the web table calls: catalog, create and list games, a game's
 * summary, its invites (admin token) and its action log (any token of it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateGameError, createGameSchema } from '../rooms/create.ts';
import { RoomManager, summaryOf } from '../rooms/manager.ts';
import { sameToken } from '../rooms/tokens.ts';
import type { SharedBuckets } from '../ws/rate-limit.ts';
import { catalogOf, type Registry } from '@horde/games';
import { DamagedGameError, type Storage } from '../storage/types.ts';
import { describeIssues } from '../ws/describe.ts';
import type { eventLoopLag, Timings } from '../metrics.ts';

export interface SeatInvite {
  seat: number;
  /** What the seat plays, in the game's words (survivor ids in Undead or Alive). */
  pieces: string[];
  /** The bot that plays the seat (its invite is not for people), or null. */
  bot: string | null;
  token: string;
  path: string;
}
export interface CreatedGame {
  game: ReturnType<typeof summaryOf>;
  adminToken: string;
  watch: { token: string; path: string };
  seats: SeatInvite[];
}

const listQuery = z.object({
  status: z.enum(['ongoing', 'finished']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
const afterQuery = z.object({ after: z.coerce.number().int().min(0).optional() });

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
}

export function invitePath(gameId: string, token: string): string {
  return `/play/${gameId}#token=${token}`;
}

export interface RouteDeps {
  rooms: RoomManager;
  registry: Registry;
  storage: Storage;
  started: number;
  timings: Timings;
  lag: ReturnType<typeof eventLoopLag>;
  adminToken?: string;
  gameLimits: { maxUnplayed: number; byAddress: SharedBuckets };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The operator: the server-wide admin token when one is set, else a client on this machine. */
function operator(request: FastifyRequest, adminToken: string | undefined): boolean {
  const token = bearer(request);
  if (adminToken) return token !== null && sameToken(token, adminToken);
  return LOOPBACK.test(request.ip);
}

export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { rooms, registry, storage } = deps;

  // A damaged game answers for itself (410); a request error keeps its status; anything else is one line, no stack.
  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err instanceof DamagedGameError) return fail(reply, 410, 'damaged', err.message);
    if (err.statusCode && err.statusCode < 500) return fail(reply, err.statusCode, 'badRequest', err.message);
    request.log.error(err);
    return fail(reply, 500, 'internal', 'Internal error; nothing was changed');
  });

  app.get('/api/health', async () => ({
    ok: true,
    storage: storage.kind,
    uptimeSeconds: Math.round((Date.now() - deps.started) / 1000),
    gamesLoaded: rooms.size,
    gamesFailed: [...rooms.failed].map(([id, reason]) => ({ id, reason })),
  }));

  app.get<{ Querystring: { gc?: string; reset?: string } }>('/api/stats', async (request, reply) => {
    // Reading is open; changing the figures (reset) or the process (gc) is the operator's.
    if ((request.query.gc === '1' || request.query.reset === '1') && !operator(request, deps.adminToken))
      return fail(
        reply,
        403,
        'forbidden',
        'gc and reset need the operator token (HORDE_ADMIN_TOKEN, Authorization: Bearer <token>), or a loopback client when none is set',
      );
    const gc = (globalThis as { gc?: () => void }).gc;
    if (request.query.gc === '1' && gc) gc();
    const loaded = rooms.loaded();
    const actionMs = deps.timings.summary(),
      eventLoopLagMs = deps.lag.summary();
    if (request.query.reset === '1') {
      deps.timings.reset();
      deps.lag.reset();
    }
    return {
      actionMs,
      eventLoopLagMs,
      memory: process.memoryUsage(),
      // CPU time the process has used (µs): per action, a cost that other processes on the cores do not distort.
      cpu: process.cpuUsage(),
      gamesLoaded: loaded.length,
      ongoing: loaded.filter((r) => r.status === 'ongoing').length,
      connections: loaded.reduce((n, r) => n + r.peerCount, 0),
    };
  });

  const catalog = catalogOf(registry);
  app.get('/api/catalog', async () => catalog);

  app.get('/api/games', async (request, reply) => {
    const q = listQuery.safeParse(request.query);
    if (!q.success) return fail(reply, 400, 'badRequest', describeIssues(q.error));
    return { games: await rooms.list(q.data) };
  });

  app.post('/api/games', async (request, reply) => {
    const body = createGameSchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'badRequest', describeIssues(body.error));
    // Games cost memory and a restore each: an address outside this machine creates at most a few in a row, and
    // there is a cap on games waiting for their first move (unplayed games expire, see GameLimits).
    const limits = deps.gameLimits;
    if (!LOOPBACK.test(request.ip) && !limits.byAddress.take(request.ip))
      return fail(reply, 429, 'tooManyGames', 'Too many new games from this address; try again in a few minutes');
    if ((await storage.countUnplayed()) >= limits.maxUnplayed)
      return fail(
        reply,
        429,
        'tooManyGames',
        `${limits.maxUnplayed} games are waiting for their first move; try again later`,
      );
    try {
      const { record, room } = await rooms.create(body.data);
      const module = registry.require(record.game);
      const created: CreatedGame = {
        game: room.summary(),
        adminToken: record.tokens.admin,
        watch: { token: record.tokens.watch, path: invitePath(record.id, record.tokens.watch) },
        seats: record.tokens.seats.map((token, seat) => ({
          seat,
          token,
          path: invitePath(record.id, token),
          pieces: module.seatPieces?.(record.config, seat) ?? [],
          bot: record.bots[seat] ?? null,
        })),
      };
      return reply.code(201).send(created);
    } catch (err) {
      if (err instanceof CreateGameError)
        return reply.code(400).send({ error: { code: err.code, message: err.message, issues: err.issues } });
      throw err;
    }
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const room = await rooms.get(record.id);
    // No state hash here: it is computed from the RNG and the deck order, which no client may learn while a game runs.
    return { game: room?.summary() ?? summaryOf(record), failed: rooms.failed.get(record.id) ?? null };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/invites', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    if (!token || RoomManager.access(record, [token])?.role !== 'admin')
      return fail(reply, 403, 'forbidden', 'The admin token of this game is needed (Authorization: Bearer <token>)');
    return {
      watch: { token: record.tokens.watch, path: invitePath(record.id, record.tokens.watch) },
      seats: record.tokens.seats.map((t, seat) => ({ seat, token: t, path: invitePath(record.id, t) })),
    };
  });

  // The stored log (each action with its seat, time and state hash) of a game that has ended: while it runs, the
  // log would show other seats' hidden choices and the hashes would let anyone test guesses about the hidden state.
  app.get<{ Params: { id: string } }>('/api/games/:id/actions', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    if (!token || !RoomManager.access(record, [token]))
      return fail(reply, 403, 'forbidden', 'A token of this game is needed (Authorization: Bearer <token>)');
    const q = afterQuery.safeParse(request.query);
    if (!q.success) return fail(reply, 400, 'badRequest', describeIssues(q.error));
    const stored = await storage.getGame(record.id);
    if ((stored?.status ?? record.status) === 'ongoing')
      return fail(reply, 409, 'ongoing', 'The action log of a game is available once it has ended');
    return {
      seq: stored?.seq ?? record.seq,
      hash: stored?.hash ?? record.hash,
      actions: await storage.loadActions(record.id, q.data.after ?? 0),
    };
  });

  // The whole record (config, seed, actions) of a game that has ended, for replays. Never while it is
  // ongoing: the seed would tell the future dice and the order of the decks.
  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    if (!token || !RoomManager.access(record, [token]))
      return fail(reply, 403, 'forbidden', 'A token of this game is needed (Authorization: Bearer <token>)');
    const stored = await storage.getGame(record.id);
    if ((stored?.status ?? record.status) === 'ongoing')
      return fail(reply, 409, 'ongoing', 'The record of a game is available once it has ended');
    const actions = await storage.loadActions(record.id, 0);
    return { config: record.config, seed: record.seed, actions: actions.map((a) => a.action) };
  });
}
