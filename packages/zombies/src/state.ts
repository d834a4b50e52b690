/**
 * The state of Zombies!!! (seed 004): plain JSON data, the RNG inside it.
 *
 * The map. Tiles are 3x3 squares laid on an integer grid (the Town Square at x 0, y 0; x grows to the east,
 * y to the south). A square is a number: `tileIndex * 9 + row * 3 + col`, where tileIndex is the tile's place
 * in `tiles` (the order they were laid) and row/col are in map orientation (after the tile's rotation). So
 * square s is at map cell x = tiles[s/9|0].x*3 + s%3, y = tiles[s/9|0].y*3 + (s%9)/3|0. `geo` holds what each
 * square is (road or building, which building) and where one may step from it (links, corner doors included).
 */
import type { RngState, Seat } from '@horde/core';
import type { ZombiesConfig } from './config-schema.ts';

// ---------------------------------------------------------------------------------------------------------
// Character Traits (seed 004 lines 113-141)
// ---------------------------------------------------------------------------------------------------------

export type Schtick =
  | 'quick'
  | 'bruiser'
  | 'sneak'
  | 'deadeye'
  | 'tough'
  | 'brawler'
  | 'thief'
  | 'sixthSense'
  | 'arcaneLore';
export type Flaw =
  | 'slow'
  | 'weak'
  | 'clumsy'
  | 'shakes'
  | 'puny'
  | 'triggerHappy'
  | 'unlucky'
  | 'coward'
  | 'troubleMagnet';

// ---------------------------------------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------------------------------------

export interface PlacedTile {
  tile: string;
  x: number;
  y: number;
  /** Quarter turns clockwise: 0..3. */
  rotation: number;
}

export interface Building {
  /** Index of the tile it stands on. */
  tileIndex: number;
  /** The tile id for a named building (or the Helipad), null for an unnamed one. */
  named: string | null;
  z: number;
  squares: number[];
}

/** Public geometry of the map, grown tile by tile (geometry.ts). */
export interface Geo {
  tiles: PlacedTile[];
  /** "x,y" → tile index. */
  tileAt: Record<string, number>;
  /** Per square: 'road' or 'building'. */
  kind: ('road' | 'building')[];
  /** Per square: its building's index in `buildings`, or -1 on a road. */
  building: number[];
  /** Per square and direction (N, E, S, W): the orthogonal neighbour square, or -1 (line of sight). */
  nbr: number[];
  /** Per square: the squares one may step to (players and zombies alike). */
  links: number[][];
  buildings: Building[];
  /** The Helicopter square, or -1 before the Helipad is laid. */
  helicopter: number;
}

// ---------------------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------------------

export type Role = 'survivor' | 'king' | 'minion';

/**
 * `playing`: on the map (or a King waiting to enter); `dead`: killed, the body waiting for the player's next
 * turn to rise as a zombie or a minion (One Bite); `eliminated`: out for good (Last Man Standing, Catch As
 * Catch Can).
 */
export type PlayerStatus = 'playing' | 'dead' | 'eliminated';

export interface Item {
  card: string;
  /** Rolls left (0: for the rest of the game). */
  charges: number;
}

export interface PlayerState {
  seat: Seat;
  role: Role;
  status: PlayerStatus;
  /** -1 off the map (a King before his entry, an eliminated player). */
  square: number;
  life: number;
  bullets: number;
  kills: number;
  /** Kills of zombified ex-players (Last Man Standing scoring). */
  revenantKills: number;
  hand: string[];
  items: Item[];
  schtick: Schtick | null;
  flaw: Flaw | null;
  /** Whether the player asked for a Schtick (public once every Schtick is written down). */
  wantsSchtick: boolean;
  /** Schtick and Flaw are public. */
  traitsRevealed: boolean;
  /** The round in which the player last played an event card (one per round). */
  eventRound: number;
  /** Building squares searched (What's This?: once per square). */
  searched: number[];
  /** Where the body lies until the player's next turn (One Bite), else -1. */
  corpse: number;
  /** Order of death for Last Man Standing (1: first to die), 0 while alive. */
  deathOrder: number;
  /** A King has entered the map (others: true). */
  entered: boolean;
}

