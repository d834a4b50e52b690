/**
 * What both Zombicide rulesets' scenario formats share (docs/scenarios.md, docs/scenarios-classic.md): the actions
 * written the same way in both, the expectations both check, and a step's own keys. Each ruleset's schema (uoa/,
 * classic/) adds its own actions, setup keys and expectations.
 */
import type { MissionGoal } from '@horde/zombicide';
import { z } from 'zod';

export const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;

const label = z.string().min(1);
const who = z.string().min(1);
const weaponRef = z.string().min(1); // a slot name or a card id held
const actor = z.union([who, z.strictObject({ survivor: who })]);

const rotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0);

/** An inline tile of a several-tile `map`: its text (docs/tiles.md, its own `tile <id>`) and where it lies. */
const inlineTile = z.strictObject({
  text: z.string().min(1),
  rotation,
  col: z.number().int().min(0).default(0),
  row: z.number().int().min(0).default(0),
});

/**
 * `map:`: an inline tile text (docs/tiles.md), placed alone at col 0, row 0; or several, each placed:
 * `[{ text: <tile text>, col, row, rotation }]` (a building spanning two tiles).
 */
export const mapSchema = z.union([z.string().min(1), z.array(inlineTile).min(1)]);
export type InlineMap = z.infer<typeof mapSchema>;

/** A mission goal: every Objective taken, everyone out by an exit, or the Objectives of these colours taken. */
export const goalSchema = z.union([
  z.literal('takeAllObjectives'),
  z.literal('allExit'),
  z.strictObject({ takeObjectives: z.array(z.enum(['red', 'blue', 'green'])).min(1) }),
]);

/** The mission's goals from the file's (none written: everyone exits, as no goal at all would win at once). */
export function missionGoals(goals: readonly z.output<typeof goalSchema>[] | undefined): MissionGoal[] {
  if (!goals || goals.length === 0) return [{ kind: 'allExit' }];
  return goals.map((g) =>
    g === 'takeAllObjectives' || g === 'allExit' ? { kind: g } : { kind: 'takeObjectives', colors: g.takeObjectives },
  );
}

/** The actions both rulesets write the same way. */
export const SHARED_ACTIONS = {
  /** `via`: the zone passed through with +1 Zone per Move (Classic: 2 Zones per Move). */
  move: z.strictObject({ survivor: who, to: label, via: label.optional() }),
  /** Sprint: the zones entered, in order (2 or 3). */
  sprint: z.strictObject({ survivor: who, path: z.array(label).min(1) }),
  jump: z.strictObject({ survivor: who, to: label }),
  search: actor,
  /** `actors`: the weapons roll the Actors of the zone (Classic's Barbarian, Full auto: seed 001 lines 2167, 2225). */
  melee: z.strictObject({
    survivor: who,
    weapon: weaponRef,
    dual: z.boolean().default(false),
    actors: z.boolean().default(false),
  }),
  ranged: z.strictObject({
    survivor: who,
    weapon: weaponRef,
    at: label,
    dual: z.boolean().default(false),
    fanning: z.boolean().default(false),
    actors: z.boolean().default(false),
    /** Classic's Trick shot (seed 001 line 2313): with `dual`, the twin weapon aims at this other zone. */
    trickShot: label.optional(),
  }),
  reload: z.strictObject({ survivor: who, weapon: weaponRef }),
  trade: z.strictObject({ survivor: who, with: who }),
  reorganize: actor,
  objective: actor,
  makeNoise: actor,
  exit: actor,
  /** Born leader: the survivor gives an Action to another (Classic: for its next Activation, seed 001 line 2177). */
  bornLeader: z.strictObject({ survivor: who, to: who }),
  /** One survivor, or a list ended in order. */
  endTurn: z.union([who, z.array(who).min(1)]),
  doneReorganize: z.union([z.literal(true), z.null()]),
  assignWound: who,
  /** A reroll source ("plentyOfBullets") or "keep". */
  reroll: z.string().min(1),
  splitRoute: label,
  zombieTarget: label,
  chooseRecipient: who,
  chooseSkill: z.string().min(1),
} as const;

const eventPattern = z.looseObject({ type: z.string().min(1) });

/** The expectations both rulesets check the same way. */
export const SHARED_EXPECT = {
  /** Each pattern matches a distinct event, in this order (other events may come between). */
  events: z.array(eventPattern).optional(),
  /** No event may match any of these. */
  noEvents: z.array(eventPattern).optional(),
  outcome: z.enum(['ongoing', 'won', 'lost']).optional(),
  phase: z.enum(['players', 'zombies', 'won', 'lost']).optional(),
  round: z.number().int().min(1).optional(),
  currentPlayer: z.number().int().min(0).optional(),
} as const;

/** A step's own keys, beside its one action (the core's step loop, docs/scenarios.md "The step loop"). */
export function stepKeys<E extends z.ZodType>(expect: E) {
  return {
    /** The action must be refused with this refusal code (`weapon.reload`); the state must not change. */
    illegal: z.string().min(1).optional(),
    /** The seat that sends the action (from 0); default: the seat controlling the survivor, or awaited. */
    seat: z.number().int().min(0).max(5).optional(),
    /**
     * The step ends when its action is applied: a survivor who spent every Action keeps his turn open (the engine
     * does not run on into the Zombies' Phase) until an `endTurn` step; later steps see what follows.
     */
    holdTurn: z.literal(true).optional(),
    expect: expect.optional(),
    note: z.string().optional(),
  };
}
