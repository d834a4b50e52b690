/**
 * Rebuilding a game from storage (issue 31): from its latest state snapshot when the same code wrote it (the
 * snapshot's own hash checked), else from setup under the rules version the game started with; then the actions
 * after it, each by its seat at its time; then the state hash stored with the last one. A game that no longer
 * replays, or replays into another state, is not played on under new rules: the caller retires it. Games stored
 * before rules versions were kept (version "0") cannot be checked against their hashes (their states had another
 * shape): they restore unverified, and a snapshot taken at once checks them from then on. A game whose hashes were
 * taken of an older state shape (the game's `meta.stateShape` grew: a field renamed, a sentence become a code, no
 * change of play) is replayed from setup: every action must still be accepted, and the hashes it gives now are
 * handed back (`reshaped`) for the caller to store.
 */
import { type AnyGame, codeVersionOf, describeIssue, hashState, ReplayError, stateShapeOf } from '@horde/core';
import type { ActionRecord, GameRecord, Snapshot } from '../storage/types.ts';
import { LEGACY_RULES_VERSION } from '../storage/migrate.ts';
import type { RetiredCode } from '../protocol/messages.ts';

/** A game that cannot go on: `code` for its players (in their language), `message` for the operator. */
export class RestoreError extends Error {
  constructor(
    readonly code: RetiredCode,
    message: string,
  ) {
    super(message);
  }
}

export interface Restored {
  state: unknown;
  log: ActionRecord[];
  /** The snapshot the state was rebuilt from (its seq), or 0 from setup. */
  from: number;
  /** The stored hashes were checked (false for a game stored before rules versions were kept, or reshaped). */
  verified: boolean;
  /** Replayed under a newer state shape: the hash after each action (`actionHashes`) and the game's hash now. */
  reshaped?: { shape: number; hash: string; actionHashes: string[] };
}

/**
 * Whether a snapshot can stand for the state at its seq: written by this code, for an action of this log. Its
 * state is not hashed on its own: the final hash check covers it, and a mismatch falls back to the whole log.
 */
function usable(game: AnyGame, record: GameRecord, log: ActionRecord[], snapshot: Snapshot | null): boolean {
  return (
    snapshot !== null &&
    snapshot.codeVersion === codeVersionOf(game.meta) &&
    snapshot.seq <= record.seq &&
    log[snapshot.seq - 1]?.hash === snapshot.hash
  );
}

export function restoreGame(
  game: AnyGame,
  record: GameRecord,
  log: ActionRecord[],
  snapshot: Snapshot | null = null,
): Restored {
  if (log.length !== record.seq)
    throw new Error(`game ${record.id}: the log holds ${log.length} actions, the game says ${record.seq}`);
  for (let i = 0; i < log.length; i++)
    if (log[i].seq !== i + 1) throw new Error(`game ${record.id}: action #${i + 1} is missing (found #${log[i].seq})`);
  const shape = stateShapeOf(game.meta);
  if (stateShapeOf(record) !== shape) return reshape(game, record, log, shape);
  if (usable(game, record, log, snapshot)) {
    try {
      return replayFrom(game, record, log, snapshot);
    } catch (err) {
      if (!(err instanceof RestoreError)) throw err;
      // The snapshot does not lead to the stored state (damaged, or written by a faulty code): the whole log decides.
    }
  }
  return replayFrom(game, record, log, null);
}

/** The log replayed from setup under a newer state shape, its hashes taken anew (nothing to compare them with). */
function reshape(game: AnyGame, record: GameRecord, log: ActionRecord[], shape: number): Restored {
  const state = setupState(game, record);
  const actionHashes = log.map((_, i) => {
    applyLogged(game, record, state, log, i);
    return hashState(state);
  });
  const hash = actionHashes.at(-1) ?? hashState(state);
  return { state, log, from: 0, verified: false, reshaped: { shape, hash, actionHashes } };
}

/** The state after the game's setup, under the rules version it was made with. */
function setupState(game: AnyGame, record: GameRecord): unknown {
  const setup = game.setup(record.config, {
    seed: record.seed,
    now: Date.parse(record.createdAt),
    rulesVersion: record.rulesVersion,
  });
  if (!setup.ok)
    throw new RestoreError(
      'rulesChanged',
      `game ${record.id}: its config is refused: ${setup.issues.map(describeIssue).join('; ')}`,
    );
  return setup.state;
}

/** Applies action #i+1 of the log as its seat at its time; one no longer accepted ends the restore. */
function applyLogged(game: AnyGame, record: GameRecord, state: unknown, log: ActionRecord[], i: number): void {
  const entry = log[i];
  const result = game.apply(state, entry.action, { by: entry.seat ?? 'system', now: Date.parse(entry.at) });
  if (!result.ok)
    throw new RestoreError('rulesChanged', `game ${record.id}: ${new ReplayError(i, result.error).message}`);
}

function replayFrom(game: AnyGame, record: GameRecord, log: ActionRecord[], snapshot: Snapshot | null): Restored {
  // A snapshot is parsed from storage for this restore alone: nothing else holds it.
  const state = snapshot ? snapshot.state : setupState(game, record);
  const from = snapshot ? snapshot.seq : 0;
  for (let i = from; i < log.length; i++) applyLogged(game, record, state, log, i);
  const verified = record.rulesVersion !== LEGACY_RULES_VERSION;
  const hash = hashState(state);
  if (verified && hash !== record.hash)
    throw new RestoreError(
      'rulesChanged',
      `game ${record.id}: replaying ${log.length - from} actions from ${from ? `the snapshot of #${from}` : 'setup'} gives state hash ${hash}, not the stored ${record.hash}`,
    );
  return { state, log, from, verified };
}
