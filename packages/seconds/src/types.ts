/**
 * Seconds to Live's public types: the config, the state (plain JSON data),
 * the actions, the events (codes and params, never prose: the table translates
 * them) and a seat's view. Ids: a card or zombie in play is named by its card
 * instance id, "<card id>#<n>" ("pistol#2", "runner#1"); kindOf(id) gives the
 * content id. Rows are 1..10; 11 is the street. Within a row, zombies and
 * Supply cards are listed from the bottom of the alley (next to the Alley
 * cards) to the top: index 0 is the "bottom" of the solo priorities (line 757).
 */
import type { RngState } from '@horde/core';
import type { SecondsOptions } from './config-schema.ts';

export type { SecondsConfig, SecondsOptions } from './config-schema.ts';
export type { SecondsAction, ActionType } from './action-schema.ts';
export type * from './content-types.ts';

export type Side = 'survivor' | 'zombie';
export type Mode = 'solo' | 'two-player';

/** The street: the row after row 10 (line 82: 11 Alley cards). */
export const STREET = 11;
export const TOP_ROW = 10;
/** Seats: the Survivor is seat 0; in two-player mode the Zombie player is seat 1. */
export const SURVIVOR_SEAT = 0;
export const ZOMBIE_SEAT = 1;

export type Phase =
  /** Before the first turn: the Survivor may redraw a hand without a firearm (line 88). */
  | 'setup'
  | 'survivorAction'
  /** The Survivor's untimed Resolution Phase: only the hand limit can wait for a choice (line 267). */
  | 'survivorResolution'
  /** The Zombie player's Draw Phase (designed): movement, then a card. Waits only on a choice. */
  | 'zombieDraw'
  | 'zombieAction'
  /** End of the zombie turn (designed): the zombie hand limit can wait for a choice. */
  | 'zombieEnd'
  | 'over';

export interface ZombieInPlay {
  /** Card instance id. */
  id: string;
  health: number;
  /** A Knockdown token lies on it (line 136). */
  knockdown: boolean;
  /** Attacked during the current zombie turn. */
  attacked: boolean;
  /** Entered play during the current zombie turn: may not attack (line 790). */
  summoned: boolean;
  /** A Shrieker that shrieked this zombie turn. */
  shrieked: boolean;
}

export interface AlleySupply {
  card: string;
  /** Face-down cards are hidden from every seat (lines 256, 685). */
  faceUp: boolean;
}

export interface RowState {
  zombies: ZombieInPlay[];
  supply: AlleySupply[];
  abilityTokens: number;
}

export interface SurvivorState {
  /** Survivor content id. */
  kind: string;
  row: number;
  health: number;
  down: boolean;
  /** Unused Energy this Action Phase. */
  energy: number;
  /** Energy tokens in play (4; Concussion removes one, line 543). */
  energyTokens: number;
  abilityTokens: number;
  concussion: number;
  desperationUsed: boolean;
  /** The next turn flips only two Energy tokens (the Desperation Move, line 895). */
  desperate: boolean;
  /** Supply and Tactics cards, in the order they came. */
  hand: string[];
  /** Equipped Supply cards (three at most, line 252). */
  equipped: string[];
  /** This turn: the Special Ability was used (once per turn, line 444). */
  abilityUsed: boolean;
  /** The free pick-up while knocked down was used (line 255). */
  freePickupUsed: boolean;
  /** Tactics draws paid by discarding two cards this turn (at most three, line 261). */
  discardDraws: number;
  /** The Survivalist's discount is ready for the next Supply cost (line 529). */
  discount: boolean;
  /** Steady Aim: the next attack reads line A even when down (designed Tactics card). */
  steadyAim: boolean;
  /** Restrictions this turn from zombie Tactics cards (line 148). */
  noMove: boolean;
  noAttack: boolean;
  /** Restrictions set during the zombie turn for the Survivor's next turn. */
  nextNoMove: boolean;
  nextNoAttack: boolean;
}

export interface ZombieSideState {
  energy: number;
  /** Two-player only: Zombie cards and Zombie Tactics cards (hidden from the Survivor). */
  hand: string[];
  /** A zombie attacked the Survivor this zombie turn (Concussion, line 545). */
  attackedSurvivor: boolean;
}

