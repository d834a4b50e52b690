/**
 * Seconds to Live's state: plain JSON data, the RNG inside it. Ids: a card or zombie in play is named by its card
 * instance id, "<card id>#<n>" ("pistol#2", "runner#1"); kindOf(id) gives the content id. Rows are 1..10; 11 is the
 * street. Within a row, zombies and Supply cards are listed from the bottom of the alley (next to the Alley cards) to
 * the top: index 0 is the "bottom" of the solo priorities (line 757).
 */
import type { RngState } from '@horde/core';
import type { SecondsOptions } from './config-schema.ts';

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
