/**
 * The generic runner: a file's text is read as YAML, its `game` key picks the
 * dialect (none: Undead or Alive, the format before there were dialects), and
 * the dialect parses, runs or validates it. A malformed file is a result too,
 * with one line. A run for one game (`game` given) reports a file of another
 * game, never runs it; a run for every game (`game` undefined in runPaths)
 * runs each file in its own game's dialect.
 */
import { readFileSync } from 'node:fs';
import { createDialectRegistry, type Dialect, type DialectRegistry, type Parsed } from './dialect.ts';
import { ScenarioError } from './errors.ts';
import { collectScenarioFiles } from './files.ts';
import { malformed, type ScenarioResult } from './result.ts';
import { readScenarioYaml } from './yaml.ts';

/** The game of a file without a `game` key: every file written before dialects existed is an Undead or Alive one. */
export const DEFAULT_SCENARIO_GAME = 'uoa';

export interface ScenarioRunner {
  readonly dialects: DialectRegistry;
  /** Reads and parses a file for `game` (default DEFAULT_SCENARIO_GAME); a ScenarioError when malformed or for another game. */
  open(text: string, file: string, game?: string): { dialect: Dialect; parsed: Parsed };
  /** `game` null: the file's own game, whichever it is. */
  runText(text: string, file: string, game?: string | null): ScenarioResult;
  runFile(file: string, game?: string | null): ScenarioResult;
  /**
   * Files and folders (folders searched recursively, known-failing/ skipped unless named); a missing path is a
   * malformed result. `game` undefined: every file in its own game's dialect.
   */
  runPaths(paths: readonly string[], game?: string): ScenarioResult[];
  /** `horde validate`: one line per problem, none when the file is well-formed. */
  validateText(text: string, file: string, game?: string): string[];
  validateFile(file: string, game?: string): string[];
}

function readText(file: string): string | ScenarioError {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    return new ScenarioError(file, undefined, '', `cannot read (${(e as Error).message})`);
  }
}

export function createScenarioRunner(list: readonly Dialect[]): ScenarioRunner {
  const dialects = createDialectRegistry(list);
  const dialectOf = (game: string): Dialect => {
    const d = dialects.get(game);
    if (!d) throw new Error(`no scenario dialect for game "${game}" (dialects: ${dialects.games.join(', ')})`);
    return d;
  };

  /** `game` null: the file's own game, whichever it is. */
  const open = (text: string, file: string, game: string | null = DEFAULT_SCENARIO_GAME) => {
    const source = readScenarioYaml(text, file);
    if (source.game !== undefined && (typeof source.game !== 'string' || !dialects.get(source.game)))
      throw source.error(
        ['game'],
        `unknown game ${JSON.stringify(source.game)} (scenario dialects: ${dialects.games.join(', ')})`,
      );
    const fileGame = (source.game as string | undefined) ?? DEFAULT_SCENARIO_GAME;
    const expected = dialectOf(game ?? fileGame);
    if (game !== null && fileGame !== game) {
      const whose = source.game === undefined ? `no "game" key: a "${fileGame}" scenario` : `a "${fileGame}" scenario`;
      throw source.error(
        source.game === undefined ? [] : ['game'],
        `${whose}, and this run is for "${game}" (${expected.title}): run it with --game ${fileGame}`,
      );
    }
    return { dialect: expected, parsed: expected.parse(source) };
  };

  const runText = (text: string, file: string, game?: string | null): ScenarioResult => {
    let parsed: Parsed | undefined;
    try {
      const opened = open(text, file, game);
      parsed = opened.parsed;
      const { failures, steps } = opened.dialect.run(parsed);
      return { file, name: parsed.name, status: failures.length === 0 ? 'passed' : 'failed', failures, steps };
    } catch (e) {
      if (e instanceof ScenarioError) return malformed(file, e.message, parsed?.name);
      throw e;
    }
  };

  const runFile = (file: string, game?: string | null): ScenarioResult => {
    const text = readText(file);
    return typeof text === 'string' ? runText(text, file, game) : malformed(file, text.message);
  };

  const validateText = (text: string, file: string, game?: string): string[] => {
    try {
      const { dialect, parsed } = open(text, file, game);
      return dialect.validate(parsed).map((e) => e.message);
    } catch (e) {
      if (e instanceof ScenarioError) return [e.message];
      return [`${file}: ${(e as Error).message.split('\n')[0]}`];
    }
  };

  return {
    dialects,
    open,
    runText,
    runFile,
    runPaths(paths, game) {
      if (game !== undefined) dialectOf(game);
      const { files, missing } = collectScenarioFiles(paths);
      return [
        ...missing.map((p) => malformed(p, `${p}: no such file or folder`)),
        ...files.map((f) => runFile(f, game ?? null)),
      ];
    },
    validateText,
    validateFile(file, game) {
      const text = readText(file);
      return typeof text === 'string' ? validateText(text, file, game) : [text.message];
    },
  };
}