/** Draw piles (the last element is the top) and discard piles (the last is the most recent). */
export interface Piles {
  supply: string[];
  tactics: string[];
  survivorAttack: string[];
  zombie: string[];
  zombieTactics: string[];
  zombieAttack: string[];
}

export interface TimerState {
  /** When the running Action Phase ends (ms, server clock); null: untimed or stopped. */
  endsAt: number | null;
  /** Time ran out: the action under way finishes, then the phase ends (line 162). */
  timeUp: boolean;
  /** The timer lies on its side (line 160): what was left, and when the pause ends by itself. */
  paused: { remaining: number; until: number } | null;
  /** Pauses the inactive seat may still take this Action Phase. */
  pausesLeft: number;
  /**
   * Rules version 3: an off-turn window holds the phase clock; what was left of the phase when it opened (endsAt is
   * null meanwhile). Absent when no window holds it.
   */
  held?: number;
}

/** A choice the game waits for (DESIGN.md, "Choices belong to players"). */
export type Choice =
  /** Setup: no firearm in the two Supply cards: discard one, both or none and replace them (line 88). */
  | { kind: 'mulligan'; side: 'survivor'; endsAt: number | null }
  /** The Zombie player may counter a successful attack with a Tactics card (line 360). */
  | { kind: 'counter'; side: 'zombie'; endsAt: number | null }
  /** A zombie's Attack card hit: Dodge (a reaction Tactics card), Block (Self Defense Trainer) or take it. */
  | { kind: 'react'; side: 'survivor'; endsAt: number | null }
  /** A hit would kill the Survivor: use the Desperation Move or not (line 895). */
  | { kind: 'desperation'; side: 'survivor'; endsAt: number | null }
  /** The Shotgun may split its damage (line 364). */
  | { kind: 'split'; side: 'survivor'; endsAt: number | null }
  /** The Scavenger keeps one of three Supply cards (line 520). `cards` is shown to the Survivor only. */
  | { kind: 'scavenge'; side: 'survivor'; endsAt: number | null; cards: string[] }
  /** Discard down to the hand limit (line 267; the Zombie player's limit is designed). */
  | { kind: 'handLimit'; side: Side; endsAt: number | null; limit: number }
  /** Sound: the Zombie player may play a zombie from their hand into row 10 (line 537). */
  | { kind: 'sound'; side: 'zombie'; endsAt: number | null }
  /** A solo dice chart result hits one of several weapons: the Survivor chooses which (line 705). */
  | {
      kind: 'chooseWeapon';
      side: 'survivor';
      endsAt: null;
      effect: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo';
      cards: string[];
    }
  /** Harder rules: draw a Zombie card or a Tactics card (line 570). */
  | { kind: 'drawChoice'; side: 'zombie'; endsAt: number | null }
  /** Harder rules: remove one Knockdown token after the zombie movement (line 569). */
  | { kind: 'chooseZombie'; side: 'zombie'; endsAt: number | null; zombies: string[] };

export type ChoiceKind = Choice['kind'];

/** The Survivor's attack under way (lines 340-392). */
export interface AttackInProgress {
  zombie: string;
  /** An equipped card id, or 'stomp' / 'knockdown' (unarmed, line 294), or 'shove' (a Tactics card). */
  weapon: string;
  profile: number;
  kind: 'melee' | 'ranged' | 'thrown' | 'stomp' | 'knockdown';
  /** The target's row when the attack was declared. */
  row: number;
  line: 'a' | 'b' | 'c' | null;
  /** Attack cards drawn (Shuffle the Deck included), for the table. */
  cards: string[];
  hit: boolean;
  knockdown: boolean;
  damage: number;
  crit: number;
  auto: boolean;
  split: boolean;
  sound: boolean;
  countered: boolean;
  /** Damage split off to other zombies of the row (the Shotgun). */
  splits: { zombie: string; amount: number }[];
  stage: 'counter' | 'split' | 'resolve' | 'sound' | 'done';
}

