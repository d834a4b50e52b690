/** `horde serve` and `horde loadtest`: the game server (packages/server) from the command line. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { serveCommand } from '@horde/server/cli/serve';
import { StorageOpenError } from '@horde/server/storage/types';
import { loadtestCommand } from '@horde/server/cli/loadtest';
import type { Simulate } from '@horde/server/http/sim';
import { runSim } from '@horde/sim';
import { positiveInt } from '../usage.ts';

/** The studio's simulation runs on this server (HORDE_SIM_WORKERS): the simulator's runSim, the server's workers. */
export const serverSimulate: Simulate = async (job) => {
  const { report } = await runSim({
    ...job,
    bots: job.bot,
    command: `horde sim --game ${job.game} --mission ${job.entry}.yaml --games ${job.games} --bot ${job.bot} --seed ${job.seed} --workers ${job.workers}`,
  });
  return report;
};

/** The web table's production build, served at / when it exists. */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the game server with the web table (SQLite in ./data by default; PORT, DATA_DIR, DATABASE_URL)')
    .option('--port <n>', 'port (default: $PORT or 3000)', positiveInt('--port'))
    .option('--host <host>', 'interface to listen on (default 127.0.0.1)')
    .option('--data <dir>', 'folder of the SQLite database (default ./data)')
    .option('--static <dir>', 'web app build to serve at / (default packages/web/dist)')
    .action(async (opts: { port?: number; host?: string; data?: string; static?: string }) => {
      const staticDir = opts.static ?? process.env.HORDE_STATIC ?? (existsSync(WEB_DIST) ? WEB_DIST : undefined);
      if (!staticDir) console.log('note: no web build found (run `npm run build -w @horde/web`); serving the API only');
      let server: Awaited<ReturnType<typeof serveCommand>>;
      try {
        server = await serveCommand({
          port: opts.port,
          host: opts.host,
          dataDir: opts.data,
          staticDir,
          log: false,
          simulate: serverSimulate,
        });
      } catch (err) {
        // A database that cannot be opened: the one line that says which file and what to do, exit code 1.
        if (!(err instanceof StorageOpenError)) throw err;
        console.error(`horde: ${err.message}`);
        process.exitCode = 1;
        return;
      }
      console.log(`Open ${server.url} in your browser to play.`);
    });
  program
    .command('loadtest')
    .description(
      'N games x 6 clients of random legal play against a server on loopback; prints actions/s, p50/p99 round trip, memory per game',
    )
    .option('--games <n>', 'concurrent games', positiveInt('--games'), 20)
    .option('--clients <n>', 'clients per game (1-6)', positiveInt('--clients'), 6)
    .option('--actions <n>', 'stop after this many accepted actions', positiveInt('--actions'), 20_000)
    .option('--seconds <n>', 'stop after this many seconds', positiveInt('--seconds'), 30)
    .option('--url <url>', 'a running server on loopback (default: start one on a temporary database)')
    .option('--seed <n>', "seed of the clients' choices", positiveInt('--seed'))
    .option('--think <ms>', "a client's mean think time before each action (0: none)", positiveInt('--think'))
    .action(
      async (opts: {
        games: number;
        clients: number;
        actions: number;
        seconds: number;
        url?: string;
        seed?: number;
        think?: number;
      }) => {
        const { think, ...rest } = opts;
        await loadtestCommand({ ...rest, ...(think ? { thinkMs: think } : {}) });
      },
    );
}
