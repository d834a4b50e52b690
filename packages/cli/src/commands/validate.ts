/**
 * `horde validate [--game id] [paths...]`: content data folders (or files in
 * one) through @horde/content's validateContent, mission files (a designer's
 * own, or a folder of them) as the shipped missions are checked, and scenario
 * files through the game's scenario dialect (parse and build positions, no
 * play). One line per problem; exit 1 on any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Command } from 'commander';
import {
  CONTENT_FILES,
  defaultContentDir,
  defaultMissionsDir,
  isMissionText,
  validateContent,
  validateMissionFile,
  validateMissions,
} from '@horde/content';
import { DEFAULT_GAME } from '@horde/games';
import { collectScenarioFiles, scenarios } from '@horde/scenario';
import { gameOption, moduleOf } from '../games.ts';
import { scenarioGame } from './scenario.ts';

const CONTENT_NAMES = new Set<string>(Object.values(CONTENT_FILES));

function contentProblems(dir: string, only?: string): string[] {
  try {
    return validateContent(dir)
      .filter((p) => only === undefined || p.file === only)
      .map((p) => `${dir.replace(/\/$/, '')}/${p.text}`);
  } catch (e) {
    return [`${dir}: ${(e as Error).message.split('\n')[0]}`];
  }
}

function missionProblems(dir: string): string[] {
  try {
    return validateMissions(dir).map((p) => p.text);
  } catch (e) {
    return [`${dir}: ${(e as Error).message.split('\n')[0]}`];
  }
}

function missionFileProblems(file: string, game: string): string[] {
  const own = moduleOf(game).entryFileProblems;
  if (own) return own(file);
  try {
    return validateMissionFile(file).map((p) => p.text);
  } catch (e) {
    return [`${file}: ${(e as Error).message.split('\n')[0]}`];
  }
}

/** A YAML file that holds a mission (not a scenario): see isMissionText. */
function isMissionFile(path: string): boolean {
  if (!/\.ya?ml$/i.test(path)) return false;
  try {
    return isMissionText(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
}

/** The mission files of a folder (not its subfolders): a designer's folder of missions. */
function missionFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter(isMissionFile);
}

export function validatePaths(
  paths: string[],
  out: (line: string) => void = console.log,
  game: string = DEFAULT_GAME,
): number {
  scenarioGame(game);
  const problems: string[] = [];
  let checked = 0;
  const shipped = moduleOf(game).shippedEntryFolders?.() ?? [defaultContentDir, defaultMissionsDir];
  for (const p of paths.length > 0 ? paths : shipped) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      problems.push(`${p}: no such file or folder`);
      continue;
    }
    const name = basename(p);
    if (isDir && safeExists(`${p}/equipment.yaml`)) {
      problems.push(...contentProblems(p));
      checked++;
    } else if (isDir && safeExists(`${p}/M0.yaml`)) {
      problems.push(...missionProblems(p));
      checked++;
    } else if (!isDir && CONTENT_NAMES.has(name)) {
      problems.push(...contentProblems(dirname(p), name));
      checked++;
    } else if (!isDir && isMissionFile(p)) {
      problems.push(...missionFileProblems(p, game));
      checked++;
    } else if (isDir && missionFilesIn(p).length > 0) {
      for (const file of missionFilesIn(p)) problems.push(...missionFileProblems(file, game));
      checked += missionFilesIn(p).length;
    } else {
      const { files } = collectScenarioFiles([p]);
      for (const f of files) {
        problems.push(...scenarios.validateFile(f, game));
        checked++;
      }
    }
  }
  for (const line of problems) out(line);
  out(
    problems.length === 0
      ? `${checked} checked, no problems`
      : `${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  return problems.length === 0 ? 0 : 1;
}

function safeExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function registerValidate(program: Command): void {
  gameOption(program.command('validate'))
    .description(
      "validate content data and missions (default: the shipped folders) and scenario files (with --game's dialect)",
    )
    .argument('[paths...]', 'content data folders or files, mission files or folders, scenario files or folders')
    .action((paths: string[], opts: { game: string }) => {
      process.exitCode = validatePaths(paths, console.log, opts.game);
    });
}
