import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

/** The engine's own files: everything outside rulesets/, tests and test kits aside. */
function engineFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'rulesets' ? [] : engineFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.startsWith('fixtures.')
      ? [path.slice(SRC.length)]
      : [];
  });
}

describe('the Ruleset seam (ruleset.ts)', () => {
  it('no engine file outside rulesets/ imports a ruleset or names one', () => {
    const offenders = engineFiles().filter((file) => {
      const text = readFileSync(join(SRC, file), 'utf8');
      return /rulesets\//.test(text) || /\buoa\b|Undead or Alive|\bclassic\b/i.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
