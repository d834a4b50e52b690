/**
 * Entry point: `tsx packages/server/src/main.ts` starts the server from the
 * environment. HORDE_MISSIONS=sample hosts only the sample mission (tests).
 */
import { serveCommand } from './cli/serve.ts';
import { SAMPLE_MISSIONS } from './games/sample-mission.ts';

const quiet = process.env.HORDE_LOG === '0';
await serveCommand({
  missions: process.env.HORDE_MISSIONS === 'sample' ? SAMPLE_MISSIONS : undefined,
  log: !quiet,
});
