/** Every decision on an unclear passage of seed 003 is listed once and written where it is made. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULINGS } from './rulings.ts';

describe('RULINGS', () => {
  it('has unique ids, each naming seed lines, each written as a "DECISION <id>" comment in the rules', () => {
    const ids = RULINGS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dir = new URL('.', import.meta.url).pathname;
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'rulings.ts')
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const written = new Set<string>();
    for (const m of sources.matchAll(/DECISION ((?:[a-zA-Z0-9]+\.[a-zA-Z0-9]+(?:, | \/ )?)+)/g))
      for (const id of m[1].split(/, | \/ /)) written.add(id.trim().replace(/\.$/, ''));
    for (const d of RULINGS) {
      expect(d.line, d.id).toMatch(/^\d/);
      expect(written.has(d.id), `DECISION ${d.id} is not written in the sources`).toBe(true);
    }
    for (const id of written) expect(ids, `DECISION ${id} is written but not listed`).toContain(id);
  });
});
