/**
 * The scenario file format (docs/scenarios.md) as zod schemas. Every object
 * is strict: an unknown key is an error, so a typo never silently weakens a
 * test. Names stay in the players' words (survivor ids, zone labels, zombie
 * type names, slot names, card ids); the runner translates them.
 */
import { z } from 'zod';
import { goalSchema, LEVELS, mapSchema, SHARED_ACTIONS, SHARED_EXPECT, stepKeys } from '../schema.ts';

export const ZOMBIE_TYPE_NAMES = ['walker', 'runner', 'fatty', 'abomination'] as const;
export const SLOT_NAMES = ['hand1', 'hand2', 'favorite', 'backpack1', 'backpack2', 'backpack3'] as const;
export const CLASS_NAMES = ['brawler', 'faithful', 'gunslinger', 'townsfolk'] as const;
export { LEVELS };
export const DECISION_KINDS = [
  'assignWound',
  'assignHit',
  'friendlyFire',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'reorganize',
  'chooseSkill',
  'combatReflexes',
  'chooseExtraTurn',
  'stepAside',
] as const;

const label = z.string().min(1);
const count = z.number().int().min(0);
const slotName = z.enum(SLOT_NAMES);
const zombieType = z.enum(ZOMBIE_TYPE_NAMES);

const zombieCounts = z.strictObject({
  walker: count.optional(),
  runner: count.optional(),
  fatty: count.optional(),
  abomination: count.optional(),
});

const placedTile = z.strictObject({
  tile: z.string().min(1),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  col: z.number().int().min(0).default(0),
  row: z.number().int().min(0).default(0),
  name: z.string().optional(),
});

/** Inventory by slot name: a card id (equipment def id) or null for an empty slot. */
const inventory = z.partialRecord(slotName, z.string().min(1).nullable());

const survivorSetup = z.strictObject({
  /** Required on a `map`/`tiles` board; with a `mission`, default: the mission's start zone. */
  zone: label.optional(),
  player: z.number().int().min(0).max(5).default(0),
  class: z.union([z.enum(CLASS_NAMES), z.array(z.enum(CLASS_NAMES)).min(1)]).optional(),
  skills: z.array(z.string().min(1)).optional(),
  inventory: inventory.optional(),
  /** Slots whose weapon starts empty (fired, not reloaded). */
  empty: z.array(slotName).optional(),
  ap: count.optional(),
  level: z.enum(LEVELS).optional(),
  wounds: count.optional(),
  actionsUsed: count.optional(),
  /**
   * Skill-tree entries already taken, as "level:key" ("orange:plus1FreeAction(melee)"). Default: every
   * entry of the survivor's tree up to its level whose key is among its skills.
   */
  picked: z.array(z.string().regex(/^(blue|yellow|orange|red):.+$/, 'a picked entry is "level:skillKey"')).optional(),
  /** Ultrared passes already made over the Danger Bar. */
  ultrared: count.optional(),
});

/** A Companion (EN 1530-1565): lone in its zone (rallied for 1 Action) or linked to a Leader at setup. */
const companionSetup = z.strictObject({
  /** Lone: required (with a `mission`: default the mission's zone). Linked: the companion stands with its Leader. */
  zone: label.optional(),
  mode: z.enum(['lone', 'linked']).default('lone'),
  /** Linked: the Leader chosen at setup (the engine's chooseLeader decision, answered); omitted: left pending for a step. */
  leader: z.string().min(1).optional(),
});

const wagonSetup = z.strictObject({
  zone: label,
  stuck: z.boolean().optional(),
  /** Survivors inside the Wagon at the start (they stand in its zone). */
  riders: z.array(z.string().min(1)).optional(),
  /** M7: Objective tokens already stowed in it. */
  load: z.number().int().min(0).optional(),
});

/** With a mission whose train moves: the train already under way (the tile on each track slot, back to front). */
const trainSetup = z.strictObject({
  tiles: z.array(z.string().regex(/^\d+[RV]$/, 'a tile side: 10R, 12V')).min(1),
  running: z.boolean().default(true),
});

const gatlingSetup = z.strictObject({
  zone: label,
  /** Fires but never moves. */
  fixed: z.boolean().optional(),
});

