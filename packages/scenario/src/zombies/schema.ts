/**
 * The Zombies!!! scenario format in zod (docs/scenarios-zombies.md). Squares are map cells "x,y" (the Town
 * Square's centre is "1,1"); actions are written short: `rollMove`, `{ move: "2,1" }`, `{ moveZombie: { from:
 * "4,1", to: "3,1" } }`. Unknown keys are errors everywhere.
 */
import { z } from 'zod';

const squareRef = z.union([
  z.string().regex(/^\s*-?\d+\s*,\s*-?\d+\s*$/, 'a square is "x,y" (map cells)'),
  z.number().int().min(0),
]);
const seat = z.number().int().min(0).max(5);
const squareCounts = z.record(z.string(), z.number().int().min(0).max(3));

const player = z.strictObject({
  square: squareRef.nullable().optional(),
  life: z.number().int().min(0).max(6).optional(),
  bullets: z.number().int().min(0).optional(),
  kills: z.number().int().min(0).optional(),
  hand: z.array(z.string()).optional(),
  items: z.array(z.strictObject({ card: z.string(), charges: z.number().int().min(0) })).optional(),
  schtick: z.string().nullable().optional(),
  flaw: z.string().nullable().optional(),
  role: z.enum(['survivor', 'king', 'minion']).optional(),
  status: z.enum(['playing', 'dead', 'eliminated']).optional(),
  corpse: squareRef.optional(),
  searched: z.array(squareRef).optional(),
  playedThisRound: z.boolean().optional(),
});

/** An action: its type alone, or a one-key mapping from the type to its main field or its fields. */
export const actionShort = z.union([z.string(), z.record(z.string(), z.unknown())]);

const playerExpect = z.strictObject({
  square: squareRef.nullable().optional(),
  life: z.number().int().optional(),
  maxLife: z.number().int().optional(),
  bullets: z.number().int().optional(),
  kills: z.number().int().optional(),
  hand: z.array(z.string()).optional(),
  handSize: z.number().int().optional(),
  items: z.array(z.strictObject({ card: z.string(), charges: z.number().int() })).optional(),
  status: z.enum(['playing', 'dead', 'eliminated']).optional(),
  role: z.enum(['survivor', 'king', 'minion']).optional(),
  schtick: z.string().nullable().optional(),
  flaw: z.string().nullable().optional(),
  corpse: squareRef.nullable().optional(),
});

export const expectSchema = z.strictObject({
  players: z.record(z.string(), playerExpect).optional(),
  squares: z
    .record(
      z.string(),
      z.strictObject({
        zombies: z.number().int().optional(),
        life: z.number().int().optional(),
        bullets: z.number().int().optional(),
      }),
    )
    .optional(),
  pending: z.union([z.literal('none'), z.record(z.string(), z.unknown())]).optional(),
  step: z.enum(['tile', 'roll', 'move', 'zombies', 'discard']).optional(),
  turnSeat: seat.optional(),
  moveLeft: z.number().int().optional(),
  zombiesLeft: z.number().int().optional(),
  round: z.number().int().optional(),
  awaiting: z.array(seat).optional(),
  tiles: z.number().int().optional(),
  /** The tile deck: its size, and how deep the Helipad lies (0: drawn next; -1: not in it). */
  tileDeck: z
    .strictObject({ size: z.number().int().optional(), helipadFromTop: z.number().int().optional() })
    .optional(),
  outcome: z
    .union([z.literal('ongoing'), z.strictObject({ reason: z.string(), winners: z.array(seat).optional() })])
    .optional(),
  events: z.array(z.record(z.string(), z.unknown())).optional(),
  noEvents: z.array(z.record(z.string(), z.unknown())).optional(),
  legal: z
    .strictObject({ seat: seat, includes: z.array(actionShort).optional(), excludes: z.array(actionShort).optional() })
    .optional(),
});

const step = z.strictObject({
  seat: seat.optional(),
  do: actionShort.optional(),
  /** The server's timeout at a deadline (`system: timeout`). */
  system: z.literal('timeout').optional(),
  now: z.number().int().min(0).optional(),
  illegal: z.string().optional(),
  note: z.string().optional(),
  expect: expectSchema.optional(),
});

export const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  rule: z.string().min(1),
  seed: z.number().int().optional(),
  /** The rules version the game is set up under (default: the current one), to check an older version's rules. */
  rulesVersion: z.string().regex(/^\d+$/, 'a rules version number, e.g. "1"').optional(),
  /** Start from the game's own setup (Character Traits, the 3x3 start, the Kings): no position keys then. */
  fromSetup: z.boolean().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  tiles: z
    .array(
      z.strictObject({
        tile: z.string(),
        x: z.number().int(),
        y: z.number().int(),
        rotation: z.number().int().min(0).max(3).default(0),
      }),
    )
    .optional(),
  contents: z.boolean().optional(),
  players: z.record(z.string(), player).optional(),
  zombies: squareCounts.optional(),
  life: z.record(z.string(), z.number().int().min(0)).optional(),
  bullets: z.record(z.string(), z.number().int().min(0)).optional(),
  tileDeck: z.array(z.string()).optional(),
  eventDeck: z.array(z.string()).optional(),
  dice: z.array(z.number().int().min(1).max(6)).optional(),
  allowUnusedDice: z.boolean().optional(),
  turn: z
    .strictObject({
      seat: seat.optional(),
      step: z.enum(['tile', 'roll', 'move', 'zombies', 'discard']).optional(),
      moveLeft: z.number().int().min(0).optional(),
      die: z.number().int().min(1).max(6).optional(),
      /** The active player's movement took them into their square this turn (the sneak attack, line 191). */
      movedIn: z.boolean().optional(),
    })
    .optional(),
  round: z.number().int().min(1).optional(),
  target: seat.optional(),
  steps: z.array(step).optional(),
  expect: expectSchema.optional(),
});

export type ZombiesScenario = z.infer<typeof scenarioSchema>;
export type ZombiesExpect = z.infer<typeof expectSchema>;
export type ZombiesStep = z.infer<typeof step>;
