/**
 * The shell knows no game: only the files of a game's table (src/games/<id>/) import that
 * game's rules, data or registry module, and the shell reaches a table only through the
 * registry's dynamic import (shell/tables.ts), which keeps each table in a chunk of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]);
}

const GAME_ONLY = [/^@horde\/zombicide/, /^@horde\/games\/uoa/, /^virtual:uoa-data$/];
// The Zombicide tables: Undead or Alive's, Zombicide Classic's (the same engine, another ruleset), and what both
// share (src/games/zombicide/, which names neither ruleset: npm run depcheck); and the studio's Simulate panel, which
// plays the missions of both in its Web Workers (loaded only with the studio).
const inUoa = (file: string) =>
  [
    `src${sep}games${sep}uoa${sep}`,
    `src${sep}games${sep}classic${sep}`,
    `src${sep}games${sep}zombicide${sep}`,
    `src${sep}studio${sep}simulate${sep}`,
  ].some((dir) => relative(web, file).startsWith(dir));

// The mission studio draws and checks both Zombicides' boards: it reads their geometry, never their rules.
const inStudio = (file: string) => relative(web, file).startsWith(`src${sep}studio${sep}`);
const studioMay = (i: string) => /^@horde\/zombicide\/board\//.test(i);

describe('the shell and the tables', () => {
  it('only the Zombicide tables (Undead or Alive, Classic) import its rules, its data and its module', () => {
    const offenders = sources(join(web, 'src'))
      .concat(sources(join(web, 'e2e')))
      .filter((f) => !inUoa(f))
      .flatMap((f) =>
        imports(f)
          .filter((i) => GAME_ONLY.some((re) => re.test(i)))
          .filter((i) => !(inStudio(f) && studioMay(i)))
          .map((i) => `${relative(web, f)}: ${i}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the shell reaches a table only through the registry', () => {
    const offenders = sources(join(web, 'src', 'shell')).flatMap((f) =>
      imports(f)
        .filter((i) => i.includes('/games/'))
        .filter(() => relative(web, f) !== join('src', 'shell', 'tables.ts'))
        .map((i) => `${relative(web, f)}: ${i}`),
    );
    expect(offenders).toEqual([]);
    const registry = readFileSync(join(web, 'src', 'shell', 'tables.ts'), 'utf8');
    expect(registry).toMatch(/import\('\.\.\/games\/uoa\/uoa-table\.tsx'\)/);
    expect(registry).not.toMatch(/^import .*games\//m);
  });
});
