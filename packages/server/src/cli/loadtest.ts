/**
 * `horde loadtest`: N games with 6 clients each (one seat per client) playing
 * random legal actions against a server on loopback, bounded by a number of
 * actions and a time. Prints actions per second, round-trip percentiles
 * (action sent to ack received) and the server's memory per game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { HordeApi, HordeClient, type SocketFactory } from '../client/index.ts';
import type { TimingSummary } from '../client/http.ts';
import { createRegistry, DEFAULT_GAME, loadUoaModule, SAMPLE_MISSION, type Registry } from '@horde/games';
import { startChildServer, type ChildServer } from './child-server.ts';
import { formatBytes, percentile } from './stats.ts';

export interface LoadtestOptions {
  /** Concurrent games (default 20). */
  games?: number;
  /** Clients per game, one seat each, 1-6 (default 6). */
  clients?: number;
  /** Stop after this many accepted actions in all (default 20,000). */
  actions?: number;
  /** Stop after this many seconds (default 30). */
  seconds?: number;
  /** An already running server (http://127.0.0.1:PORT); default: start one in a child process on a temporary database. */
  url?: string;
  /** Game to play (default "uoa"). */
  game?: string;
  /** Catalogue entry to play (default: Undead or Alive's sample mission, else the game's first entry; the server must host it). */
  entry?: string;
  /** Where the game's default configs come from (default: the shipped games). */
  registry?: Registry;
  /** Mean think time of a client before each action, in ms (default 0: act as soon as the view arrives). */
  thinkMs?: number;
  /** Random seed for the clients' choices (default: random). */
  seed?: number;
  print?: (line: string) => void;
}

export interface LoadtestReport {
  games: number;
  gamesStarted: number;
  gamesFinished: number;
  clients: number;
  accepted: number;
  rejected: number;
  /** Actions the server refused for the message budget (rateLimited): the client waits and chooses again. */
  limited: number;
  errors: number;
  seconds: number;
  actionsPerSecond: number;
  rttMs: { p50: number; p95: number; p99: number; max: number };
  /** What the server sent to all clients while playing (characters of JSON, about bytes), per accepted action. */
  bytesPerAction: number;
  /** Server CPU time (user + system) per accepted action, in ms: the cost, whatever else shares the cores. */
  serverCpuMsPerAction: number;
  memory: { heapPerGame: number; rssPerGame: number; heapUsed: number; rss: number } | null;
  server: { actionMs: TimingSummary; eventLoopLagMs: TimingSummary };
}