/** A zombie's attack under way: an Opportunity Attack or a zombie-turn attack. */
export interface ZombieAttackInProgress {
  zombie: string;
  opportunity: boolean;
  line: 'a' | 'b';
  cards: string[];
  hit: boolean;
  knockdown: boolean;
  damage: number;
  /** An Opportunity Attack on the move into the street: no Desperation Move (line 895). */
  intoStreet: boolean;
  blocked: boolean;
  dodged: boolean;
  stage: 'react' | 'desperation' | 'done';
}

/** Opportunity Attacks still to make after a move (line 238), then the move's end (the street). */
export interface OpportunityState {
  queue: string[];
  to: number;
}

/** The solo automaton's turn (lines 741-751). */
export interface AutomatonState {
  energy: number;
  stage: 'steps' | 'dice' | 'final' | 'done';
  /** Next step card (index) or Final Instruction (index). */
  next: number;
}

export interface GameStats {
  kills: Record<string, number>;
  survivorAttacks: number;
  survivorHits: number;
  zombieAttacks: number;
  zombieHits: number;
  damageTaken: number;
  summoned: number;
  diceRolls: number;
}

export interface SecondsState {
  config: SecondsOptions;
  rng: RngState;
  mode: Mode;
  phase: Phase;
  active: Side;
  /** The Survivor's turn number (1-based): a round is a Survivor turn and the zombie turn after it. */
  turn: number;
  survivor: SurvivorState;
  zombies: ZombieSideState;
  /** rows[1..10]; rows[0] and rows[11] stay empty. */
  rows: RowState[];
  /** Face-down Warehouse zombies in row 1 (line 410). */
  warehouse: string[];
  timeTokens: number;
  decks: Piles;
  discards: Piles;
  /** Cards put back in the box at setup (unused unique weapons, Lost Opportunity in solo: lines 88, 686). */
  box: string[];
  /** Uses lost by Supply cards (ammo fired, durability, armour): current = printed - wear. */
  wear: Record<string, number>;
  /** A Shuffle the Deck card was drawn: reshuffle in the Resolution Phase (line 357). */
  reshuffleSurvivorAttack: boolean;
  timer: TimerState;
  /**
   * Rules version 2 on (absent in games set up under version 1, which keep the old rules): a seat's action after its
   * own deadline is refused even before the server's timeout, and every choice of a timed game has a deadline.
   */
  strictTime?: true;
  /**
   * Rules version 3 on (absent in games set up under versions 1 and 2): the opponent's off-turn windows hold the
   * active player's Action Phase clock while they are open (DECISION timer.windows).
   */
  windowsHoldClock?: true;
  /** The choices the game waits for, answered from the front (DESIGN.md, "One engine shape"); at most one here. */
  pending: Choice[];
  attack: AttackInProgress | null;
  zombieAttack: ZombieAttackInProgress | null;
  opportunity: OpportunityState | null;
  automaton: AutomatonState | null;
  result: { winner: Side; reason: OutcomeReason; turns: number; score: number | null } | null;
  stats: GameStats;
  /** Scenarios only: solo chart rolls used before the dice (absent in play). */
  forcedRolls?: number[];
}

export type OutcomeReason = 'escaped' | 'killed' | 'overrun';

/** Where a drawn card went. */
export type DrawTarget = 'hand' | 'alley' | 'discard' | 'play' | 'scavenge';