export type TurnStep = 'tile' | 'roll' | 'move' | 'zombies' | 'discard';

/** One-turn effects of event cards on the active player. */
export interface TurnEffects {
  halveMove: boolean;
  noMove: boolean;
  noBuildings: boolean;
  noZombieSquares: boolean;
  /** + to the target number to kill zombies (We're Screwed). */
  screwed: number;
  /** + to Combat and Dodge rolls (Nerves of Steel). */
  nerves: number;
  zombieMaster: boolean;
}

/** A fight between two players (Eat Them, Not Me!; Catch As Catch Can). */
export interface Duel {
  attacker: Seat;
  defender: Seat;
  /** sneak: first attack, only the attacker rolls; brawl: a repeat, both roll; leave: an attack on a player leaving the square. */
  kind: 'sneak' | 'brawl' | 'leave';
  need: number;
  attack: number;
  /** The defender's roll in a brawl, else null. */
  defence: number | null;
  /** Who still decides on bullets: the attacker first, then the defender. */
  stage: 'attacker' | 'defender' | 'done';
}

export interface TurnState {
  seat: Seat;
  step: TurnStep;
  /** The drawn map tile (public once drawn), null when none is waiting. */
  tile: string | null;
  /** Movement points left this turn. */
  moveLeft: number;
  /** The movement die (null before the roll, or when the turn has no roll). */
  die: number | null;
  /** The turn's movement after modifiers. */
  moveTotal: number;
  /** The player searched instead of rolling (What's This?). */
  searched: boolean;
  /** The square the current fight is in, and its rounds so far (Just a Minute counts rounds after the first). */
  fightSquare: number;
  fightRounds: number;
  dodgedInSquare: boolean;
  /** Players attacked this turn (a second attack is a brawl). */
  attacked: Seat[];
  /** Thief: a bullet already taken this turn. */
  stole: boolean;
  /** You Wanna Trade?: offers made this turn (capped, designed). Attacks on players this turn (capped, designed). */
  trades: number;
  attacks: number;
  /** A square whose zombies the player may leave without fighting (Alternate Food Source), or -1. */
  slipSquare: number;
  /** The player entered a square: tokens are picked up (and the Helicopter checked) once it is clear. */
  arrivalDue: boolean;
  /** Rules version 2: the active player's movement took them into a square this turn (the sneak attack, line 191). */
  movedIn?: true;
  /** Eat Them, Not Me!: the square the player is weaving into (the roll comes once the step is done), or -1. */
  weaveInto: number;
  /** Buildings whose extra zombies were rolled this turn before entering (Sixth Sense). */
  sensed: number[];
  effects: TurnEffects;
  duel: Duel | null;
  /** The zombie phase: who moves them, the die, moves left, and where zombies moved this turn now stand. */
  zombieMover: Seat;
  zombieDie: number | null;
  zombiesLeft: number;
  zombiesMoved: number[];
}

export type Find = 'bullet' | 'cycle' | 'life';
export type TradeItem = 'none' | 'life' | 'bullet' | 'card';

/**
 * A choice the game waits for (DESIGN.md, "One engine shape"): `State.pending` is a queue answered from the
 * front; a choice raised while others wait goes in front of them (state shape 2; before, a stack answered from
 * the back).
 */
