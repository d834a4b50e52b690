/**
 * The HTTP API the web table calls: catalog, create and list games, a game's
 * summary, its invites (admin token) and its action log (any token of it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateGameError, createGameSchema, type CreateGameRequest } from '../rooms/create.ts';
import { typedText } from '../protocol/text.ts';
import { RoomManager, SeatChangeError, summaryOf } from '../rooms/manager.ts';
import { sameToken } from '../rooms/tokens.ts';
import { catalogOf, type Registry } from '@horde/games';
import { DamagedGameError, type Storage } from '../storage/types.ts';
import { describeIssues } from '../ws/describe.ts';
import type { eventLoopLag, Timings } from '../metrics.ts';

import type { CreatedGame, Invites, SeatInvite, SequelInvites } from '../client/http.ts';
import type { GameRecord } from '../storage/types.ts';
import type { ShareInfo } from '../server.ts';

const listQuery = z.object({
  status: z.enum(['ongoing', 'finished', 'retired']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
const afterQuery = z.object({ after: z.coerce.number().int().min(0).optional() });
const seatPlayerBody = z.strictObject({ bot: z.string().min(1).max(32).nullable() });
/** The players' choice for the next game: its entry (mission), the pieces whose records they discard, a name. */
const sequelBody = z.strictObject({
  entry: z.string().min(1).max(64).optional(),
  discard: z.array(z.string().min(1).max(64)).max(32).optional(),
  name: typedText(80).optional(),
});

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
  /** Without an admin token, a client of this machine is the operator (only while the server is not published). */
  loopbackOperator: boolean;
  /** Addresses the per-address limits do not count. */
  unlimited: ReadonlySet<string>;
  share: () => ShareInfo;
  /** New games per address (`takeAddress`: one more may be made now), shared by a cluster's processes. */
  gameLimits: { maxUnplayed: number; takeAddress(address: string): boolean | Promise<boolean> };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The operator: the server-wide admin token when one is set, else (unpublished server) a client on this machine. */
