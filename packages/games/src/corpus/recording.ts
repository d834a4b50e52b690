/**
 * A recorded game of the corpus (docs/storage.md, "The corpus of recorded games"): what the server stores of a game
 * (game id, rules version, config, seed, creation time, and each action with its actor and clock) plus the state
 * hash after setup and after every action, so a replay names the first action whose state differs.
 *
 * On disk, JSON Lines: a header line, then one line per action. One line per action keeps a file small, its diffs
 * readable and a failure's `file:line` exact (and Biome, which would re-wrap a .json file, leaves it alone).
 */
import type { Actor, Seed } from '@horde/core';
import { z } from 'zod';

export interface Step {
  by: Actor;
  /** The clock of the action (ms), as the server records it. */
  now: number;
  action: unknown;
  /** hashState of the state after the action. */
  hash: string;
}

export interface Recording {
  game: string;
  /** Unique within its game and rules version: the file is <game>/<name>.v<rulesVersion>.jsonl. */
  name: string;
  /** What the game covers, for people reading the corpus. */
  about: string;
  rulesVersion: string;
  config: unknown;
  seed: Seed;
  /** The creation time (setup's `now`). */
  now: number;
  /** The bot that played each seat (record only; a replay needs no bot). */
  bots: string[];
  /** hashState after setup: a content change shows even before the first action. */
  start: string;
  /** How the recording ended: the game was over, or the action cap cut it. */
  stop: 'over' | 'cap' | 'stuck';
  steps: Step[];
}

const FORMAT = 1;

const header = z.object({
  format: z.literal(FORMAT),
  game: z.string().min(1),
  name: z.string().min(1),
  about: z.string(),
  rulesVersion: z.string().min(1),
  config: z.unknown(),
  seed: z.union([z.number().int(), z.string()]),
  now: z.number().int(),
  bots: z.array(z.string()),
  start: z.string(),
  stop: z.enum(['over', 'cap', 'stuck']),
  actions: z.number().int().min(0),
});

const step = z.object({
  by: z.union([z.number().int().min(0), z.literal('system')]),
  now: z.number().int(),
  action: z.unknown(),
  hash: z.string(),
});

export class CorpusFileError extends Error {}

/** The file name of a recording, relative to the corpus folder. */
export function recordingPath(r: Pick<Recording, 'game' | 'name' | 'rulesVersion'>): string {
  return `${r.game}/${r.name}.v${r.rulesVersion}.jsonl`;
}

export function serializeRecording(r: Recording): string {
  const { steps, ...rest } = r;
  const lines = [JSON.stringify({ format: FORMAT, ...rest, actions: steps.length })];
  for (const s of steps) lines.push(JSON.stringify({ by: s.by, now: s.now, action: s.action, hash: s.hash }));
  return `${lines.join('\n')}\n`;
}

/** Reads a recording; a CorpusFileError names the file and line of what is wrong. */
export function parseRecording(text: string, file: string): Recording {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const parse = <T>(schema: z.ZodType<T>, i: number): T => {
    let value: unknown;
    try {
      value = JSON.parse(lines[i]);
    } catch (e) {
      throw new CorpusFileError(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
    }
    const result = schema.safeParse(value);
    if (!result.success)
      throw new CorpusFileError(`${file}:${i + 1}: ${result.error.issues.map((x) => x.message).join('; ')}`);
    return result.data;
  };
  if (lines.length === 0) throw new CorpusFileError(`${file}: empty`);
  const { format: _, actions, ...rest } = parse(header, 0);
  // A truncated or padded file is caught here, not as a puzzling hash mismatch.
  if (lines.length - 1 !== actions)
    throw new CorpusFileError(`${file}: the header says ${actions} actions, the file holds ${lines.length - 1}`);
  const steps = lines.slice(1).map((_, i) => parse(step, i + 1) as Step);
  return { ...rest, steps };
}
