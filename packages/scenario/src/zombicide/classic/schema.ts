/**
 * The Zombicide Classic scenario format (docs/scenarios-classic.md) as zod schemas. Every object is strict: an
 * unknown key is an error. The actions and expectations the two Zombicide games share are ../schema.ts's; Classic adds doors, Noise tokens, Wounded cards, its five slots and its own decisions.
 */
import { CLASSIC_SLOT_NAMES, CLASSIC_TYPES, INSTRUCTION_ORDERS } from '@horde/zombicide/rulesets/classic/index';
import { CLASSIC_ZOMBIE_DECKS } from '@horde/zombicide/rulesets/classic/species-decks';
import { GOZER_ABILITIES } from '@horde/zombicide/rulesets/classic/gozer';
import { z } from 'zod';
import { goalSchema, LEVELS, mapSchema, SHARED_ACTIONS, SHARED_EXPECT, stepKeys } from '../schema.ts';

export { CLASSIC_SLOT_NAMES as SLOT_NAMES, CLASSIC_TYPES as ZOMBIE_TYPE_NAMES, LEVELS };

const COLORS = ['red', 'blue', 'green'] as const;
const label = z.string().min(1);
const who = z.string().min(1);
const count = z.number().int().min(0);
const slotName = z.enum(CLASSIC_SLOT_NAMES);
const color = z.enum(COLORS);

/** Counts by zombie type id (`walker`, `toxicRunner`, `crawler`, `dog`...): every type of the Classic roster. */
const zombieCounts = z.strictObject(
  Object.fromEntries(CLASSIC_TYPES.map((t) => [t, count.optional()])) as Record<
    (typeof CLASSIC_TYPES)[number],
    z.ZodOptional<typeof count>
  >,
);

/** Inventory by slot name: a card id of the Classic content (`wounded` for a Wounded card) or null. */
const inventory = z.partialRecord(slotName, z.string().min(1).nullable());

/** A car seat: the driver's, the first empty passenger's, or a passenger seat by number (1-3). */
const carSeat = z.union([z.enum(['driver', 'passenger']), z.number().int().min(1).max(3)]);

/** A car the scenario parks (seed 001 "Cars"): its zone, kind, who sits in it. */
const carSetup = z.strictObject({
  zone: label,
  kind: z.enum(['police', 'pimpmobile', 'hippiemobile', 'muscle', 'taxi', 'helicopter']).default('police'),
  /** A car the mission lets be driven (a helicopter: flown). */
  drivable: z.boolean().optional(),
  searched: z.boolean().optional(),
  /** A helicopter already in flight. */
  flying: z.boolean().optional(),
  driver: who.optional(),
  passengers: z.array(who).max(3).optional(),
});

const carExpect = z.strictObject({
  zone: label.optional(),
  /** The driver (null: the seat is empty). */
  driver: who.nullable().optional(),
  /** Exactly these passengers (any seats). */
  passengers: z.array(who).optional(),
  /** Exactly these aboard without a seat (Dog Companions with their Handler, seed 001 line 2093). */
  riders: z.array(who).optional(),
  searched: z.boolean().optional(),
  /** A helicopter in flight (false: landed). */
  flying: z.boolean().optional(),
  /** Exactly these cards stashed in it (card ids, any order). */
  stash: z.array(z.string()).optional(),
});

