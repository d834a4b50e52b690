/**
 * Zod schema of a mission file (packages/content/missions/<id>.yaml, format in docs/missions.md).
 * A file holds one mission; its output is a `MissionDef` (packages/zombicide/src/defs.ts) plus the
 * mission's per-field provenance. Zone labels are `<placed tile>:<zone>` as in docs/tiles.md.
 */
import { z } from 'zod';
import type { MissionDef, MissionGoal } from '@horde/zombicide/defs';
import { MISSION_ZOMBIE_DECKS } from '@horde/zombicide/rulesets/classic/species-decks';
import type { EntryProvenance } from './types.ts';
import { classSchema, entryProvenanceSchema } from './schemas.ts';

const text = z.string().trim().min(1, 'expected a non-empty text');
const ruleId = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase id (letters and digits, starting lower-case)');
/** A zone label: placed tile name, colon, local zone name ("2R:s1", "2R#2:h4"). */
export const zoneLabelSchema = z
  .string()
  .regex(/^[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}$/, 'expected a zone label like "2R:s1"');
/** A tile id: its number and its side letter (Undead or Alive's R/V, Classic's B/C...). */
export const tileIdSchema = z.string().regex(/^[0-9]+[A-Z]$/, 'expected a tile id like "2R" or "10V"');
/** A door: the labels of the two zones it joins, sorted, joined by "|" (docs/tiles.md), "#2" for a second one. */
const doorLabelSchema = z
  .string()
  .regex(
    /^[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}\|[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}(#[0-9]+)?$/,
    'expected a door label like "1B:b1|1B:s2"',
  );
/** The Objective colours, the difficulties, the spawn kinds and the expansion Zombie decks a mission names (a tool's lists). */
export const OBJECTIVE_COLORS = ['red', 'blue', 'green'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'veryHard'] as const;
export const SPAWN_KINDS = ['starting', 'mobile', 'abomination', 'spawn'] as const;
export const CAR_KINDS = ['police', 'pimpmobile', 'hippiemobile', 'muscle', 'taxi', 'helicopter'] as const;
/** The expansion Zombie decks a Classic mission may list (the ruleset's own list). */
export const ZOMBIE_DECKS = MISSION_ZOMBIE_DECKS;
const colorSchema = z.enum(OBJECTIVE_COLORS);
const count = (min: number, max: number) => z.number().int().min(min).max(max);

export const placedTileSchema = z.strictObject({
  tile: tileIdSchema,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  col: count(0, 20),
  row: count(0, 20),
  name: z
    .string()
    .regex(/^[0-9]+[A-Z](#[0-9]+)?$/)
    .optional(),
});

const goalText = { text: text.optional() };
export const goalSchema: z.ZodType<MissionGoal, unknown> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('takeAllObjectives'), ...goalText }),
  z.strictObject({ kind: z.literal('takeObjectives'), colors: z.array(colorSchema).min(1), ...goalText }),
  z.strictObject({ kind: z.literal('allExit'), withWagon: z.boolean().optional(), ...goalText }),
  z.strictObject({ kind: z.literal('rallyCompanions'), classes: z.array(classSchema).min(1).optional(), ...goalText }),
  z.strictObject({ kind: z.literal('bountyPerSurvivor'), ...goalText }),
  z.strictObject({ kind: z.literal('leaveOnTrain'), ...goalText }),
  z.strictObject({ kind: z.literal('gatherMobileSpawns'), ...goalText }),
  z.strictObject({ kind: z.literal('dynamiteMobileSpawns'), ...goalText }),
  z.strictObject({ kind: z.literal('secureCorpsePiles'), ...goalText }),
  z.strictObject({ kind: z.literal('destroyWagon'), ...goalText }),
  z.strictObject({ kind: z.literal('blowMine'), ...goalText }),
  z.strictObject({ kind: z.literal('objectivesInWagon'), ...goalText }),
  z.strictObject({ kind: z.literal('setAsideBounty'), ...goalText }),
  z.strictObject({ kind: z.literal('wagonOffTrack'), ...goalText }),
  z.strictObject({ kind: z.literal('loadCoal'), count: count(1, 9), ...goalText }),
]);

