/**
 * Fuzzing the loaders with fast-check: whatever a content or mission file holds, loading never throws and
 * every problem names its file; a mission file broken line by line still gets a clear answer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTENT_FILES, defaultContentDir, parseContent } from './load.ts';
import { defaultMissionsDir, parseMissions } from './missions.ts';

const M0 = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const sources = Object.fromEntries(
  Object.values(CONTENT_FILES).map((f) => [f, readFileSync(join(defaultContentDir, f), 'utf8')]),
);

/** Mutations a person makes by mistake: a line deleted, a line duplicated, a value replaced, junk typed in. */
const mutation = fc.record({
  line: fc.nat(),
  kind: fc.constantFrom('delete', 'duplicate', 'replaceValue', 'junk'),
  junk: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('-1', 'null', '[', '{ x: ', '"', 'true', '1e99', '  - '),
  ),
});

function mutate(text: string, m: { line: number; kind: string; junk: string }): string {
  const lines = text.split('\n');
  const i = m.line % lines.length;
  if (m.kind === 'delete') lines.splice(i, 1);
  else if (m.kind === 'duplicate') lines.splice(i, 0, lines[i]);
  else if (m.kind === 'replaceValue') lines[i] = lines[i].replace(/:\s*(.+)$/, `: ${m.junk}`);
  else lines.splice(i, 0, m.junk);
  return lines.join('\n');
}

describe('content loaders under fuzzing', () => {
  it('a mutated mission file never crashes the loader; each problem names the file', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (ms) => {
        const text = ms.reduce(mutate, M0);
        const result = parseMissions({ 'M0.yaml': text });
        for (const p of result.problems)
          expect(p.text.startsWith('missions/M0.yaml') || p.text.includes('M0.yaml')).toBe(true);
        return true;
      }),
      { numRuns: 300 },
    );
  }, 60_000);
  it('an alias to no anchor is a problem, not a crash (found by this fuzzing)', () => {
    const result = parseMissions({ 'M0.yaml': M0.replace('id: M0', 'id: *!') });
    expect(result.problems.map((p) => p.text).join('\n')).toMatch(/M0\.yaml.*(alias|YAML)/);
  });
  it('a mutated card file never crashes the loader; each problem names its file', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(sources)),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (file, ms) => {
          const result = parseContent({ ...sources, [file]: ms.reduce(mutate, sources[file]) });
          for (const p of result.problems) expect(p.text).toMatch(/\.yaml/);
          return true;
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});
