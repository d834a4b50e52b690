/**
 * The corpus on disk (Node): packages/games/corpus/<game>/<name>.v<rulesVersion>.jsonl. Checking reads the files
 * only; recording writes them and runs only when someone asks (`horde corpus record`), never from a test.
 */
import { describeRefusal, hashState } from '@horde/core';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyModule } from '../module.ts';
import type { Registry } from '../registry.ts';
import { checkRecording } from './check.ts';
import { recordGame } from './record.ts';
import { CorpusFileError, parseRecording, type Recording, recordingPath, serializeRecording } from './recording.ts';
import { CORPUS_SPECS } from './specs.ts';

export const corpusDir: string = fileURLToPath(new URL('../../corpus/', import.meta.url));

/** The recordings' paths relative to `dir`, sorted. */
export function corpusFiles(dir: string = corpusDir): string[] {
  let games: string[];
  try {
    games = readdirSync(dir).filter((g) => statSync(join(dir, g)).isDirectory());
  } catch {
    return [];
  }
  return games
    .flatMap((g) =>
      readdirSync(join(dir, g))
        .filter((f) => f.endsWith('.jsonl'))
        .map((f) => `${g}/${f}`),
    )
    .sort();
}

export interface FileCheck {
  file: string;
  ok: boolean;
  message?: string;
}

/** Replays one recording; the message names the file, the game, the action and what to do. */
export function checkCorpusFile(registry: Registry, file: string, dir: string = corpusDir): FileCheck {
  const where = join(dir, file);
  try {
    const rec = parseRecording(readFileSync(where, 'utf8'), where);
    if (recordingPath(rec) !== file)
      return { file, ok: false, message: `${where}: its header says ${recordingPath(rec)}` };
    const module = registry.get(rec.game);
    if (!module) return { file, ok: false, message: `${where}: no game "${rec.game}" in the registry` };
    const result = checkRecording(module, rec, where);
    return result.ok ? { file, ok: true } : { file, ok: false, message: result.message };
  } catch (e) {
    const message = e instanceof CorpusFileError ? e.message : `${where}: ${(e as Error).stack ?? e}`;
    return { file, ok: false, message };
  }
}

/** Each game of the registry without a recording under its current rules version (a bump not yet recorded). */
export function unrecordedVersions(registry: Registry, dir: string = corpusDir): string[] {
  const files = corpusFiles(dir);
  return registry.modules
    .filter((m) => CORPUS_SPECS.some((s) => s.game === m.id))
    .filter((m) => !files.some((f) => f.startsWith(`${m.id}/`) && f.endsWith(`.v${m.game.meta.rulesVersion}.jsonl`)))
    .map(
      (m) =>
        `${m.name} (${m.id}) is at rules version ${m.game.meta.rulesVersion}, and the corpus holds no game recorded ` +
        `under it: record them deliberately with npx horde corpus record --game ${m.id}`,
    );
}

export interface RecordOptions {
  /** Only this game's recordings. */
  game?: string;
  /** Replay the older rules versions' recordings and store their new hashes (a deliberate change of old games). */
  rehashOld?: boolean;
  /** Called before each game is recorded or re-hashed. */
  progress?: (done: number, total: number, label: string) => void;
}

export interface RecordSummary {
  /** Recorded under the current rules version: file, actions, how it ended. */
  recorded: { file: string; actions: number; stop: Recording['stop'] }[];
  /** Older rules versions' recordings left as they are (each the guard of its version). */
  kept: string[];
  rehashed: string[];
  /** Current-version recordings no spec produces any more. */
  removed: string[];
  bytes: number;
}

/** (Re)records the corpus: the current rules versions' games from CORPUS_SPECS; older versions' files are kept. */
export function recordCorpus(registry: Registry, options: RecordOptions = {}, dir: string = corpusDir): RecordSummary {
  const specs = CORPUS_SPECS.filter((s) => options.game === undefined || s.game === options.game);
  if (options.game !== undefined) registry.require(options.game);
  const existing = corpusFiles(dir).filter((f) => options.game === undefined || f.startsWith(`${options.game}/`));
  const isCurrent = (f: string) => {
    const module = registry.get(f.split('/')[0]);
    return module !== undefined && f.endsWith(`.v${module.game.meta.rulesVersion}.jsonl`);
  };
  const old = existing.filter((f) => !isCurrent(f));
  const total = specs.length + (options.rehashOld ? old.length : 0);
  const summary: RecordSummary = { recorded: [], kept: [], rehashed: [], removed: [], bytes: 0 };
  let done = 0;
  for (const spec of specs) {
    options.progress?.(done++, total, `${spec.game}/${spec.name}`);
    const module = registry.require(spec.game);
    const rec = recordGame(module, spec);
    const file = recordingPath(rec);
    write(dir, file, rec, registry);
    summary.recorded.push({ file, actions: rec.steps.length, stop: rec.stop });
  }
  const recorded = new Set(summary.recorded.map((r) => r.file));
  for (const file of existing.filter((f) => isCurrent(f) && !recorded.has(f))) {
    rmSync(join(dir, file));
    summary.removed.push(file);
  }
  for (const file of old) {
    if (!options.rehashOld) {
      summary.kept.push(file);
      continue;
    }
    options.progress?.(done++, total, `${file} (re-hash)`);
    const rec = parseRecording(readFileSync(join(dir, file), 'utf8'), join(dir, file));
    const module = registry.require(rec.game);
    write(dir, file, rehash(module, rec, join(dir, file)), registry);
    summary.rehashed.push(file);
  }
  options.progress?.(total, total, 'done');
  summary.bytes = corpusFiles(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  return summary;
}

/** Writes a recording, then checks it as the test will: a game that does not replay from its file is a bug. */
function write(dir: string, file: string, rec: Recording, registry: Registry): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), serializeRecording(rec));
  const check = checkCorpusFile(registry, file, dir);
  if (!check.ok) throw new Error(`the new recording does not replay from its file:\n${check.message}`);
}

/** The recording's actions replayed under its own rules version, with the hashes the code gives now. */
function rehash(module: AnyModule, rec: Recording, where: string): Recording {
  const setup = module.game.setup(rec.config, { seed: rec.seed, now: rec.now, rulesVersion: rec.rulesVersion });
  if (!setup.ok) throw new Error(`${where}: setup refused its config`);
  const state = setup.state;
  const start = hashState(state);
  const steps = rec.steps.map((step, i) => {
    const result = module.game.apply(state, step.action, { by: step.by, now: step.now });
    if (!result.ok)
      throw new Error(`${where}:${i + 2}: action #${i + 1} is refused now: ${describeRefusal(result.error)}`);
    return { ...step, hash: hashState(state) };
  });
  return { ...rec, start, steps };
}
