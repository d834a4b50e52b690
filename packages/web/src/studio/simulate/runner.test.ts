/**
 * The Simulate panel's runner (issue 35, item 5): the games spread over workers give the report of the same games
 * played in order, whatever the number of workers; Stop reports the games finished; a mission that does not
 * validate says why. The workers here run the real worker code (worker-core.ts) in this thread.
 */
import { aggregate, deterministicPart } from '@horde/sim/pure';
import { describe, expect, it } from 'vitest';
import { rateDifference } from './compare.ts';
import { host, playGame, reportInfo } from './play.ts';
import { MissionProblems, startRun, workerCount } from './runner.ts';
import { bundle, fakeWorker, m0, settings } from './test-kit.ts';

describe('the Simulate runner', () => {
  it('gives the report of the games in order, with 1 worker or 3', async () => {
    const hosted = host(settings, bundle);
    const inOrder = Array.from({ length: 5 }, (_, i) => playGame(hosted, settings, i));
    const expected = aggregate(inOrder, {
      ...reportInfo(hosted, settings),
      run: { workers: 1, seconds: 0, gamesPerSecond: 0, command: '' },
    });
    for (const workers of [1, 3]) {
      const progress: number[] = [];
      const run = startRun(settings, 5, workers, (done) => progress.push(done), fakeWorker);
      const result = await run.result;
      expect(result?.stopped).toBe(false);
      expect(deterministicPart(result!.report)).toEqual(deterministicPart(expected));
      expect(progress).toEqual([0, 1, 2, 3, 4, 5]);
      expect(result!.report.run.command).toBe(
        'horde sim --game uoa --mission M0.yaml --games 5 --bot heuristic --seed 5',
      );
      expect(result!.heat.figure).toBe('woundsByZone');
    }
  }, 120_000);

  it('Stop reports the games finished so far', async () => {
    let run: ReturnType<typeof startRun> | null = null;
    run = startRun(
      settings,
      50,
      2,
      (done) => {
        if (done === 3) run?.stop();
      },
      fakeWorker,
    );
    const result = await run.result;
    expect(result?.stopped).toBe(true);
    expect(result?.report.games).toBe(3);
  }, 120_000);

  it('a mission that does not validate is refused with its problems', async () => {
    const broken = { ...settings, yaml: m0.replace('start: "2R:s4"', 'start: "2R:h9"') };
    const run = startRun(broken, 5, 2, () => {}, fakeWorker);
    await expect(run.result).rejects.toBeInstanceOf(MissionProblems);
    await expect(run.result).rejects.toThrow(/2R:h9/);
    // Each problem keeps its code and parameters, so the panel words it in the designer's language.
    const problems = await run.result.catch((e: MissionProblems) => e.problems);
    expect(problems).toContainEqual(expect.objectContaining({ code: expect.any(String), params: expect.anything() }));
  });

  it('uses one worker per core but one, at least one', () => {
    expect([workerCount(1), workerCount(2), workerCount(8), workerCount(undefined)]).toEqual([1, 1, 7, 1]);
  });
});

describe('two versions side by side', () => {
  it("B − A with Newcombe's interval: 56/70 against 48/80 is 0.2 in [0.0524, 0.3339] (Newcombe 1998, method 10)", () => {
    const d = rateDifference({ wins: 48, games: 80 }, { wins: 56, games: 70 });
    expect(d.difference).toBeCloseTo(0.2, 10);
    expect(d.difference95[0]).toBeCloseTo(0.0524, 4);
    expect(d.difference95[1]).toBeCloseTo(0.3339, 4);
    expect(d.significant).toBe(true);
  });

  it('a difference whose interval holds 0 is not significant', () => {
    const d = rateDifference({ wins: 10, games: 20 }, { wins: 12, games: 20 });
    expect(d.difference95[0]).toBeLessThan(0);
    expect(d.significant).toBe(false);
  });
});
