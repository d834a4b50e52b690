/**
 * Rebuilding a game from storage: setup from its config, seed and creation
 * time, replay of every stored action (by its seat, at its time), then a check
 * of the state hash stored with the last one. Hashes are compared only within
 * one rules version: a game stored under older rules (rules version "0": before
 * the registry) must replay action by action, but its state may hold fields
 * the older rules did not have.
 */
import { hashState, ReplayError, type AnyGame } from '@horde/core';
import type { ActionRecord, GameRecord } from '../storage/types.ts';

export class RestoreError extends Error {}

export interface Restored {
  state: unknown;
  log: ActionRecord[];
}

export function restoreGame(game: AnyGame, record: GameRecord, log: ActionRecord[]): Restored {
  if (log.length !== record.seq)
    throw new RestoreError(`game ${record.id}: the log holds ${log.length} actions, the game says ${record.seq}`);
  const setup = game.setup(record.config, {
    seed: record.seed,
    now: Date.parse(record.createdAt),
    rulesVersion: record.rulesVersion,
  });
  if (!setup.ok)
    throw new RestoreError(
      `game ${record.id}: its config is refused: ${setup.issues.map((i) => i.message).join('; ')}`,
    );
  const state = setup.state;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i];
    if (entry.seq !== i + 1)
      throw new RestoreError(`game ${record.id}: action #${i + 1} is missing (found #${entry.seq})`);
    const result = game.apply(state, entry.action, { by: entry.seat ?? 'system', now: Date.parse(entry.at) });
    if (!result.ok) throw new RestoreError(`game ${record.id}: ${new ReplayError(i, result.error).message}`);
  }
  const hash = hashState(state);
  if (record.rulesVersion === game.meta.rulesVersion && hash !== record.hash)
    throw new RestoreError(
      `game ${record.id}: state hash ${hash} after replaying ${log.length} actions differs from the stored ${record.hash}`,
    );
  return { state, log };
}
