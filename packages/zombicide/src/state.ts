/**
 * The Zombicide game state: plain JSON data only (no classes, no closures),
 * so it clones, hashes, serialises and replays exactly. Static data (cards,
 * survivors, board geometry, mission, the ruleset) stays outside the state and
 * is referenced by id; see context.ts. Fields a ruleset does not use keep
 * their empty value (null, [], 0). A ruleset's own fields are not here: each
 * keeps them in its own typed part of the state, declared in its folder's
 * state.ts and reached by the engine through the seam's `PartRules`.
 */
import type { RngState } from '@horde/core';
import type { Action } from './actions.ts';
import type { ClassName, DangerLevel, PlacedTile } from './defs.ts';
import type { RuleRef } from './rule-ref.ts';

export interface CardState {
  /** EquipmentDef id. */
  def: string;
  /** False for a Reload weapon fired and not yet reloaded, or a Pistol after Fanning (EN 1336). */
  loaded: boolean;
  /** True when the emptiness comes from Fanning (the Pistol has Reload only until reloaded). */
  fanned?: boolean;
  /** An improved weapon: the card instances it was built from (they leave the game with it). */
  parts?: number[];
  /** Turned upside down by a rule (a ruleset's protective card that absorbed a first Wound). */
  flipped?: boolean;
}

export interface SurvivorState {
  /** SurvivorDef id. */
  id: string;
  /** Seat (player) controlling this survivor. */
  player: number;
  zone: number;
  classes: ClassName[];
  health: number;
  wounds: number;
  /** Adrenaline points on the current pass over the Danger Bar (Ultrared resets to 0). */
  ap: number;
  /** Total adrenaline ever gained (never decreases). */
  apTotal: number;
  level: DangerLevel;
  /** Unlocked skill keys ("id" or "id(param)"). */
  skills: string[];
  /** Skill-tree entries already taken, as "level:key" (a key may appear at two levels, EN 1582). */
  picked: string[];
  /** Inventory: card instance ids by slot (the ruleset's inventory layout), null when empty. */
  inventory: (number | null)[];
  actionsUsed: number;
  /** Per-turn usage counters (searches, charges, vade retro, ...). */
  used: Record<string, number>;
  /** The survivor has finished its turn this round. */
  done: boolean;
  eliminated: boolean;
  /** Left the board through an exit (out of play, safe). */
  exited: boolean;
  /** The zone a survivor left to step into a security zone [PO], where he is pushed back to (a ruleset's). */
  cameFrom?: number;
  /** M9: a Brawler companion carrying a coal sack. */
  sack?: boolean;
  /** M4: blue/green ammo tokens held (no slot). */
  ammoTokens?: number;
  /** Ultrared passes over the Danger Bar (the tracker went back to 0 this many times). */
  ultrared?: number;
  /** Left the board aboard the train (EN "A train leaving the board"). */
  leftOnTrain?: boolean;
  /** A Companion (EN "Companions"): no Actions, no inventory, any Wound eliminates it. */
  companion?: boolean;
  /** A Companion's Leader (survivor index), or -1 while lone. */
  leader?: number;
  /** A ruleset's Zombivor (a Survivor's zombie version): more Wounds before elimination. */
  zombivor?: boolean;
  /** Laid down (`eliminated` too), to come back at the next Players' Phase (a ruleset's mode). */
  downed?: boolean;
  /** A Companion that is an Equipment card (a ruleset's): its card instance (absent: an ID-card Companion). */
  card?: number;
  /** Skills a Companion gives its Leader while they share a zone (a ruleset's passive effects). */
  gives?: string[];
  /** A Companion that may stand apart from its Leader (sent on by an instruction, a ruleset's dogs). */
  roams?: boolean;
  /** An Equipment card a Companion found and holds for its Leader (a ruleset's dog Search), or absent. */
  holds?: number;
  /** A Companion whose card is stashed in a vehicle (a ruleset's): off the board (`eliminated` too) until taken. */
  stashed?: boolean;
}

export interface SpawnZoneState {
  kind: 'starting' | 'mobile' | 'abomination' | 'corpsePile' | 'spawn';
  /** A coloured spawn zone (dormant until its Objective colour is taken). */
  color?: 'red' | 'blue' | 'green';
  /** Its dice faces, when spawns are placed by dice. */
  locators?: number[];
  zone: number;
  /** Mobile: always true. Abomination: only while an Abomination is on the board. Corpse pile: once revealed. */
  active: boolean;
  /** Corpse pile: made safe with Holy Water. */
  safe?: boolean;
  /** Moved onto the Starting spawn zone by Holy Water (draws an extra card there, EN 1106). */
  onStart?: boolean;
}

