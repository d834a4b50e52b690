/**
 * Rebuilding a game from storage: setup from its config and seed, replay of
 * every stored action, then a check of the state hash stored with the last one.
 */
import { hashState, ReplayError } from '@horde/core';
import type { Action, State, UoaGame } from '@horde/zombicide';
import type { ActionRecord, GameRecord } from '../storage/types.ts';

export class RestoreError extends Error {}

export interface Restored {
  state: State;
  log: ActionRecord[];
}

export function restoreGame(game: UoaGame, record: GameRecord, log: ActionRecord[]): Restored {
  if (log.length !== record.seq)
    throw new RestoreError(`game ${record.id}: the log holds ${log.length} actions, the game says ${record.seq}`);
  const state = game.setup(record.config, record.seed);
  for (let i = 0; i < log.length; i++) {
    const entry = log[i];
    if (entry.seq !== i + 1)
      throw new RestoreError(`game ${record.id}: action #${i + 1} is missing (found #${entry.seq})`);
    const result = game.apply(state, entry.action as Action);
    if (!result.ok) throw new RestoreError(`game ${record.id}: ${new ReplayError(i, result.error).message}`);
  }
  const hash = hashState(state);
  if (hash !== record.hash)
    throw new RestoreError(
      `game ${record.id}: state hash ${hash} after replaying ${log.length} actions differs from the stored ${record.hash}`,
    );
  return { state, log };
}
