/** The content of Zombies!!! (given to createZombiesGame; @horde/content/zombies builds and validates it). */

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