const survivorSetup = z.strictObject({
  zone: label,
  player: z.number().int().min(0).max(5).default(0),
  /** The full list of skill keys; default: the Blue skill (and `plus1Action` at Yellow). */
  skills: z.array(z.string().min(1)).optional(),
  /** Replaces the random starting deal (and a "Starts with" offer); the cards leave the decks. */
  inventory: inventory.optional(),
  /** Slots whose weapon starts unloaded. */
  empty: z.array(slotName).optional(),
  /** Experience points on the tracker; `level` defaults from it (Yellow 7, Orange 19, Red 43). */
  experience: count.optional(),
  level: z.enum(LEVELS).optional(),
  /** Wounded cards held (0 or 1: two eliminate); each fills the first empty slot unless `inventory` places it. */
  wounds: count.optional(),
  actionsUsed: count.optional(),
  /** Already his Zombivor (Resurrection): 5 Wounded cards eliminate him, so he may hold up to 4. */
  zombivor: z.boolean().optional(),
  /**
   * Ultrared (seed 001 lines 2826-2846): laps of the experience tracker already made (each reached Red and went
   * back to 0); with one or more the Survivor stays Red, `experience` being his progress on the current lap.
   */
  ultrared: count.optional(),
  /**
   * Experience mode's record of his earlier games (seed 001 lines 2729-2755, the config's `veterans`): his
   * Experience cards (active from the start, a Starts with card giving its Equipment at setup) and the highest
   * Danger Level he reached, on Ultrared's lap `lap` (0: the first run).
   */
  veteran: z
    .strictObject({
      cards: z.array(z.string().min(1)).default([]),
      reached: z.strictObject({ level: z.enum(LEVELS), lap: count.optional() }),
    })
    .optional(),
});

const doorSetup = z
  .strictObject({
    door: label,
    /** Open at the start: its building counts as already opened (its rooms spawned). */
    open: z.literal(true).optional(),
    /** Locked until the Objective of this colour is taken (`true`: for good). */
    locked: z.union([color, z.literal(true)]).optional(),
  })
  .refine((d) => (d.open === undefined) !== (d.locked === undefined), 'a door is either "open: true" or "locked"');

const spawnSetup = z.strictObject({
  zone: label,
  /** A coloured Spawn Zone: dormant until the Objective of its colour is taken. */
  color: color.optional(),
  /** Its [RM] dice faces. */
  locators: z.array(z.number().int().min(1).max(6)).optional(),
  /** Overrides the dormancy of a coloured zone (`true`: already woken). */
  active: z.boolean().optional(),
});

const objectiveSetup = z.strictObject({ zone: label, color: color.default('red'), taken: z.boolean().default(false) });

const goal = goalSchema;

// ---------------------------------------------------------------- actions

const weaponRef = z.string().min(1); // a slot name or a card id held

