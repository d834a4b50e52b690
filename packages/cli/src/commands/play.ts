/**
 * `horde play mine.yaml`: the game server (as `horde serve`) with a designer's mission file added to its game's
 * entries, so the lobby lists it beside the shipped missions. The file is read like `horde sim --mission mine.yaml`
 * reads it (`withEntryFile`: the same checks and one-line errors naming the file, line, entry and field); a file
 * with the id of a shipped mission replaces that mission.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { createRegistry, ToolInputError, type Registry } from '@horde/games';
import { serveCommand } from '@horde/server/cli/serve';
import type { HordeServer } from '@horde/server';
import { StorageOpenError } from '@horde/server/storage/types';
import { cliRegistry, gameOption, moduleOf } from '../games.ts';
import { UsageError } from '../usage.ts';

/** The web table's production build, served at / when it exists. */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Servers started by `horde play` in this process (a test closes them with stopPlayServers). */
const started = new Set<HordeServer>();

export interface PlayOptions {
  game: string;
  port?: number;
  host?: string;
  data?: string;
  static?: string;
}

/** The registry with `file` added to the entries of `game`; a UsageError naming the file when it is not valid. */
export function registryWithFile(game: string, file: string): { registry: Registry; entry: string } {
  const module = moduleOf(game);
  if (!module.withEntryFile) throw new UsageError(`${module.name} does not read mission files`);
  let hosted: ReturnType<NonNullable<typeof module.withEntryFile>>;
  try {
    hosted = module.withEntryFile(resolve(file));
  } catch (e) {
    if (e instanceof ToolInputError) throw new UsageError(e.message);
    throw e;
  }
  const modules = cliRegistry().modules.map((m) => (m.id === game ? hosted.module : m));
  return { registry: createRegistry(modules), entry: hosted.entry };
}

export async function playCommand(file: string, opts: PlayOptions): Promise<HordeServer | undefined> {
  const { registry, entry } = registryWithFile(opts.game, file);
  const staticDir = opts.static ?? process.env.HORDE_STATIC ?? (existsSync(WEB_DIST) ? WEB_DIST : undefined);
  if (!staticDir) console.log('note: no web build found (run `npm run build -w @horde/web`); serving the API only');
  let server: HordeServer;
  try {
    server = await serveCommand({
      port: opts.port,
      host: opts.host,
      dataDir: opts.data,
      staticDir,
      registry,
      log: false,
    });
  } catch (err) {
    if (!(err instanceof StorageOpenError)) throw err;
    console.error(`horde: ${err.message}`);
    process.exitCode = 1;
    return undefined;
  }
  started.add(server);
  console.log(
    `Open ${server.url} in your browser: the lobby lists "${entry}" (${resolve(file)}) with the other missions.`,
  );
  return server;
}

/** Closes every server `horde play` started in this process. */
export async function stopPlayServers(): Promise<void> {
  const all = [...started];
  started.clear();
  await Promise.all(all.map((s) => s.close()));
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`--port must be an integer from 0 to 65535, got "${value}"`);
  return n;
}

export function registerPlay(program: Command): void {
  gameOption(program.command('play'))
    .description(
      "run the game server with a mission file of your own added to the game's missions; the lobby lists it (as `horde serve`)",
    )
    .argument('<file>', 'a mission file (mine.yaml), checked like `horde validate` and `horde sim --mission`')
    .option('--port <n>', 'port (default: $PORT or 3000; 0: any free port)', port)
    .option('--host <host>', 'interface to listen on (default 127.0.0.1)')
    .option('--data <dir>', 'folder of the SQLite database (default ./data)')
    .option('--static <dir>', 'web app build to serve at / (default packages/web/dist)')
    .action(async (file: string, opts: PlayOptions) => {
      await playCommand(file, opts);
    });
}
