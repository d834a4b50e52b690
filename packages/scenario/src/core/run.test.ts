/** The generic core with a toy dialect: no game engine involved. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Dialect, Parsed } from './dialect.ts';
import { formatResult, formatSummary } from './report.ts';
import { createScenarioRunner } from './run.ts';
import { parseWithSchema } from './yaml.ts';

/** "coin": flips coins and counts the heads. */
const coinSchema = z.strictObject({
  name: z.string(),
  flips: z.array(z.enum(['h', 't'])),
  heads: z.number().int().min(0),
});
interface Coins extends Parsed {
  coins: z.infer<typeof coinSchema>;
}
const coin: Dialect<Coins> = {
  game: 'coin',
  title: 'Coin flips',
  parse(source) {
    const coins = parseWithSchema(source, coinSchema);
    return { file: source.file, name: coins.name, coins };
  },
  run({ coins }) {
    const heads = coins.flips.filter((f) => f === 'h').length;
    return {
      failures:
        heads === coins.heads ? [] : [{ where: 'at the end: heads', expected: `${coins.heads}`, actual: `${heads}` }],
      steps: coins.flips.length,
    };
  },
  validate: () => [],
};
/** A second game, so that a file's `game:` can name another dialect than the run's. */
const dice: Dialect = {
  game: 'dice',
  title: 'Dice',
  parse: (source) => ({ file: source.file, name: String(source.data.name) }),
  run: () => ({ failures: [], steps: 0 }),
  validate: () => [],
};
const runner = createScenarioRunner([coin, dice]);

describe('the generic core', () => {
  it('runs a file with the dialect its game key names, and reports failures', () => {
    const ok = runner.runText('game: coin\nname: two heads\nflips: [h, t, h]\nheads: 2\n', 'a.yaml', 'coin');
    expect(ok).toMatchObject({ status: 'passed', name: 'two heads', steps: 3 });
    const bad = runner.runText('game: coin\nname: n\nflips: [h]\nheads: 2\n', 'b.yaml', 'coin');
    expect(bad.status).toBe('failed');
    expect(formatResult(bad)).toEqual([
      'FAIL  b.yaml  n',
      '      at the end: heads',
      '        expected: 2',
      '        actual:   1',
    ]);
    expect(formatSummary([ok, bad])).toBe('1 passed, 1 failed');
  });

  it('reports the dialect schema errors with the file line and key path; the game key is not the dialect’s', () => {
    const r = runner.runText('game: coin\nname: n\nflips: [h, x]\nheads: 1\n', 'c.yaml', 'coin');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^c\.yaml:3: flips\[1\]: /);
    expect(formatResult(r)).toEqual([`BAD   ${r.error}`]);
  });

  it('reports a file for another game than the run, without running it', () => {
    const r = runner.runText('game: dice\nname: d\n', 'd.yaml', 'coin');
    expect(r.error).toBe(
      'd.yaml:1: game: a "dice" scenario, and this run is for "coin" (Coin flips): run it with --game dice',
    );
  });

  it('a file without a game key is an Undead or Alive one', () => {
    const r = runner.runText('name: n\nflips: []\nheads: 0\n', 'u.yaml', 'coin');
    expect(r.error).toMatch(/^u\.yaml:1: no "game" key: a "uoa" scenario, and this run is for "coin"/);
  });

  it('names the dialects when a game key is unknown', () => {
    const r = runner.runText('game: chess\nname: n\n', 'x.yaml', 'coin');
    expect(r.error).toBe('x.yaml:1: game: unknown game "chess" (scenario dialects: coin, dice)');
    expect(runner.validateText('game: [coin]\nname: n\n', 'y.yaml', 'coin')).toEqual([
      'y.yaml:1: game: unknown game ["coin"] (scenario dialects: coin, dice)',
    ]);
  });

  it('refuses a run for a game without a dialect, and two dialects for one game', () => {
    expect(() => runner.runPaths([], 'chess')).toThrow(/no scenario dialect for game "chess"/);
    expect(() => createScenarioRunner([coin, coin])).toThrow(/two scenario dialects for game "coin"/);
  });

  it('finds files in folders (not known-failing/), and reports a missing path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'horde-scenario-core-'));
    mkdirSync(join(dir, 'known-failing'));
    writeFileSync(join(dir, 'a.yaml'), 'game: coin\nname: a\nflips: [h]\nheads: 1\n');
    writeFileSync(join(dir, 'known-failing', 'b.yaml'), 'game: coin\nname: b\nflips: [h]\nheads: 0\n');
    const results = runner.runPaths([dir, join(dir, 'nope.yaml')], 'coin');
    expect(results.map((r) => [r.name, r.status])).toEqual([
      [join(dir, 'nope.yaml'), 'malformed'],
      ['a', 'passed'],
    ]);
    expect(runner.runPaths([join(dir, 'known-failing')], 'coin')[0].status).toBe('failed');
  });
});
