/** Validating a "create game" request and turning it into a stored game record. */
import { z } from 'zod';
import { describeIssue, hashState, type Issue, schemaIssues, stateShapeOf } from '@horde/core';
import type { AnyModule, Registry } from '@horde/games';
import { typedText } from '../protocol/text.ts';
import type { GameRecord } from '../storage/types.ts';
import { newGameId, newSeed, newToken } from './tokens.ts';

export const createGameSchema = z.strictObject({
  /** The game module's id; default "uoa". */
  game: z.string().min(1).max(64).optional(),
  name: typedText(80).optional(),
  /** The game's own config, checked by its config schema. */
  config: z.unknown(),
  /** The bot that plays each seat, by seat number (null: people play it); names from the module's bots. */
  bots: z.array(z.string().min(1).max(32).nullable()).max(16).optional(),
  /** Default: 128 random bits. A 32-bit number or 32 hex digits replays a known game (tests, bug reports). */
  seed: z
    .union([
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 32 - 1),
      z.string().regex(/^[0-9a-f]{32}$/, 'a seed is 32 lowercase hex digits (128 bits)'),
    ])
    .optional(),
});

export type CreateGameRequest = z.infer<typeof createGameSchema>;

/** A refused config: the issues (code, path, params) of the game's schema or of its setup. */
export class CreateGameError extends Error {
  constructor(
    readonly code: 'unknownGame' | 'badConfig' | 'badSetup' | 'badBots',
    readonly issues: Issue[],
  ) {
    super(issues.map(describeIssue).join('; '));
  }
}

/** The entry a config starts from (a mission id), for listings: the config's "mission" or "entry" field when it has one. */
function entryOf(config: unknown): string {
  if (config && typeof config === 'object') {
    const c = config as Record<string, unknown>;
    for (const key of ['mission', 'entry', 'scenario']) if (typeof c[key] === 'string') return c[key] as string;
  }
  return '';
}

/** The bots of a request, checked: each names one of the module's bots and a seat the game has. */
function seatBots(module: AnyModule, bots: (string | null)[], players: number): (string | null)[] {
  const issues: Issue[] = [];
  bots.forEach((bot, seat) => {
    if (bot === null) return;
    if (seat >= players) issues.push({ code: 'bots.noSeat', path: ['bots', seat], params: { seats: players } });
    else if (!Object.hasOwn(module.bots, bot))
      issues.push({
        code: 'bots.unknown',
        path: ['bots', seat],
        params: { bot },
      });
  });
  if (bots.length && bots.filter((b) => b !== null).length >= players)
    issues.push({ code: 'bots.noPeople', path: ['bots'] });
  if (issues.length) throw new CreateGameError('badBots', issues);
  return Array.from({ length: players }, (_, seat) => bots[seat] ?? null);
}

export function buildGame(
  registry: Registry,
  req: CreateGameRequest,
  now = Date.now(),
): { module: AnyModule; record: GameRecord; state: unknown } {
  const id = req.game ?? 'uoa';
  const module = registry.get(id);
  if (!module)
    throw new CreateGameError('unknownGame', [
      {
        code: 'game.unknown',
        path: ['game'],
        params: { game: id },
      },
    ]);
  const { game } = module;
  const parsed = game.configSchema.safeParse(req.config);
  if (!parsed.success)
    throw new CreateGameError(
      'badConfig',
      schemaIssues(parsed.error.issues).map((i) => ({ ...i, path: ['config', ...i.path] })),
    );
  const config = parsed.data;
  const seed = req.seed ?? newSeed();
  const setup = game.setup(config, { seed, now });
  if (!setup.ok)
    throw new CreateGameError(
      'badSetup',
      setup.issues.map((i) => ({ ...i, path: ['config', ...i.path] })),
    );
  const state = setup.state;
  const players = game.seatCount(state);
  const bots = seatBots(module, req.bots ?? [], players);
  const at = new Date(now).toISOString();
  const entry = entryOf(config);
  const record: GameRecord = {
    id: newGameId(),
    name: req.name ?? `${entry || module.name} game`,
    game: game.meta.id,
    rulesVersion: game.meta.rulesVersion,
    stateShape: stateShapeOf(game.meta),
    entry,
    config,
    seed,
    players,
    tokens: { admin: newToken(), watch: newToken(), seats: Array.from({ length: players }, newToken) },
    bots,
    status: 'ongoing',
    result: null,
    seq: 0,
    hash: hashState(state),
    createdAt: at,
    updatedAt: at,
  };
  return { module, record, state };
}
