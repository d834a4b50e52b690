import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';
import { runScenarios } from './commands/scenario.ts';
import { validatePaths } from './commands/validate.ts';
import { stopPlayServers } from './commands/play.ts';
import { loadRegistry, ToolInputError } from '@horde/games';
import { parseTileList } from '@horde/games/zombicide/render';
import { contentTiles } from '@horde/content';

const dir = mkdtempSync(join(tmpdir(), 'horde-cli-'));
/** A Seconds to Live scenario of the repository: another game's dialect. */
const SECONDS_SCENARIO = readFileSync(
  new URL('../../../scenarios/seconds/rules/ability-once-per-turn.yaml', import.meta.url),
  'utf8',
);
const scenario = (walkers: number) => `name: t
rule: "EN 800"
map: |
  tile R
  grid
  +--+--+
  |s1 s2|
  +--+--+
  zones
  s1 street
  s2 street
survivors:
  meg: { zone: s1 }
zombies:
  s2: { walker: 1 }
expect:
  zones:
    s2: { walker: ${walkers} }
`;

describe('horde scenario run', () => {
  it('ends with "N passed, M failed" and exits 1 on a failure or malformed file', () => {
    writeFileSync(join(dir, 'good.yaml'), scenario(1));
    writeFileSync(join(dir, 'bad.yaml'), scenario(2));
    writeFileSync(join(dir, 'broken.yaml'), 'name: x\n');
    const lines: string[] = [];
    const code = runScenarios([dir], (l) => lines.push(l));
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    expect(lines.some((l) => l.includes('expected: 1') || l.includes('expected: 2'))).toBe(true);
    expect(lines.some((l) => l.startsWith('BAD') && l.includes('broken.yaml'))).toBe(true);
  });

  it('exits 0 when everything passes', () => {
    const good = join(dir, 'good.yaml');
    const lines: string[] = [];
    expect(runScenarios([good], (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe('1 passed, 0 failed');
  });

  it('--game uoa: a file of another game is reported, not run; a game without a dialect is reported', async () => {
    const other = join(dir, 'other-game', 'nim.yaml');
    mkdirSync(dirname(other), { recursive: true });
    writeFileSync(other, 'game: nim\nname: s\n');
    const seconds = join(dir, 'other-game', 'seconds.yaml');
    writeFileSync(seconds, SECONDS_SCENARIO);
    writeFileSync(join(dir, 'other-game', 'explicit.yaml'), `game: uoa\n${scenario(1)}`);
    const lines: string[] = [];
    expect(runScenarios([dirname(other)], (l) => lines.push(l), 'uoa')).toBe(1);
    expect(lines).toContain(`ok    ${join(dir, 'other-game', 'explicit.yaml')}  t`);
    expect(lines).toContain(
      `BAD   ${other}:1: game: unknown game "nim" (scenario dialects: uoa, classic, seconds, zombies)`,
    );
    expect(lines.some((l) => l.startsWith(`BAD   ${seconds}:1: game: a "seconds" scenario`))).toBe(true);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    // Without --game, each file runs in its own game's dialect.
    lines.length = 0;
    expect(runScenarios([join(dir, 'other-game', 'explicit.yaml'), seconds], (l) => lines.push(l))).toBe(0);
    expect(lines.some((l) => l.startsWith(`ok    ${seconds}  A Special Ability uses a token`))).toBe(true);
    expect(lines.at(-1)).toBe('2 passed, 0 failed');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['scenario', 'run', '--game', 'uoa', join(dir, 'good.yaml')])).toBe(0);
    log.mockRestore();
  });

  it('an unknown --game is a usage error naming the known games', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['scenario', 'run', '--game', 'chess', join(dir, 'good.yaml')])).toBe(2);
    expect(err).toHaveBeenCalledWith(
      expect.stringMatching(/^horde: unknown game "chess" \(known: uoa, classic, seconds, zombies\)/),
    );
    expect(await main(['validate', '--game', 'chess', join(dir, 'good.yaml')])).toBe(2);
    err.mockRestore();
  });
});