const spawnSetup = z.strictObject({
  zone: label,
  kind: z.enum(['starting', 'mobile', 'abomination', 'corpsePile']).default('starting'),
  active: z.boolean().optional(),
  /** A Corpse Pile already made safe with Holy Water. */
  safe: z.boolean().optional(),
});

const objectiveSetup = z.strictObject({
  zone: label,
  color: z.enum(['red', 'blue', 'green']).default('red'),
  hidden: z.boolean().default(false),
  /** Already taken at the start (a shortened game). */
  taken: z.boolean().default(false),
});

const goal = goalSchema;

// ---------------------------------------------------------------- actions

const who = z.string().min(1);
const weaponRef = z.string().min(1); // a slot name or a card id held in a hand/favorite slot
const actor = z.union([who, z.strictObject({ survivor: who })]);

const whoList = z.union([who, z.array(who).min(1)]);

export const ACTION_SCHEMAS = {
  ...SHARED_ACTIONS,
  /** `pay` (M4 Reload!): a slot or card id of a Plenty of Ammo card, or `token` (a blue/green ammo token). */
  rally: z.strictObject({ survivor: who, companion: who, pay: z.string().min(1).optional() }),
  dynamite: z.strictObject({ survivor: who, weapon: weaponRef, at: label }),
  holyWater: z.strictObject({ survivor: who, weapon: weaponRef, spawn: label }),
  charge: z.strictObject({
    survivor: who,
    to: label,
    via: z.union([label, z.array(label)]).optional(),
    weapon: weaponRef,
    dual: z.boolean().default(false),
  }),
  vadeRetro: z.strictObject({ survivor: who, at: label, replace: label.optional() }),
  /** M6: 1 Action in or next to the Mine, once the earlier goals are done (a mission action). */
  blowMine: actor,
  /** M9: 1 Action in the locomotive's cab starts the train (FR 3278-3281). */
  startTrain: actor,
  /** M7: 1 Action in the Wagon's zone stows every Objective token of the inventory (FR 3127-3130). */
  loadWagon: actor,
  /** M9: 1 Action in the tender loads every coal sack the survivor's Brawlers carry (FR 3270-3276). */
  loadCoal: actor,
  // machines
  moveWagon: z.strictObject({ survivor: who, to: label }),
  boardWagon: actor,
  leaveWagon: actor,
  moveGatling: z.strictObject({ survivor: who, to: label }),
  fireGatling: z.strictObject({ survivor: who, at: label }),
  // skill actions
  tinker: z.strictObject({ survivor: who, slot: weaponRef }),
  improvised: z.strictObject({ survivor: who, attack: z.enum(['melee', 'ranged']), at: label }),
  shove: z.strictObject({ survivor: who, to: label }),
  lifesaver: z.strictObject({ survivor: who, from: label, who: whoList }),
  taunt: z.strictObject({ survivor: who, at: label }),
  discard: z.strictObject({ survivor: who, slot: slotName }),
  drinkWater: z.strictObject({ survivor: who, slot: slotName }),
  swap: z.strictObject({ a: who, slotA: slotName, b: who, slotB: slotName }),
  /** Inside a Trade: the Companion's ID card goes to the other trader. */
  giveCompanion: z.strictObject({ companion: who, to: who }),
  /** Inside a Trade (M4): an ammo token goes to the other trader. */
  giveToken: z.strictObject({ from: who, to: who }),
  assignHit: zombieType,
  friendlyFire: who,
  noiseZone: label,
  /** A slot name, or "discard". */
  keepFound: z.union([slotName, z.literal('discard')]),
  chooseLeader: who,
  /** Combat reflexes: the offered free Combat Action with a weapon (slot or card id), or "pass". */
  reflex: z.union([z.literal('pass'), z.strictObject({ weapon: weaponRef, dual: z.boolean().default(false) })]),
  chooseExtraTurn: who,
  /** The train: the street zone a displaced survivor steps into, when several are nearest (EN 1460). */
  stepAside: label,
} as const;
export type ActionName = keyof typeof ACTION_SCHEMAS;
export const ACTION_NAMES = Object.keys(ACTION_SCHEMAS) as ActionName[];

// ---------------------------------------------------------------- expectations

