/**
 * The studio's Simulate panel plays what `horde sim --mission <file>` plays (issue 35, item 5: "N games with the
 * game's bots, in web workers in the browser"): the same mission text, bot and seed give the same records and the
 * same report in the browser's worker code, over the data the web bundles (build/bundled.ts, what the Vite plugin
 * ships), as in the simulator's own runner over the content read from files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ToolInputError } from '@horde/games';
import { aggregate, deterministicPart, runSim } from '@horde/sim';
import { describe, expect, it } from 'vitest';
import { classicData, uoaData } from '../../../build/bundled.ts';
import { heatBoard, host, playGame, reportInfo, type SimSettings } from './play.ts';

const missionFile = (path: string) => fileURLToPath(new URL(`../../../../content/missions/${path}`, import.meta.url));
/** What the browser receives: the bundle after its trip through JSON (vite-plugin-horde-data.ts). */
const shipped = (data: unknown) => JSON.parse(JSON.stringify(data));

const RUN = { workers: 1, seconds: 1, gamesPerSecond: 1, command: 'test' };

async function bothWays(game: 'uoa' | 'classic', file: string, bundle: unknown, games: number, seed: number) {
  const settings: SimSettings = { game, yaml: readFileSync(missionFile(file), 'utf8'), bot: 'heuristic', seed };
  const hosted = host(settings, shipped(bundle));
  const records = Array.from({ length: games }, (_, i) => playGame(hosted, settings, i));
  const browser = aggregate(records, { ...reportInfo(hosted, settings), run: RUN });
  const cli = await runSim({
    game,
    entry: hosted.entry,
    entryFile: missionFile(file),
    games,
    bots: 'heuristic',
    seed,
    workers: 0,
  });
  return { records, browser, cli };
}

describe('the Simulate panel plays as horde sim', () => {
  it('Undead or Alive M0: the same records and report for seeds 1 and 42', async () => {
    for (const seed of [1, 42]) {
      const { records, browser, cli } = await bothWays('uoa', 'M0.yaml', uoaData(), 4, seed);
      expect(records).toEqual(cli.records);
      expect(deterministicPart(browser)).toEqual(deterministicPart(cli.report));
      // Not a run of identical games: the seeds differ, and so do the games.
      expect(new Set(records.map((r) => r.seed)).size).toBe(4);
    }
  }, 120_000);

  it('Zombicide Classic C0: the same records and report', async () => {
    const { records, browser, cli } = await bothWays('classic', 'classic/C0.yaml', classicData(), 3, 7);
    expect(records).toEqual(cli.records);
    expect(deterministicPart(browser)).toEqual(deterministicPart(cli.report));
  }, 120_000);

  it('a mission with a problem is refused with the words of horde validate', () => {
    const yaml = readFileSync(missionFile('M0.yaml'), 'utf8').replace('start: "2R:s4"', 'start: "2R:h9"');
    expect(() => host({ game: 'uoa', yaml }, shipped(uoaData()))).toThrow(ToolInputError);
    expect(() => host({ game: 'uoa', yaml }, shipped(uoaData()))).toThrow(/M0\.yaml:\d+: .*start.*2R:h9/);
  });

  it("the heat map's board: every zone of the mission by label, on the map of horde render", () => {
    const settings: SimSettings = {
      game: 'uoa',
      yaml: readFileSync(missionFile('M0.yaml'), 'utf8'),
      bot: 'heuristic',
      seed: 1,
    };
    const board = heatBoard(host(settings, shipped(uoaData())));
    expect(board.figure).toBe('woundsByZone');
    expect(Object.keys(board.map.zones)).toContain('2R:s4');
    expect(board.map.svg.startsWith('<svg')).toBe(true);
    expect(board.map.margin).toBeGreaterThanOrEqual(0);
  });
});
