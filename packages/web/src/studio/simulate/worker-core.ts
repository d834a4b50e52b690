/**
 * What a simulation worker answers, apart from the worker itself (sim.worker.ts) so tests can run it: it hosts the
 * mission being edited in its game's module (the last one kept), and plays the games it is given, one record a game.
 */
import {
  type HostedMission,
  MissionTextProblems,
  type ZombicideBundle,
  type ZombicideId,
} from '@horde/games/mission-text';
import type { FromWorker, ToWorker } from './messages.ts';
import { heatBoard, host, playGame, reportInfo, type SimSettings } from './play.ts';

export function workerHandler(
  bundle: (game: ZombicideId) => Promise<ZombicideBundle>,
): (message: ToWorker, post: (message: FromWorker) => void) => Promise<void> {
  let last: { key: string; hosted: HostedMission } | null = null;
  const hosted = async (settings: SimSettings) => {
    const key = `${settings.game}\n${settings.yaml}`;
    if (last?.key !== key) last = { key, hosted: host(settings, await bundle(settings.game)) };
    return last.hosted;
  };
  return async (message, post) => {
    try {
      const mission = await hosted(message.settings);
      if (message.kind === 'info') {
        post({ kind: 'info', info: reportInfo(mission, message.settings), heat: heatBoard(mission) });
        return;
      }
      for (let i = message.start; i < message.end; i++)
        post({ kind: 'record', record: playGame(mission, message.settings, i) });
      post({ kind: 'done' });
    } catch (e) {
      const problems = e instanceof MissionTextProblems ? e.problems : undefined;
      post({ kind: 'error', message: (e as Error).message, ...(problems ? { problems } : {}) });
    }
  };
}