describe('horde validate', () => {
  it('passes the shipped content', () => {
    const lines: string[] = [];
    expect(validatePaths([], (l) => lines.push(l))).toBe(0);
  });

  it('prints one line per problem of a scenario file', () => {
    const lines: string[] = [];
    expect(validatePaths([join(dir, 'broken.yaml')], (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toMatch(/broken\.yaml:\d+: .*rule/);
  });

  it('checks scenario files with the dialect of --game', () => {
    const lines: string[] = [];
    expect(validatePaths([join(dir, 'good.yaml')], (l) => lines.push(l), 'uoa')).toBe(0);
    expect(lines).toEqual(['1 checked, no problems']);
    writeFileSync(join(dir, 'typo.yaml'), `game: uao\n${scenario(1)}`);
    lines.length = 0;
    expect(validatePaths([join(dir, 'typo.yaml')], (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toBe(
      `${join(dir, 'typo.yaml')}:1: game: unknown game "uao" (scenario dialects: uoa, classic, seconds, zombies)`,
    );
  });
});

describe('horde games', () => {
  it('lists every registered game with its id, seats and what can be started', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['games'])).toBe(0);
    const lines = log.mock.calls.map((c) => String(c[0]));
    log.mockRestore();
    const version = loadRegistry().require('uoa').game.meta.rulesVersion;
    expect(lines[0]).toMatch(
      new RegExp(`^uoa +Zombicide: Undead or Alive: 1-6 seats, cooperative, rules version ${version}$`),
    );
    expect(lines[1]).toMatch(/to start: M0 M1 .*M10/);
  });
});

describe('horde render and usage errors', () => {
  it('parses tile lists with rotations', () => {
    const tiles = contentTiles();
    expect(parseTileList(tiles, '2R,3R@90', undefined)).toEqual([
      { tile: '2R', rotation: 0, col: 0, row: 0 },
      { tile: '3R', rotation: 90, col: 1, row: 0 },
    ]);
    expect(() => parseTileList(tiles, '2R@45', undefined)).toThrow(ToolInputError);
    expect(() => parseTileList(tiles, 'ZZ', undefined)).toThrow(/unknown tile "ZZ"/);
  });

  it('writes an SVG', async () => {
    const out = join(dir, 'm.svg');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['render', '--tiles', '2R,3R', '--out', out])).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^<svg/);
  });

  it('turns bad arguments into exit code 2 without a stack trace', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['render', '--tiles', 'ZZ', '--out', join(dir, 'x.svg')])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: unknown tile "ZZ"/));
    expect(await main(['bench', 'engine', '--seeds', 'many'])).toBe(2);
    expect(await main(['nonsense'])).toBe(2);
    expect(await main(['render', '--game', 'chess', '--tiles', '2R', '--out', join(dir, 'y.svg')])).toBe(2);
    expect(err).toHaveBeenCalledWith(
      expect.stringMatching(/^horde: unknown game "chess" \(known: uoa, classic, seconds, zombies\)/),
    );
    err.mockRestore();
    stderr.mockRestore();
  });
});

describe('horde sim --queue and horde worker', () => {
  it('refuse bad queue options in one line, and a Redis that does not answer with exit code 1', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await main(['worker'])).toBe(2);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: --queue is required/));
      expect(await main(['worker', '--queue', 'localhost:6379'])).toBe(2);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: --queue takes a Redis URL/));
      expect(await main(['worker', '--queue', 'redis://127.0.0.1:6379', '--concurrency', '0'])).toBe(2);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: --concurrency must be an integer >= 1/));
      const sim = ['sim', '--mission', 'M0-like', '--games', '2', '--out', join(dir, 'queued')];
      expect(await main([...sim, '--queue', 'redis://127.0.0.1:6379', '--workers', '2'])).toBe(2);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: give --workers or --queue, not both/));
      expect(await main([...sim, '--batch', '3'])).toBe(2);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^horde: --batch goes with --queue/));
      // Nothing listens on port 1: one line naming the URL, exit code 1, no report.
      expect(await main([...sim, '--queue', 'redis://127.0.0.1:1'])).toBe(1);
      expect(err).toHaveBeenCalledWith('horde: no Redis at redis://127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1');
      expect(existsSync(join(dir, 'queued'))).toBe(false);
      expect(await main(['worker', '--queue', 'redis://127.0.0.1:1'])).toBe(1);
    } finally {
      process.exitCode = undefined;
      err.mockRestore();
      stderr.mockRestore();
    }
  });
});

