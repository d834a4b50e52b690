/**
 * `horde validate [paths...]`: content data folders (or files in one) through
 * @horde/content's validateContent, and scenario files through the scenario
 * parser and position builder. One line per problem; exit 1 on any.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Command } from 'commander';
import {
  CONTENT_FILES,
  defaultContentDir,
  defaultMissionsDir,
  validateContent,
  validateMissions,
} from '@horde/content';
import { buildScenario, collectScenarioFiles, parseScenario, ScenarioError, SetupRefused } from '@horde/scenario';

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
    return validateMissions(dir).map((p) => `${dir.replace(/\/$/, '')}/${p.text}`);
  } catch (e) {
    return [`${dir}: ${(e as Error).message.split('\n')[0]}`];
  }
}

function scenarioProblems(file: string): string[] {
  try {
    buildScenario(parseScenario(readFileSync(file, 'utf8'), file));
    return [];
  } catch (e) {
    // A scenario whose point is a refused setup (`setupRefused`) is well-formed; `scenario run` checks the reason.
    if (e instanceof SetupRefused) return [];
    if (e instanceof ScenarioError) return [e.message];
    return [`${file}: ${(e as Error).message.split('\n')[0]}`];
  }
}

export function validatePaths(paths: string[], out: (line: string) => void = console.log): number {
  const problems: string[] = [];
  let checked = 0;
  for (const p of paths.length > 0 ? paths : [defaultContentDir, defaultMissionsDir]) {
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
    } else {
      const { files } = collectScenarioFiles([p]);
      for (const f of files) {
        problems.push(...scenarioProblems(f));
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
  program
    .command('validate')
    .description('validate content data and missions (default: the shipped folders) and scenario files')
    .argument('[paths...]', 'content data folders or files, scenario files or folders')
    .action((paths: string[]) => {
      process.exitCode = validatePaths(paths);
    });
}