/** The goal kinds the engine implements today (packages/zombicide/src/objectives.ts). */
export const ENGINE_GOAL_KINDS: readonly MissionGoal['kind'][] = ['takeAllObjectives', 'takeObjectives', 'allExit'];

export const specialRuleSchema = z.strictObject({
  id: ruleId,
  title: text,
  text,
  fr: text.optional(),
  source: text.optional(),
  dataOnly: z.boolean().optional(),
});

export const companionSchema = z.strictObject({
  class: classSchema,
  count: count(1, 4),
  zones: z.array(zoneLabelSchema).min(1),
  random: z.boolean().optional(),
  mode: z.enum(['lone', 'linked']),
});

export const trainSchema = z.strictObject({
  mobile: z.boolean(),
  track: z.array(z.string().regex(/^[0-9]+[RV](#[0-9]+)?$/, 'expected a placed tile name like "10V"')).min(1),
  heading: z.enum(['north', 'east', 'south', 'west']),
  trigger: z.enum(['blueObjectiveLeaves', 'allAboard', 'blueAndGreenTaken', 'locomotiveAction']).optional(),
  cars: z.array(tileIdSchema).optional(),
});

export const missionRulesSchema = z.strictObject({
  objectiveAp: count(0, 20),
  objectiveBounty: z.array(colorSchema),
  firstPlayerHolyWater: z.boolean().optional(),
  shuffleHiddenObjectives: z.boolean().optional(),
  untakeableObjectives: z.array(colorSchema).optional(),
  setAsideBounty: count(1, 7).optional(),
  objectiveTakesSlot: z.boolean().optional(),
  objectiveCompanions: z.array(z.strictObject({ color: colorSchema, class: classSchema })).optional(),
  /** [RM] The mission's Abomination is the A-Bomb (seed 001 lines 1579-1593), whatever the game's switches. */
  aBomb: z.boolean().optional(),
  /** Classic: the Zombie cards that can bring an Abomination are set aside for the whole game (a tutorial's deck). */
  abominationCardsAside: z.boolean().optional(),
});

export interface MissionEntry extends MissionDef {
  introFr?: string;
  provenance: EntryProvenance;
}

export const missionSchema: z.ZodType<MissionEntry, unknown> = z.strictObject({
  // The rulebook's missions are M0..M10; a designer's own mission takes any short id of its own.
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'expected a mission id: letters, digits, "-" and "_", at most 40'),
  name: text,
  nameFr: text,
  difficulty: z.enum(DIFFICULTIES),
  duration: count(1, 300),
  intro: text.optional(),
  /** The story in French (a designer's mission; the shipped ones keep theirs in the tables' French texts). */
  introFr: text.optional(),
  tiles: z.array(placedTileSchema).min(1),
  start: zoneLabelSchema,
  extraStarts: z.array(zoneLabelSchema).optional(),
  exits: z.array(zoneLabelSchema),
  spawns: z.array(
    z.strictObject({
      zone: zoneLabelSchema,
      // starting, mobile, abomination: Undead or Alive's; spawn: a Classic Spawn Zone (the first listed spawns first).
      kind: z.enum(SPAWN_KINDS),
      /** A coloured Spawn Zone, dormant until the Objective of its colour is taken. */
      color: colorSchema.optional(),
      /** [RM] Spawn locators (dice faces) next to it. */
      locators: z.array(count(1, 6)).max(6).optional(),
    }),
  ),
  /** Doors the mission says something about (locked, coloured, open at setup); the others start closed. */
  doors: z
    .array(
      z.strictObject({
        door: doorLabelSchema,
        locked: z.boolean().optional(),
        color: colorSchema.optional(),
        open: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Classic cars (seed 001 "Cars"): parked on a street zone; `drivable: false` when the mission forbids driving. */
  cars: z
    .array(
      z.strictObject({
        zone: zoneLabelSchema,
        kind: z.enum(CAR_KINDS),
        drivable: z.boolean().optional(),
      }),
    )
    .max(8)
    .optional(),
  /** [RM] Zones where a helicopter of `cars` takes off and lands (seed 001 line 680: helipad, wasteland, the mission's). */
  landingZones: z.array(zoneLabelSchema).max(8).optional(),
  objectives: z.array(z.strictObject({ zone: zoneLabelSchema, color: colorSchema, hidden: z.boolean().optional() })),
  zombies: z.array(
    z.strictObject({
      zone: zoneLabelSchema,
      walker: count(0, 40).optional(),
      runner: count(0, 16).optional(),
      fatty: count(0, 16).optional(),
      /** The box's one Abomination standing at setup (a Classic mission's, e.g. its A-Bomb). */
      abomination: count(0, 1).optional(),
    }),
  ),
  companions: z.array(companionSchema).optional(),
  /** Expansion Zombie decks shuffled in with the core deck (a Classic mission's zombie species, Zombie Dogz). */
  zombieDecks: z.array(z.enum(ZOMBIE_DECKS)).optional(),
  /** A Competitive mission (seed 001 line 2693): the only kind the Classic Competitive mode plays. */
  competitive: z.boolean().optional(),
  /** [RM] Zones the crashed helicopter token covers (seed 001 lines 1680-1686): not entered, crossed or seen through. */
  covered: z.array(zoneLabelSchema).max(12).optional(),
  /** [TCM] Zones covered by Rubble tokens (seed 001 lines 1736-1740): as the crashed helicopter's (`covered`). */
  rubble: z.array(zoneLabelSchema).max(12).optional(),
  /** [RM] Zones dealt a tent card face down at setup (seed 001 lines 1746, 1787): street zones of camp tiles. */
  tents: z.array(zoneLabelSchema).max(27).optional(),
  /** [RM] Stair tokens over the helipad's fence (seed 001 line 1809): the two zones each joins, "<a>|<b>". */
  stairs: z.array(doorLabelSchema).max(6).optional(),
  /**
   * [TCM] Barricade spots (seed 001 line 722): the zone border each lies on, "<a>|<b>"; a standard street border
   * takes two barricades side by side, so it is listed twice (line 1014).
   */
  barricades: z.array(doorLabelSchema).max(16).optional(),
  /** [AN] Planks through Hole Zones (seed 001 lines 1828-1834): the two zones each links, "<a>|<b>". */
  planks: z.array(doorLabelSchema).max(8).optional(),
  /**
   * [PO] Switch tokens (seed 001 lines 748-758): pulling one turns the rotating security gate `gate` (a zone), or
   * opens and closes `doors` (door labels) instead; `objective`: the colour of the Objective linked to it, standing
   * in its zone (taken by the first survivor to pull it, and only so).
   */
  switches: z
    .array(
      z.strictObject({
        zone: zoneLabelSchema,
        gate: zoneLabelSchema.optional(),
        doors: z.array(doorLabelSchema).min(1).max(4).optional(),
        objective: colorSchema.optional(),
      }),
    )
    .max(8)
    .optional(),
  wagon: z.strictObject({ zone: zoneLabelSchema, stuck: z.boolean().optional() }).optional(),
  gatling: z
    .strictObject({ zone: zoneLabelSchema, fixed: z.boolean().optional(), withTrain: z.boolean().optional() })
    .optional(),
  train: trainSchema.optional(),
  noObjectivesOn: z.array(z.string()).optional(),
  forbiddenClasses: z.array(classSchema),
  goalsInOrder: z.boolean().optional(),
  goals: z.array(goalSchema).min(1),
  rules: missionRulesSchema,
  specialRules: z.array(specialRuleSchema).optional(),
  hooks: ruleId.optional(),
  provenance: entryProvenanceSchema,
});
