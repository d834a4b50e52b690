/** Validating a "create game" request and turning it into a stored game record. */
import { z } from 'zod';
import { hashState } from '@horde/core';
import { SetupError, type GameConfig, type State, type UoaGame } from '@horde/zombicide';
import type { GameRecord } from '../storage/types.ts';
import { newGameId, newSeed, newToken } from './tokens.ts';

export const createGameSchema = z.strictObject({
  mission: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80).optional(),
  survivors: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        player: z.number().int().min(0).max(5).optional(),
        starting: z.enum(['pistol', 'melee', 'rifle']).optional(),
        start: z.string().min(1).max(64).optional(),
      }),
    )
    .min(1)
    .max(6),
  players: z.number().int().min(1).max(6).optional(),
  /** Ultrared mode (EN "Ultrared mode"). */
  ultrared: z.boolean().optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

export type CreateGameRequest = z.infer<typeof createGameSchema>;

export class CreateGameError extends Error {}

export function buildGame(game: UoaGame, req: CreateGameRequest): { record: GameRecord; state: State } {
  const config: GameConfig = { mission: req.mission, survivors: req.survivors.map((s) => ({ ...s })) };
  if (req.players !== undefined) config.players = req.players;
  if (req.ultrared) config.ultrared = true;
  const seed = req.seed ?? newSeed();
  let state: State;
  try {
    state = game.setup(config, seed);
  } catch (err) {
    if (err instanceof SetupError || err instanceof Error) throw new CreateGameError(err.message);
    throw err;
  }
  const highest = Math.max(...state.survivors.map((s) => s.player));
  if (highest >= state.players)
    throw new CreateGameError(`Setup: a survivor is given to seat ${highest} but the game has ${state.players} seats`);
  const now = new Date().toISOString();
  const record: GameRecord = {
    id: newGameId(),
    name: req.name ?? `${req.mission} game`,
    mission: req.mission,
    config,
    seed,
    players: state.players,
    tokens: { admin: newToken(), watch: newToken(), seats: Array.from({ length: state.players }, newToken) },
    status: 'ongoing',
    seq: 0,
    hash: hashState(state),
    createdAt: now,
    updatedAt: now,
  };
  return { record, state };
}