const survivorExpect = z.strictObject({
  zone: label.optional(),
  wounds: count.optional(),
  eliminated: z.boolean().optional(),
  exited: z.boolean().optional(),
  ap: count.optional(),
  apTotal: count.optional(),
  level: z.enum(LEVELS).optional(),
  /** Skills the survivor must have (others allowed). */
  skills: z.array(z.string()).optional(),
  inventory: inventory.optional(),
  /** Loaded (true) or empty (false) weapon per slot. */
  loaded: z.partialRecord(slotName, z.boolean()).optional(),
  actionsUsed: count.optional(),
  done: z.boolean().optional(),
  health: count.optional(),
  /** Exactly these classes (in any order). */
  classes: z.array(z.enum(CLASS_NAMES)).optional(),
  /** Skills the survivor must not have. */
  notSkills: z.array(z.string()).optional(),
  /** A Companion's Leader (survivor id), or null while lone. */
  leader: who.nullable().optional(),
  ultrared: count.optional(),
  /** Left the board aboard the train (EN 1497). */
  leftOnTrain: z.boolean().optional(),
});

const zoneExpect = zombieCounts.extend({
  /** Exactly these survivors stand in the zone. */
  survivors: z.array(who).optional(),
});

export const expectSchema = z.strictObject({
  /** Zombies per zone: listed types have that count, unlisted types must be 0. */
  zones: z.record(label, zoneExpect).optional(),
  survivors: z.record(who, survivorExpect).optional(),
  noise: z.strictObject({ zone: label.optional(), side: z.enum(['bang', 'boom']).optional() }).optional(),
  pending: z
    .union([
      z.literal('none'),
      z.strictObject({ kind: z.enum(DECISION_KINDS), options: z.array(z.union([z.string(), z.null()])).optional() }),
    ])
    .optional(),
  ...SHARED_EXPECT,
  vadeRetro: z.array(label).optional(),
  wagon: z
    .strictObject({ zone: label.optional(), riders: z.array(who).optional(), stuck: z.boolean().optional() })
    .optional(),
  gatling: z.strictObject({ zone: label.optional(), mounted: z.boolean().optional() }).optional(),
  /** Card ids on top of the Bounty deck, in order (the rest may follow). */
  bountyTop: z.array(z.string()).optional(),
  /** Exactly these spawn zones (as a set); `active` checked when written. */
  spawns: z
    .array(
      z.strictObject({
        zone: label,
        kind: z.enum(['starting', 'mobile', 'abomination', 'corpsePile']),
        active: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Exactly these Objective tokens (as a set); `color`, `hidden` and `taken` checked when written. */
  objectives: z
    .array(
      z.strictObject({
        zone: label,
        color: z.enum(['red', 'blue', 'green']).optional(),
        hidden: z.boolean().optional(),
        taken: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Exactly these exit zones (as a set). */
  exits: z.array(label).optional(),
  /**
   * A mobile train (EN 1445-1519): the tile on each track slot from the back to the front (the direction of
   * travel), e.g. [12R, 10R]; `running` once started; `gone` once every part has left the board.
   */
  train: z
    .union([
      z.literal('none'),
      z.strictObject({
        tiles: z
          .array(z.string().regex(/^\d+[RV]$/, 'a tile side: 10R, 12V'))
          .min(1)
          .optional(),
        running: z.boolean().optional(),
        gone: z.boolean().optional(),
      }),
    ])
    .optional(),
});
export type Expectations = z.infer<typeof expectSchema>;

// ---------------------------------------------------------------- steps

const actionShape = Object.fromEntries(ACTION_NAMES.map((n) => [n, ACTION_SCHEMAS[n].optional()])) as {
  [K in ActionName]: z.ZodOptional<(typeof ACTION_SCHEMAS)[K]>;
};

export const stepSchema = z
  .strictObject({
    ...actionShape,
    ...stepKeys(expectSchema),
  })
  .superRefine((step, ctx) => {
    const names = ACTION_NAMES.filter((n) => step[n] !== undefined);
    if (names.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message:
          names.length === 0
            ? `a step needs exactly one action (one of: ${ACTION_NAMES.join(', ')})`
            : `a step has one action, found ${names.join(' and ')}`,
      });
    }
  });
export type Step = z.infer<typeof stepSchema>;

// ---------------------------------------------------------------- file

export const scenarioSchema = z
  .strictObject({
    name: z.string().min(1),
    /** The rule or worked example checked, with its seed lines ("EN 800, FR 1191"). */
    rule: z.string().min(1),
    /**
     * A shipped mission (M0..M10) set up as a game: its map, start, exits, spawns, Objectives, zombies,
     * companions, Wagon, Gatling, goals and special rules. The other keys then override pieces.
     */
    mission: z
      .string()
      .regex(/^M\d+$/, 'a mission id: M0..M10')
      .optional(),
    /**
     * With a `mission`: the game setup must be refused with an issue of this code (`setup.forbiddenClass`), or of a
     * code and values (`{ code: setup.forbiddenClass, className: faithful }`: the issue has at least those).
     */
    setupRefused: z
      .union([z.string().min(1), z.object({ code: z.string().min(1) }).catchall(z.union([z.string(), z.number()]))])
      .optional(),
    seed: z.number().int().default(1),
    tiles: z.array(placedTile).min(1).optional(),
    /** Inline tiles (../schema.ts mapSchema): a building spanning two tiles, EN 1127. */
    map: mapSchema.optional(),
    survivors: z.record(who, survivorSetup).refine((r) => Object.keys(r).length > 0, 'at least one survivor'),
    players: z.number().int().min(1).max(6).optional(),
    zombies: z.record(label, zombieCounts).optional(),
    noise: z.strictObject({ zone: label, side: z.enum(['bang', 'boom']).default('bang') }).optional(),
    spawns: z.array(spawnSetup).optional(),
    objectives: z.array(objectiveSetup).optional(),
    exits: z.array(label).optional(),
    goals: z.array(goal).optional(),
    vadeRetro: z.array(label).max(2).optional(),
    /** Die results used, in order, before the RNG. */
    dice: z.array(z.number().int().min(1).max(6)).optional(),
    /** Set when some forced dice are meant to stay unused. */
    allowUnusedDice: z.boolean().optional(),
    zombieDeck: z.array(z.number().int().min(1)).optional(),
    equipmentDeck: z.array(z.string().min(1)).optional(),
    bountyDeck: z.array(z.string().min(1)).optional(),
    /** Companions by survivor id (not among `survivors`). */
    companions: z.record(who, companionSetup).optional(),
    /**
     * Companions completing a posse of 3 or 4 at setup (EN 282), through the game's config: id → its Leader (a
     * survivor of the file), or null for the players' choice (a chooseLeader step).
     */
    posseCompanions: z.record(who, z.union([who, z.null()])).optional(),
    wagon: wagonSetup.optional(),
    gatling: gatlingSetup.optional(),
    /** With a `mission` that has a mobile train: the train already on its track (placed before every other piece). */
    train: trainSetup.optional(),
    /** Game option: Ultrared mode (EN 1570-1585). */
    ultrared: z.boolean().optional(),
    steps: z.array(stepSchema).default([]),
    expect: expectSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.mission !== undefined) {
      for (const key of ['tiles', 'map', 'exits', 'goals'] as const) {
        if (s[key] !== undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" comes from mission ${s.mission}: drop it` });
      }
    } else {
      if ((s.tiles === undefined) === (s.map === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'give the map as either "tiles" (content tiles) or "map" (an inline tile text), not both or neither (or a "mission")',
        });
      }
      if (s.setupRefused !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['setupRefused'],
          message: '"setupRefused" needs a "mission" (its class limits)',
        });
      if (s.train !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['train'],
          message: '"train" needs a "mission" with a mobile train (M1, M3, M8, M9)',
        });
      for (const [id, sv] of Object.entries(s.survivors)) {
        if (sv.zone === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['survivors', id, 'zone'],
            message: 'a survivor needs a zone (or a "mission": its start zone)',
          });
      }
    }
    for (const [id, c] of Object.entries(s.companions ?? {})) {
      if (id in s.survivors)
        ctx.addIssue({
          code: 'custom',
          path: ['companions', id],
          message: `${id} is a player survivor: a Companion is another survivor`,
        });
      if (c.mode === 'lone' && c.zone === undefined && s.mission === undefined)
        ctx.addIssue({ code: 'custom', path: ['companions', id, 'zone'], message: 'a lone Companion needs a zone' });
      if (c.mode === 'lone' && c.leader !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['companions', id, 'leader'],
          message: 'a lone Companion has no Leader until rallied (use mode: linked)',
        });
    }
  });
export type Scenario = z.infer<typeof scenarioSchema>;