export const ACTION_SCHEMAS = {
  ...SHARED_ACTIONS,
  /** `weapon`: the door-opening card (slot or card id); omitted: bare hands (Break-in). */
  openDoor: z.strictObject({ survivor: who, door: label, weapon: weaponRef.optional() }),
  discard: z.strictObject({ survivor: who, slot: weaponRef }),
  swap: z.strictObject({ a: who, slotA: slotName, b: who, slotB: slotName }),
  /** A trade between two seats: the other seat accepts (true) or refuses it. */
  confirmTrade: z.boolean(),
  /**
   * The zombie type that takes the hit (`walker`, `toxicWalker`, `skinnerWalker`...); `none`: a shooter who picks
   * the targets gives it to no target (the Sniper Rifle, Sniper: seed 001 lines 1395, 2291).
   */
  assignHit: z.union([z.enum(CLASSIC_TYPES), z.literal('none')]),
  keepFound: z.union([slotName, z.literal('discard')]),
  /** A Wound: the Equipment card it costs (slot name or card id). */
  loseCard: weaponRef,
  /** A building opens: the next room whose Zombie card is drawn. */
  spawnRoom: label,
  /** A game mode's choice: a zone (an extra Spawn token), a card id (a starting weapon), `survivor`/`zombivor`. */
  modeChoice: z.string().min(1),
  /** Team Actions [RM]: a card the team holds, toward a zone, with these teammates. */
  teamAction: z.strictObject({
    survivor: who,
    card: z.enum(['charge', 'move', 'shoot']),
    at: label,
    with: z.array(who).min(1),
    /** The card's second way (seed 001 lines 1914, 1926, 1936): `at` is the zone they all stand in. */
    way: z.union([z.literal(1), z.literal(2)]).default(1),
  }),
  /** A free attack of a survivor taking part in the Team Action being resolved (`at`: Shoot!'s second way). */
  teamAttack: z.strictObject({
    survivor: who,
    weapon: weaponRef,
    dual: z.boolean().default(false),
    at: label.optional(),
  }),
  /** The free Move of a survivor in a Team Action played its second way (`to` his own zone: Charge! without Move). */
  teamMove: z.strictObject({ survivor: who, to: label }),
  /** Competitive [RM]: a Melee Action at a rival survivor (`at`) in the attacker's zone. */
  meleeRival: z.strictObject({ survivor: who, weapon: weaponRef, at: who, dual: z.boolean().default(false) }),
  /** Loud (seed 001 line 2245): the survivor's zone counts as the noisiest of the board until his next turn. */
  loud: who,
  /** Taunt (seed 001 line 2307): the zombies of a zone in sight get an extra Activation toward the survivor. */
  taunt: z.strictObject({ survivor: who, at: label }),
  /** Lock it down (seed 001 line 2243): close an open door of the survivor's zone. */
  lockDoor: z.strictObject({ survivor: who, door: label }),
  /**
   * [TCM] Build a barricade (seed 001 lines 720-742): 3 Actions on the spot `spot` ("<zone>|<zone>", "#2" for the
   * second spot of a border), starting it or completing it; break one (line 746) with a door-opening weapon.
   */
  buildBarricade: z.strictObject({ survivor: who, spot: label }),
  breakBarricade: z.strictObject({ survivor: who, spot: label, weapon: weaponRef }),
  /**
   * Charge (seed 001 line 2191, free) or Bloodlust (lines 2171-2175, 1 Action, then a free Combat Action of its
   * type): move up to 2 zones to `to`, which holds zombies; `via`: the zone (or zones) crossed on the way.
   */
  chargeMove: z.strictObject({
    survivor: who,
    to: label,
    via: z.union([label, z.array(label)]).optional(),
    bloodlust: z.enum(['combat', 'melee', 'ranged']).optional(),
  }),
  /** Combine two cards held into an improved weapon (seed 001 "Improved Weaponry"): slot names or card ids. */
  combine: z.strictObject({ survivor: who, a: weaponRef, b: weaponRef }),
  /** Survivors first in the Targeting Priority Order (a car attack, a shot): the survivor who takes the hit. */
  friendlyFire: who,
  /** Get in a car of the zone (`car`: its index in `cars`, default the first there) at a seat. */
  getInCar: z.strictObject({ survivor: who, seat: carSeat, car: count.optional() }),
  getOutOfCar: who,
  changeSeat: z.strictObject({ survivor: who, seat: carSeat }),
  /** The driver drives through these zones (1 or 2 per Action). */
  drive: z.strictObject({ survivor: who, path: z.array(label).min(1).max(3) }),
  /** Search a car of the zone (`car`: its index in `cars`, default the first there). */
  searchCar: z.union([who, z.strictObject({ survivor: who, car: count.optional() })]),
  /**
   * [PO] Pull the Switch of the survivor's zone: its gate turns a quarter turn, clockwise (cw) or not (ccw); a
   * Switch of doors is pulled by the survivor's name alone.
   */
  pullSwitch: z.union([who, z.strictObject({ survivor: who, turn: z.enum(['cw', 'ccw']) })]),
  /** The pilot of a helicopter takes off or lands (seed 001 line 680). */
  takeOff: who,
  land: who,
  /** The pilot flies the helicopter over these zones (1 or 2 per Action, seed 001 line 698). */
  fly: z.strictObject({ survivor: who, path: z.array(label).min(1).max(2) }),
  /** Store these cards (slot names or card ids) in a vehicle of the zone (`car`: default the first there). */
  stash: z.strictObject({ survivor: who, cards: z.array(weaponRef).min(1), car: count.optional() }),
  /** Take these stashed cards (card ids) into these empty slots, pairwise. */
  takeStashed: z.strictObject({
    survivor: who,
    cards: z.array(z.string().min(1)).min(1),
    slots: z.array(slotName).min(1),
    car: count.optional(),
  }),
  /** Companions [AN]: take the revealed Companion (its id: `gunman`...) in the survivor's zone. */
  takeCompanion: z.strictObject({ survivor: who, companion: who }),
  /**
   * Companions [AN] [DC]: an Instruction to a Companion the survivor leads; `at`: the zone (shoot, move), the door
   * (openDoor) or the barricade spot (breakBarricade, "<zone>|<zone>") it acts on.
   */
  instruct: z.strictObject({
    survivor: who,
    companion: who,
    order: z.enum(INSTRUCTION_ORDERS),
    /** The zone, door or barricade spot (breakBarricade) it acts on; for `getIn`, the passenger seat (1-3). */
    at: z.union([label, z.number().int().min(1).max(3)]).optional(),
  }),
} as const;
export type ActionName = keyof typeof ACTION_SCHEMAS;
export const ACTION_NAMES = Object.keys(ACTION_SCHEMAS) as ActionName[];

