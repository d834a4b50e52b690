/**
 * What every table and the shell say to players, read file by file in English and French:
 * - no rulebook line number outside a source note (issue 37, item 1: the Zombies!!! lobby said "seed 004
 *   lines 66-76", "fiche 004" in French). A rule is cited by its rulebook and section in words; the line
 *   numbers stay in the source note a player looks at on purpose (kit/RuleSource.tsx, a log line's tooltip);
 * - no "(s)" or "(e)" standing for an agreement: a counted word takes i18next plurals (`_one`/`_other` with
 *   `count`), and a sentence whose number is not `count` is reworded so that it needs no agreement.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The words files: the shell's, each table's (src/games/<id>/i18n/) and the shared Zombicide refusals. */
function wordsFiles(): string[] {
  const games = join(src, 'games');
  const tables = readdirSync(games)
    .map((id) => join(games, id, 'i18n'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(dir, f)),
    );
  const zombicide = readdirSync(join(games, 'zombicide'))
    .filter((f) => /^refusals\.\w+\.json$/.test(f))
    .map((f) => join(games, 'zombicide', f));
  return [join(src, 'i18n', 'en.json'), join(src, 'i18n', 'fr.json'), ...tables, ...zombicide];
}

/** Every string of a words file, with its key path. */
function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

const words = wordsFiles().flatMap((file) => {
  const name = relative(src, file);
  return strings(JSON.parse(readFileSync(file, 'utf8'))).map(([key, text]) => ({ at: `${name} ${key}`, text }));
});

/**
 * The source notes: keys shown only through kit/RuleSource.tsx (a rule's "Source: …" under its text in a rules
 * reference) or as a log line's tooltip, where the rulebook's line numbers belong.
 */
const SOURCE_NOTES: readonly RegExp[] = [
  /^games\/zombies\/i18n\/\w+\.json decisions\..+\.seed$/, // zombies/table/RulesReference.tsx
  /^games\/uoa\/i18n\/\w+\.json help\.decision\..+\.seed$/, // uoa/table/Help.tsx
  /^games\/classic\/i18n\/\w+\.json reference\.seed$/, // classic/table/RulesReference.tsx
  /^games\/seconds\/i18n\/\w+\.json reference\.seedLine_\w+$/, // seconds/table/RulesReference.tsx
  /^games\/(classic|uoa)\/i18n\/\w+\.json rule\.source_\w+$/, // a log line's tooltip (text/rule-text.ts)
];

/** Words allowed a parenthesised ending, each with its reason. None so far. */
const AGREEMENT_EXCEPTIONS: Readonly<Record<string, string>> = {};

describe('the words players read', () => {
  it('are found (the scan reads every table and the shell)', () => {
    for (const table of ['classic', 'seconds', 'uoa', 'zombies'])
      expect(words.some((w) => w.at.startsWith(`games/${table}/i18n/fr.json`))).toBe(true);
    expect(words.some((w) => w.at.startsWith('i18n/en.json'))).toBe(true);
  });

  it('cite no rulebook line outside a source note (issue 37)', () => {
    const lineNumber = /\b(seed|fiche|lines?|lignes?) \d/i;
    const found = words
      .filter((w) => lineNumber.test(w.text) && !SOURCE_NOTES.some((note) => note.test(w.at)))
      .map((w) => `${w.at}: ${w.text}`);
    expect(found).toEqual([]);
  });

  it('never call the rulebook "the seed", a word of this project players do not know', () => {
    // "Seed" stays where it means the random seed a host may give a new game (the shell's setup form).
    const projectWord = /\b(the|le|la) seed\b/i;
    const found = words.filter((w) => projectWord.test(w.text)).map((w) => `${w.at}: ${w.text}`);
    expect(found).toEqual([]);
  });

  it('write no "(s)" or "(e)" for an agreement: plurals agree with their number', () => {
    const found = words
      .filter((w) => /\p{L}\((s|e|es|x)\)/u.test(w.text) && !(w.at in AGREEMENT_EXCEPTIONS))
      .map((w) => `${w.at}: ${w.text}`);
    expect(found).toEqual([]);
  });
});
