import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { runSim } from './sim.ts';
import { deterministicPart, wilson95 } from './report.ts';
import { gameSeed, lossCause } from './run.ts';
import { M0_LIKE_ID } from '@horde/games';
import { parseSimOptions, simCommand, UsageError } from './cli.ts';

describe('sim', () => {
  it('is deterministic for a seed whatever the number of workers (1 vs 2 threads, and in-thread)', async () => {
    const base = { mission: M0_LIKE_ID, games: 24, bot: 'heuristic' as const, seed: 42, chunk: 5 };
    const one = await runSim({ ...base, workers: 1 });
    const two = await runSim({ ...base, workers: 2 });
    expect(deterministicPart(two.report)).toEqual(deterministicPart(one.report));
    expect(two.records).toEqual(one.records);
    expect(one.records.map((r) => r.index)).toEqual([...Array(24).keys()]);
    const local = await runSim({ ...base, workers: 0, chunk: 7 });
    expect(deterministicPart(local.report)).toEqual(deterministicPart(one.report));
    const other = await runSim({ ...base, seed: 43, workers: 0 });
    expect(other.records.map((r) => r.seed)).not.toEqual(one.records.map((r) => r.seed));
  }, 60_000);

  it('derives distinct game seeds and classifies losses by the outcome reason code (no text matching)', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(1, i)));
    expect(seeds.size).toBe(1000);
    expect(lossCause('survivorEliminated')).toBe('eliminated');
    expect(lossCause('sevenSpawnZones')).toBe('sevenSpawnZones');
    expect(lossCause('meg was eliminated')).toBe('other');
  });

  it('gives the Wilson 95% interval', () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
  });

  it('refuses bad arguments with a usage error', async () => {
    await expect(parseSimOptions({})).rejects.toThrow(UsageError);
    await expect(parseSimOptions({ mission: 'nope' })).rejects.toThrow(/unknown mission "nope"/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, games: '0' })).rejects.toThrow(
      /--games must be an integer >= 1/,
    );
    await expect(parseSimOptions({ mission: M0_LIKE_ID, bot: 'clever' })).rejects.toThrow(/unknown bot "clever"/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, workers: '-1' })).rejects.toThrow(/--workers/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, seed: '1.5' })).rejects.toThrow(/--seed/);
    const ok = await parseSimOptions({ mission: M0_LIKE_ID, games: '10', seed: '3', workers: '0' });
    expect(ok).toMatchObject({ games: 10, seed: 3, workers: 0, bot: 'heuristic' });
  });

  it('writes report.json and report.html', async () => {
    const out = resolve('test-output/sim-small');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const report = await simCommand({
      mission: M0_LIKE_ID,
      games: 12,
      workers: 0,
      seed: 5,
      out,
      progress: false,
      print: false,
    });
    expect(existsSync(resolve(out, 'report.html'))).toBe(true);
    const json = JSON.parse(readFileSync(resolve(out, 'report.json'), 'utf8'));
    expect(json.games).toBe(12);
    expect(json.wins).toBe(report.wins);
    const html = readFileSync(resolve(out, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|src="http|href="http/);
    expect(html).toContain('Win rate');
  }, 30_000);
});
