/**
 * The Ruleset seam: what one Zombicide ruleset supplies to the shared engine.
 * The engine (this package outside its rulesets folder) plays the Zombicide
 * core: the board, moves, searches, dice, trades, skills, the zombies' phase
 * skeleton, decisions and seats. Everything a ruleset decides on its own comes
 * through these named hooks, reached as `ctx.ruleset` (the ruleset travels in
 * the rules context, so the state stays plain data). A ruleset lives in its
 * own folder of the rulesets folder and exports its Game from there.
 *
 * Hooks are called on hot paths (legal actions, the zombies' phase): an
 * implementation reads the state and precomputed tables, and allocates only
 * what it returns.
 */
import type { GameMeta, Issue, RngState, RuleError, SeatResult, SequelChoice } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { Sight } from './board/types.ts';
import type { RulesContext } from './context.ts';
import type { EquipmentDef, MissionGoal, SurvivorDef } from './defs.ts';
import type { GameConfig, SurvivorChoice } from './setup.ts';
import type { CombatState, ObjectiveState, SpawnZoneState, State, SurvivorState, ZombiePhaseState } from './state.ts';
import type { RuleRef } from './rule-ref.ts';
import type { PlayerView } from './view.ts';

/**
 * The zombie types of a ruleset. A type is an index: its place in the per-zone
 * counts (`state.zombies[zone * size + type]`), in the box (`state.pool`) and
 * in the kill statistics. Every array below has `size` entries.
 */
export interface ZombieRoster {
  readonly size: number;
  /** Engine ids ("walker"), as skills name them ("Ironclad: walker"). */
  readonly ids: readonly string[];
  /** Names for people ("Walker"). */
  readonly names: readonly string[];
  /** Actions per activation (a type with 2 acts again after everyone's first Action). */
  readonly actions: readonly number[];
  /** Damage needed to eliminate one. */
  readonly toughness: readonly number[];
  /** Experience (adrenaline, XP) for eliminating one. */
  readonly experience: readonly number[];
  /** Ranged targeting tier: hits go to the lowest tier present first. */
  readonly tier: readonly number[];
  /** Miniatures in the box. */
  readonly box: readonly number[];
  /** Bit mask of every type (1 << type). */
  readonly all: number;
  /**
   * The names each type answers to in a skill's parameter ("Dreadnought: Walker" covers a Toxic Walker too); absent:
   * its id only.
   */
  readonly skillNames?: readonly (readonly string[])[];
  /** Zones a zombie of each type covers with one Move Action (absent: 1 for every type). */
  readonly moves?: readonly number[];
}

/** The slots of a survivor's inventory (`survivor.inventory[slot]`). */
export interface InventoryLayout {
  readonly slots: number;
  /** Slot names, for people and scenario files. */
  readonly names: readonly string[];
  /** Slots a weapon is used from (the Hands, and any slot that counts as one). */
  readonly equipped: readonly boolean[];
  /** Reserve slots (a Backpack), in order. */
  readonly reserve: readonly number[];
  /** May `card` sit in `slot` of survivor `s` (a slot taking only some cards)? */
  accepts(ctx: RulesContext, state: State, s: number, slot: number, card: number): boolean;
}

/** One action's rule: its integer fields (shape), its legality check and its effect. */
export interface Rule<A extends Action> {
  fields: (keyof A & string)[];
  check(ctx: RulesContext, state: State, a: A): RuleError | null;
  perform(ctx: RulesContext, state: State, a: A, events: GameEvent[]): void;
}

/** A rule for every action type the ruleset plays. */
export type RuleTable = { [T in Action['type']]?: Rule<Extract<Action, { type: T }>> };

/** Places zombies' extra activations: the types' mask; `extraActivationCard` when a card caused it. */
export type Activate = (mask: number, extraActivationCard?: boolean) => void;

