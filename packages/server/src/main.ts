/**
 * Entry point: `tsx packages/server/src/main.ts` starts the server from the
 * environment. HORDE_MISSIONS=sample hosts only the sample mission (tests).
 */
import { createRegistry, loadUoaModule, SAMPLE_MISSION } from '@horde/games';
import { serveCommand } from './cli/serve.ts';

const quiet = process.env.HORDE_LOG === '0';
await serveCommand({
  registry:
    process.env.HORDE_MISSIONS === 'sample'
      ? createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] })])
      : undefined,
  log: !quiet,
});
