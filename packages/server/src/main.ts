/**
 * Entry point: `tsx packages/server/src/main.ts` starts the server from the
 * environment. HORDE_MISSIONS=sample hosts only the sample mission (tests).
 * A database that cannot be opened ends it with one line and exit code 1.
 */
import { createRegistry, loadUoaModule, SAMPLE_MISSION } from '@horde/games';
import { serveCommand } from './cli/serve.ts';
import { StorageOpenError } from './storage/types.ts';

const quiet = process.env.HORDE_LOG === '0';
try {
  await serveCommand({
    registry:
      process.env.HORDE_MISSIONS === 'sample'
        ? createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] })])
        : undefined,
    log: !quiet,
  });
} catch (err) {
  if (!(err instanceof StorageOpenError)) throw err;
  console.error(`horde: ${err.message}`);
  process.exit(1);
}
