/**
 * What a game stored before the registry (schema 1: Undead or Alive only,
 * status "won"/"lost") becomes: game "uoa", rules version "0", status
 * "finished" with the outcome every seat shared. Used by both storages.
 */
import { sharedResult } from '@horde/core';
import type { GameRecord } from './types.ts';

export const LEGACY_GAME = 'uoa';
export const LEGACY_RULES_VERSION = '0';

/** The outcome of a schema-1 game that ended "won" or "lost" (a code: the tables word it). */
export function legacyResult(status: 'won' | 'lost', players: number): NonNullable<GameRecord['result']> {
  return {
    over: true,
    reason: status === 'won' ? 'goalsDone' : 'lost',
    results: sharedResult(players, status === 'won' ? 'win' : 'loss'),
  };
}
