/**
 * Every decision on an unclear rule written in the code ("DECISION id") is in the RULINGS list the table
 * shows, and every listed decision names its seed passage.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULINGS } from './rulings.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('RULINGS (the rules reference of unclear rules)', () => {
  it('lists every decision the code names, each with its seed passage and text', () => {
    const ids = new Set(RULINGS.map((d) => d.id));
    expect(ids.size).toBe(RULINGS.length);
    const named = new Set<string>();
    for (const file of sources(here))
      for (const m of readFileSync(file, 'utf8').matchAll(/DECISION ([a-zA-Z]+\.[a-zA-Z0-9]+)/g)) named.add(m[1]);
    expect([...named].filter((id) => !ids.has(id))).toEqual([]);
    for (const d of RULINGS) {
      expect(d.seed.length, d.id).toBeGreaterThan(3);
      expect(d.text.length, d.id).toBeGreaterThan(20);
    }
  });
});