/** Who the survivors are and what they can do. */
export interface SurvivorRules {
  /** How many survivors the players choose. */
  readonly team: { readonly min: number; readonly max: number };
  /** A small posse may complete its ranks with Companions at setup: the posse sizes allowed, the ranks to fill. */
  readonly posseCompanions?: { readonly posse: readonly number[]; readonly ranks: number };
  /** The problem of a survivor choice (a survivor's setup options), or null. */
  checkChoice(ctx: RulesContext, def: SurvivorDef, choice: SurvivorChoice, index: number): Issue | null;
  /** A survivor as it enters the game, in `zone`, before its skills and equipment. */
  create(ctx: RulesContext, def: SurvivorDef, choice: SurvivorChoice, zone: number): SurvivorState;
  /** Deals the starting equipment (`starting`: the starting cards' instance ids). */
  startingEquipment(
    ctx: RulesContext,
    config: GameConfig,
    survivors: SurvivorState[],
    cards: State['cards'],
    starting: number[],
  ): void;
  /** A skill was gained: what else it brings (a class skill gives its class). */
  skillGained(state: State, s: number, key: string): void;
  /** Survivor `s`'s Activation just ended (pushed back out of a zone nobody ends an Activation in). Absent: nothing. */
  activationEnds?(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void;
  /** Zones a survivor sees, with their range. */
  sight(ctx: RulesContext, state: State, s: number): Sight[];
  /** Search Actions a survivor may take per Turn. */
  searchesPerTurn(state: State, s: number): number;
  /**
   * Why this survivor may not roll the Actors of the zone as the weapons' dice (a Melee or Ranged action's
   * `actorDice`: the Barbarian and Full auto Skills), or null. Absent: never.
   */
  actorDiceRefused?(state: State, s: number, attack: 'melee' | 'ranged'): RuleError | null;
  /** Does `zone` hold a Vade Retro token (Skills that count on one read it)? Absent: no zone does. */
  vadeRetroZone?(state: State, zone: number): boolean;
  /** Why this survivor may not fire a Fanning ranged action (a class ability), or null. */
  fanningRefused(state: State, s: number): RuleError | null;
  /** Experience gained (kills, objectives, cards); levels and their skills follow. */
  gainExperience(ctx: RulesContext, state: State, s: number, amount: number, rule: RuleRef, events: GameEvent[]): void;
  /** Wounds taken; elimination and what it costs the game. */
  wound(
    ctx: RulesContext,
    state: State,
    s: number,
    wounds: number,
    by: 'zombie' | 'friendlyFire' | 'dynamite',
    rule: RuleRef,
    events: GameEvent[],
  ): void;
}

/** Noise and where zombies go. */
export interface NoiseRules {
  /** A noisy action in `zone` (`loud`: a Boom, or the ruleset's loudest noise). */
  make(state: State, zone: number, loud: boolean, rule: RuleRef, events: GameEvent[]): void;
  /**
   * A zone's zombies' destination; the reason is logged. Several targets: the players choose one, or with
   * `split` the zombies split evenly over the routes toward all of them.
   */
  destination(ctx: RulesContext, state: State, zone: number): { targets: number[]; reason: string; split?: boolean };
  /** Every reason `destination` gives, as codes the tables word (move plans store its index; a Taunt comes after). */
  readonly reasons: readonly string[];
  /** After a move step: `plan` holds [from, to, type, count, destination, reason] per group moved. */
  zombiesMoved(ctx: RulesContext, state: State, plan: readonly number[], events: GameEvent[]): void;
  /** The End Phase's noise step; true while a decision it opened is pending. */
  endPhase(ctx: RulesContext, state: State, events: GameEvent[]): boolean;
}

/** The zombies' activations, targeting and deaths. */
export interface ZombieRules {
  /** The passes of an activation of `mask`'s types: one mask per pass (Runners act a second time). */
  passes(mask: number): readonly number[];
  /** Before an activation acts: zombies may lose it (`zp.halted`). */
  activationStarts(ctx: RulesContext, state: State, zp: ZombiePhaseState, mask: number, events: GameEvent[]): void;
  /** An activation of `mask`'s types is over (each of its passes done): what zombies do at its end. Absent: nothing. */
  activationEnds?(ctx: RulesContext, state: State, mask: number, events: GameEvent[]): void;
  /** After zombies left or died anywhere: markers tied to them go. */
  changed(state: State, events: GameEvent[]): void;
  /** A zombie was eliminated by survivor `s` (already removed and logged): experience and what follows. */
  killed(ctx: RulesContext, state: State, s: number, zone: number, type: number, events: GameEvent[]): void;
  /**
   * Why a hit of this combat cannot eliminate a zombie of `type` whatever its Damage (a species immune to
   * Ranged weapons), or null. Absent: every hit strong enough eliminates.
   */
  immune?(state: State, c: CombatState, type: number): RuleRef | null;
  /**
   * A hit of `damage` on a zombie of `type` that wounds it without eliminating it (a zombie enduring several
   * Wounds): the ruleset records it and returns true; false lets the hit eliminate. Absent: every hit eliminates.
   */
  absorbs?(ctx: RulesContext, state: State, zone: number, type: number, damage: number, events: GameEvent[]): boolean;
  /** A combat is over, every hit assigned (`c` is no longer the state's): what its kills bring about. */
  combatEnds?(ctx: RulesContext, state: State, c: CombatState, events: GameEvent[]): void;
  /** The Zombies' Phase is over (after the Spawn step, before the End Phase): what the zombies do then. */
  phaseEnds?(ctx: RulesContext, state: State, events: GameEvent[]): void;
  /** Ranged hits: the zombie types the next hit may go to (several: the shooter chooses). */
  rangedTargets(state: State, c: CombatState, damage: number): number[];
  /** Why the shooter chooses between `rangedTargets`' types. */
  readonly rangedChoice: RuleRef;
  /** Survivors a missed ranged shot may wound (none: no Friendly Fire). */
  friendlyFire(state: State, c: CombatState): number[];
  /** Survivors a ranged hit goes to before any zombie (a targeting order that puts Survivors first); [] for none. */
  hitSurvivorsFirst(state: State, c: CombatState): number[];
  /** A survivor zombies neither see, hear nor attack in his zone (inside a flying vehicle). Absent: none. */
  unreachable?(state: State, s: number): boolean;
  /**
   * A move step is planned (`plan`: [from, to, type, count, destination, reason] per group) and not yet made: the
   * ruleset may change the board first (an Abomination tearing a fence on its way); true when it did, and the step
   * is planned again on the new board (`state.missionState.boardChanged` set). Absent: nothing to clear.
   */
  clearWay?(ctx: RulesContext, state: State, plan: readonly number[], events: GameEvent[]): boolean;
  /** Zones a zombie of `type` covers with one Move Action in this game (absent: the roster's `moves`). */
  zonesPerMove?(state: State, type: number): number;
  /** The next zones on the zombies' shortest routes from `from` toward `target` (empty: they stay). */
  routes(ctx: RulesContext, state: State, from: number, target: number, type: number): readonly number[];
  /**
   * `odd` zombies of `type` in `zone` cannot split evenly over `routes` routes: true when the ruleset added
   * the zombies that make the groups even (from the box); false leaves the odd ones to the players.
   */
  topUpSplit(
    ctx: RulesContext,
    state: State,
    zone: number,
    type: number,
    odd: number,
    routes: number,
    events: GameEvent[],
  ): boolean;
}

/** Spawn zones, their order and what triggers them. */
export interface SpawnRules {
  /** Spawn zones the mission does not list (placed at setup). */
  setup(ctx: RulesContext, spawns: SpawnZoneState[]): void;
  /** Spawn-zone indexes in the order they draw their cards (an index twice draws twice); may roll dice and log them. */
  order(ctx: RulesContext, state: State, events: GameEvent[]): number[];
  /** One spawn in `zone`: draws and resolves what spawns (extra activations through `activate`). */
  spawn(ctx: RulesContext, state: State, zone: number, activate: Activate, events: GameEvent[]): void;
  /** A survivor entered `zone` (spawn zones revealed there). */
  entered(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void;
}

/** The ruleset's actions beyond the core's, and the points where it runs the game on. */
export interface ActionRules {
  /** Every action the ruleset plays (the core's included). */
  readonly rules: RuleTable;
  /** Candidate actions of a survivor able to act, in a stable order (each is kept only if legal). */
  candidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void;
  /** Runs pending ruleset work once an action is resolved; the context to go on with, or null when idle. */
  resume(ctx: RulesContext, state: State, events: GameEvent[]): RulesContext | null;
  /** Every player is done: true when the ruleset takes over before the Zombies' Phase. */
  playersPhaseEnds(ctx: RulesContext, state: State): boolean;
}

/** Mission points the general rules ask about. */
export interface MissionRules {
  /** A zone nobody may enter now. */
  entryRefused(ctx: RulesContext, state: State, zone: number): RuleError | null;
  /** An Objective survivor `s` may not take in `zone`. */
  objectiveRefused(ctx: RulesContext, state: State, s: number, zone: number): RuleError | null;
  /** What taking an Objective gives. */
  objectiveTaken(ctx: RulesContext, state: State, s: number, objective: ObjectiveState, events: GameEvent[]): void;
  /** Why survivor `s` may not leave by the exit in `zone` (the general conditions hold). */
  exitRefused(ctx: RulesContext, state: State, s: number, zone: number): RuleError | null;
  /** Survivor `s` left by an exit. */
  exited(ctx: RulesContext, state: State, s: number): void;
  /** Is a goal the general rules do not judge done? */
  goalDone(ctx: RulesContext, state: State, goal: MissionGoal): boolean;
  /**
   * Why a goal (not done) the general rules do not judge can never be done now, or null: the game is then lost
   * at once (EN 449 "When the Mission Objectives can no longer be fulfilled"). Absent: never judged lost.
   */
  goalLost?(ctx: RulesContext, state: State, goal: MissionGoal): RuleRef | null;
  /** What a card that may not be discarded is ("an Objective token"), or null for any other card. */
  cardLocked(state: State, card: number): string | null;
}

/**
 * The ruleset's own typed part of the state (DESIGN.md, "Zombicide rulesets"): its fields sit under a key of its own
 * (`state.<key>`), declared by the ruleset's state type, never by the shared `State`, and the engine never reads them.
 * What the engine's general steps (setup, views, the tools' determinization and invariants, undo) need of them
 * comes through these.
 */
export interface PartRules {
  /**
   * A new state's part, as the fields to add to it (`{ key: part }`): made right after the Equipment deck is
   * shuffled, with the same RNG; `decks` holds the card instances of each content deck by its name.
   */
  setup(ctx: RulesContext, rng: RngState, decks: Readonly<Record<string, number[]>>): object;
  /**
   * What every seat sees of it, added to the view's fields: its open fields, and of its face-down decks what the
   * rules show (a size, a card's back). `share`: its own objects rather than copies (the server's read-only view).
   */
  view(ctx: RulesContext, state: State, share: boolean): object;
  /** The part read back from a view (explain.ts), as `setup` gives it: its face-down cards as placeholders. */
  fromView(view: PlayerView): object;
  /** Deals again what no player can see (the contract's determinize). */
  determinize(state: State, rng: RngState): void;
  /** Its face-down decks: no card sits in two places (invariants), and a card drawn from one closes undo. */
  decks(state: State): readonly (readonly number[])[];
}

export interface Ruleset {
  /** The game's id, name, rules version and seats. */
  readonly meta: GameMeta;
  readonly roster: ZombieRoster;
  readonly inventory: InventoryLayout;
  /** Cards outside every deck the rules need by id (tokens held as cards). */
  readonly extraCards: readonly EquipmentDef[];
  /** Skills of the content this ruleset does not play yet: never offered by a free choice (context `freeSkills`). */
  readonly skillsNotPlayed?: readonly string[];
  /** Does this game's rules version play the Skill (absent: yes)? A free choice offers only those it plays. */
  readonly skillPlayed?: (state: State, key: string) => boolean;
  /** The Zombie cards shuffled into the deck at setup (absent: every Zombie card of the content). */
  zombieDeck?(ctx: RulesContext, config: GameConfig): number[];
  /** The game options of a new game, from its config and the rules version it plays. */
  options(config: GameConfig, rulesVersion: string): State['options'];
  /** The last step of setup: the ruleset's own pieces and the mission's setup rules (the config for its own fields). */
  afterSetup(ctx: RulesContext, state: State, events: GameEvent[], config: GameConfig): void;
  /** The problems of the ruleset's own config fields under a rules version (the contract's `validate` adds them). */
  configIssues?(ctx: RulesContext, config: GameConfig, rulesVersion: string): Issue[];
  /** The config of the next game continuing this ended one, or null when nothing carries (the contract's `sequel`). */
  sequel?(state: State, config: GameConfig, choice: SequelChoice): GameConfig | null;
  readonly survivors: SurvivorRules;
  readonly noise: NoiseRules;
  readonly zombies: ZombieRules;
  readonly spawn: SpawnRules;
  readonly actions: ActionRules;
  readonly mission: MissionRules;
  readonly part: PartRules;
  /** The End Phase after its noise step: what the ruleset moves or refreshes before the next round. */
  endOfRound(ctx: RulesContext, state: State, events: GameEvent[]): void;
  /** Each seat's result of an ended game when seats do not share it (a mode of rival teams); null: shared. */
  results?(state: State): SeatResult[] | null;
}

/**
 * Activation passes from each type's Actions: pass p takes the types with at least p Actions. Each mask's list is
 * made the first time it is asked for and kept (a roster of many types has too many masks to list them all).
 */
export function passesByActions(roster: ZombieRoster): (mask: number) => readonly number[] {
  const most = Math.max(...roster.actions);
  const table: (readonly number[] | undefined)[] = [];
  const make = (mask: number): readonly number[] => {
    const passes: number[] = [mask];
    for (let p = 2; p <= most; p++) {
      let m = 0;
      for (let t = 0; t < roster.size; t++) if (mask & (1 << t) && roster.actions[t] >= p) m |= 1 << t;
      if (m) passes.push(m);
    }
    return Object.freeze(passes);
  };
  return (mask) => {
    let passes = table[mask];
    if (passes === undefined) {
      passes = make(mask);
      table[mask] = passes;
    }
    return passes;
  };
}
