/**
 * Undead or Alive's own part of the state (`state.uoa`): the pieces and decks no other ruleset has. The shared
 * `State` does not declare it (the engine never reads it); the ruleset creates it at setup and reads it through
 * `uoaPart`. Plain JSON data, like the rest of the state.
 */
import type { State } from '../../state.ts';

export interface TrainState {
  /** Board positions of the track, from the back to the front (the direction of travel). */
  slots: { col: number; row: number }[];
  /** Tile on each slot: "10V" track, "10R" the locomotive, "11R"/"12R" cars. */
  tiles: string[];
  /** The train moves at the end of each Players' Phase once started. */
  running: boolean;
  /** Every part of the train has left the board. */
  gone: boolean;
  /** The train has come onto the board (it never enters twice). */
  entered?: boolean;
}

/** Machines (EN "Machine actions"): the Wagon, when the mission has it. */
export interface WagonState {
  zone: number;
  riders: number[];
  stuck: boolean;
  /** M7: Objective tokens stowed in it. */
  load?: number;
}

/** Machines (EN "Machine actions"): the Gatling Gun, when the mission has it. */
export interface GatlingState {
  zone: number;
  mounted: boolean;
  fixed: boolean;
  streak: number;
}

export interface UoaPart {
  /** Zones holding Vade Retro tokens (max 2 on the board). */
  vadeRetro: number[];
  /** Buildings (per tile) already entered: corpse piles revealed. Entries are "building:tile". */
  entered: string[];
  /** The Bounty deck, face down but for the feat on the back of its top card (EN "Bounty weapons"). */
  bountyDeck: number[];
  /** M8: Bounty cards set aside at setup, won only through Objectives (never by feats). */
  setAsideBounty: number[];
  /** A mobile train (EN "Train"): its track slots in the direction of travel and the tile on each. */
  train: TrainState | null;
  wagon: WagonState | null;
  gatling: GatlingState | null;
}

/** A state of Undead or Alive: the shared state and its own part. */
export interface UoaState extends State {
  uoa: UoaPart;
}

/** Undead or Alive's part of a state of its own. */
export function uoaPart(state: State): UoaPart {
  return (state as UoaState).uoa;
}

const EMPTY: Readonly<UoaPart> = Object.freeze({
  vadeRetro: [],
  entered: [],
  bountyDeck: [],
  setAsideBounty: [],
  train: null,
  wagon: null,
  gatling: null,
});

/**
 * For readers shared by both Zombicides (bots): a state's Undead or Alive part to read, or for another ruleset's
 * state an empty one (no token, no piece, no Bounty card), as its state had before each ruleset kept its own.
 */
export function uoaPartOrEmpty(state: State): Readonly<UoaPart> {
  return (state as Partial<UoaState>).uoa ?? EMPTY;
}