export const DECISION_KINDS = [
  'assignWound',
  'assignHit',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'keepFound',
  'chooseRecipient',
  'reorganize',
  'confirmTrade',
  'chooseSkill',
  'loseCard',
  'spawnRoom',
  'friendlyFire',
  'modeChoice',
] as const;

// ---------------------------------------------------------------- expectations

const survivorExpect = z.strictObject({
  zone: label.optional(),
  wounds: count.optional(),
  eliminated: z.boolean().optional(),
  exited: z.boolean().optional(),
  experience: count.optional(),
  level: z.enum(LEVELS).optional(),
  /** Skills held (others allowed). */
  skills: z.array(z.string()).optional(),
  notSkills: z.array(z.string()).optional(),
  inventory: inventory.optional(),
  loaded: z.partialRecord(slotName, z.boolean()).optional(),
  actionsUsed: count.optional(),
  done: z.boolean().optional(),
  /** Resurrection / Gaming Night: laid down, to return at the next Players' Phase; standing as his Zombivor. */
  downed: z.boolean().optional(),
  zombivor: z.boolean().optional(),
  /** A Companion's Leader (null: lone, on its token). */
  leader: who.nullable().optional(),
  /** The card a dog holds (null: none). */
  holds: z.string().min(1).nullable().optional(),
  /** Ultrared: laps of the experience tracker made (reaching Red, back to 0). */
  ultrared: count.optional(),
});

export const expectSchema = z.strictObject({
  ...SHARED_EXPECT,
  /** Zombies per zone: listed types have that count, unlisted types 0; `survivors`: exactly these. */
  zones: z.record(label, zombieCounts.extend({ survivors: z.array(who).optional() })).optional(),
  survivors: z.record(who, survivorExpect).optional(),
  /** Noise tokens per listed zone (0: none). */
  noise: z.record(label, count).optional(),
  /** A listed zone's noise: its tokens plus the survivors who count as noise (what zombies compare). */
  noiseLevel: z.record(label, count).optional(),
  /** Each listed door is open, closed or locked. */
  doors: z.record(label, z.enum(['open', 'closed', 'locked'])).optional(),
  /** [TCM] Each listed barricade spot ("<zone>|<zone>", "#2": the border's second) holds no token, or one so. */
  barricades: z.record(label, z.enum(['none', 'incomplete', 'complete'])).optional(),
  /** Miniatures left in the box, per listed type. */
  box: zombieCounts.optional(),
  pending: z
    .union([
      z.literal('none'),
      z.strictObject({ kind: z.enum(DECISION_KINDS), options: z.array(z.union([z.string(), z.null()])).optional() }),
    ])
    .optional(),
  /**
   * Rule references found, in this order, in the events (their rule, text or reason): a code, or a code and the
   * parameters checked (`{ code: lostWounded, count: 2 }`).
   */
  log: z.array(z.union([z.string().min(1), z.looseObject({ code: z.string().min(1) })])).optional(),
  /** Cars by their index in the scenario's `cars`. */
  cars: z.array(carExpect).optional(),
  /** Exactly these Spawn Zones (as a set); `active` and `color` checked when written. */
  spawns: z.array(z.strictObject({ zone: label, active: z.boolean().optional(), color: color.optional() })).optional(),
  /** Exactly these Objective tokens (as a set); `color` and `taken` checked when written. */
  objectives: z
    .array(z.strictObject({ zone: label, color: color.optional(), taken: z.boolean().optional() }))
    .optional(),
});
export type Expectations = z.infer<typeof expectSchema>;

