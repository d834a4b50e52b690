/**
 * `horde serve`: runs the game server until SIGINT/SIGTERM. Options override
 * the environment (PORT, HOST, DATA_DIR, DATABASE_URL, HORDE_STATIC, HORDE_DB_SYNC).
 */
import { loadRegistry, type Registry } from '@horde/games';
import { configFromEnv } from '../config.ts';
import type { Simulate } from '../http/sim.ts';
import { startServer, type HordeServer } from '../server.ts';
import { openStorage } from '../storage/open.ts';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Folder of the SQLite database (default ./data). */
  dataDir?: string;
  databaseUrl?: string;
  /** Web app build folder to serve at /. */
  staticDir?: string;
  sync?: 'normal' | 'full';
  /** The games to host (default: every shipped game with its content). */
  registry?: Registry;
  /** Request logging (default true). */
  log?: boolean;
  /** Stop on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
  /** Where the startup lines go (default console.log). */
  print?: (line: string) => void;
  /** Client addresses the per-address limits do not count (default HORDE_UNLIMITED_ADDRESSES). */
  unlimitedAddresses?: string[];
  publicUrl?: string;
  /**
   * What plays simulation runs (runSim of @horde/sim: `horde serve` hands it in); with HORDE_SIM_WORKERS set, the
   * studio may run its simulations here.
   */
  simulate?: Simulate;
}

export async function serveCommand(opts: ServeOptions = {}): Promise<HordeServer> {
  const env = configFromEnv();
  const print = opts.print ?? ((line: string) => console.log(line));
  // A broken database connection is one line (code and message: never the connection's details or keys).
  const storage = openStorage({
    dataDir: opts.dataDir ?? env.dataDir,
    databaseUrl: opts.databaseUrl ?? env.databaseUrl,
    sync: opts.sync ?? env.sync,
    onConnectionError: (e) => print(`database connection lost (${e.code ?? 'no code'}): ${e.message}`),
  });
  const registry = opts.registry ?? loadRegistry({ uoa: { warn: (m) => print(`warning: ${m}`) } });
  const databaseUrl = opts.databaseUrl ?? env.databaseUrl;
  if (env.node && !(databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)))
    throw new Error('HORDE_NODE_URL (several processes sharing the games) needs a PostgreSQL DATABASE_URL');
  const server = await startServer({
    registry,
    storage,
    port: opts.port ?? env.port,
    host: opts.host ?? env.host,
    staticDir: opts.staticDir ?? env.staticDir,
    logger: opts.log ?? true,
    allowedHosts: env.allowedHosts,
    adminToken: env.adminToken,
    publicUrl: opts.publicUrl ?? env.publicUrl,
    trustedProxies: env.trustedProxies,
    unlimitedAddresses: opts.unlimitedAddresses ?? env.unlimitedAddresses,
    botDelayMs: env.botDelayMs,
    sim: env.sim && opts.simulate ? { ...env.sim, simulate: opts.simulate } : undefined,
    cluster: env.node && databaseUrl ? { databaseUrl, nodeId: env.node.id, nodeUrl: env.node.url } : undefined,
  });
  print(
    `Horde server listening on ${server.url} (storage ${storage.kind}, ${server.restore.restored} game${server.restore.restored === 1 ? '' : 's'} restored${server.restore.failed.length ? `, ${server.restore.failed.length} FAILED` : ''}, games ${registry.modules.map((m) => `${m.id} (${m.entries.length})`).join(' ')})`,
  );
  for (const f of server.restore.failed) print(`  game ${f.id} not restored: ${f.reason}`);
  if (server.share.loopbackOnly)
    print(
      `Invite links work on this machine only: start with HOST=0.0.0.0 to reach it from your network, or set PUBLIC_URL to the address people use`,
    );
  else print(`Invite links use ${server.share.publicUrl}`);
  if (env.sim && opts.simulate)
    print(`Simulation runs offered to the studio: ${env.sim.workers} worker thread(s) a run (HORDE_SIM_WORKERS)`);
  else if (env.sim) print('HORDE_SIM_WORKERS is set, but simulation runs need `horde serve`: not offered');
  if (env.node) print(`Cluster process ${env.node.id}, reached at ${env.node.url}`);
  if (opts.handleSignals ?? true) {
    const stop = (signal: string) => {
      print(`${signal}: closing`);
      server.close().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  }
  return server;
}