function operator(request: FastifyRequest, deps: RouteDeps): boolean {
  const token = bearer(request);
  if (deps.adminToken) return token !== null && sameToken(token, deps.adminToken);
  return deps.loopbackOperator && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

const OPERATOR_ONLY =
  'This needs the operator token (HORDE_ADMIN_TOKEN, Authorization: Bearer <token>), or a client on the server’s own machine when none is set and the server is not published';

/** The invites of a game: a person's seat has its token and link; a bot's seat has none (it is the server's). */
function invitesOf(record: GameRecord, share: ShareInfo, pieces: (seat: number) => string[]): Invites {
  const link = (token: string) => ({
    token,
    path: invitePath(record.id, token),
    url: share.publicUrl + invitePath(record.id, token),
  });
  return {
    watch: link(record.tokens.watch),
    seats: record.tokens.seats.map((token, seat) => seatInvite(record, seat, share, pieces(seat), token)),
    share,
  };
}

function seatInvite(record: GameRecord, seat: number, share: ShareInfo, pieces: string[], token: string): SeatInvite {
  const bot = record.bots[seat] ?? null;
  if (bot) return { seat, pieces, bot, token: null, path: null, url: null };
  const path = invitePath(record.id, token);
  return { seat, pieces, bot, token, path, url: share.publicUrl + path };
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

  // For anyone (a load balancer's check): up, and whether the storage takes writes. 503 while it does not.
  app.get('/api/health', async (_request, reply) => {
    const storageOk = rooms.health.ok;
    return reply.code(storageOk ? 200 : 503).send({ ok: storageOk, storage: storageOk ? 'ok' : 'down' });
  });

  // For the operator: why games failed to restore, the storage's last error, the load.
  app.get('/api/admin/health', async (request, reply) => {
    if (!operator(request, deps)) return fail(reply, 403, 'forbidden', OPERATOR_ONLY);
    const health = rooms.health;
    return {
      ok: health.ok,
      storage: { kind: storage.kind, ok: health.ok, downSince: health.downSince, lastError: health.lastError },
      uptimeSeconds: Math.round((Date.now() - deps.started) / 1000),
      gamesLoaded: rooms.size,
      gamesFailed: [...rooms.failed].map(([id, reason]) => ({ id, reason })),
      share: deps.share(),
    };
  });

  app.get('/api/share', async () => deps.share());

  app.get<{ Querystring: { gc?: string; reset?: string } }>('/api/stats', async (request, reply) => {
    // Reading is open; changing the figures (reset) or the process (gc) is the operator's.
    if ((request.query.gc === '1' || request.query.reset === '1') && !operator(request, deps))
      return fail(reply, 403, 'forbidden', OPERATOR_ONLY);
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
    return createGame(request, reply, body.data);
  });

  /**
   * Makes a game and answers with its tokens and invites; `made` runs once it exists (a sequel links it). Every new
   * game comes through here: the limits per address and on unplayed games, the cluster's ownership (rooms.create).
   */
  async function createGame(
    request: FastifyRequest,
    reply: FastifyReply,
    req: CreateGameRequest,
    made?: (record: GameRecord) => Promise<void>,
  ) {
    // Games cost memory and a restore each: an address outside this machine creates at most a few in a row, and
    // there is a cap on games waiting for their first move (unplayed games expire, see GameLimits).
    const limits = deps.gameLimits;
    if (!deps.unlimited.has(request.ip) && !(await limits.takeAddress(request.ip)))
      return fail(reply, 429, 'tooManyGames', 'Too many new games from this address; try again in a few minutes');
    if ((await storage.countUnplayed()) >= limits.maxUnplayed)
      return fail(
        reply,
        429,
        'tooManyGames',
        `${limits.maxUnplayed} games are waiting for their first move; try again later`,
      );
    try {
      const { record, room } = await rooms.create(req);
      await made?.(record);
      const created: CreatedGame = {
        game: room.summary(),
        adminToken: record.tokens.admin,
        ...invitesOf(record, deps.share(), piecesOf(record)),
      };
      return reply.code(201).send(created);
    } catch (err) {
      if (err instanceof CreateGameError)
        return reply.code(400).send({ error: { code: err.code, message: err.message, issues: err.issues } });
      throw err;
    }
  }

  // The next game continuing an ended one (a campaign: docs/protocol.md "Sequels"), made by a player of it (a seat's
  // or the admin's token). Its config is the game's own `sequel` of the stored final state, never a client's: the
  // players only choose the entry and discard records. Same bots; the ended game remembers it (one sequel each).
  app.post<{ Params: { id: string } }>('/api/games/:id/sequel', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    const access = token ? RoomManager.access(record, [token]) : null;
    if (!access || access.role === 'spectator')
      return fail(
        reply,
        403,
        'forbidden',
        'A seat or admin token of this game is needed (Authorization: Bearer <token>)',
      );
    const body = sequelBody.safeParse(request.body ?? {});
    if (!body.success) return fail(reply, 400, 'badRequest', describeIssues(body.error));
    const stored = await storage.getGame(record.id);
    if (stored?.status !== 'finished') return fail(reply, 409, 'notEnded', 'A game is continued once it has ended');
    if (stored.sequel) return fail(reply, 409, 'sequelExists', `This game goes on in game "${stored.sequel}"`);
    const room = await rooms.get(record.id);
    const { entry, discard, name } = body.data;
    const config = room?.sequelConfig({ entry, discard }) ?? null;
    if (config === null) return fail(reply, 409, 'noSequel', 'Nothing of this game carries over to a next one');
    const req: CreateGameRequest = { game: record.game, config, bots: record.bots, ...(name ? { name } : {}) };
    return createGame(request, reply, req, async (next) => {
      if (!(await storage.setSequel(record.id, next.id)))
        request.log.warn({ game: record.id, sequel: next.id }, 'a sequel was made while another was');
    });
  });

  // The next game of an ended one, for its players: each seat's own invite to the same seat of it (the seats play
  // the same pieces), the watch link for the others; 404 while there is none.
  app.get<{ Params: { id: string } }>('/api/games/:id/sequel', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    const access = token ? RoomManager.access(record, [token]) : null;
    if (!access) return fail(reply, 403, 'forbidden', 'A token of this game is needed (Authorization: Bearer <token>)');
    const sequelId = (await storage.getGame(record.id))?.sequel;
    const next = sequelId ? await rooms.record(sequelId) : null;
    if (!next) return fail(reply, 404, 'noSequel', 'This game has no next game yet');
    const invites = invitesOf(next, deps.share(), piecesOf(next));
    const seats = access.role === 'seat' ? invites.seats.filter((s) => access.seats.includes(s.seat) && s.token) : [];
    const sequel: SequelInvites = { game: summaryOf(next), watch: invites.watch, seats, share: invites.share };
    return sequel;
  });

  /** What each seat of a game plays, in the game's words. */
  const piecesOf = (record: GameRecord) => (seat: number) =>
    registry.get(record.game)?.seatPieces?.(record.config, seat) ?? [];

  // Anyone may look a game up by id, but looking never loads it: a finished game stays in storage, and an
  // unfinished one is loaded already (restored at start). No failure reason here: that is the operator's.
  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const room = rooms.loadedRoom(record.id);
    // No state hash here: it is computed from the RNG and the deck order, which no client may learn while a game runs.
    return { game: room?.summary() ?? summaryOf(record), failed: rooms.failed.has(record.id) };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/invites', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    if (!token || RoomManager.access(record, [token])?.role !== 'admin')
      return fail(reply, 403, 'forbidden', 'The admin token of this game is needed (Authorization: Bearer <token>)');
    return invitesOf(record, deps.share(), piecesOf(record));
  });

  // The game's admin hands a seat to a bot or back to people (a fresh invite).
  app.post<{ Params: { id: string; seat: string } }>('/api/games/:id/seats/:seat', async (request, reply) => {
    const record = await rooms.record(request.params.id);
    if (!record) return fail(reply, 404, 'unknownGame', `No game "${request.params.id}"`);
    const token = bearer(request);
    if (!token || RoomManager.access(record, [token])?.role !== 'admin')
      return fail(reply, 403, 'forbidden', 'The admin token of this game is needed (Authorization: Bearer <token>)');
    const body = seatPlayerBody.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'badRequest', describeIssues(body.error));
    const seat = Number(request.params.seat);
    try {
      const { token: seatToken } = await rooms.setSeatPlayer(record.id, seat, body.data.bot);
      const now = (await rooms.record(record.id))!;
      return seatInvite(now, seat, deps.share(), piecesOf(now)(seat), seatToken ?? '');
    } catch (err) {
      if (err instanceof SeatChangeError)
        return fail(
          reply,
          err.code === 'unknownGame' ? 404 : err.code === 'finished' ? 409 : 400,
          err.code,
          err.message,
        );
      throw err;
    }
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
    // The content the game was played with (issue 31), for a replay that shows every step as it was.
    const content = record.contentFp ? await storage.getContent(record.contentFp) : null;
    return {
      game: record.game,
      rulesVersion: record.rulesVersion,
      config: record.config,
      seed: record.seed,
      createdAt: record.createdAt,
      actions: actions.map((a) => a.action),
      content,
    };
  });
}
