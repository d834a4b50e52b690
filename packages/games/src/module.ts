/**
 * A game module: everything the platform needs to host one game, bound in one
 * place (DESIGN.md, "games/"). The server, the simulator, the CLI and the web
 * shell ask only these questions; they never import a game's rules.
 */
import type { Bot } from '@horde/bots';
import type { Game, Seat } from '@horde/core';

/** One thing a player can start: a mission, a scenario, a variant. */
export interface CatalogueEntry {
  id: string;
  name: string;
  /** A difficulty or a size, shown beside the name. */
  label?: string;
}

/** Bad input to a game's tool (a tile list, a mission file): a sentence for the user, never a stack trace. */
export class ToolInputError extends Error {}

export interface RenderOptions {
  cols?: number;
  labels: 'local' | 'full' | 'none';
  title?: string;
}

/** A progress bar a long benchmark may drive (the CLI draws it; tests pass a silent one). */
export interface Progress {
  update(value?: number): void;
  stop(): void;
}

/** A speed measure of a game's engine: printed lines of rates and ratios, never pass/fail. */
export interface Benchmark<G> {
  description: string;
  run(
    game: G,
    options: { seeds: number; runs: number },
    progress: (label: string, total: number) => Progress,
  ): string[];
}

/**
 * Per-game figures a simulation report adds to the outcome (e.g. kills by type). The simulator
 * aggregates them by shape: a number (mean and histogram), a number array (totals and per-game
 * means by index), a Record<string, number> (totals by key).
 */
export type SimFigures = Record<string, number | number[] | Record<string, number>>;

/** How a simulation report presents a game, in English; the simulator knows nothing else of it. */
export interface SimReportSpec {
  /** Labels of the outcome reason codes (and of the simulator's roundLimit, stepLimit, stuck). */
  reasons?: Record<string, string>;
  /** Per simFigures key: a title, and labels by index (arrays) or by value 0, 1, … (numbers). */
  figures?: Record<string, { title: string; labels?: string[] }>;
  /** One line describing an entry (a mission's start, exits, spawns, objectives). */
  entryDescription?(entry: string): string;
  /** A map of a Record figure (its keys are places) drawn on the entry's board: an SVG. */
  heatMap?: { figure: string; draw(entry: string, counts: Record<string, number>, title: string): string };
}

export interface GameModule<Config = unknown, State = unknown, Action = unknown, Event = unknown, View = unknown> {
  readonly id: string;
  readonly name: string;
  readonly game: Game<Config, State, Action, Event, View>;
  /** What the lobby offers (missions, scenarios). */
  readonly entries: readonly CatalogueEntry[];
  /** Game-specific data the lobby and the table read (survivors, mission maps), JSON only. */
  catalogue(): unknown;
  /** A playable config for an entry with `seats` seats: what the simulator and quick games start. */
  defaultConfig(entry: string, seats?: number): Config;
  /** What a seat plays, in the game's words (the survivors of that seat), for invites. */
  seatPieces?(config: Config, seat: Seat): string[];
  /** The bots of this game by name; each plays one seat (or every seat of a cooperative game). */
  readonly bots: Record<string, (seed: number) => Bot<State, Action>>;
  /** Draws the game's tiles placed side by side (`horde render`); throws ToolInputError on a bad list. */
  renderTiles?(spec: string, options: RenderOptions): { svg: string; tiles: number };
  /**
   * Node tools (`horde sim`, `horde render`): this game with the entry of a file
   * added (a designer's mission; it replaces a shipped one of the same id), and that entry's id. Throws a
   * ToolInputError naming the file, line, entry and field when the file is not a valid entry.
   */
  withEntryFile?(file: string): { module: AnyModule; entry: string };
  /** Node tools (`horde validate --game` without paths): the folders of its shipped entry files. */
  shippedEntryFolders?(): string[];
  /** Node tools (`horde validate --game`): the problems of an entry file, one line each ("file:line: entry …"). */
  entryFileProblems?(file: string): string[];
  /** Draws one entry's map (a mission's board with its pieces) as SVG, for `horde render --mission`. */
  renderEntry?(entry: string, options: RenderOptions): string;
  /** Speed measures by name (`horde bench <name> --game <id>`). */
  readonly benchmarks?: Record<string, Benchmark<Game<Config, State, Action, Event, View>>>;
  /** Optional per-game figures for simulation reports and a round counter for round limits. */
  simFigures?(state: State): SimFigures;
  round?(state: State): number;
  /** Labels, titles and maps for simulation reports. */
  readonly simReport?: SimReportSpec;
  /**
   * Pinned games (durable games): the content a game of this config is played with (the mission with its tiles,
   * the decks, cards and characters), as plain JSON data. The server stores it with the game, under its SHA-256
   * fingerprint, so that a later edit, rebalance or deletion of that content never changes a game that started
   * before. Absent or null: the game has no content of its own (the toy game).
   */
  pin?(config: Config): unknown;
  /**
   * This game over pinned content (what `pin` gave, after a JSON round trip, possibly written by an older
   * Horde): a module whose game plays exactly as the one that pinned it did. Content pinned by an older content
   * format is brought up to today's by code written for it (migrations live beside this function).
   */
  fromPin?(pinned: unknown): GameModule<Config, State, Action, Event, View>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of unrelated type parameters
export type AnyModule = GameModule<any, any, any, any, any>;

/** The seat a tool plays next: the first awaited one (null: nobody is awaited). */
export function nextSeat(module: AnyModule, state: unknown): Seat | null {
  const seats = module.game.awaiting(state);
  return seats.length ? seats[0] : null;
}
