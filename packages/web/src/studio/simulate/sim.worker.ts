/** A Web Worker of the Simulate panel (worker-core.ts answers): the game's bundled data is loaded once, when asked. */
import type { ZombicideBundle, ZombicideId } from '@horde/games/mission-text';
import type { FromWorker, ToWorker } from './messages.ts';
import { workerHandler } from './worker-core.ts';

const bundles: Partial<Record<ZombicideId, Promise<ZombicideBundle>>> = {};

const handle = workerHandler((game) => {
  bundles[game] ??= (game === 'uoa' ? import('virtual:uoa-data') : import('virtual:classic-data')).then(
    (m) => m.default as ZombicideBundle,
  );
  return bundles[game];
});

self.onmessage = (event: MessageEvent<ToWorker>) => {
  void handle(event.data, (message: FromWorker) => self.postMessage(message));
};
