import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { M0_LIKE_ID } from '@horde/games';
import { parseSimOptions, simCommand, UsageError } from './cli.ts';
import { renderReportHtml } from './html.ts';
import { aggregate, deterministicPart, speedLabel, wilson95, type NumberFigure, type NumbersFigure } from './report.ts';
import { simModule } from './modules.ts';
import { gameSeed, playOne, type GameRecord } from './run.ts';
import { benchBots, points } from './bench.ts';
import { botRate } from './bot-rate.ts';
import { runSim, WARMUP_INDEX, warmupTask } from './sim.ts';
import { TOY_SOURCE } from './toy-fixture.ts';

describe('sim', () => {
  it('is deterministic for a seed whatever the number of workers (1 vs 2 threads, and in-thread)', async () => {
    const base = { entry: M0_LIKE_ID, games: 24, bots: 'heuristic', seed: 42, chunk: 5 };
    const one = await runSim({ ...base, workers: 1 });
    const two = await runSim({ ...base, workers: 2 });
    expect(deterministicPart(two.report)).toEqual(deterministicPart(one.report));
    expect(two.records).toEqual(one.records);
    expect(one.records.map((r) => r.index)).toEqual([...Array(24).keys()]);
    const local = await runSim({ ...base, workers: 0, chunk: 7 });
    expect(deterministicPart(local.report)).toEqual(deterministicPart(one.report));
    const other = await runSim({ ...base, seed: 43, workers: 0 });
    expect(other.records.map((r) => r.seed)).not.toEqual(one.records.map((r) => r.seed));
    // A warm-up (the bench's warm workers) plays games of other seeds first and records none of them.
    const warm = await runSim({ ...base, workers: 2, warmup: 3 });
    expect(warm.records).toEqual(one.records);
    const warmHere = await runSim({ ...base, workers: 0, warmup: 2 });
    expect(warmHere.records).toEqual(one.records);
  }, 60_000);

  it('records Undead or Alive by reason code, with its figures and labels', async () => {
    const { report, records } = await runSim({ entry: M0_LIKE_ID, games: 10, bots: 'heuristic', seed: 1, workers: 0 });
    for (const r of records) {
      expect(r.results).toHaveLength(1);
      expect(r.reason).toMatch(/^(goalsDone|survivorEliminated|sevenSpawnZones|roundLimit|stepLimit|stuck)$/);
      expect(r.reason === 'goalsDone').toBe(r.results[0] === 'win');
      expect(Object.keys(r.figures).sort()).toEqual(['danger', 'kills', 'spawnCards', 'woundsByZone']);
    }
    expect(report.game).toEqual({ id: 'uoa', name: 'Zombicide: Undead or Alive', cooperative: true });
    expect(report.entry.description).toMatch(/^start 2R:s4 · exit 2R:s1 · spawns /);
    expect(report.wins + Object.values(report.lossCauses).reduce((a, b) => a + b, 0)).toBe(10);
    const kills = report.figures.kills as NumbersFigure;
    expect(kills).toMatchObject({ shape: 'numbers', title: 'Kills by zombie type' });
    expect(kills.labels).toEqual(['walker', 'runner', 'fatty', 'abomination']);
    const danger = report.figures.danger as NumberFigure;
    expect(danger.histogram.reduce((a, b) => a + b.games, 0)).toBe(10);
    expect(report.figures.woundsByZone.shape).toBe('counts');
    for (const zone of Object.keys((report.figures.woundsByZone as { totals: object }).totals))
      expect(zone).toMatch(/^\d+[A-Z]:\w+$/);
    if (report.lossCauses.survivorEliminated)
      expect(report.reasonLabels.survivorEliminated).toBe('survivor eliminated');
  }, 30_000);

  it("plays M5 to its end through a decision about a lone Companion (the players' together, never seat -1)", async () => {
    const uoa = await simModule('uoa');
    // Game 0 of seed 1 on M5 with the random bot reaches such a decision; the engine once awaited seat -1 there.
    const r = playOne(uoa, { entry: 'M5', bots: ['random'], seats: 1, seed: 1 }, 0);
    expect(r.results).toHaveLength(1);
    expect(r.reason).not.toBe('stuck');
  }, 30_000);

  it('gives each worker warm-up games no run plays', () => {
    const task = { game: 'uoa', entry: 'M0', bots: ['heuristic'], seats: 1, seed: 1, start: 0, end: 10 };
    expect(warmupTask(task, 0, 300)).toMatchObject({ start: WARMUP_INDEX, end: WARMUP_INDEX + 300 });
    expect(warmupTask(task, 1, 300)).toMatchObject({ start: WARMUP_INDEX + 300, end: WARMUP_INDEX + 600 });
  });

  it('prints a slow run in seconds a game (a search bot: 0.0341 games/s is 29.3 s a game, not "0 games/s")', () => {
    expect(speedLabel(0.0341)).toBe('29.3 s a game');
    expect(speedLabel(81.2)).toBe('81.2 games/s');
    expect(speedLabel(1)).toBe('1 games/s');
  });

  it('derives distinct game seeds', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(1, i)));
    expect(seeds.size).toBe(1000);
  });

  it('gives the Wilson 95% interval', () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
  });

  it('aggregates figures by shape and counts loss causes by reason code', () => {
    const record = (index: number, reason: string, won: boolean, figures: GameRecord['figures']): GameRecord => ({
      index,
      seed: index,
      reason,
      results: [won ? 'win' : 'loss'],
      rounds: index + 1,
      steps: 10,
      figures,
    });
    const r = aggregate(
      [
        record(0, 'goalsDone', true, { n: 2, xs: [1, 2], by: { a: 1 } }),
        record(1, 'survivorEliminated', false, { n: 4, xs: [3], by: { a: 2, b: 5 } }),
        record(2, 'roundLimit', false, { n: 4, xs: [0, 0, 1], by: {} }),
      ],
      {
        game: { id: 'g', name: 'G', cooperative: true },
        entry: { id: 'e', name: 'E' },
        bots: ['b'],
        seats: 1,
        seed: 1,
        presentation: { reasons: { roundLimit: 'round limit' }, figures: { xs: { title: 'Xs', labels: ['x0'] } } },
        run: { workers: 0, seconds: 1, gamesPerSecond: 3, command: 'test' },
      },
    );
    expect(r).toMatchObject({ games: 3, wins: 1, draws: 0, winRate: 0.3333 });
    expect(r.lossCauses).toEqual({ roundLimit: 1, survivorEliminated: 1 });
    expect(r.endings).toEqual({ goalsDone: 1, roundLimit: 1, survivorEliminated: 1 });
    expect(r.reasonLabels).toEqual({ roundLimit: 'round limit' });
    expect(r.rounds?.histogram).toEqual([
      { round: 1, won: 1, drawn: 0, lost: 0 },
      { round: 2, won: 0, drawn: 0, lost: 1 },
      { round: 3, won: 0, drawn: 0, lost: 1 },
    ]);
    expect(r.figures.n).toEqual({
      shape: 'number',
      title: 'n',
      games: 3,
      mean: 3.3333,
      histogram: [
        { value: 2, games: 1 },
        { value: 4, games: 2 },
      ],
    });
    expect(r.figures.xs).toEqual({
      shape: 'numbers',
      title: 'Xs',
      labels: ['x0'],
      games: 3,
      totals: [4, 2, 1],
      perGame: [1.3333, 0.6667, 0.3333],
    });
    expect(r.figures.by).toEqual({ shape: 'counts', title: 'by', games: 3, total: 8, totals: { b: 5, a: 3 } });
    expect(Object.keys((r.figures.by as { totals: object }).totals)).toEqual(['b', 'a']);
    const html = renderReportHtml(r);
    expect(html).toContain('id="figure-xs"');
    expect(html).not.toContain('id="heat-map"');
  });

  it('refuses bad arguments with a usage error', async () => {
    await expect(parseSimOptions({})).rejects.toThrow(UsageError);
    await expect(parseSimOptions({ mission: 'nope' })).rejects.toThrow(/unknown mission "nope"/);
    await expect(parseSimOptions({ game: 'chess', mission: M0_LIKE_ID })).rejects.toThrow(/unknown game "chess"/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, games: '0' })).rejects.toThrow(
      /--games must be an integer >= 1/,
    );
    await expect(parseSimOptions({ mission: M0_LIKE_ID, bot: 'clever' })).rejects.toThrow(/unknown bot "clever"/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, workers: '-1' })).rejects.toThrow(/--workers/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, seed: '1.5' })).rejects.toThrow(/--seed/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, seats: '9' })).rejects.toThrow(/--seats must be between 1/);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, seats: '2', bot: 'random,random,random' })).rejects.toThrow(
      /3 bots for 2 seats/,
    );
    const ok = await parseSimOptions({ mission: M0_LIKE_ID, games: '10', seed: '3', workers: '0' });
    expect(ok).toMatchObject({ game: 'uoa', games: 10, seed: 3, workers: 0, bots: ['heuristic'], seats: 1 });
    const toy = await parseSimOptions({ game: 'toy', source: TOY_SOURCE, mission: 'duel', workers: '0' });
    expect(toy).toMatchObject({ game: 'toy', bots: ['random'], seats: 2 });
    await expect(parseSimOptions({ game: 'toy', source: TOY_SOURCE, mission: 'M0' })).rejects.toThrow(
      /unknown mission "M0" for Toy cards \(known: duel\)/,
    );
  });

  it("sets --option key=value over the mission's config, checked by the game's schema", async () => {
    const ok = await parseSimOptions({ mission: M0_LIKE_ID, workers: '0', option: ['ultrared=true'] });
    expect(ok.options).toEqual({ ultrared: true });
    // The config schema is strict: an unknown key or a wrong type is refused by name before any game is played.
    await expect(parseSimOptions({ mission: M0_LIKE_ID, option: ['ultrared=maybe'] })).rejects.toThrow(
      /--option: ultrared: /,
    );
    await expect(parseSimOptions({ mission: M0_LIKE_ID, option: ['notAnOption=1'] })).rejects.toThrow(/--option: /);
    await expect(parseSimOptions({ mission: M0_LIKE_ID, option: ['=true'] })).rejects.toThrow(/key=value/);
    await expect(
      runSim({ entry: M0_LIKE_ID, games: 1, bots: 'random', seed: 1, workers: 0, options: { ultrared: 'x' } }),
    ).rejects.toThrow(/refuses the options: ultrared/);
    // The games are played with it (the module's setup sees it) and the report's command remakes the run.
    const module = await simModule('uoa');
    const played = playOne(
      module,
      { entry: M0_LIKE_ID, bots: ['random'], seats: 1, seed: 3, options: { ultrared: true } },
      0,
    );
    expect(played.steps).toBeGreaterThan(0);
    const { report } = await runSim({
      entry: M0_LIKE_ID,
      games: 2,
      bots: 'random',
      seed: 1,
      workers: 0,
      options: { ultrared: true },
      command: 'x',
    });
    expect(report.games).toBe(2);
    const out = resolve('test-output/sim-option');
    rmSync(out, { recursive: true, force: true });
    const viaCommand = await simCommand({
      mission: M0_LIKE_ID,
      games: 2,
      workers: 0,
      bot: 'random',
      option: ['ultrared=true'],
      out,
      progress: false,
      print: false,
    });
    expect(viaCommand.run.command).toContain('--option ultrared=true');
  }, 30_000);

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
    expect(json.figures.kills.labels).toEqual(['walker', 'runner', 'fatty', 'abomination']);
    const html = readFileSync(resolve(out, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|src="http|href="http/);
    expect(html).toContain('Win rate');
    expect(html).toContain('id="heat-map"');
  }, 30_000);

  it('--compare plays the same games with each bot: rates side by side, the bound, where the practical bot lost', async () => {
    const out = resolve('test-output/sim-compare');
    rmSync(out, { recursive: true, force: true });
    const opts = { mission: M0_LIKE_ID, games: 6, workers: 0, seed: 5, out, progress: false, print: false };
    await expect(simCommand({ ...opts, bot: 'random', compare: 'heuristic,random' })).rejects.toThrow(UsageError);
    await expect(simCommand({ ...opts, compare: 'heuristic' })).rejects.toThrow(/two or more different bots/);
    await simCommand({ ...opts, compare: 'heuristic,random' });
    const compare = JSON.parse(readFileSync(resolve(out, 'compare.json'), 'utf8'));
    expect(compare.rows.map((r: { bot: string }) => r.bot)).toEqual(['heuristic', 'random']);
    expect(compare.bound).toBeNull();
    expect(compare.lossesOf).toBe('heuristic');
    // Each bot's own report is the one a single run with that bot gives (the same seeds).
    const alone = await simCommand({ ...opts, bot: 'heuristic', out: resolve(out, 'alone') });
    const own = JSON.parse(readFileSync(resolve(out, 'heuristic', 'report.json'), 'utf8'));
    expect(own.wins).toBe(alone.wins);
    expect(compare.rows[0].winRate95).toEqual(alone.winRate95);
    const html = readFileSync(resolve(out, 'compare.html'), 'utf8');
    expect(html).not.toMatch(/<script|src="http|href="http/);
    expect(html).toContain('Where heuristic lost');
    expect(html).toContain('id="heat-map"');
  }, 60_000);
});

