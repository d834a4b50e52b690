import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

/** The source files under `dir`, tests and test kits aside; `skip` names folders left out. */
function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return skip.includes(e.name) ? [] : sourceFiles(path, skip);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.startsWith('fixtures.') ? [path] : [];
  });
}

/** The engine's own files: everything outside rulesets/. */
const engineFiles = () => sourceFiles('', ['rulesets']);
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** The fields the shared `State` declares (state.ts), from its source. */
function stateFields(): string[] {
  const text = read('state.ts');
  const start = text.indexOf('export interface State {');
  const body = text.slice(start, text.indexOf('\n}\n', start));
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]);
}

/** Fields of the shared state no engine file reads, each with why it stays shared. */
const SHARED_UNREAD: Record<string, string> = {
  game: 'the tag of every Zombicide state: read by the tools that load a saved one, not by the rules',
};

/** The files that name every field by design: the type itself, the view's classification, the first state. */
const LISTS_EVERY_FIELD = new Set(['state.ts', 'view.ts', 'setup.ts']);

describe('the Ruleset seam (ruleset.ts)', () => {
  it('no engine file outside rulesets/ imports a ruleset or names one', () => {
    const offenders = engineFiles().filter((file) => {
      const text = read(file);
      return /rulesets\//.test(text) || /\buoa\b|Undead or Alive|\bclassic\b/i.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it("every field of the shared State is read by the engine outside rulesets/: a field only a ruleset reads is that ruleset's (DESIGN.md, 'Zombicide rulesets')", () => {
    const texts = engineFiles()
      .filter((file) => !LISTS_EVERY_FIELD.has(file))
      .map(read);
    // A read: `.field` on a state, not a mission's or a context's field of the same name.
    const readByEngine = (field: string) =>
      texts.some((text) => new RegExp(`(?<!mission|ctx|geo)\\.${field}\\b`).test(text));
    const unread = stateFields().filter((field) => !readByEngine(field));
    expect(unread).toEqual(Object.keys(SHARED_UNREAD));
  });

  it("no ruleset's files read another ruleset's part of the state, nor import its files", () => {
    const crossings: string[] = [];
    for (const [own, other] of [
      ['uoa', 'classic'],
      ['classic', 'uoa'],
    ])
      for (const file of sourceFiles(join('rulesets', own))) {
        const text = read(file);
        if (new RegExp(`\\.${other}\\b|${other}Part\\(|\\.\\./${other}/`).test(text)) crossings.push(file);
      }
    expect(crossings).toEqual([]);
  });
});
