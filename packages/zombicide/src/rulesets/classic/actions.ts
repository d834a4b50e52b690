/**
 * Classic's own action kinds (the core's are CoreAction, actions.ts): doors, vehicles, switches, its Skills' and
 * modes' actions, Companion Instructions, Team Actions and the answers to its own choices. Declared into the
 * engine's Action union (RulesetActions), so the engine plays them without naming them.
 */
import type { CoreAction } from '../../actions.ts';

/** What a Companion may be told to do (`give`, `drop`: a dog hands over or drops the card it holds, for free). */
export const INSTRUCTION_ORDERS = [
  'shoot',
  'openDoor',
  'move',
  'melee',
  'noise',
  'search',
  'give',
  'drop',
  'getIn',
  'getOut',
  // [TCM] the Handyman breaks a barricade of his zone (target: the mission's spot), silently (seed 001 line 2018).
  'breakBarricade',
] as const;
export type InstructionOrder = (typeof INSTRUCTION_ORDERS)[number];

export type ClassicOwnAction =
  /** Open a door of the survivor's zone with the weapon in `slot` (-1: without a weapon, a skill allowing it). */
  | { type: 'openDoor'; s: number; door: number; slot: number }
  /** Improved weapons: the cards in slots `a` and `b` become one weapon (free), in slot `a`. */
  | { type: 'combine'; s: number; a: number; b: number }
  /** A healing skill: survivor `s` removes a Wound from survivor `who` in its zone. */
  | { type: 'heal'; s: number; who: number }
  // Cars (a ruleset's vehicles): get in at a seat (0: the driver's), get out, change seats, drive 1-2 zones, search
  | { type: 'getInCar'; s: number; car: number; seat: number }
  | { type: 'getOutOfCar'; s: number }
  | { type: 'changeSeat'; s: number; seat: number }
  | { type: 'drive'; s: number /** The zones entered, in order. */; path: number[] }
  | { type: 'searchCar'; s: number; car: number }
  // A helicopter (a vehicle of `cars`): its pilot takes off, lands, flies it 1-2 zones
  | { type: 'takeOff'; s: number }
  | { type: 'land'; s: number }
  | { type: 'fly'; s: number /** The zones flown over, in order. */; path: number[] }
  // A vehicle's stash: cards stored from these slots; cards taken (instance ids) into these slots, pairwise
  | { type: 'stash'; s: number; car: number; slots: number[] }
  | { type: 'takeStashed'; s: number; car: number; cards: number[]; slots: number[] }
  // [PO] Pull a Switch: the mission's switch `switch` turns its gate a quarter turn, clockwise (1) or not (-1);
  // a switch of doors has no way to choose: it is pulled with turn 1
  | { type: 'pullSwitch'; s: number; switch: number; turn: 1 | -1 }
  /**
   * A ruleset's Charge skill: a free move of up to 2 zones (`via` the first) into a zone with zombies; with
   * `bloodlust`, that Skill's move (1 Action) and the free Combat Action of its type it grants.
   */
  | { type: 'chargeMove'; s: number; to: number; via: number[]; bloodlust?: 'combat' | 'melee' | 'ranged' }
  /** A ruleset's Lock it down: close an open door of the survivor's zone. */
  | { type: 'lockDoor'; s: number; door: number }
  /**
   * [TCM] Build a barricade on spot `spot` (start it, or complete one started); break one as a door opens. `spot`: the
   * mission's index, or a Handyman's Leader's free key off the mission's spots (board/barricades.ts `freeSpot`).
   */
  | { type: 'buildBarricade'; s: number; spot: number }
  | { type: 'breakBarricade'; s: number; spot: number; slot: number }
  /** A ruleset's Loud: the survivor's zone counts as the noisiest of the board until his next Activation. */
  | { type: 'loud'; s: number }
  // Answers to its own choices
  | { type: 'loseCard'; slot: number }
  | { type: 'spawnRoom'; zone: number }
  | { type: 'modeChoice'; option: string }
  /**
   * A Team Action (a ruleset's): card `card` of the team's, toward `zone`, with these teammates; `way` 2 plays the
   * card's second way (`zone` is the one they all stand in, each acting on his own).
   */
  | { type: 'teamAction'; s: number; card: number; zone: number; with: number[]; way?: 2 }
  /** A free attack of a survivor taking part in the Team Action being resolved (`zone`: his own target, way 2). */
  | { type: 'teamAttack'; s: number; slot: number; dual: boolean; zone?: number }
  /** The free Move of a survivor taking part in a Team Action played its second way (`to` his own zone: none). */
  | { type: 'teamMove'; s: number; to: number }
  /**
   * An Instruction survivor `s` gives his Companion `companion` (a ruleset's Companion cards): `target` is the
   * zone (shoot, move), the door (openDoor) or the vehicle seat (getIn) it acts on, -1 for none.
   */
  | { type: 'instruct'; s: number; companion: number; order: InstructionOrder; target: number }
  /** A Melee Action at a rival survivor `who` in the zone (a ruleset's competitive mode): each hit wounds him. */
  | { type: 'meleeRival'; s: number; slot: number; dual: boolean; who: number };

/** An action of Classic: the core's and its own. */
export type ClassicAction = CoreAction | ClassicOwnAction;

declare module '../../actions.ts' {
  interface RulesetActions {
    classic: ClassicOwnAction;
  }
}
