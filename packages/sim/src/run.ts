/** One simulated game and its compact record; a range of games for a worker. */
import { playGame } from '@horde/bots';

/** A bot of the game module, by name ("random", "heuristic"). */
export type BotName = string;
import { partyFor, simWorld, type SimWorld } from './world.ts';

export type LossCause = 'eliminated' | 'sevenSpawnZones' | 'objectivesImpossible' | 'roundLimit' | 'other';
export const LOSS_CAUSES: readonly LossCause[] = [
  'eliminated',
  'sevenSpawnZones',
  'objectivesImpossible',
  'roundLimit',
  'other',
];

export interface GameRecord {
  /** Game number in the run (0-based). */
  index: number;
  seed: number;
  won: boolean;
  /** Why a lost game was lost (null when won). */
  cause: LossCause | null;
  /** The engine's outcome text ("meg was eliminated"). */
  reason: string;
  /** Round reached (the round the game ended in). */
  rounds: number;
  /** Actions and decision answers played. */
  steps: number;
  /** Zombies killed by type: walker, runner, fatty, abomination. */
  kills: number[];
  /** Highest Danger Level reached by a survivor: 0 blue, 1 yellow, 2 orange, 3 red. */
  danger: number;
  /** Wounds taken by survivors per zone id. */
  woundsByZone: Record<string, number>;
  spawnCards: number;
}

export interface GameTask {
  mission: string;
  bot: BotName;
  /** Run seed: game i plays with gameSeed(seed, i). */
  seed: number;
  start: number;
  end: number;
  maxRounds?: number;
}

/** Seed of game `index` of a run with seed `seed`: a 32-bit mix of both (independent of workers and chunking). */
export function gameSeed(seed: number, index: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** The report's cause of a loss, from the outcome's reason code. */
export function lossCause(code: string): LossCause {
  switch (code) {
    case 'survivorEliminated':
      return 'eliminated';
    case 'sevenSpawnZones':
      return 'sevenSpawnZones';
    case 'objectivesImpossible':
      return 'objectivesImpossible';
    default:
      return 'other';
  }
}

export function playOne(
  world: SimWorld,
  mission: string,
  bot: BotName,
  seed: number,
  index: number,
  maxRounds = 60,
): GameRecord {
  const def = world.missions.find((m) => m.id === mission);
  if (!def) throw new Error(`unknown mission ${mission}`);
  const config = partyFor(world, def);
  const s = gameSeed(seed, index);
  const player = world.bots[bot](s);
  const result = playGame(world.game, config, s, () => player, { maxRounds }, world.round);
  const st = result.state;
  const outcome = result.outcome;
  const won = outcome.over && outcome.results.every((r) => r.result === 'win');
  const cause: LossCause | null = won
    ? null
    : outcome.over
      ? lossCause(outcome.reason)
      : result.stop === 'rounds'
        ? 'roundLimit'
        : 'other';
  return {
    index,
    seed: s,
    won,
    cause,
    reason: won || result.stop === 'finished' ? st.outcomeReason : `cut off (${result.stop})`,
    rounds: st.round,
    steps: result.steps,
    kills: [...st.stats.kills],
    danger: world.simFigures?.(st).danger as number,
    woundsByZone: { ...st.stats.woundsByZone },
    spawnCards: st.stats.spawnCards,
  };
}

export async function runTask(task: GameTask): Promise<GameRecord[]> {
  const world = await simWorld();
  const out: GameRecord[] = [];
  for (let i = task.start; i < task.end; i++)
    out.push(playOne(world, task.mission, task.bot, task.seed, i, task.maxRounds));
  return out;
}