// ---------------------------------------------------------------- steps and file

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
    // A step without an action only checks its `expect` (the position before the next action).
    if (names.length > 1)
      ctx.addIssue({ code: 'custom', message: `a step has one action, found ${names.join(' and ')}` });
    else if (names.length === 0 && (step.expect === undefined || step.illegal !== undefined))
      ctx.addIssue({
        code: 'custom',
        message: `a step needs one action (one of: ${ACTION_NAMES.join(', ')}), or only an "expect" to check`,
      });
  });
export type Step = z.infer<typeof stepSchema>;

export const scenarioSchema = z
  .strictObject({
    name: z.string().min(1),
    /** The rule or worked example checked, with its seed line ("seed 001 line 524"). */
    rule: z.string().min(1),
    seed: z.number().int().default(1),
    /** Inline tiles (../schema.ts mapSchema: one alone, or several placed); or `tiles`: Classic content tiles. */
    map: mapSchema.optional(),
    tiles: z
      .array(
        z.strictObject({
          tile: z.string().min(1),
          rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
          col: z.number().int().min(0).default(0),
          row: z.number().int().min(0).default(0),
        }),
      )
      .min(1)
      .optional(),
    /** The mission's starting zone (a building holding it never spawns); default: the first survivor's zone. */
    start: label.optional(),
    survivors: z.record(who, survivorSetup).refine((r) => Object.keys(r).length > 0, 'at least one survivor'),
    players: z.number().int().min(1).max(6).optional(),
    zombies: z.record(label, zombieCounts).optional(),
    /** Noise tokens per zone. */
    noise: z.record(label, count).optional(),
    doors: z.array(doorSetup).optional(),
    /** Cars parked, with their occupants (who must stand in the car's zone). */
    cars: z.array(carSetup).optional(),
    /** [RM] Zones the crashed helicopter token covers (the mission's `covered`): impassable, blocking sight. */
    covered: z.array(label).optional(),
    /** [TCM] Zones covered by Rubble tokens (the mission's `rubble`): as `covered`. */
    rubble: z.array(label).optional(),
    /** [RM] The mission's tents (street zones): a tent card dealt face down to each (board/tents.ts). */
    tents: z.array(label).optional(),
    /** [RM] The tent cards dealt, one per tent in order (default: a shuffled deal). */
    tentDeal: z.array(z.string().min(1)).optional(),
    /** [RM] Stair tokens over a fence, each "<zone>|<zone>". */
    stairs: z.array(z.string().regex(/^[^|]+\|[^|]+$/, 'expected "<zone>|<zone>"')).optional(),
    /**
     * [TCM] The mission's barricade spots (seed 001 line 722), each a border "<zone>|<zone>" (listed twice for a
     * standard street's two), with the token standing there at the start and who built it (for its experience).
     */
    barricades: z
      .array(
        z.strictObject({
          spot: z.string().regex(/^[^|]+\|[^|]+$/, 'expected "<zone>|<zone>"'),
          token: z.enum(['incomplete', 'complete']).optional(),
          builders: z.array(who).optional(),
        }),
      )
      .optional(),
    /** [AN] Planks through Hole Zones, each "<zone>|<zone>": the two zones adjacent, in sight at Range 1. */
    planks: z.array(z.string().regex(/^[^|]+\|[^|]+$/, 'expected "<zone>|<zone>"')).optional(),
    /** [RM] Zones where a helicopter takes off and lands (the mission's `landingZones`). */
    landingZones: z.array(label).optional(),
    /**
     * [PO] Switch tokens (the mission's `switches`): each turns the rotating security gate of zone `gate`, or opens
     * and closes its `doors`; `objective`: the colour of the Objective of its zone linked to it.
     */
    switches: z
      .array(
        z.strictObject({
          zone: label,
          gate: label.optional(),
          doors: z.array(label).min(1).optional(),
          objective: z.enum(['red', 'blue', 'green']).optional(),
        }),
      )
      .optional(),
    /** Spawn Zones in the mission's order: the first draws first, the others clockwise. */
    spawns: z.array(spawnSetup).optional(),
    objectives: z.array(objectiveSetup).optional(),
    exits: z.array(label).optional(),
    goals: z.array(goal).optional(),
    /** [RM] spawn dice: `true` (4, +1 per 2 survivors above six) or a number of dice. */
    spawnDice: z.union([z.literal(true), z.number().int().min(1).max(12)]).optional(),
    /** Game option: Ultrared mode. */
    ultrared: z.boolean().optional(),
    /** Game options: Resurrection (seed 001 line 2783), Gaming Night (line 2757). */
    resurrection: z.boolean().optional(),
    gamingNight: z.boolean().optional(),
    /** Game option: Team Actions [RM] (seed 001 line 1885); each team's cards are chosen by `modeChoice` steps. */
    teamActions: z.boolean().optional(),
    /**
     * Game option: Competitive [RM] (seed 001 line 2687), on a mission marked Competitive; each seat's survivors
     * are a rival team (give each survivor's `player`), each team's Bulletproof Vests chosen by `modeChoice` steps.
     */
    competitive: z.boolean().optional(),
    /**
     * Game option: Experience mode [US1] (seed 001 lines 2726-2755): at each Danger Level first reached, the player
     * chooses an Experience card (`modeChoice: <card>`, a card such as `nightstick/plus1DieAction(melee)`).
     */
    experienceMode: z.boolean().optional(),
    /**
     * Game option: every player agrees to Can start at [Danger Level] (seed 001 line 2189): a survivor holding the
     * Skill and no experience begins with the first point of its Danger Level.
     */
    canStartAt: z.boolean().optional(),
    /** Game option: the A-Bomb Abomination [RM] (seed 001 line 1581) as the box's Abomination. */
    aBomb: z.boolean().optional(),
    /** Game options: Zuul [G1] or Vinz Clortho [G2] (seed 001 lines 1595-1605) as the box's Abomination. */
    zuul: z.boolean().optional(),
    vinzClortho: z.boolean().optional(),
    /**
     * Game options: Gozer [G2] or Stay Puft [G3] (seed 001 lines 1599-1611) as the box's Abomination; add
     * `zombieDecks: [gozer]` or `[stayPuft]` for its cards (#255-258, #259-262). `gozerAbilities`: the two
     * Abominations whose abilities a Gozer the file places holds (a spawned one asks by `modeChoice` steps).
     */
    gozer: z.boolean().optional(),
    stayPuft: z.boolean().optional(),
    gozerAbilities: z.array(z.enum(GOZER_ABILITIES)).length(2).optional(),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
    allowUnusedDice: z.boolean().optional(),
    /** Game options: Companions [AN] on every Objective (seed 001 line 1948), Dog Companions [DC] (line 439). */
    humanCompanions: z.boolean().optional(),
    dogCompanions: z.boolean().optional(),
    /** Expansion Zombie decks the mission shuffles in with the Season 1 cards (a mission's `zombieDecks`). */
    zombieDecks: z.array(z.enum(CLASSIC_ZOMBIE_DECKS)).optional(),
    /** VIP Walkers [VIP1] [VIP2]: by zone, the sculpts (0-11) of the VIPs among the Walkers `zombies` puts there. */
    vips: z.record(label, z.array(z.number().int().min(0).max(11))).optional(),
    /** VIP Walkers kept on a survivor's ID Card, by survivor: their sculpts (0-11). */
    vipsHeld: z.record(z.string(), z.array(z.number().int().min(0).max(11))).optional(),
    /** Zombie card numbers (1-42, or an expansion card's) put on top, in order. */
    zombieDeck: z.array(z.number().int().min(1)).optional(),
    /** Equipment card ids put on top, in order. */
    equipmentDeck: z.array(z.string().min(1)).optional(),
    steps: z.array(stepSchema).default([]),
    expect: expectSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.tiles === undefined) === (s.map === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'give the map as either "tiles" (Classic content tiles) or "map" (an inline tile text), not both',
      });
  });
export type ClassicScenario = z.infer<typeof scenarioSchema>;