describe('sim of a game that is not Undead or Alive (core toy cards, two competing seats)', () => {
  it('records each seat, reports seat 0 and draws, and gives the same result on worker threads', async () => {
    const base = { game: 'toy', source: TOY_SOURCE, entry: 'duel', games: 400, bots: 'random', seed: 7 };
    const { report, records } = await runSim({ ...base, workers: 0 });
    for (const r of records) {
      expect(r.results).toHaveLength(2);
      expect(r.reason).toMatch(/^(higherScore|tie)$/);
      if (r.reason === 'tie') expect(r.results).toEqual(['draw', 'draw']);
      else expect([...r.results].sort()).toEqual(['loss', 'win']);
    }
    expect(report.game).toEqual({ id: 'toy', name: 'Toy cards', cooperative: false });
    expect(report.seats).toBe(2);
    const [s0, s1] = report.perSeat;
    expect(s0.wins + s1.wins + report.draws).toBe(400);
    expect(s0.wins).toBe(s1.losses);
    expect(s1.draws).toBe(report.draws);
    expect(report.wins).toBe(s0.wins);
    expect(report.drawRate).toBeCloseTo(report.draws / 400, 4);
    expect(report.draws).toBeGreaterThan(0);
    // Two random players: neither seat wins most games, and the interval holds the rate.
    expect(report.winRate).toBeGreaterThan(0.25);
    expect(report.winRate).toBeLessThan(0.75);
    expect(report.winRate95[0]).toBeLessThan(report.winRate);
    expect(report.winRate95[1]).toBeGreaterThan(report.winRate);
    expect(report.lossCauses).toEqual({ higherScore: s0.losses });
    expect(report.reasonLabels).toMatchObject({ higherScore: 'outscored', tie: 'tie' });
    expect(report.rounds?.histogram.reduce((a, h) => a + h.won + h.drawn + h.lost, 0)).toBe(400);
    const scores = report.figures.scores as NumbersFigure;
    expect(scores.labels).toEqual(['seat 0', 'seat 1']);
    expect(report.figures.margin.shape).toBe('number');
    expect(report.figures.played.shape).toBe('counts');
    const threads = await runSim({ ...base, workers: 2 });
    expect(deterministicPart(threads.report)).toEqual(deterministicPart(report));
    const html = renderReportHtml(report, threads.module);
    expect(html).toContain('Seat 0 win rate');
    expect(html).toContain('id="seats"');
    expect(html).toContain('draws');
    expect(html).not.toContain('id="heat-map"');
  }, 60_000);

  it("benches a game's bots in a worker and the sim's scaling from cold and warm", async () => {
    const lines: string[] = [];
    const bench = await benchBots({
      game: 'toy',
      source: TOY_SOURCE,
      missions: ['duel'],
      games: 20,
      seed: 3,
      maxWorkers: 1,
      scalingGames: 20,
      warmup: 5,
      repeats: 1,
      onLine: (l) => lines.push(l),
    });
    const [rate] = bench.perEntry[0].bots;
    expect(rate.bot).toBe('random');
    expect(rate.actionsPerGame).toBeGreaterThan(0);
    expect(rate.bytesPerGame).toBeGreaterThan(0);
    expect(rate.bytesPerAction).toBeCloseTo(rate.bytesPerGame / rate.actionsPerGame, 6);
    const scaling = bench.scaling;
    if (!scaling) throw new Error('no scaling runs');
    expect(scaling).toMatchObject({ entry: 'duel', bot: 'random', games: 20, warmup: 5, repeats: 1 });
    for (const kind of [scaling.threads, scaling.processes])
      for (const series of [kind.cold, kind.warm]) {
        expect(series).toHaveLength(1);
        expect(series[0]).toMatchObject({ workers: 1, ratio: 1, perWorker: 1 });
        expect(series[0].gamesPerSecond).toBeGreaterThan(0);
      }
    expect(lines.some((l) => l.startsWith('  threads, warm'))).toBe(true);
    expect(lines.some((l) => l.includes('after 5 games per worker'))).toBe(true);
  }, 60_000);

  it('gives scaling ratios run by run: each round of runs divided by its own 1-worker run, the median and the range', () => {
    // Round 2 ran on a loaded machine: both counts slowed, its ratio is still 1.8.
    const [one, two] = points([
      [100, 50, 110],
      [170, 90, 154],
    ]);
    expect(one).toMatchObject({ workers: 1, gamesPerSecond: 100, ratio: 1, perWorker: 1, ratioRange: [1, 1] });
    expect(two.gamesPerSecond).toBe(154);
    expect(two.ratio).toBeCloseTo(1.7, 6);
    expect(two.perWorker).toBeCloseTo(0.85, 6);
    expect(two.ratioRange[0]).toBeCloseTo(1.4, 6);
    expect(two.ratioRange[1]).toBeCloseTo(1.8, 6);
  });

  it("measures a bot's rate after warm-up games that leave its measured games alone", async () => {
    const task = { game: 'toy', source: TOY_SOURCE, entry: 'duel', bot: 'random' as const, games: 12, seed: 4 };
    const cold = await botRate(task);
    const warm = await botRate({ ...task, warmup: 30, warmupSeconds: 60 });
    // The same measured games (seeds 0-11): the warm-up plays seeds after them.
    expect(warm.winRate).toBe(cold.winRate);
    expect(warm.actionsPerGame).toBe(cold.actionsPerGame);
    expect(warm.gamesPerSecond).toBeGreaterThan(0);
  });

  it('writes the toy report through the command, one bot per seat', async () => {
    const out = resolve('test-output/sim-toy');
    rmSync(out, { recursive: true, force: true });
    const report = await simCommand({
      game: 'toy',
      source: TOY_SOURCE,
      mission: 'duel',
      bot: 'random,random',
      games: 50,
      workers: 0,
      out,
      progress: false,
      print: false,
    });
    expect(report.bots).toEqual(['random', 'random']);
    expect(report.run.command).toBe(
      'horde sim --game toy --mission duel --games 50 --bot random,random --seats 2 --seed 1 --workers 0',
    );
    expect(JSON.parse(readFileSync(resolve(out, 'report.json'), 'utf8')).perSeat).toHaveLength(2);
  }, 30_000);
});