export interface ObjectiveState {
  zone: number;
  color: 'red' | 'blue' | 'green';
  /** Hidden objectives are face down until taken. */
  hidden: boolean;
  taken: boolean;
  /** Removed from the game without being taken (a train ran over it): `taken` is true too, nobody got it. */
  removed?: boolean;
}

export interface NoiseState {
  zone: number;
  boom: boolean;
}

/** Both traders' inventories and the Companions they led when a trade between two seats opened (to undo it). */
export interface TradeSnapshot {
  inventories: [(number | null)[], (number | null)[]];
  /** [companion, leader] for every Companion either trader led. */
  leaders: [number, number][];
  /** Both traders' dashboard tokens (M4's ammo). */
  tokens?: [number, number];
}

/**
 * A choice only a player can make (DESIGN.md, "One engine shape"): `State.pending` is a queue of them answered
 * from the front; while one is open, only its answers are legal.
 */
export type Choice =
  | { kind: 'assignWound'; zone: number; remaining: number; zombie: number; candidates: number[]; why: RuleRef }
  | {
      kind: 'assignHit';
      survivor: number;
      zone: number;
      remaining: number;
      damage: number;
      options: number[];
      why: RuleRef;
    }
  | { kind: 'friendlyFire'; survivor: number; zone: number; remaining: number; damage: number; candidates: number[] }
  | { kind: 'reroll'; survivor: number; sources: string[]; rolls: number[] }
  | { kind: 'splitRoute'; zone: number; type: number; routes: number[]; assigned: number[]; extra: number }
  | { kind: 'zombieTarget'; zone: number; options: number[] }
  | { kind: 'noiseZone'; options: number[]; boom: boolean }
  | { kind: 'keepFound'; survivor: number; card: number; reason: 'search' | 'bounty' | 'setup' }
  | { kind: 'chooseRecipient'; card: number; candidates: number[]; why: RuleRef }
  | { kind: 'chooseLeader'; companion: number; candidates: number[] }
  | {
      kind: 'reorganize';
      survivor: number;
      partner: number | null;
      reason: 'search' | 'trade' | 'bounty' | 'objective';
      /** A trade between survivors of two seats: the partner's seat must agree before it takes effect. */
      consent?: TradeSnapshot;
    }
  | { kind: 'confirmTrade'; survivor: number; initiator: number; before: TradeSnapshot }
  | { kind: 'chooseSkill'; survivor: number; level: DangerLevel; options: string[] }
  | { kind: 'combatReflexes'; survivor: number; zone: number }
  | { kind: 'chooseExtraTurn'; candidates: number[] }
  | { kind: 'stepAside'; survivor: number; options: number[] }
  /** A Wound costs an Equipment card: the survivor chooses which (the slots holding one). */
  | { kind: 'loseCard'; survivor: number; slots: number[]; why: RuleRef }
  /** A building opened: the survivor picks the next room to spawn in (the rooms left). */
  | { kind: 'spawnRoom'; survivor: number; rooms: number[]; why: RuleRef }
  /** A game mode's choice (a ruleset's): `mode` names it; answered by one of `options`; survivor -1: the players'. */
  | { kind: 'modeChoice'; mode: string; survivor: number; options: string[]; why: RuleRef };

/** Progress through the zombies' phase, resumable after each decision. */
export interface ZombieTask {
  t: 'startActivation' | 'attack' | 'move' | 'endActivation' | 'spawn' | 'endPhase';
  /** Bit mask over zombie type indexes taking part in this activation step. */
  mask: number;
  /** Zone cursor (attack/move) or spawn-order cursor (spawn). */
  cursor: number;
  /** Move: planned transfers [from, to, type, count, ...] applied together at the end. */
  plan?: number[];
  /** Spawn: cards still to draw for the spawn zone at the cursor. */
  cardsLeft?: number;
  /** Spawn: spawn-zone indexes in their spawn order. */
  order?: number[];
  /** Move: destination of the zone at the cursor once known (-1 before). */
  target?: number;
  /** Move: zones whose zombies attacked in this pass (they do not move, even when their victims are gone). */
  attacked?: number[];
  /** Move: several tied destinations the zombies split toward (a ruleset's `split` destination). */
  targets?: number[];
  /** Move: why that destination (for the log). */
  reason?: string;
  /** Move: zombie type being split at the cursor zone. */
  typeCursor?: number;
  /** Taunt: only zombies in these zones act, toward this survivor, ignoring every other survivor (EN "Taunt"). */
  taunt?: { survivor: number; zones: number[] };
  /**
   * Move: the rest of a Move Action of zombies covering several zones with it (the roster's `moves`): only the
   * zombies in these zones go on, even past survivors, unless they stand where they were going.
   */
  onward?: number[];
  /** Move: which zone of their Move Action these zombies cover (absent: the first). */
  step?: number;
}

