/**
 * A game saved before its state changed shape is restored after (DESIGN.md, "A game outlives every update";
 * docs/storage.md): Seconds to Live and Zombies!!! took shape 2 when their pending choices became one queue
 * answered from the front (issue 37); Undead or Alive and Classic took shape 3 when each ruleset's own fields moved
 * to its own part of the state (issue 37, item 4). Each case is a game of the corpus of recorded games, saved
 * part-way as the server stores it; its stored hash is the one the corpus held under the older shape (before that
 * change), at a point where the two shapes differ. Restored as the older shape it is replayed and re-hashed and
 * plays on; read as if it were of the new shape, its hash would not match and it would be retired.
 */
import { readFileSync } from 'node:fs';
import { hashState } from '@horde/core';
import { loadRegistry } from '@horde/games';
import { corpusDir, parseRecording } from '@horde/games/corpus/index';
import { describe, expect, it } from 'vitest';
import type { ActionRecord, GameRecord } from '../storage/types.ts';
import { RestoreError, restoreGame } from './restore.ts';

const registry = loadRegistry();

/** A corpus game saved after action #seq under shape `from`, the state hash it had then (the corpus before). */
const SAVED_UNDER_AN_OLDER_SHAPE = [
  // Seconds to Live: `pending` was one choice or null; every state's hash changed.
  { file: 'seconds/duel-custom-timer.v3.jsonl', seq: 10, oldHash: 'f37a8c6d47c6b3a1', from: 1, to: 2 },
  // Zombies!!!: a stack answered from the back; the hash changed where two choices waited (a fight between players).
  { file: 'zombies/eat-them.v3.jsonl', seq: 36, oldHash: '289513fbc7f75700', from: 1, to: 2 },
  // Undead or Alive: its Wagon, train, Vade Retro tokens and Bounty decks were fields of the shared state.
  { file: 'uoa/m7-wagon.v6.jsonl', seq: 10, oldHash: 'b00f197fe2decb30', from: 2, to: 3 },
  // Classic: its states carried Undead or Alive's fields, empty.
  { file: 'classic/c0-solo.v9.jsonl', seq: 10, oldHash: '3d467d7492a9bb99', from: 2, to: 3 },
];

function saved(file: string, seq: number, oldHash: string, stateShape: number) {
  const rec = parseRecording(readFileSync(`${corpusDir}${file}`, 'utf8'), file);
  const steps = rec.steps.slice(0, seq);
  const at = (now: number) => new Date(now).toISOString();
  const record = {
    id: `saved-${rec.name}`,
    name: rec.name,
    game: rec.game,
    rulesVersion: rec.rulesVersion,
    stateShape,
    entry: '',
    config: rec.config,
    seed: rec.seed,
    players: rec.bots.length,
    tokens: { admin: 'a', watch: 'w', seats: rec.bots.map((_, i) => `s${i}`) },
    bots: [],
    status: 'ongoing',
    result: null,
    seq,
    hash: oldHash,
    createdAt: at(rec.now),
    updatedAt: at(steps.at(-1)!.now),
  } satisfies GameRecord;
  const log: ActionRecord[] = steps.map((step, i) => ({
    seq: i + 1,
    id: `a${i + 1}`,
    seat: step.by === 'system' ? null : step.by,
    action: step.action,
    // Only the game's own hash matters to a restore; each action's is the corpus's under the old shape but the last.
    hash: i === seq - 1 ? oldHash : 'old',
    at: at(step.now),
  }));
  return { rec, record, log };
}

describe('a game saved under the state shape before a change of its form', () => {
  for (const { file, seq, oldHash, from, to } of SAVED_UNDER_AN_OLDER_SHAPE)
    it(`${file} saved under shape ${from} after action #${seq} is replayed under shape ${to}, re-hashed, and plays on`, () => {
      const { rec, record, log } = saved(file, seq, oldHash, from);
      const game = registry.require(rec.game).game;
      expect(game.meta.stateShape).toBe(to);
      // The old hash is not the new shape's: a restore that trusted it would refuse the game.
      expect(rec.steps[seq - 1].hash).not.toBe(oldHash);
      expect(() => restoreGame(game, { ...record, stateShape: to }, log)).toThrow(RestoreError);

      const restored = restoreGame(game, record, log);
      expect(restored.reshaped?.shape).toBe(to);
      expect(restored.reshaped?.actionHashes).toEqual(rec.steps.slice(0, seq).map((s) => s.hash));
      expect(hashState(restored.state)).toBe(rec.steps[seq - 1].hash);
      // It plays on: the corpus's next action is accepted from the restored state.
      const next = rec.steps[seq];
      const result = game.apply(restored.state, next.action, { by: next.by, now: next.now });
      expect(result.ok).toBe(true);
      expect(hashState(restored.state)).toBe(next.hash);
    });
});