export type Choice =
  /** Character Traits: the listed seats still write down a Schtick (or none), in secret. */
  | { kind: 'schtick'; seats: Seat[] }
  /** Character Traits: the listed seats still name a Flaw for the player opposite (who asked for a Schtick). */
  | { kind: 'flaw'; seats: Seat[] }
  /** Last Man Standing's 3x3 start: the seat places its pawn on any square. */
  | { kind: 'placePawn'; seat: Seat }
  /** Place the drawn tile (the active player; the King in Catch As Catch Can). */
  | { kind: 'tile'; seat: Seat; tile: string }
  /** The reaction window after a movement roll: each listed seat plays a reaction card or passes. */
  | {
      kind: 'window';
      seats: Seat[];
      on: Seat;
      /** When time is up (the earliest clock running), or null: no clock running. */
      endsAt: number | null;
      /** Rules version 3: each seat's own clock, from its look (window-clock.ts); absent before. */
      clocks?: { seat: Seat; endsAt: number }[];
    }
  /** Zombies in the seat's square: fight (or dodge). */
  | { kind: 'combat'; seat: Seat; square: number }
  /** Failed rolls (`rolls`, needing `need`) the seat may raise with bullets, or take as they are. */
  | { kind: 'bullets'; seat: Seat; rolls: number[]; need: number; context: 'zombie' | 'duel' }
  /** A successful dodge: the seat picks the square it slips to. */
  | { kind: 'dodgeTo'; seat: Seat; from: number; rule: 'duckNWeave' | 'eatThemNotMe' }
  /** Where in Hell Did They Come From?: the seat (previous turn's) places `left` more zombies in the building. */
  | { kind: 'extraZombies'; seat: Seat; building: number; left: number }
  /** What's This?: the seat picks what a 5 or a 6 gives. */
  | { kind: 'find'; seat: Seat; die: number; options: Find[] }
  /** Search 5/6 "draw and discard": the seat discards one card of its hand. */
  | { kind: 'cycleDiscard'; seat: Seat }
  /** Eat Them, Not Me!: the listed seats may attack `mover`, who leaves `from` for `to` (-1: stays, a failed weave). */
  | { kind: 'leaveAttack'; seats: Seat[]; mover: Seat; from: number; to: number }
  /** You Wanna Trade?: `seat` accepts or declines `from`'s offer. */
  | { kind: 'trade'; seat: Seat; from: Seat; give: TradeItem; giveCard: string | null; take: TradeItem }
  /** Eat Them, Not Me!: players in the square of `dead` may swap a card with its hand, the next in turn first. */
  | { kind: 'swap'; seats: Seat[]; dead: Seat }
  /** Arcane Lore: re-roll the zombie die or keep it. */
  | { kind: 'zombieReroll'; seat: Seat; die: number }
  /** Catch As Catch Can: the King chooses his square on his first full turn. */
  | { kind: 'enterMap'; seat: Seat };

export interface Revenant {
  /** The ex-player it was. */
  seat: Seat;
  square: number;
}

export interface Finish {
  reason: FinishReason;
  /** Winning seats (empty: a draw for all). */
  winners: Seat[];
}

export type FinishReason =
  | 'helipad' // reached the Helicopter and it was clear
  | 'kills' // reached the kills to win
  | 'lastManStanding'
  | 'lastManPoints'
  | 'kingSlain' // every King is dead
  | 'survivorsSlain' // every survivor is dead (Catch As Catch Can)
  | 'targetEscaped'
  | 'targetSlain'
  | 'survivorEscaped'
  | 'roundLimit';

export interface State {
  config: ZombiesConfig;
  /** The rules version the game was set up under, from 2 on (absent: version 1; version.ts). */
  version?: number;
  rng: RngState;
  /** 'setup' while Character Traits or the 3x3 start's pawns are being decided. */
  phase: 'setup' | 'play' | 'over';
  /** 1-based; a round ends when every seat had its turn. */
  round: number;
  /** Turns played so far (Catch As Catch Can alternates Kings with it). */
  turns: number;
  geo: Geo;
  /** Per square: zombies, Life tokens, Bullet tokens. */
  zombies: number[];
  life: number[];
  bullets: number[];
  revenants: Revenant[];
  players: PlayerState[];
  /** Seats that are King Zombies (Catch As Catch Can). */
  kings: Seat[];
  /** The secret Target (Catch As Catch Can), or -1. */
  target: Seat;
  /** Face down; the last is the top. */
  tileDeck: string[];
  eventDeck: string[];
  /** Face up. */
  eventDiscard: string[];
  /** Tokens in the box (zombies: -1 with Fahsands Ov Em, never runs out). */
  supply: { zombies: number; life: number; bullets: number };
  /** Deaths so far (Last Man Standing order). */
  deaths: number;
  /** Zombie moves are skipped until this seat's next turn starts (All the Marbles), or -1. */
  frozenUntil: Seat;
  turn: TurnState;
  pending: Choice[];
  finish: Finish | null;
  /** Scenarios and tests only: die results used in order before the RNG (dice.ts). */
  forcedDice?: number[];
}
