/**
 * The Seconds to Live scenario format in zod (docs/scenarios-seconds.md): a
 * config, a position, steps (any action of the game, zombies named by the
 * labels the position gives them) and expectations.
 */
import { z } from 'zod';

const name = z.string().min(1);
const row = z.number().int().min(1).max(11);
const uses = z.number().int().min(1).max(4);

const zombie = z.union([
  name,
  z.strictObject({
    card: name,
    label: name.optional(),
    health: z.number().int().min(1).max(5).optional(),
    knockdown: z.boolean().optional(),
    attacked: z.boolean().optional(),
    summoned: z.boolean().optional(),
  }),
]);
const supplyCard = z.union([
  name,
  z.strictObject({ card: name, faceUp: z.boolean().optional(), uses: uses.optional() }),
]);
const equipped = z.union([name, z.strictObject({ card: name, uses: uses.optional() })]);
const byRow = <T extends z.ZodType>(item: T) =>
  z.record(z.string().regex(/^([1-9]|10)$/, 'a row from 1 to 10'), z.array(item));
const piles = z.strictObject({
  supply: z.array(name).optional(),
  tactics: z.array(name).optional(),
  survivorAttack: z.array(name).optional(),
  zombie: z.array(name).optional(),
  zombieTactics: z.array(name).optional(),
  zombieAttack: z.array(name).optional(),
});

export const positionSchema = z.strictObject({
  turn: z.number().int().min(1).optional(),
  survivor: z
    .strictObject({
      row: row.optional(),
      health: z.number().int().min(1).max(5).optional(),
      down: z.boolean().optional(),
      energy: z.number().int().min(0).max(9).optional(),
      energyTokens: z.number().int().min(0).max(4).optional(),
      abilityTokens: z.number().int().min(0).max(9).optional(),
      concussion: z.number().int().min(0).max(2).optional(),
      desperationUsed: z.boolean().optional(),
      abilityUsed: z.boolean().optional(),
      equipped: z.array(equipped).max(3).optional(),
      hand: z.array(name).optional(),
      noMove: z.boolean().optional(),
      noAttack: z.boolean().optional(),
    })
    .optional(),
  zombies: byRow(zombie).optional(),
  supply: byRow(supplyCard).optional(),
  abilityTokens: z.record(z.string(), z.number().int().min(0).max(5)).optional(),
  warehouse: z.array(name).optional(),
  timeTokens: z.number().int().min(0).max(4).optional(),
  zombieHand: z.array(name).optional(),
  zombieEnergy: z.number().int().min(0).max(9).optional(),
  decks: piles.optional(),
  rolls: z.array(z.number().int().min(1).max(100)).optional(),
  zombieTurn: z.boolean().optional(),
  automaton: z
    .strictObject({
      stage: z.enum(['steps', 'dice', 'final']),
      next: z.number().int().min(0).optional(),
      energy: z.number().int().min(0).max(9).optional(),
    })
    .optional(),
});

const zombieExpect = z.union([
  z.literal('killed'),
  z.strictObject({
    row: z.number().int().min(1).max(10).optional(),
    health: z.number().int().min(1).max(5).optional(),
    knockdown: z.boolean().optional(),
    attacked: z.boolean().optional(),
    /** Index within its row, from the bottom of the alley. */
    position: z.number().int().min(0).optional(),
  }),
]);

export const expectSchema = z.strictObject({
  survivor: z
    .strictObject({
      row: row.optional(),
      health: z.number().int().min(0).max(5).optional(),
      down: z.boolean().optional(),
      energy: z.number().int().min(0).max(9).optional(),
      energyTokens: z.number().int().min(0).max(4).optional(),
      abilityTokens: z.number().int().min(0).max(9).optional(),
      concussion: z.number().int().min(0).max(3).optional(),
      equipped: z.array(name).optional(),
      hand: z.array(name).optional(),
    })
    .optional(),
  zombies: z.record(name, zombieExpect).optional(),
  rows: z
    .record(
      z.string().regex(/^([1-9]|10)$/),
      z.strictObject({ zombies: z.array(name).optional(), supply: z.array(name).optional() }),
    )
    .optional(),
  events: z.array(z.record(z.string(), z.unknown())).optional(),
  noEvents: z.array(name).optional(),
  pending: z.string().nullable().optional(),
  active: z.enum(['survivor', 'zombie']).optional(),
  phase: name.optional(),
  outcome: z.enum(['escaped', 'killed', 'overrun', 'none']).optional(),
  score: z.number().int().optional(),
  zombieEnergy: z.number().int().min(0).optional(),
  timeTokens: z.number().int().min(0).max(4).optional(),
  warehouse: z.number().int().min(0).optional(),
  discards: piles.optional(),
  timeUp: z.boolean().optional(),
  /** When the Action Phase ends (ms), null when the clock is stopped or untimed. */
  phaseEndsAt: z.number().int().nullable().optional(),
  /** What is left of the phase while an off-turn window holds the clock (ms), null when none holds it. */
  clockHeld: z.number().int().nullable().optional(),
});

export const stepSchema = z.strictObject({
  do: z.record(z.string(), z.unknown()).refine((a) => typeof a.type === 'string', 'an action has a "type"'),
  /** Who sends the action: a role, a seat number or the server (default: the server for a timeout, else awaited). */
  seat: z.union([z.enum(['survivor', 'zombie', 'system']), z.number().int().min(0).max(1)]).optional(),
  /** The server's clock when the action is sent (ms; default 1000 per step). */
  now: z.number().int().min(0).optional(),
  /** The refusal code expected (`time.up`); the state must not change. */
  illegal: z.string().min(1).optional(),
  expect: expectSchema.optional(),
});

export const secondsScenarioSchema = z.strictObject({
  name,
  rule: z.string().regex(/seed 003 lines? \d/, 'name the seed line the scenario checks ("seed 003 line N")'),
  seed: z.number().int().min(0).optional(),
  /** The rules version the game is set up under (default: the current one), to check an older version's rules. */
  rulesVersion: z.string().regex(/^\d+$/, 'a rules version number, e.g. "2"').optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  position: positionSchema.optional(),
  steps: z.array(stepSchema).optional(),
  expect: expectSchema.optional(),
});

export type SecondsScenario = z.infer<typeof secondsScenarioSchema>;
export type Expect = z.infer<typeof expectSchema>;
