/** A range of games for a worker (its games played by play.ts), and what a queued run was made with. */
import { contentFingerprint, type AnyModule } from '@horde/games';
import { simModule, type ModuleSource } from './modules.ts';
import { playOne, withOptions, type GameRecord, type PlayOptions } from './play.ts';

export * from './play.ts';

export interface GameTask extends PlayOptions {
  game: string;
  source?: ModuleSource;
  /** A designer's mission file the game hosts too (its entry is `entry`). */
  entryFile?: string;
  start: number;
  end: number;
  /**
   * The seeds of games [start, end) as the run derived them (gameSeed(seed, i)): a queued job carries them, and
   * game i plays seeds[i - start]. Absent: each game derives its own.
   */
  seeds?: readonly number[];
  /** What the run was made with (a queued job): a worker whose rules or content differ refuses the task. */
  expect?: PlayedWith;
}

/** The rules version and the content fingerprint a task is played with (a queued job's worker checks both). */
export interface PlayedWith {
  rulesVersion: string;
  /** SHA-256 of the entry's pinned content (the mission, its tiles and decks; null: the game has none). */
  content: string | null;
}

/** How a worker that plays with other rules or content than the run's says so (the message begins with it). */
export const MISMATCH = 'this worker plays';

/** The rules version of the module and the fingerprint of the content an entry with these options plays. */
export function playedWith(module: AnyModule, opts: Pick<PlayOptions, 'entry' | 'seats' | 'options'>): PlayedWith {
  const pinned = module.pin?.(withOptions(module.defaultConfig(opts.entry, opts.seats), opts.options));
  return {
    rulesVersion: module.game.meta.rulesVersion,
    content: pinned === undefined || pinned === null ? null : contentFingerprint(pinned),
  };
}

const checked = new Map<string, PlayedWith>();

/** Throws (MISMATCH …) when this thread's module plays with other rules or content than `expect`. */
function checkPlayedWith(module: AnyModule, task: GameTask, expect: PlayedWith): void {
  const key = JSON.stringify([task.game, task.source, task.entryFile, task.entry, task.seats, task.options]);
  let mine = checked.get(key);
  if (!mine) checked.set(key, (mine = playedWith(module, task)));
  if (mine.rulesVersion !== expect.rulesVersion)
    throw new Error(
      `${MISMATCH} ${module.name} rules version ${mine.rulesVersion}, the run ${expect.rulesVersion}: update it`,
    );
  if (mine.content !== expect.content)
    throw new Error(
      `${MISMATCH} ${task.entry} with other content (${mine.content?.slice(0, 12)}…, the run ${expect.content?.slice(0, 12)}…): update it`,
    );
}

export async function runTask(task: GameTask): Promise<GameRecord[]> {
  const module = await simModule(task.game, task.source, task.entryFile);
  if (task.expect) checkPlayedWith(module, task, task.expect);
  if (task.seeds && task.seeds.length !== task.end - task.start)
    throw new Error(`a task of games ${task.start}-${task.end - 1} carries ${task.seeds.length} seeds`);
  const out: GameRecord[] = [];
  for (let i = task.start; i < task.end; i++)
    out.push(playOne(module, task, i, undefined, task.seeds?.[i - task.start]));
  return out;
}
