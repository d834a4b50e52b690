/**
 * Classic's own part of the state (`state.classic`): the pieces no other ruleset has. The shared `State` does not
 * declare it (the engine never reads it); the ruleset creates it at setup and reads it through `classicPart`. Each
 * field is absent where the mission does not use it. Plain JSON data, like the rest of the state.
 */
import type { State } from '../../state.ts';

/** A car (a ruleset's vehicle): its zone, its seats (0: the driver's; survivor index or -1), searched or not. */
export interface CarState {
  kind: string;
  zone: number;
  seats: number[];
  searched: boolean;
  /** The mission lets it be driven (a helicopter: flown). */
  drivable: boolean;
  /** A helicopter in flight (absent: landed, or not a helicopter). */
  flying?: boolean;
  /** Equipment cards stashed in it (card instance ids; absent: none). */
  stash?: number[];
  /** Aboard without a seat: a ruleset's Dog Companions riding with their Handler (survivor indexes; absent: none). */
  riders?: number[];
}

export interface ClassicPart {
  /** Noise tokens per zone, for a ruleset that leaves them where they are made (absent otherwise). */
  noiseTokens?: number[];
  /** Doors that cannot be opened (yet), for a board with doors. */
  lockedDoors?: number[];
  /** Zones whose building spawn has been drawn (a building's first opening), for a board with doors. */
  spawnedRooms?: number[];
  /** Cars on the board, for a mission that places them (absent otherwise). */
  cars?: CarState[];
  /** A car attack under way: the driver and the zones still to be run over, in order (absent otherwise). */
  carRun?: { driver: number; car: number; zones: number[] };
  /** A ruleset's Companion cards not yet drawn (face down), and its Companion tokens on the board (absent: none). */
  companionDeck?: number[];
  companionTokens?: { zone: number; hidden: boolean }[];
  /** A ruleset's tents on the board, each with its card once revealed (null: face down); absent: none. */
  tents?: { zone: number; card: string | null }[];
  /** The tent cards dealt face down, one per entry of `tents` (hidden until revealed). */
  tentDeal?: string[];
  /**
   * A Team Action being resolved (a ruleset's): who used it, its card, its Zone, the survivors still to act;
   * played its second way (`way` 2), `moving` lists the survivors whose own Move comes first.
   */
  teamAction?: { user: number; card: string; zone: number; members: number[]; way?: 2; moving?: number[] } | null;
  /**
   * Zombies that stepped into a security zone [PO] this Activation, pushed back at its end (a ruleset's):
   * [zone, zone they left, type, count] per group, flat.
   */
  securityPushBack?: number[];
  /** Quarter turns clockwise of each rotating security gate [PO] (geometry `gates` order), for a board with gates. */
  gates?: number[];
  /** Gozer [G2] on the board: the Abominations whose abilities it gained when it spawned (a ruleset's ids). */
  gozer?: string[];
  /** Stay Puft [G3]: the survivors who dealt a Damage 3 Proton Pack hit to it this round (crossing the streams). */
  streams?: number[];
}

/** A state of Classic: the shared state and its own part. */
export interface ClassicState extends State {
  classic: ClassicPart;
}

/** Classic's part of a state of its own. */
export function classicPart(state: State): ClassicPart {
  return (state as ClassicState).classic;
}

const EMPTY: Readonly<ClassicPart> = Object.freeze({});

/**
 * For readers shared by both Zombicides (bots): a state's Classic part to read, or for another ruleset's state an
 * empty one (every field absent, as its state had before each ruleset kept its own).
 */
export function classicPartOrEmpty(state: State): Readonly<ClassicPart> {
  return (state as Partial<ClassicState>).classic ?? EMPTY;
}