export interface ZombiePhaseState {
  tasks: ZombieTask[];
  /** Zombies that lose this activation (a ruleset's effect): [zone, type, count, ...]. */
  halted: number[];
  /** Attack step: zombie types of the wounds still to assign in the zone at the cursor. */
  wounds: number[];
}

export interface CombatState {
  /** reroll: the roll may still be rerolled; hits: hits to assign (to Survivors first when the ruleset says so); friendlyFire: misses to assign. */
  stage: 'reroll' | 'hits' | 'friendlyFire';
  survivor: number;
  zone: number;
  melee: boolean;
  damage: number;
  accuracy: number;
  rolls: number[];
  /** Ammo / skill sources already used to reroll this action. */
  rerolled: string[];
  /** Weapon card ids used (for reload/loaded bookkeeping). */
  weapons: number[];
  noise: 'silent' | 'bang' | 'boom';
  fanning: boolean;
  ammo: string[];
  /** Hits left to assign (after the roll is final). */
  hits: number;
  misses: number;
  /** Added to each die, results capped at 6 (EN "+1 to dice roll"). */
  rollBonus: number;
  /** Skill reroll sources for this action (Lucky, Fanning: Reroll, ...). */
  skillRerolls: string[];
  /** Reaper: one extra identical zombie may be eliminated in this action (still available). */
  reaper: boolean;
  /** Roll 6: +1 die / +1 Damage apply to this action. */
  roll6Die: boolean;
  roll6Damage: boolean;
  /** Hits that carry +1 Damage from Roll 6: +1 Damage (assigned first). */
  bonusHits: number;
  /** Marksman / Point-blank at Range 0: the shooter chooses targets and there is no Friendly Fire. */
  freeTargeting: boolean;
  /** The shooter picks every target (Marksman, a sniper weapon), not only at Range 0. */
  marksman?: boolean;
  /** The action eliminated at least one zombie (Hit & run). */
  killed: boolean;
  /** Range to the target zone (Ranged), for Bounty feats. */
  range?: number;
  /** A car attack (neither Melee nor Ranged): the car's index (absent for a weapon's attack). */
  car?: number;
  /** Zombie types this combat eliminated, one entry per zombie, for a ruleset that reads them when it ends. */
  killedTypes?: number[];
  /** A Melee Action aimed at this survivor (a ruleset's rival survivors): every hit wounds him. */
  rival?: number;
}

/** What the action in progress achieved, for Bounty feats (EN "Bounty weapons": at most one per Action). */
export interface ActionRecord {
  s: number;
  ap: number;
  /** AP gained by kills with a Pistol in this action. */
  pistolAp: number;
  fatties: number;
  abomination: boolean;
  holyWater: boolean;
  /** The feat check ran for this action. */
  checked: boolean;
  /**
   * An action of one survivor field the acting survivor may take free right after this one (a ruleset's
   * follow-up, e.g. getting into a vehicle at the end of a Move); it keeps a spent survivor's Turn open.
   */
  followUp?: Action['type'];
  /** Roaming Companions moving with the acting survivor in this action: those with him when it began. */
  followers?: number[];
}

/**
 * Why a game ended (the Outcome's reason code): the core's codes, and the
 * codes a ruleset's own losses give.
 */
export type OutcomeCode = 'goalsDone' | 'survivorEliminated' | 'nobodyLeft' | (string & {});