describe("a designer's own mission file (validate, render, sim)", () => {
  // A copy of the shipped tutorial under an id of its own: a designer's starting point.
  const m0 = readFileSync(new URL('../../content/missions/M0.yaml', import.meta.url), 'utf8');
  // Its own folder: the scenario runs above read every YAML file under theirs.
  const home = mkdtempSync(join(tmpdir(), 'horde-designer-'));
  const good = join(home, 'designer', 'ridge.yaml');
  const broken = join(home, 'designer-broken', 'ridge.yaml');
  mkdirSync(dirname(good), { recursive: true });
  mkdirSync(dirname(broken), { recursive: true });
  writeFileSync(good, m0.replace(/^id: M0$/m, 'id: ridge').replace(/^name: .*$/m, 'name: The Ridge'));
  writeFileSync(
    broken,
    m0
      .replace(/^id: M0$/m, 'id: ridge')
      .replace('start: "2R:s4"', 'start: "9V:s4"')
      .replace(/^difficulty: easy$/m, 'difficulty: brutal'),
  );
  const lineOf = (needle: string) => broken && readFileSync(broken, 'utf8').split('\n').indexOf(needle) + 1;

  it('validates a good file, and names the file, line, entry and field of each problem of a broken one', () => {
    const lines: string[] = [];
    expect(validatePaths([good], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual(['1 checked, no problems']);
    lines.length = 0;
    expect(validatePaths([dirname(broken)], (l) => lines.push(l))).toBe(1);
    expect(lines).toContain(
      `${broken}:${lineOf('difficulty: brutal')}: entry "ridge": field difficulty: expected "easy" | "medium" | "hard" | "veryHard", received string "brutal"`,
    );
    // The shipped folder's problems name each file once (no doubled "missions/missions/").
    lines.length = 0;
    validatePaths([join(dirname(broken), '..', 'designer')], (l) => lines.push(l));
    expect(lines.join('\n')).not.toMatch(/missions\/missions/);
  });

  it("renders the file's map with its setup, and refuses a broken file in one line", async () => {
    const out = join(home, 'ridge.svg');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['render', '--mission', good, '--out', out])).toBe(0);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toContain('ridge: The Ridge');
    expect(svg).toContain('START');
    expect(svg).toContain('EXIT');
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['render', '--mission', broken, '--out', join(home, 'no.svg')])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringContaining(`${broken}:`));
    expect(await main(['render', '--mission', join(home, 'missing.yaml'), '--out', join(home, 'no.svg')])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/missing\.yaml: no such file/));
    err.mockRestore();
  });

  it('simulates the file on worker threads: every worker reads it, the report names its entry', async () => {
    const out = join(home, 'ridge-sim');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['sim', '--mission', good, '--games', '6', '--workers', '2', '--out', out])).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
      entry: { id: string; name: string };
      games: number;
      run: { command: string };
    };
    expect(report.entry).toMatchObject({ id: 'ridge', name: 'The Ridge' });
    expect(report.games).toBe(6);
    expect(report.run.command).toContain(`--mission ${good}`);
    stderr.mockRestore();
  }, 60_000);

  it('plays the file: the server on port 0 lists it in the catalog beside the shipped missions; a broken file exits 2', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const data = join(home, 'play-data');
    try {
      expect(await main(['play', good, '--port', '0', '--data', data, '--static', home])).toBe(0);
      const line = log.mock.calls.map((c) => String(c[0])).find((l) => l.startsWith('Open '));
      const url = line?.match(/^Open (http:\/\/\S+) /)?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(line).toContain('"ridge"');
      const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as {
        games: { id: string; entries: { id: string; name: string }[] }[];
      };
      const uoa = catalog.games.find((g) => g.id === 'uoa')!;
      expect(uoa.entries).toContainEqual(expect.objectContaining({ id: 'ridge', name: 'The Ridge' }));
      expect(uoa.entries.map((e) => e.id)).toEqual(expect.arrayContaining(['M0', 'M4', 'M10']));
    } finally {
      await stopPlayServers();
      log.mockRestore();
    }
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['play', broken, '--port', '0', '--data', data])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringContaining(`${broken}:`));
    expect(err).toHaveBeenCalledWith(expect.stringContaining('difficulty'));
    expect(await main(['play', join(home, 'missing.yaml'), '--port', '0', '--data', data])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/missing\.yaml: no such file/));
    err.mockRestore();
  }, 60_000);

  it('refuses to simulate a broken file or a missing one in one line naming the file, before any game', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = join(home, 'broken-sim');
    expect(await main(['sim', '--mission', broken, '--games', '2', '--workers', '0', '--out', out])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringContaining(`${broken}:`));
    expect(err).toHaveBeenCalledWith(expect.stringContaining('difficulty'));
    expect(await main(['sim', '--mission', join(home, 'missing.yaml'), '--games', '2', '--out', out])).toBe(2);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/missing\.yaml: no such file/));
    expect(existsSync(out)).toBe(false);
    err.mockRestore();
  });
});