const isLoopback = (url: string) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function loadtestCommand(opts: LoadtestOptions = {}): Promise<LoadtestReport> {
  const games = Math.max(1, Math.min(opts.games ?? 20, 1000));
  const clientsPerGame = Math.max(1, Math.min(opts.clients ?? 6, 6));
  const maxActions = Math.max(1, opts.actions ?? 20_000);
  const seconds = Math.max(1, Math.min(opts.seconds ?? 30, 600));
  const thinkMs = Math.max(0, opts.thinkMs ?? 0);
  const print = opts.print ?? ((line: string) => console.log(line));
  const gameId = opts.game ?? DEFAULT_GAME;
  const registry =
    opts.registry ??
    (gameId === DEFAULT_GAME && !opts.entry ? createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] })]) : null);
  const module = (registry ?? (await import('@horde/games')).loadRegistry()).require(gameId);
  const entry = opts.entry ?? (gameId === DEFAULT_GAME ? SAMPLE_MISSION.id : module.entries[0]?.id);
  if (!entry) throw new Error(`Game "${gameId}" has no entry to play`);
  const random = rng(opts.seed ?? Math.floor(Math.random() * 2 ** 31));
  if (opts.url && !isLoopback(opts.url))
    throw new Error(`loadtest runs on loopback only; ${opts.url} is not a loopback address`);

  let child: ChildServer | null = null;
  let dataDir: string | null = null;
  let baseUrl = opts.url;
  if (!baseUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'horde-loadtest-'));
    // HORDE_SERVER_NODE_ARGS adds node flags to the server's process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
    const extra = process.env.HORDE_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    child = await startChildServer({ dataDir, nodeArgs: ['--expose-gc', ...extra] });
    baseUrl = child.url;
  }
  const api = new HordeApi(baseUrl);
  const wsUrl = api.wsUrl();
  const rtts: number[] = [];
  let accepted = 0,
    rejected = 0,
    limited = 0,
    errors = 0,
    gamesStarted = 0,
    gamesFinished = 0;
  let started = performance.now();
  let deadline = Infinity;
  const done = () => accepted >= maxActions || performance.now() >= deadline;
  const clients = new Set<HordeClient>();
  // Characters the clients received: of the clients closed so far, and of the live ones when the clock started.
  let receivedClosed = 0,
    receivedAtStart = 0;

  try {
    const before = await api.stats(true);
    print(
      `loadtest: ${games} games x ${clientsPerGame} clients on ${baseUrl}, up to ${maxActions} actions or ${seconds} s, think time ${thinkMs} ms`,
    );

    let releaseStart!: () => void;
    const startGate = new Promise<void>((resolve) => {
      releaseStart = resolve;
    });
    const playOneGame = async (ready?: () => void): Promise<void> => {
      const created = await api.createGame({
        game: gameId,
        config: module.defaultConfig(entry, clientsPerGame),
        seed: Math.floor(random() * 2 ** 31),
      });
      gamesStarted++;
      const members = created.seats.map(
        (seat) =>
          new HordeClient({
            url: wsUrl,
            game: created.game.id,
            tokens: [seat.token!],
            WebSocket: WebSocket as unknown as SocketFactory,
            reconnect: false,
          }),
      );
      for (const c of members) clients.add(c);
      await Promise.all(members.map((c) => c.connect()));
      if (ready) {
        ready();
        await startGate;
      }
      await new Promise<void>((resolve) => {
        let finished = false;
        let lastProgress = performance.now();
        const finish = (over: boolean) => {
          if (finished) return;
          finished = true;
          if (over) gamesFinished++;
          clearInterval(watchdog);
          resolve();
        };
        const watchdog = setInterval(() => {
          if (done()) finish(false);
          else if (performance.now() - lastProgress > 5000 + 3 * thinkMs) {
            errors++;
            finish(false);
          }
        }, 250);
        const inFlight = new Set<HordeClient>();
        const tryAct = (c: HordeClient) => {
          if (finished || inFlight.has(c)) return;
          if (done()) return finish(false);
          const view = c.view();
          if (!view || view.status === 'finished') return finish(true);
          // A player acts when the game waits on its seat (free actions it could take off-turn are no reason to act).
          const legal = c.legal();
          if (view.seq !== c.seq || !view.awaited || legal.length === 0) return;
          const action = legal[Math.floor(random() * legal.length)];
          inFlight.add(c);
          const think = thinkMs > 0 ? new Promise((r) => setTimeout(r, thinkMs * (0.5 + random()))) : Promise.resolve();
          let sent = 0;
          think
            .then(() => {
              if (finished || c.seq !== view.seq) throw Object.assign(new Error('moved on'), { code: 'closed' });
              sent = performance.now();
              return c.act(action);
            })
            .then(
              () => {
                rtts.push(performance.now() - sent);
                accepted++;
                lastProgress = performance.now();
              },
              (err: { code?: string; message?: string }) => {
                if (err.code === 'stale') {
                  rtts.push(performance.now() - sent);
                  rejected++;
                } else if (err.code === 'rateLimited') {
                  // Back-pressure, as a real client takes it: wait a little, then choose again.
                  limited++;
                  return new Promise((r) => setTimeout(r, 100));
                } else if (err.code !== 'closed') {
                  errors++;
                  print(`error ${err.code}: ${err.message} (${JSON.stringify(action)})`);
                }
              },
            )
            .finally(() => {
              inFlight.delete(c);
              queueMicrotask(() => tryAct(c));
            });
        };
        for (const c of members) {
          c.on('view', () => tryAct(c));
          tryAct(c);
        }
      });
      // The games still running at the end stay connected until memory is measured.
      if (!done())
        for (const c of members) {
          c.close();
          clients.delete(c);
          receivedClosed += c.received;
        }
    };

    // The first games are created and connected before the clock starts (10 at a time): setup is not the load measured.
    let readyCount = 0;
    let resolveReady!: () => void;
    const allReady = new Promise<void>((resolve) => {
      resolveReady = resolve;
    });
    const slots: Promise<void>[] = [];
    let next = 0;
    const startSlot = (): void => {
      if (next >= games) return;
      next++;
      let counted = false;
      const ready = () => {
        if (counted) return;
        counted = true;
        if (++readyCount === games) resolveReady();
        startSlot();
      };
      slots.push(
        (async () => {
          try {
            await playOneGame(ready);
            while (!done()) await playOneGame();
          } catch (err) {
            errors++;
            print(`error: ${(err as Error).message}`);
            ready();
          }
        })(),
      );
    };
    for (let i = 0; i < Math.min(10, games); i++) startSlot();
    await allReady;
    print(`${games} games connected; playing`);
    const atStart = await api.stats(false, true);
    for (const c of clients) receivedAtStart += c.received;
    started = performance.now();
    deadline = started + seconds * 1000;
    releaseStart();
    await Promise.all(slots);

    const elapsed = (performance.now() - started) / 1000;
    let received = receivedClosed - receivedAtStart;
    for (const c of clients) received += c.received;
    const after = await api.stats(true);
    rtts.sort((a, b) => a - b);
    const report: LoadtestReport = {
      games,
      gamesStarted,
      gamesFinished,
      clients: games * clientsPerGame,
      accepted,
      rejected,
      limited,
      errors,
      seconds: elapsed,
      actionsPerSecond: accepted / elapsed,
      rttMs: {
        p50: percentile(rtts, 50),
        p95: percentile(rtts, 95),
        p99: percentile(rtts, 99),
        max: rtts[rtts.length - 1] ?? NaN,
      },
      bytesPerAction: received / Math.max(1, accepted),
      serverCpuMsPerAction:
        (after.cpu.user + after.cpu.system - atStart.cpu.user - atStart.cpu.system) / 1000 / Math.max(1, accepted),
      server: { actionMs: after.actionMs, eventLoopLagMs: after.eventLoopLagMs },
      memory: {
        heapUsed: after.memory.heapUsed,
        rss: after.memory.rss,
        heapPerGame:
          (after.memory.heapUsed - before.memory.heapUsed) / Math.max(1, after.gamesLoaded - before.gamesLoaded),
        rssPerGame: (after.memory.rss - before.memory.rss) / Math.max(1, after.gamesLoaded - before.gamesLoaded),
      },
    };
    print(
      `games ${report.gamesStarted} started (${report.gamesFinished} played to the end, each replaced by a new one), ${report.clients} concurrent clients`,
    );
    print(
      `actions: ${accepted} accepted, ${rejected} stale (another seat answered first), ${limited} over the message budget (sent again later), ${errors} errors, in ${elapsed.toFixed(1)} s`,
    );
    print(
      `throughput: ${report.actionsPerSecond.toFixed(0)} actions/s; sent to the clients: ${formatBytes(report.bytesPerAction)} per accepted action`,
    );
    print(
      `round trip (send to ack): p50 ${report.rttMs.p50.toFixed(2)} ms, p95 ${report.rttMs.p95.toFixed(2)} ms, p99 ${report.rttMs.p99.toFixed(2)} ms, max ${report.rttMs.max.toFixed(2)} ms`,
    );
    print(
      `server side: action handling p50 ${after.actionMs.p50.toFixed(2)} ms, p99 ${after.actionMs.p99.toFixed(2)} ms; event-loop lag p99 ${after.eventLoopLagMs.p99.toFixed(1)} ms; CPU ${report.serverCpuMsPerAction.toFixed(2)} ms per accepted action`,
    );
    print(
      `server memory: heap ${formatBytes(after.memory.heapUsed)}, rss ${formatBytes(after.memory.rss)}; per live game: heap ${formatBytes(report.memory!.heapPerGame)}, rss ${formatBytes(report.memory!.rssPerGame)}`,
    );
    return report;
  } finally {
    for (const c of clients) c.close();
    if (child) await child.stop('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
