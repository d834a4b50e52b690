/**
 * What a simulation worker does, without the worker: host the edited mission in its game's module (over the data
 * the web bundles) and play games of it with `horde sim`'s own functions (@horde/sim/pure), so that a seed gives the
 * same games, records and report here as on the command line. sim.worker.ts wraps it in messages; tests call it.
 */
import { missionMap, withMissionText, type HostedMission, type MissionMap } from '@horde/games/mission-text';
import type { ZombicideBundle, ZombicideId } from '@horde/games/mission-text';
import { entryInfo, playOne, type GameRecord, type PlayOptions, type ReportInfo } from '@horde/sim/pure';

/** A run as the panel asks for it: the CLI's defaults where it has them (seed 1, 60 rounds, the fewest seats). */
export interface SimSettings {
  game: ZombicideId;
  /** The mission being edited, in the shipped file format. */
  yaml: string;
  bot: string;
  seed: number;
  maxRounds?: number;
}

/** What a report needs of the module, as plain data a worker can post (no functions). */
export type PlainReportInfo = Omit<ReportInfo, 'run'>;

export function host(settings: Pick<SimSettings, 'game' | 'yaml'>, bundle: ZombicideBundle): HostedMission {
  return withMissionText(settings.game, bundle, settings.yaml);
}

/** The play options of `horde sim --mission <file> --bot <bot> --seed <seed>` for this mission. */
export function playOptions(hosted: HostedMission, settings: SimSettings): PlayOptions {
  return {
    entry: hosted.entry,
    bots: [settings.bot],
    seats: hosted.module.game.meta.seats.min,
    seed: settings.seed,
    maxRounds: settings.maxRounds ?? 60,
  };
}

/** Game `index` of the run (its seed derived from the run's as `horde sim` derives it). */
export function playGame(hosted: HostedMission, settings: SimSettings, index: number): GameRecord {
  if (!(settings.bot in hosted.module.bots)) throw new Error(`${hosted.module.name} has no bot "${settings.bot}"`);
  return playOne(hosted.module, playOptions(hosted, settings), index);
}

/** The report's frame (game, entry, labels): moduleReport's, without the functions of the module's presentation. */
export function reportInfo(hosted: HostedMission, settings: SimSettings): PlainReportInfo {
  const { module, entry } = hosted;
  const spec = module.simReport;
  return {
    game: { id: module.id, name: module.name, cooperative: module.game.meta.cooperative },
    entry: entryInfo(module, entry),
    bots: [settings.bot],
    seats: playOptions(hosted, settings).seats,
    seed: settings.seed,
    presentation: { reasons: spec?.reasons, figures: spec?.figures },
  };
}

/** The figure the heat map draws (wounds by zone), and the mission's map it is drawn on. */
export function heatBoard(hosted: HostedMission): { figure: string | null; map: MissionMap } {
  return { figure: hosted.module.simReport?.heatMap?.figure ?? null, map: missionMap(hosted) };
}
