/**
 * What a game's table gives the shell. Each game has one, in its own chunk, loaded when a game
 * of it is opened (tables.ts): its part of the new-game form, its game screen, its replay, its
 * rules for play in the browser and its own messages. The shell knows nothing else of a game.
 */
import type { ComponentType } from 'react';
import type { MessageLoaders } from '../i18n/index.ts';
import type { LocalRules } from './conn/local-game.ts';
import type { CatalogGame, GameConnection, GameRecord, SequelChoice } from './conn/types.ts';
import type { SwitchRule } from './lobby/switches.ts';

/** What a game's setup has chosen so far; the shell adds the option switches and starts it. */
export interface SetupDraft {
  /** What is started from the game's catalogue (a mission id). */
  entry: string;
  /** The game's config, without the switches the lobby draws from its schema. */
  config: Record<string, unknown>;
  /** Seats the config has (one invite link each). */
  seats: number;
  /** The config is complete: the game may start. */
  ready: boolean;
  /** What starts, for the Start button ("M0 with 2 survivors"), in the chosen language. */
  summary: string;
  /** A short description for the saved-games list (the survivors' names). */
  label: string;
}

export interface SetupProps {
  game: CatalogGame;
  onChange: (draft: SetupDraft) => void;
}

export interface TableProps {
  conn: GameConnection;
  onLeave: () => void;
  onReplay?: () => void;
  /** The next game continuing this one once it has ended, when the service can make one (TableService.sequel). */
  sequel?: SequelHooks;
}

/** A table's way to the next game of a campaign. */
export interface SequelHooks {
  /** Makes the next game with the players' choice and opens it; rejects with the reason (errorText words it). */
  start(choice: SequelChoice): Promise<void>;
  /** Another screen may make it (a server game): `next` then tells whether one did. */
  readonly shared: boolean;
  /** The link to this screen's seat of the next game another screen made, or null while there is none. */
  next(): Promise<string | null>;
  /** Opens a link `next` gave. */
  open(link: string): void;
}

export interface ReplayProps {
  record: GameRecord;
  onLeave: () => void;
}

export interface TableModule {
  Setup: ComponentType<SetupProps>;
  Table: ComponentType<TableProps>;
  Replay: ComponentType<ReplayProps>;
  /** The rules in the browser (play without a server). */
  localRules(): LocalRules;
  /** What a seat plays, named for people ("Hanna, Jeb"), from the ids the server gives. */
  piecesLabel(pieces: readonly string[]): string;
  /** The same for a whole game, from a view of it (a game joined by a link). */
  viewLabel(view: unknown): string;
  /**
   * When the lobby's option switches apply, by switch name (absent: always): a switch that needs another on, a
   * number of seats or a choice of the setup is disabled and unticked otherwise.
   */
  switchRules?: Readonly<Record<string, SwitchRule>>;
  /**
   * Whether a seat's view shows its own turn, not an off-turn window of its (a counter, a reaction): the shell's
   * "Your turn!" notice shows only then. Absent: whenever the game waits on the seat.
   */
  ownTurn?(view: unknown): boolean;
  /** The table's own messages, one loader per language, registered under the game's id as namespace. */
  messages?: MessageLoaders;
  /**
   * A mission document made in the mission studio (the game's mission format), added to the entries this page plays
   * in the browser; returns the entry id to start it by. Absent: the game has no studio.
   */
  studioMission?(mission: unknown): string;
}