export interface State {
  game: 'zombicide';
  /** The ruleset's game id (its meta id). */
  ruleset: string;
  mission: string;
  rng: RngState;
  round: number;
  phase: 'players' | 'zombies' | 'won' | 'lost';
  /** Why the game ended, for programs (empty while it goes on). */
  outcomeCode: OutcomeCode | '';
  /** Why the game ended, as data the tables word (null while it goes on). */
  outcomeReason: RuleRef | null;
  players: number;
  firstPlayer: number;
  currentPlayer: number;
  /** Survivor currently acting (one at a time), or -1. */
  active: number;
  survivors: SurvivorState[];
  /** Zombie counts: zombies[zone * types + type], one count per roster type (read them through zombies.ts). */
  zombies: number[];
  /** Miniatures left in the box per roster type (its length is the number of types). */
  pool: number[];
  noise: NoiseState;
  /** Doors of the board that are open (door ids of the geometry), for a board with doors (absent otherwise). */
  doors?: number[];
  /**
   * Barricades [TCM] on the mission's spots: the spot, complete or not, the survivors who built it; absent: none.
   * Shared: a complete one closes borders of the geometry the engine builds (game.ts).
   */
  barricades?: { spot: number; complete: boolean; builders: number[] }[];
  spawns: SpawnZoneState[];
  objectives: ObjectiveState[];
  cards: CardState[];
  equipmentDeck: number[];
  equipmentDiscard: number[];
  zombieDeck: number[];
  zombieDiscard: number[];
  pending: Choice[];
  /** Dice results forced by a scenario, used before the RNG (empty in real games). */
  forcedDice: number[];
  zombiePhase: ZombiePhaseState | null;
  combat: CombatState | null;
  /** Zombie link: survivors still to play an extra Turn before extra-activated zombies; the first is playing. */
  extraTurns: number[];
  /** The action being resolved (for Bounty feats), or null. */
  action: ActionRecord | null;
  /** The map as it stands when a train changed it (train tiles flipped or moved), else null: the mission's tiles. */
  board: PlacedTile[] | null;
  /** Born leader: `to` is using the free Action `from` gave; then `from` resumes its Turn (EN "Born leader"). */
  loan: { from: number; to: number } | null;
  /** Game options: Ultrared mode (EN "Ultrared mode"). */
  /**
   * Ultrared mode (EN "Ultrared mode"); tradeConsent: a trade between two seats waits for the other's consent
   * (rules version 2; games created under an older version trade as they did, see game.ts).
   */
  options: {
    ultrared: boolean;
    tradeConsent?: boolean;
    /**
     * Rules of the first servers, kept for the games stored under them (issue 31; set by a ruleset's `options`
     * from the rules version, never by a config): a mission's random Companion zones drawn putting each back
     * (before "2 of the 3 balconies" was drawn without, companions.ts), Hit & run's free Move kept until the
     * survivor's next Move whatever Actions come between (rule-error.ts), and a survivor's turn ended by its last
     * Action even on the exit or with a free Action left (turn.ts), and a trade with a Companion (trade.ts).
     */
    companionZonesPutBack?: boolean;
    hitAndRunKept?: boolean;
    turnEndsAtLastAction?: boolean;
    companionsTrade?: boolean;
    /**
     * A free choice among every Skill offers those whose names carry no brackets and the ruleset plays (context
     * `freeSkills`; set by a ruleset from a rules version); without it, the skills that take no parameter.
     */
    freeSkillsNamed?: boolean;
    /** A shooter who picks the targets may give a hit to no target (set by a ruleset from a rules version; combat.ts). */
    noTargetChoice?: boolean;
    /** A ruleset's cards out of the box, set aside at setup for the rulebook's examples (a rules version's). */
    exampleCards?: boolean;
    /** The Skills a ruleset plays from its rules version 9 (set by the ruleset from the version). */
    skillsV9?: boolean;
    /** The Skills and unique Abominations a ruleset plays from its rules version 10 (set from the version). */
    skillsV10?: boolean;
    /** A ruleset's "Can start at [Danger Level]" agreed by every player (the setup's switch). */
    canStartAt?: boolean;
    /** A ruleset's Experience mode: a card at each Danger Level first reached. */
    experienceMode?: boolean;
    /** Rules version 6 on: a rider gets out of the Wagon (its own Action) before it may Move (machines.ts). */
    wagonExitFirst?: boolean;
    /**
     * Set by the scenario runner only, for one step's action (never by a config, never stored): a survivor who spent
     * every Action keeps his turn open until an `endTurn`, so the step ends with the action (turn.ts).
     */
    holdTurn?: boolean;
    spawnDice?: boolean;
    /** A ruleset's game modes bringing downed survivors back (Resurrection, Gaming Night). */
    resurrection?: boolean;
    gamingNight?: boolean;
    /** A ruleset's Team Actions (one per team per Players' Phase). */
    teamActions?: boolean;
    /** A ruleset's unique Abomination (impervious, grabbing) played as the box's Abomination. */
    aBomb?: boolean;
    /** A ruleset's other unique Abomination played as the box's Abomination (its id). */
    uniqueAbomination?: string;
    /** A ruleset's rules version honours a mission's `abominationCardsAside` (a tutorial's deck). */
    abominationCardsAside?: boolean;
    /**
     * A ruleset's competitive mode: each seat's survivors are a team of rivals; the choices the players take
     * together belong to the first player (seats.ts).
     */
    competitive?: boolean;
    /** A ruleset's companions on every Objective (mission lost if one dies), and Dog Companions chosen at setup. */
    humanCompanions?: boolean;
    dogCompanions?: boolean;
  };
  /** Mission progress flags and counters (goals, special rules). */
  missionState: Record<string, number | boolean | string>;
  /** Running statistics for reports (kills by type, wounds by zone). */
  stats: { kills: number[]; woundsByZone: Record<string, number>; spawnCards: number };
}