export type SecondsEvent =
  | { type: 'setupDone'; survivor: string; mode: Mode }
  | { type: 'mulligan'; discarded: number }
  | { type: 'turnStarted'; side: Side; turn: number; energy: number }
  | { type: 'phaseStarted'; phase: Phase; endsAt: number | null }
  | { type: 'timeUp'; side: Side }
  /** A timed choice's deadline passed unanswered: the rules' default answer follows (DECISION timeout.defaults). */
  | { type: 'choiceTimedOut'; side: Side; kind: ChoiceKind }
  | { type: 'timerPaused'; remaining: number; until: number }
  | { type: 'timerResumed'; endsAt: number }
  /** A card was drawn from a deck; `card` is null for seats that may not see it. */
  | { type: 'cardDrawn'; deck: keyof Piles; card: string | null; side: Side; to: DrawTarget }
  | { type: 'deckShuffled'; deck: keyof Piles; size: number }
  | { type: 'cardDiscarded'; card: string; side: Side; from: 'hand' | 'equipped' | 'alley' | 'deck' }
  | { type: 'energySpent'; side: Side; amount: number; left: number }
  | { type: 'energyGained'; side: Side; amount: number; energy: number }
  | {
      type: 'survivorMoved';
      from: number;
      to: number;
      cost: number;
      rule: 'move' | 'sprint' | 'slipPast' | 'trackStar';
    }
  | { type: 'survivorStoodUp'; cost: number }
  | { type: 'survivorKnockedDown'; by: string | null }
  | { type: 'abilityTokenCollected'; row: number; tokens: number }
  | { type: 'supplyPickedUp'; row: number; index: number; card: string | null; free: boolean }
  | { type: 'supplyEquipped'; card: string; cost: number }
  | { type: 'supplyDropped'; card: string; row: number }
  | {
      type: 'supplyPlaced';
      card: string | null;
      row: number;
      faceUp: boolean;
      rule: 'setup' | 'zombieDrop' | 'thrown' | 'dropFirearm';
    }
  | { type: 'supplyUsed'; card: string; cost: number; heal: number }
  | { type: 'tacticsPlayed'; card: string; side: Side; cost: number }
  | {
      type: 'attackDeclared';
      zombie: string;
      weapon: string;
      kind: AttackInProgress['kind'];
      cost: number;
      ability: boolean;
    }
  | {
      type: 'attackCardDrawn';
      deck: 'survivorAttack' | 'zombieAttack';
      card: string;
      line: 'a' | 'b' | 'c';
      hit: boolean;
      rule: 'attack' | 'crit' | 'block' | 'redraw';
    }
  | { type: 'attackResult'; zombie: string; hit: boolean; knockdown: boolean; damage: number }
  | { type: 'ammoSpent'; card: string; left: number }
  | { type: 'durabilityLost'; card: string; left: number }
  | { type: 'weaponDiscarded'; card: string; reason: 'noAmmo' | 'broken' | 'armorSpent' | 'destroyed' }
  | { type: 'attackCountered'; card: string; zombie: string }
  | { type: 'damageSplit'; zombie: string; amount: number }
  | { type: 'criticalHit'; zombie: string; extra: number }
  | { type: 'zombieDamaged'; zombie: string; amount: number; health: number }
  | { type: 'zombieKilled'; zombie: string; row: number }
  | { type: 'zombieKnockedDown'; zombie: string }
  | { type: 'zombieStoodUp'; zombie: string; rule: 'standUp' | 'riseAgain' | 'harder' | 'automaton' }
  | {
      type: 'zombieMoved';
      zombie: string;
      from: number;
      to: number;
      rule: 'move' | 'drawPhase' | 'lunge' | 'automaton';
    }
  | {
      type: 'zombieSummoned';
      zombie: string;
      row: number;
      rule: 'summon' | 'shriek' | 'sound' | 'ambush' | 'automaton';
    }
  | { type: 'zombieAttacked'; zombie: string; opportunity: boolean; line: 'a' | 'b' }
  | { type: 'attackBlocked'; zombie: string; rule: 'block' | 'dodge' }
  | { type: 'survivorDamaged'; zombie: string; amount: number; absorbed: number; health: number }
  | { type: 'armorAbsorbed'; card: string; amount: number; left: number }
  | { type: 'desperationMove'; health: number }
  | { type: 'concussion'; tokens: number; energyTokens: number }
  | { type: 'timeTokenRemoved'; left: number }
  | { type: 'warehouseReleased'; zombies: string[]; rule: 'lastTimeToken' | 'row4' }
  | { type: 'abilityUsed'; ability: string }
  | { type: 'restriction'; noMove: boolean; noAttack: boolean }
  | { type: 'handDiscarded'; side: Side; count: number }
  | { type: 'soloStep'; automaton: 'fast' | 'swarm'; step: number; applies: boolean }
  | { type: 'diceRolled'; roll: number; group: string; option: number; performed: boolean }
  | { type: 'soloFinal'; index: number; applies: boolean }
  | { type: 'weaponLost'; card: string; effect: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo' }
  | { type: 'gameOver'; winner: Side; reason: OutcomeReason; turns: number; score: number | null };

export type SecondsEventType = SecondsEvent['type'];

/** A zombie as a seat sees it. */
export interface ZombieView {
  id: string;
  /** Content ids: the Zombie card and its type. */
  card: string;
  type: string;
  health: number;
  maxHealth: number;
  knockdown: boolean;
  attacked: boolean;
  summoned: boolean;
  /** A Shrieker that shrieked this zombie turn. */
  shrieked: boolean;
  supply: boolean;
}

export interface AlleySupplyView {
  /** Instance id, or null for a face-down card. */
  card: string | null;
  faceUp: boolean;
  /** Ammo, durability or armour left (face-up cards with such a value). */
  uses: number | null;
}

export interface RowView {
  row: number;
  zombies: ZombieView[];
  supply: AlleySupplyView[];
  abilityTokens: number;
}

export interface EquippedView {
  card: string;
  uses: number | null;
}

/** A pending decision as a seat sees it: the options only for the seat that decides. */
export interface PendingView {
  kind: ChoiceKind;
  side: Side;
  endsAt: number | null;
  /** Scavenger cards (its seat only), weapons of a chooseWeapon, zombies of a chooseZombie. */
  cards: string[] | null;
  zombies: string[] | null;
  limit: number | null;
}

export interface SecondsView {
  seat: number | null;
  /** The role of the seat: survivor, zombie, or null for a spectator. */
  side: Side | null;
  mode: Mode;
  /** Solo: the zombie opponent; null in two-player mode. */
  automatonKind: 'fast' | 'swarm' | null;
  options: SecondsOptions;
  phase: Phase;
  active: Side;
  turn: number;
  timer: {
    endsAt: number | null;
    timeUp: boolean;
    paused: { remaining: number; until: number } | null;
    pausesLeft: number;
    /** Rules version 3: what was left of the phase when an off-turn window began to hold it (null: not held). */
    held: number | null;
    /** Configured length of an Action Phase (ms), 0 when off. */
    lengthMs: number;
  };
  /** The deadlines armed now (what the server fires). */
  deadlines: { at: number; what: 'phase' | 'decision' | 'pause' }[];
  survivor: {
    kind: string;
    row: number;
    health: number;
    maxHealth: number;
    down: boolean;
    energy: number;
    energyTokens: number;
    abilityTokens: number;
    concussion: number;
    desperationUsed: boolean;
    desperate: boolean;
    equipped: EquippedView[];
    /** The hand: the Survivor seat only (null for others). */
    hand: string[] | null;
    /** Uses left of the worn cards in hand (the Survivor seat only). */
    handUses: Record<string, number> | null;
    handCount: number;
    /** Card backs are public: how many Supply and Tactics cards the hand holds. */
    handSupply: number;
    handTactics: number;
    abilityUsed: boolean;
    freePickupUsed: boolean;
    discardDraws: number;
    discount: boolean;
    steadyAim: boolean;
    noMove: boolean;
    noAttack: boolean;
    /** Restrictions the zombie turn set for the Survivor's next turn (face-up Tactics cards). */
    nextNoMove: boolean;
    nextNoAttack: boolean;
  };
  zombieSide: {
    energy: number;
    /** Two-player: the Zombie player's hand, for the Zombie seat only. */
    hand: string[] | null;
    handCount: number;
    handZombies: number;
    handTactics: number;
    attackedSurvivor: boolean;
  };
  /** rows[0] is row 1 ... rows[9] is row 10. */
  rows: RowView[];
  warehouse: { count: number; cards: string[] | null };
  timeTokens: number;
  deckSizes: Record<keyof Piles, number>;
  /** Discard piles are face up. */
  discards: Piles;
  reshuffleSurvivorAttack: boolean;
  attack: AttackInProgress | null;
  zombieAttack: ZombieAttackInProgress | null;
  opportunity: { queue: string[]; to: number } | null;
  automaton: AutomatonState | null;
  pending: PendingView | null;
  /** Seats the game waits for. */
  awaiting: number[];
  result: SecondsState['result'];
  stats: GameStats;
}
