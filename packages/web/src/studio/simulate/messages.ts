/** The messages between the Simulate panel's runner and its Web Workers (sim.worker.ts). */
import type { ContentProblem } from '@horde/content';
import type { MissionMap } from '@horde/games/mission-text';
import type { GameRecord } from '@horde/sim/pure';
import type { PlainReportInfo, SimSettings } from './play.ts';

export type ToWorker =
  /** The report's frame and the heat map's board of the mission (the first worker is asked). */
  | { kind: 'info'; settings: SimSettings }
  /** Games [start, end) of the run. */
  | { kind: 'play'; settings: SimSettings; start: number; end: number };

export type FromWorker =
  | { kind: 'info'; info: PlainReportInfo; heat: { figure: string | null; map: MissionMap } }
  | { kind: 'record'; record: GameRecord }
  | { kind: 'done' }
  /** `problems`: the mission does not validate (each problem of horde validate); otherwise a failure of the run. */
  | { kind: 'error'; message: string; problems?: ContentProblem[] };
