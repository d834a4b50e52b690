import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MissionDef } from '@horde/zombicide';
import { createUoaGame, FATTY, RUNNER, WALKER } from '@horde/zombicide/rulesets/uoa/index';
import { tileLibrary } from '@horde/zombicide/board/index';
import { contentTiles } from '../tiles/library.ts';
import { tileSources } from '../tiles/index.ts';
import { loadContent } from './load.ts';
import { defaultMissionsDir, loadMissions, missionGeometry, parseMissions, validateMissions } from './missions.ts';

const M0_TEXT = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const missionFiles = readdirSync(defaultMissionsDir)
  .filter((f) => f.endsWith('.yaml'))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

describe('shipped missions', () => {
  it('has one file per mission M0..M10', () => {
    expect(missionFiles).toEqual(Array.from({ length: 11 }, (_, i) => `M${i}.yaml`));
  });

  it('every mission loads and validates', () => {
    expect(validateMissions().map((p) => p.text)).toEqual([]);
    const missions = loadMissions();
    expect(missions.map((m) => m.id)).toEqual(Array.from({ length: 11 }, (_, i) => `M${i}`));
  });

  it('every mission is a MissionDef the engine can set up', () => {
    const content = loadContent();
    const missions: MissionDef[] = loadMissions();
    const game = createUoaGame({ content, missions, geometry: (m) => missionGeometry(m) });
    for (const m of missions) {
      const allowed = content.survivors.filter((s) => !m.forbiddenClasses.includes(s.class)).slice(0, 2);
      const state = game.engine.setup(
        { mission: m.id, survivors: allowed.map((s) => ({ id: s.id, starting: 'pistol' as const })) },
        1,
      );
      expect(state.objectives.length, m.id).toBe(m.objectives.length);
    }
  });

  it('marks every designed value with a reason', () => {
    for (const m of loadMissions()) {
      expect(m.provenance.designed, m.id).toBe(true);
      for (const key of ['tiles', 'start', 'objectives'])
        expect(m.provenance.fields?.[key]?.designed, `${m.id} ${key}`).toBe(true);
    }
  });
});

describe('M0 Facing the Zombies', () => {
  const [m0] = parseMissions({ 'missions/M0.yaml': M0_TEXT }).missions;

  it('uses tiles 2R and 3R, no class limits, easy, 10 minutes', () => {
    expect(m0.tiles.map((t) => t.tile).sort()).toEqual(['2R', '3R']);
    expect(m0.forbiddenClasses).toEqual([]);
    expect([m0.difficulty, m0.duration, m0.nameFr]).toEqual(['easy', 10, 'Face aux zombies (tutoriel)']);
  });

  it('takes all Objectives, then exits with everyone; 5 AP and the top Bounty card each', () => {
    expect(m0.goals.map((g) => g.kind)).toEqual(['takeAllObjectives', 'allExit']);
    expect(m0.rules).toMatchObject({ objectiveAp: 5, objectiveBounty: ['red'], firstPlayerHolyWater: true });
    expect(m0.objectives.every((o) => o.color === 'red')).toBe(true);
  });

  it('puts its pieces where the mission says, on a map the engine sets up', () => {
    const content = loadContent();
    const game = createUoaGame({ content, missions: [m0], geometry: (m) => missionGeometry(m) });
    const state = game.engine.setup({ mission: 'M0', survivors: [{ id: 'meg' }, { id: 'carl' }] }, 7);
    const geo = missionGeometry(m0);
    const at = (label: string) => geo.byLabel[label];
    // Survivors at the start, noise there too.
    expect(state.survivors.every((s) => s.zone === at('2R:s4'))).toBe(true);
    // 1 Fatty, 1 Runner, 2 Walkers (FR 2743) where the map puts them.
    const count = (t: number) => state.zombies.filter((_, i) => i % 4 === t).reduce((a, b) => a + b, 0);
    expect([count(FATTY), count(RUNNER), count(WALKER)]).toEqual([1, 1, 2]);
    expect(state.zombies[at('3R:s2') * 4 + FATTY]).toBe(1);
    expect(state.zombies[at('3R:s3') * 4 + RUNNER]).toBe(1);
    expect(state.zombies[at('2R:s3') * 4 + WALKER]).toBe(1);
    expect(state.zombies[at('3R:s1') * 4 + WALKER]).toBe(1);
    // Three red Objectives in crate rooms of the three houses.
    expect(state.objectives.map((o) => geo.zones[o.zone].label).sort()).toEqual(['2R:h2', '3R:a1', '3R:b2']);
    for (const o of state.objectives) expect(geo.zones[o.zone].features).toContain('crate');
    // One Starting spawn; the exit on the north edge of 2R.
    expect(state.spawns.filter((s) => s.kind === 'starting').map((s) => geo.zones[s.zone].label)).toEqual(['3R:s4']);
    expect(game.context('M0').exits).toEqual([at('2R:s1')]);
    // The first player got a Holy Water.
    const holyWater = (c: number | null) => c !== null && state.cards[c].def === 'holyWater';
    expect(
      state.survivors.some((s) => s.inventory.some(holyWater)) ||
        state.pending.some((p) => p.kind === 'chooseRecipient'),
    ).toBe(true);
  });

  it('is reachable everywhere from the start, with the exit 5 zones from the spawn', () => {
    const geo = missionGeometry(m0);
    const start = geo.byLabel['2R:s4'];
    expect(geo.zones.every((z) => geo.distance[start][z.id] >= 0)).toBe(true);
    expect(geo.distance[geo.byLabel['2R:s1']][geo.byLabel['3R:s4']]).toBe(5);
  });
});

