/**
 * The translations are complete: every message file has the same keys in English and French
 * (the shell's and each game table's), and every literal key the code asks for exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/** Each folder of message files, by namespace: the shell's, and each game's under its id. */
const folders = files(src, (p) => p.endsWith(`${join('i18n', 'en.json')}`)).map((p) => {
  const dir = dirname(p);
  const game = /games[\\/]([^\\/]+)[\\/]i18n$/.exec(dir)?.[1];
  return { dir, namespace: game ?? 'shell' };
});

describe('messages', () => {
  it('are found for the shell and for the Undead or Alive table', () => {
    expect(folders.map((f) => f.namespace).sort()).toEqual(['classic', 'seconds', 'shell', 'uoa', 'zombies']);
  });

  for (const { dir, namespace } of folders)
    it(`of ${namespace} have the same keys in every language`, () => {
      const english = keys(read(join(dir, 'en.json'))).sort();
      for (const language of LANGUAGES) expect(keys(read(join(dir, `${language}.json`))).sort()).toEqual(english);
    });

  it('exist for every literal key the code asks for', () => {
    const known = new Map(folders.map((f) => [f.namespace, new Set(keys(read(join(f.dir, 'en.json'))))]));
    const missing: string[] = [];
    for (const file of files(src, (p) => /\.tsx?$/.test(p) && !p.endsWith('.test.ts'))) {
      const text = readFileSync(file, 'utf8');
      // What both Zombicide tables share (games/zombicide/) asks with the table's own `t`: in each one's namespace.
      const shared = /games[\\/]zombicide[\\/]/.test(file);
      const namespaces = shared ? ['uoa', 'classic'] : [/useTranslation\('([^']+)'\)/.exec(text)?.[1] ?? 'shell'];
      for (const m of text.matchAll(/\b(?:t|translate)\(\s*'([^'${}]+)'/g))
        for (const namespace of namespaces) {
          const [ns, key] = m[1].includes(':') ? m[1].split(':') : [namespace, m[1]];
          const set = known.get(ns);
          if (!set?.has(key) && !set?.has(`${key}_one`) && !set?.has(`${key}_other`))
            missing.push(`${relative(src, file)}: ${ns}:${key}`);
        }
    }
    expect(missing).toEqual([]);
  });
});
