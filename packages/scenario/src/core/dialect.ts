/**
 * A dialect: one game's scenario language. The generic core finds the files,
 * reads the YAML (with lines), picks the dialect by the file's `game` key and
 * reports the results; the dialect knows the game: its schema, how to set up
 * a position, what each step plays and how to check its expectations. Every
 * dialect plays its steps through the one step loop, core/steps.ts (each step
 * as its seat, a refusal matched by code, the run stopped at the first surprise).
 *
 * Adding a game (Seconds to Live, Zombies!!!): a folder src/<game>/ with one
 * Dialect, listed in src/index.ts. Nothing in core/ changes.
 */
import type { ScenarioError } from './errors.ts';
import type { RunOutcome } from './result.ts';
import type { ScenarioSource } from './yaml.ts';

/** What every dialect's parse returns: enough for the core to name the scenario in a report. */
export interface Parsed {
  file: string;
  name: string;
}

export interface Dialect<P extends Parsed = Parsed> {
  /** The game id, as in @horde/games and a file's `game:` key ('uoa'). */
  readonly game: string;
  /** The game's name for messages ('Zombicide: Undead or Alive'). */
  readonly title: string;
  /**
   * Checks the file's keys against the dialect's format (the `game` key is
   * already taken out). Throws a ScenarioError (source.error) on a malformed file.
   */
  parse(source: ScenarioSource): P;
  /**
   * Sets up the position, plays the steps (core/steps.ts playSteps) and checks the expectations.
   * Throws a ScenarioError when the file turns out malformed while building
   * (an unknown zone, card, piece); anything else it reports as failures.
   */
  run(parsed: P): RunOutcome;
  /**
   * `horde validate`: what can be checked without playing (names resolve,
   * the position builds). Returns the problems, none when well-formed.
   */
  validate(parsed: P): ScenarioError[];
}

/** The dialects known to a runner, by game id. */
export interface DialectRegistry {
  /** Game ids, in registration order. */
  readonly games: readonly string[];
  get(game: string): Dialect | undefined;
}

export function createDialectRegistry(dialects: readonly Dialect[]): DialectRegistry {
  const byGame = new Map<string, Dialect>();
  for (const d of dialects) {
    if (byGame.has(d.game)) throw new Error(`two scenario dialects for game "${d.game}"`);
    byGame.set(d.game, d);
  }
  return { games: [...byGame.keys()], get: (game) => byGame.get(game) };
}
