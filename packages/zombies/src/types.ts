/**
 * The types of Zombies!!! (seed 004): config, state, actions, events and a seat's view.
 * The web table builds on this file: it is kept stable.
 *
 * The map. Tiles are 3x3 squares laid on an integer grid (the Town Square at x 0, y 0; x grows to the east,
 * y to the south). A square is a number: `tileIndex * 9 + row * 3 + col`, where tileIndex is the tile's place
 * in `tiles` (the order they were laid) and row/col are in map orientation (after the tile's rotation). So
 * square s is at map cell x = tiles[s/9|0].x*3 + s%3, y = tiles[s/9|0].y*3 + (s%9)/3|0. `geo` holds what each
 * square is (road or building, which building) and where one may step from it (links, corner doors included).
 */
import type { RngState, Seat } from '@horde/core';

// ---------------------------------------------------------------------------------------------------------
// Config (what the lobby sends; see config-schema.ts for defaults and descriptions)
// ---------------------------------------------------------------------------------------------------------

export interface ZombiesConfig {
  /** 2..6 seats; seat 0 plays first. */
  seats: number;
  /** Kills that win (published: 25). */
  killsToWin: number;
  /** Designed cap: the game ends after this many rounds (most kills wins). */
  roundLimit: number;
  /** How long the reaction window after a movement roll stays open (ms); 0: no deadline. */
  reactionMs: number;
  whereInHellAreWe: boolean;
  justAMinute: boolean;
  fleshWound: boolean;
  comeToPapa: boolean;
  /** Come to Papa's "+1 for 1 extra Movement point (taking careful aim)". */
  carefulAim: boolean;
  zombieAGoGo: boolean;
  characterTraits: boolean;
  lastManStanding: boolean;
  /** Last Man Standing's start: as normal, or 9 tiles in a 3x3 square with pawns placed in turn. */
  lastManStart: 'townSquare' | 'grid';
  /** The 3x3 start with its tiles' zombies ("we prefer 'with'"). */
  lastManGridZombies: boolean;
  /** Rounds at the start during which no player may attack another (0: none). */
  amnestyRounds: number;
  /** Last Man Standing scored in points (kills, +3 per zombified ex-player, survival bonus). */
  lastManScoring: boolean;
  /** Last Man Standing keeps the Helipad as just another map tile (no escape); default: excluded. */
  lastManHelipad: boolean;
  catchAsCatchCan: boolean;
  /** Number of King Zombies (spaced around the table). */
  kings: number;
  /** Catch As Catch Can with the Helipad and an escape. */
  kingHelipadEscape: boolean;
  /** Catch As Catch Can with a secret Target the players must get out (or keep alive). */
  kingTarget: boolean;
  duckNWeave: boolean;
  whereDidTheyComeFrom: boolean;
  inHereQuick: boolean;
  eatThemNotMe: boolean;
  youWannaTrade: boolean;
  whatsThis: boolean;
  fahsands: boolean;
  oneBite: boolean;
  /** One Bite: no zombie when the player was slain by another player. */
  oneBiteSparePlayerKills: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Content (given to createZombiesGame; @horde/content/zombies builds and validates it)
// ---------------------------------------------------------------------------------------------------------

/** Where a value comes from: the seed (with its line), the published base game, or our design. */
export type Source = 'designed' | 'published base game' | `seed 004 line ${number}`;

export type TileKind = 'townSquare' | 'helipad' | 'named' | 'road';

/** A door: the building cell and the road cell it opens onto (orthogonal, or diagonal for a corner door). */
export interface DoorDef {
  at: [col: number, row: number];
  to: [col: number, row: number];
}

export interface TileDef {
  id: string;
  /** English name for tools; the table translates by id. */
  name: string;
  kind: TileKind;
  /** Physical copies in the box. */
  copies: number;
  /**
   * Three rows of three cells, north up: 'R' road, 'B' the named building (or the Helipad's pad), 'H' the
   * Helicopter (the Helipad's centre), a lowercase letter an unnamed building (same letter: same building).
   */
  cells: [string, string, string];
  /** Doors of the named building and of the unnamed buildings (In Here, Quick!). */
  doors: DoorDef[];
  /** The 'Z' number of a named building (Where in Hell Did They Come From?); 0 for others. */
  z: number;
  /** Printed counts placed in the building when the tile is laid. */
  zombies: number;
  life: number;
  bullets: number;
  source: Source;
  /** The fields of this entry that are ours, not the seed's or the publisher's. */
  designed: string[];
}

/** What an event card does; the rules implement each code. */
export type EventEffect =
  | 'moveBonus' // Adrenaline Rush: + amount movement this turn
  | 'freezeZombies' // All the Marbles: no zombie moves until your next turn
  | 'slipAway' // Alternate Food Source: leave a fight, the zombies stay
  | 'halveMove' // Bad Sense of Direction
  | 'noMove' // Brain Cramp
  | 'dropBullets' // Butter Fingers: the target drops `amount` bullets in its square
  | 'itemCombat' // Chainsaw, Hey Look... A Shotgun!: + bonus to the next `charges` rolls
  | 'noBuildings' // Claustrophobia
  | 'noZombieSquares' // Fear
  | 'itemPermanent' // Fire Axe: + bonus to every Combat roll
  | 'heal' // First Aid Kit
  | 'rest' // Much Needed Rest: Life instead of moving
  | 'blast' // Grenade, Molotov Cocktail: kill up to `amount` zombies in your square or one next to it
  | 'keys' // Keys Are Still In It!: move `amount` instead of rolling
  | 'ammo' // Lots of Ammo
  | 'moreZombies' // Many Many More: up to `amount` zombies into a named building
  | 'trip' // Mr. Pibbles: the target loses 1 Life (never its last)
  | 'nerves' // Nerves of Steel: + bonus to Combat and Dodge rolls this turn
  | 'itemMove' // Skateboard: + bonus to every Movement roll
  | 'reroll' // Slight Miscalculation: the target re-rolls its movement and keeps the new roll
  | 'supplies' // This Isn't So Bad: 1 Life and 1 Bullet
  | 'slowDown' // Untied Shoe: the target loses `amount` movement
  | 'clearTile' // Where Did Everybody Go?: the zombies of a tile's road squares go back to the box
  | 'zombieMaster' // Zombie Master: roll two dice for this turn's zombie moves
  | 'screwed'; // We're Screwed: the target needs 1 more to kill zombies this turn

/**
 * When an event card may be played: `own` on your turn (before your movement roll or while moving, not in a
 * fight), `beforeMove` instead of your movement roll, `moving` after your movement roll, `fight` in a fight
 * before a roll, `reaction` in another player's reaction window (on that player).
 */
export type EventTiming = 'own' | 'beforeMove' | 'moving' | 'fight' | 'reaction';

export interface EventDef {
  id: string;
  title: string;
  /** Copies in the deck (the deck holds 50). */
  count: number;
  /** Our English text (the published texts are not reproduced). */
  text: string;
  timing: EventTiming;
  effect: EventEffect;
  /** Named building tile ids where the card must be played (empty: anywhere). */
  buildings: string[];
  /** Tile ids where `amountInBuilding` replaces `amount`. */
  bonusBuildings: string[];
  amount: number;
  amountInBuilding: number;
  /** Item cards stay in front of you: bonus per roll and charges (0: for the rest of the game). */
  bonus: number;
  charges: number;
  /** Gun cards also apply to Shooting (Come to Papa, seed 004 line 103). */
  gun: boolean;
  source: Source;
  designed: string[];
}

export interface ZombiesContent {
  tiles: TileDef[];
  events: EventDef[];
  /** The box: 100 zombies, 30 Life and 60 Bullet tokens (published). */
  tokens: { zombies: number; life: number; bullets: number };
}

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

// ---------------------------------------------------------------------------------------------------------
// Actions (action-schema.ts checks what arrives)
// ---------------------------------------------------------------------------------------------------------

export type Action =
  | { type: 'chooseSchtick'; schtick: Schtick | null }
  | { type: 'nameFlaw'; flaw: Flaw }
  | { type: 'placePawn'; square: number }
  | { type: 'placeTile'; x: number; y: number; rotation: number }
  | { type: 'rollMove' }
  | { type: 'search' }
  /** One step. `weave`: Duck 'n' Weave into a square of players who might attack (Eat Them, Not Me!). */
  | { type: 'move'; to: number; weave?: boolean }
  | { type: 'endMove' }
  | { type: 'fight' }
  | { type: 'dodge' }
  | { type: 'dodgeTo'; square: number }
  /** Raise failed roll number `roll` (index in the pending rolls) to a success with the bullets it needs. */
  | { type: 'spendBullets'; roll: number }
  /** Take the failed rolls as they are. */
  | { type: 'declineBullets' }
  /** Come to Papa: shoot at a zombie in `square`, or at player `seat` there; `aim`: careful aim (+1, 1 more Movement). */
  | { type: 'shoot'; square: number; seat?: number; aim: boolean }
  /** Attack a player in your square (or, in a leaveAttack window, the player leaving). */
  | { type: 'attack'; seat: number }
  /** Answer a reaction window or a leaveAttack window without acting. */
  | { type: 'pass' }
  /** Rules version 3: seat `seat` sees the reaction window, which starts its clock (window-clock.ts). */
  | { type: 'look'; seat: number }
  | { type: 'playEvent'; card: string; target?: number; square?: number; tile?: number }
  | { type: 'placeZombie'; square: number }
  | { type: 'chooseFind'; find: Find }
  | { type: 'discard'; card: string }
  | { type: 'keepHand' }
  | { type: 'moveZombie'; from: number; to: number }
  | { type: 'endZombies' }
  | { type: 'rerollZombies' }
  | { type: 'keepZombies' }
  | { type: 'offerTrade'; seat: number; give: TradeItem; giveCard?: string; take: TradeItem }
  /** Accept a trade; `card` is the card you give when the offer takes one. */
  | { type: 'acceptTrade'; card?: string }
  | { type: 'declineTrade' }
  /** Thief: take 1 bullet from a player in your square. */
  | { type: 'steal'; seat: number }
  /** Sixth Sense: roll a building's extra zombies from the square next to it. */
  | { type: 'sense'; square: number }
  | { type: 'swapCard'; give: string; take: string }
  | { type: 'noSwap' }
  /** Catch As Catch Can: the King's entry square. */
  | { type: 'enterMap'; square: number }
  /** Sent by the server when the reaction window's time is up. */
  | { type: 'timeout' };

// ---------------------------------------------------------------------------------------------------------
// Events: codes and parameters, never prose (the table translates them). `rule` names the rule behind.
// ---------------------------------------------------------------------------------------------------------

export type Rule =
  | 'setup'
  | 'turn'
  | 'tiles'
  | 'roadZombies'
  | 'buildingContents'
  | 'movement'
  | 'combat'
  | 'pickup'
  | 'zombieMove'
  | 'events'
  | 'death'
  | 'win'
  | 'roundLimit'
  | 'whereInHellAreWe'
  | 'justAMinute'
  | 'fleshWound'
  | 'comeToPapa'
  | 'zombieAGoGo'
  | 'characterTraits'
  | 'lastManStanding'
  | 'catchAsCatchCan'
  | 'duckNWeave'
  | 'whereDidTheyComeFrom'
  | 'inHereQuick'
  | 'eatThemNotMe'
  | 'youWannaTrade'
  | 'whatsThis'
  | 'fahsands'
  | 'oneBite';

export type RollPurpose = 'move' | 'combat' | 'dodge' | 'shoot' | 'search' | 'zombies' | 'extraZombies' | 'duel';

export type GameEvent =
  /** Made at setup (the setup's events are not sent to seats; a table may show it at the start). */
  | { type: 'setupDone'; first: Seat; kings: Seat[] }
  /** Made at setup with a Target: only the players' team receives `target`; others get null. */
  | { type: 'targetChosen'; target: Seat | null }
  /** `wants` only for the writer; other seats get null. */
  | { type: 'schtickWritten'; seat: Seat; wants: boolean | null }
  | { type: 'flawNamed'; seat: Seat; by: Seat }
  | { type: 'traitsRevealed'; traits: { seat: Seat; schtick: Schtick | null; flaw: Flaw | null }[] }
  | { type: 'pawnPlaced'; seat: Seat; square: number; rule: Rule }
  | { type: 'roundStarted'; round: number }
  | { type: 'turnStarted'; seat: Seat; round: number }
  | { type: 'turnSkipped'; seat: Seat; reason: 'kingWaiting' }
  /** `cards` only for the drawer; other seats get null. */
  | { type: 'cardsDrawn'; seat: Seat; count: number; cards: string[] | null; rule: Rule }
  | { type: 'eventDeckReshuffled' }
  | { type: 'tileDrawn'; seat: Seat; tile: string }
  | { type: 'tileSetAside'; tile: string; rule: Rule }
  | { type: 'noTilePlaced'; seat: Seat }
  | { type: 'tilePlaced'; seat: Seat; tile: string; x: number; y: number; rotation: number; index: number }
  | { type: 'zombiesPlaced'; squares: number[]; rule: Rule }
  | { type: 'tokensPlaced'; square: number; life: number; bullets: number; rule: Rule }
  /** A die rolled in the open: `dice` (several in a Zombie a Go-Go fight), modifiers summed in `modifier`. */
  | {
      type: 'diceRolled';
      seat: Seat;
      purpose: RollPurpose;
      dice: number[];
      modifier: number;
      need: number | null;
      rule: Rule;
    }
  | { type: 'movementSet'; seat: Seat; die: number | null; total: number; rule: Rule }
  | { type: 'movementLost'; seat: Seat; amount: number; left: number; rule: Rule }
  | { type: 'moved'; seat: Seat; from: number; to: number; rule: Rule }
  | { type: 'moveEnded'; seat: Seat }
  | { type: 'tokensTaken'; seat: Seat; square: number; life: number; bullets: number; rule: Rule }
  | { type: 'fightStarted'; seat: Seat; square: number; zombies: number; round: number; rule: Rule }
  | { type: 'bulletsSpent'; seat: Seat; count: number; roll: number; raisedTo: number; rule: Rule }
  | { type: 'zombieKilled'; seat: Seat; square: number; revenant: Seat | null; rule: Rule }
  | { type: 'lifeLost'; seat: Seat; amount: number; life: number; by: Seat | null; rule: Rule }
  | { type: 'lifeGained'; seat: Seat; amount: number; life: number; rule: Rule }
  | { type: 'bulletsGained'; seat: Seat; amount: number; bullets: number; rule: Rule }
  | { type: 'bulletsLost'; seat: Seat; amount: number; bullets: number; rule: Rule }
  | { type: 'dodged'; seat: Seat; square: number; success: boolean; rule: Rule }
  | { type: 'fightEnded'; seat: Seat; square: number; rule: Rule }
  | {
      type: 'shot';
      seat: Seat;
      square: number;
      target: Seat | null;
      distance: number;
      die: number;
      need: number;
      hit: boolean;
      rule: Rule;
    }
  | { type: 'attacked'; attacker: Seat; defender: Seat; kind: Duel['kind']; rule: Rule }
  | { type: 'duelResolved'; attacker: Seat; defender: Seat; attackerHit: boolean; defenderHit: boolean; rule: Rule }
  | {
      type: 'playerDied';
      seat: Seat;
      square: number;
      by: Seat | null;
      keptKills: number;
      lostKills: number;
      rule: Rule;
    }
  | { type: 'playerEliminated'; seat: Seat; rule: Rule }
  | { type: 'respawned'; seat: Seat; square: number; life: number; bullets: number; rule: Rule }
  | { type: 'bulletsDropped'; seat: Seat; square: number; amount: number; rule: Rule }
  | { type: 'becameZombie'; seat: Seat; square: number; rule: Rule }
  | { type: 'becameMinion'; seat: Seat; rule: Rule }
  | { type: 'kingEntered'; seat: Seat; square: number; rule: Rule }
  | { type: 'searched'; seat: Seat; square: number; die: number; result: 'zombie' | 'nothing' | 'choice' | Find }
  | { type: 'found'; seat: Seat; find: Find; rule: Rule }
  | { type: 'extraZombiesRolled'; seat: Seat; building: number; die: number; extra: number; placer: Seat; rule: Rule }
  | {
      type: 'eventPlayed';
      seat: Seat;
      card: string;
      target: Seat | null;
      square: number | null;
      tile: number | null;
      rule: Rule;
    }
  | { type: 'eventDiscarded'; seat: Seat; card: string; rule: Rule }
  | { type: 'itemUsedUp'; seat: Seat; card: string }
  | { type: 'windowOpened'; seats: Seat[]; on: Seat; endsAt: number | null; rule: Rule }
  | { type: 'windowPassed'; seat: Seat; timedOut: boolean }
  | { type: 'windowClosed' }
  | { type: 'zombieRoll'; seat: Seat; dice: number[]; count: number; rule: Rule }
  | { type: 'zombieMoved'; seat: Seat; from: number; to: number; rule: Rule }
  | { type: 'zombiesFrozen'; seat: Seat; rule: Rule }
  | { type: 'zombieMovesEnded'; seat: Seat }
  /** Trades: token amounts are public; `card` only for the two traders, null for others. */
  | { type: 'tradeOffered'; from: Seat; to: Seat; give: TradeItem; giveCard: string | null; take: TradeItem }
  | {
      type: 'tradeDone';
      from: Seat;
      to: Seat;
      give: TradeItem;
      giveCard: string | null;
      take: TradeItem;
      takeCard: string | null;
    }
  | { type: 'tradeDeclined'; from: Seat; to: Seat }
  | { type: 'bulletStolen'; seat: Seat; from: Seat; rule: Rule }
  /** A card swap with a dead player's hand: the cards only for the swapper and the dead player. */
  | { type: 'cardSwapped'; seat: Seat; dead: Seat; give: string | null; take: string | null; rule: Rule }
  | { type: 'turnEnded'; seat: Seat }
  | { type: 'gameOver'; reason: FinishReason; winners: Seat[] };

// ---------------------------------------------------------------------------------------------------------
// A seat's view (view.ts): what it may see, nothing else
// ---------------------------------------------------------------------------------------------------------

export interface PlayerView {
  seat: Seat;
  role: Role;
  status: PlayerStatus;
  /** null off the map. */
  square: number | null;
  corpse: number | null;
  life: number;
  maxLife: number;
  bullets: number;
  kills: number;
  revenantKills: number;
  handSize: number;
  items: Item[];
  /** Own Schtick always; others' once revealed. */
  schtick: Schtick | null;
  /** Own and others' Flaw once revealed; also the Flaw this seat named for that player. */
  flaw: Flaw | null;
  /** Whether the player asked for a Schtick: known to all once every Schtick is written (null before). */
  wantsSchtick: boolean | null;
  traitsRevealed: boolean;
  playedEventThisRound: boolean;
  searched: number[];
  entered: boolean;
  /** Order of death for Last Man Standing (1: first to die), 0 while alive. */
  deathOrder: number;
}

/**
 * A pending decision as a seat sees it: a swap shows the dead player's hand only to the one choosing; a
 * trade's offered card only to the two traders (null for others).
 */
export type PendingView =
  | Exclude<Choice, { kind: 'swap' }>
  | { kind: 'swap'; seats: Seat[]; dead: Seat; hand: string[] | null };

/** The turn as every seat sees it: all of it is on the table (the die, the moves made, the fight, the effects). */
export type TurnView = TurnState;

export interface ZombiesView {
  /** The viewer (null: a spectator). */
  seat: Seat | null;
  config: ZombiesConfig;
  /** The rules version the game plays (absent: version 1), as in the state. */
  version?: number;
  phase: State['phase'];
  round: number;
  turns: number;
  geo: Geo;
  zombies: number[];
  life: number[];
  bullets: number[];
  revenants: Revenant[];
  players: PlayerView[];
  kings: Seat[];
  /** The Target, for the seats that know it (the survivors' team; everyone once revealed); else null. */
  target: Seat | null;
  /** Own hand (null for a spectator). */
  hand: string[] | null;
  tileDeckSize: number;
  eventDeckSize: number;
  eventDiscard: string[];
  supply: State['supply'];
  frozenUntil: Seat;
  turn: TurnView;
  /** The decisions waiting, the one answered first last. */
  pending: PendingView[];
  /** Seats awaited now. */
  awaiting: Seat[];
  finish: Finish | null;
}
