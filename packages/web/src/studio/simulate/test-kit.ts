/**
 * What the Simulate panel's tests share: M0's mission file and settings, and a Worker whose messages the real worker
 * code (worker-core.ts) answers in this thread, a turn of the event loop later.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { uoaData } from '../../../build/bundled.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import type { SimSettings } from './play.ts';
import { workerHandler } from './worker-core.ts';

export const bundle = JSON.parse(JSON.stringify(uoaData()));
export const m0 = readFileSync(fileURLToPath(new URL('../../../../content/missions/M0.yaml', import.meta.url)), 'utf8');
export const settings: SimSettings = { game: 'uoa', yaml: m0, bot: 'heuristic', seed: 5 };

export function fakeWorker(): Worker {
  const handle = workerHandler(async () => bundle);
  const worker = {
    onmessage: null as ((e: MessageEvent<FromWorker>) => void) | null,
    onerror: null,
    terminated: false,
    postMessage(message: ToWorker) {
      setTimeout(() =>
        handle(message, (m) => {
          if (!worker.terminated) worker.onmessage?.({ data: m } as MessageEvent<FromWorker>);
        }),
      );
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker as unknown as Worker;
}