describe('malformed mission files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'horde-missions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Writes M0 changed by `edit` as <name>.yaml in a fresh sub-directory; returns its problem lines, which
   * name the file by its path (the sub-directory written "missions/" below, as the shipped folder is named).
   */
  const problemsOf = (edit: (text: string) => string, name = 'M0'): string[] => {
    const sub = mkdtempSync(join(dir, 'case-'));
    writeFileSync(join(sub, `${name}.yaml`), edit(M0_TEXT));
    return validateMissions(sub).map((p) => {
      expect(p.text.startsWith(`${join(sub, name)}.yaml:`)).toBe(true);
      return p.text.replace(`${sub}/`, 'missions/');
    });
  };
  const lineOf = (needle: string) => M0_TEXT.split('\n').findIndex((l) => l.includes(needle)) + 1;

  it('accepts M0 unchanged', () => {
    expect(problemsOf((t) => t)).toEqual([]);
  });

  it('names the file, line, entry and field of a missing field', () => {
    expect(problemsOf((t) => t.replace(/^difficulty: easy\n/m, ''))).toEqual([
      `missions/M0.yaml:${lineOf('id: M0')}: entry "M0": field difficulty: missing (expected "easy" | "medium" | "hard" | "veryHard")`,
    ]);
  });

  it('reports a wrong type at its line', () => {
    expect(problemsOf((t) => t.replace('duration: 10', 'duration: ten'))).toEqual([
      `missions/M0.yaml:${lineOf('duration: 10')}: entry "M0": field duration: expected number, received string "ten"`,
    ]);
  });

  it('reports an unknown field and a bad zone label', () => {
    const out = problemsOf((t) => t.replace('exits: ["2R:s1"]', 'exits: ["2R s1"]\nexitz: []'));
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('exits:')}: entry "M0": field exits.0: expected a zone label like "2R:s1"`,
    );
    expect(out).toContain(`missions/M0.yaml:${lineOf('exits:') + 1}: entry "M0": field exitz: unknown field`);
  });

  it('reports an unknown goal kind', () => {
    expect(problemsOf((t) => t.replace('kind: takeAllObjectives', 'kind: takeEverything'))).toEqual([
      `missions/M0.yaml:${lineOf('kind: takeAllObjectives')}: entry "M0": field goals.0.kind: unknown goal kind string "takeEverything"`,
    ]);
  });

  it('reports an unknown tile', () => {
    // Only 2R and 3R in the library, whatever tiles are shipped.
    const library = tileLibrary(tileSources.filter((t) => /\/(2R|3R)\.ts$/.test(t.file)));
    const out = parseMissions(
      { 'missions/M0.yaml': M0_TEXT.replace('{ tile: 3R,', '{ tile: 3V,') },
      library,
    ).problems.map((p) => p.text);
    expect(out).toHaveLength(1);
    expect(out).toEqual([
      `missions/M0.yaml:${lineOf('{ tile: 3R,')}: entry "M0": field tiles.1.tile: unknown tile "3V" (not in packages/content/tiles; known: 2R, 3R)`,
    ]);
  });

  it('reports overlapping tiles and a tile placed twice', () => {
    const out = problemsOf((t) =>
      t.replace('{ tile: 3R, rotation: 0, col: 1, row: 0 }', '{ tile: 3R, rotation: 0, col: 0, row: 0 }'),
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('{ tile: 3R,')}: entry "M0": field tiles.1: overlaps tiles.0 (2R) at col 0, row 0`,
    );
  });

  it('reports zones that are not on the map', () => {
    const out = problemsOf((t) =>
      t
        .replace('{ zone: "3R:b2", color: red }', '{ zone: "3R:b9", color: red }')
        .replace('start: "2R:s4"', 'start: "5V:s1"'),
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('start:')}: entry "M0": field start: unknown zone "5V:s1" (no placed tile "5V" in tiles)`,
    );
    expect(out.find((l) => l.includes('objectives.2.zone'))).toMatch(
      /unknown zone "3R:b9" \(tile 3R has a1 a2 b1 b2 b3 p1 s1 s2 s3 s4 s5\)/,
    );
  });

  it('reports spawns off the street, objectives off the crates and box counts', () => {
    const out = problemsOf((t) =>
      t
        .replace(
          '{ zone: "3R:s4", kind: starting }',
          '{ zone: "3R:a2", kind: starting }\n  - { zone: "3R:s5", kind: mobile }\n  - { zone: "3R:s3", kind: mobile }\n  - { zone: "3R:s2", kind: mobile }',
        )
        .replace('{ zone: "2R:h2", color: red }', '{ zone: "2R:h3", color: red }')
        .replace('{ zone: "3R:s1", walker: 1 }', '{ zone: "3R:s1", walker: 40 }'),
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('spawns:')}: entry "M0": field spawns: 3 mobile spawn zones, the box holds 2 mobile Spawn tokens`,
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('spawns:') + 1}: entry "M0": field spawns.0.zone: a starting spawn zone must be a street zone (a train car, or the Mine/Cemetery for an Abomination spawn); "3R:a2" is a building zone`,
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('{ zone: "2R:h2"') + 3}: entry "M0": field objectives.0.zone: "2R:h3" has no crate; on a tile with crates, Objectives go on crates (2R:h2, 2R:s4)`,
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('zombies:') + 3}: entry "M0": field zombies: 41 walkers at setup, the box holds 40`,
    );
  });

  it('reports too many Objective tokens and companions of a class', () => {
    const many = Array.from({ length: 9 }, () => '  - { zone: "2R:h2", color: red }').join('\n');
    const out = problemsOf((t) =>
      t
        .replace('  - { zone: "2R:h2", color: red }', many)
        .replace('forbiddenClasses: []', 'forbiddenClasses: [brawler, brawler]'),
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('objectives:')}: entry "M0": field objectives: 11 red Objectives, the box holds 9 red faces here (7 red tokens + the red/blue + the red/green)`,
    );
    expect(out.some((l) => /field forbiddenClasses\.1: "brawler" listed twice$/.test(l))).toBe(true);
    const wizard = problemsOf((t) => t.replace('forbiddenClasses: []', 'forbiddenClasses: [wizard]'));
    expect(wizard).toEqual([
      `missions/M0.yaml:${lineOf('forbiddenClasses')}: entry "M0": field forbiddenClasses.0: expected "brawler" | "faithful" | "gunslinger" | "townsfolk", received string "wizard"`,
    ]);
  });

  it('reports companions beyond the box', () => {
    const out = problemsOf((t) =>
      t.replace(
        'forbiddenClasses: []',
        'forbiddenClasses: []\ncompanions:\n  - { class: faithful, count: 3, zones: ["2R:s5"], mode: lone }',
      ),
    );
    expect(out).toEqual([
      `missions/M0.yaml:${lineOf('forbiddenClasses') + 1}: entry "M0": field companions: 3 faithful companions, the box has 2 faithful survivors`,
    ]);
  });

  it('reports goals the mission cannot meet', () => {
    const out = problemsOf((t) =>
      t.replace('  - kind: allExit', '  - kind: rallyCompanions\n    classes: [brawler]\n  - kind: allExit'),
    );
    expect(out).toContain(
      `missions/M0.yaml:${lineOf('kind: allExit')}: entry "M0": field goals.1.kind: the mission has no companions`,
    );
  });

  it('reports a file named after another mission and YAML syntax errors with their line', () => {
    expect(problemsOf((t) => t, 'M3')).toEqual([
      `missions/M3.yaml:${lineOf('id: M0')}: entry "M0": field id: is "M0" but the file is named M3.yaml (one mission per file, named by its id)`,
    ]);
    const out = problemsOf((t) => t.replace('duration: 10', 'duration: [10'));
    expect(out[0]).toMatch(/^missions\/M0\.yaml:\d+: entry "M0": YAML syntax: /);
  });

  it('reports zones that cannot be reached from the start', () => {
    // A test tile: a closed room (no opening) next to a street.
    const closed = `
tile 99R
grid
+--+--+--+  +  +  +
|r1 r1 r1|s1 s1 s1 
+  +  +  +  +  +  +
|r1 r1 r1|s1 s1 s1 
+  +  +  +  +  +  +
|r1 r1 r1|s1 s1 s1 
+--+--+--+  +  +  +
 s1 s1 s1 s1 s1 s1 
+  +  +  +  +  +  +
 s1 s1 s1 s1 s1 s1 
+  +  +  +  +  +  +
 s1 s1 s1 s1 s1 s1 
+  +  +  +  +  +  +

zones
r1 building
s1 street
`;
    const library = tileLibrary([...tileSources, { file: 'test/99R.ts', text: closed }]);
    const text = M0_TEXT.replace(
      '{ tile: 3R, rotation: 0, col: 1, row: 0 }',
      '{ tile: 3R, rotation: 0, col: 1, row: 0 }\n  - { tile: 99R, rotation: 0, col: 0, row: 1 }',
    );
    const out = parseMissions({ 'missions/M0.yaml': text }, library).problems.map((p) => p.text);
    expect(out).toEqual([
      `missions/M0.yaml:${lineOf('start:') + 1}: entry "M0": field start: 1 zone cannot be reached from "2R:s4": 99R:r1`,
    ]);
  });

  it('throws a ContentError listing every problem from loadMissions', () => {
    const sub = mkdtempSync(join(dir, 'case-'));
    writeFileSync(join(sub, 'M0.yaml'), M0_TEXT.replace('objectiveAp: 5', 'objectiveAp: -1'));
    expect(() => loadMissions(sub)).toThrow(/field rules\.objectiveAp: expected at least 0, received number -1/);
  });

  it('uses the shipped tiles by default', () => {
    expect(contentTiles().has('2R')).toBe(true);
  });
});
