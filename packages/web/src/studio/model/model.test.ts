/**
 * The studio's model of a mission: edits as commands with undo and redo, the YAML file in the shipped format, and the
 * live checks of `horde validate` (packages/content's parseMissions) with each problem's places on the map.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateMissionFile } from '@horde/content';
import { classicMissionFileProblems } from '@horde/games/classic/load';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkMission } from './check.ts';
import { applyCommand, type Command } from './commands.ts';
import { perform, redo, startHistory, undo } from './history.ts';
import { boardOf, tileIds } from './library.ts';
import { emptyMission, type MissionDoc } from './mission.ts';
import { missionFromYaml, missionToYaml } from './yaml.ts';

const missionsDir = join(import.meta.dirname, '../../../../content/missions');
const shipped = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
const uoaFiles = shipped(missionsDir);
const classicFiles = shipped(join(missionsDir, 'classic'));

const docOf = (text: string): MissionDoc => {
  const r = missionFromYaml(text);
  if ('error' in r) throw new Error(r.error);
  return r.doc;
};

/** A small Undead or Alive mission built by commands from an empty board, as a designer clicks it. */
function smallMission(): MissionDoc {
  const steps: Command[] = [
    { kind: 'setField', key: 'id', value: 'T1' },
    { kind: 'placeTile', tile: '2R', col: 0, row: 0 },
    { kind: 'placeTile', tile: '3R', col: 1, row: 0 },
    { kind: 'setStart', zone: '2R:s4' },
    { kind: 'toggleExit', zone: '2R:s1' },
    { kind: 'setSpawn', zone: '3R:s4', spawn: { kind: 'starting' } },
    { kind: 'setObjective', zone: '2R:h2', objective: { color: 'red' } },
    { kind: 'setZombies', zone: '3R:s2', zombies: { walker: 2 } },
  ];
  return steps.reduce(applyCommand, emptyMission('uoa'));
}

describe('edits are commands', () => {
  it('a mission built from an empty board by commands passes the checks of horde validate', () => {
    const doc = smallMission();
    expect(checkMission('uoa', doc)).toEqual([]);
  });

  it('the empty mission is refused for what it lacks (a tile), with the schema message', () => {
    const problems = checkMission('uoa', emptyMission('uoa'));
    expect(problems.map((p) => p.field)).toContain('tiles');
  });

  it('a command never changes the document it is given', () => {
    const doc = smallMission();
    const copy = JSON.stringify(doc);
    applyCommand(doc, { kind: 'rotateTile', index: 0 });
    applyCommand(doc, { kind: 'removeTile', index: 1 });
    expect(JSON.stringify(doc)).toBe(copy);
  });

  it('rotating turns a tile by 90 degrees clockwise, four times back to where it was', () => {
    let doc = smallMission();
    const turns: number[] = [];
    for (let i = 0; i < 4; i++) {
      doc = applyCommand(doc, { kind: 'rotateTile', index: 1 });
      turns.push(doc.tiles[1].rotation);
    }
    expect(turns).toEqual([90, 180, 270, 0]);
  });

  it('removing a tile removes what the mission put on it, nothing else', () => {
    const doc = applyCommand(smallMission(), { kind: 'removeTile', index: 1 });
    expect(doc.tiles.map((t) => t.tile)).toEqual(['2R']);
    expect(doc.spawns).toEqual([]);
    expect(doc.zombies).toEqual([]);
    expect(doc.objectives).toEqual([{ zone: '2R:h2', color: 'red' }]);
    expect(doc.start).toBe('2R:s4');
  });

  it("removing a tile takes the pieces on it from every list (C9's Switches on 10P, M1's train tile 12V)", () => {
    const c9 = docOf(readFileSync(join(missionsDir, 'classic', 'C9.yaml'), 'utf8'));
    const no10P = applyCommand(c9, { kind: 'removeTile', index: c9.tiles.findIndex((t) => t.tile === '10P') });
    expect(no10P.switches).toBeUndefined();
    const m1 = docOf(readFileSync(join(missionsDir, 'M1.yaml'), 'utf8'));
    const no12V = applyCommand(m1, { kind: 'removeTile', index: m1.tiles.findIndex((t) => t.tile === '12V') });
    expect(no12V.train).toEqual({ mobile: true, track: ['10V'], heading: 'east', trigger: 'blueObjectiveLeaves' });
    const no10V = applyCommand(no12V, { kind: 'removeTile', index: no12V.tiles.findIndex((t) => t.tile === '10V') });
    expect(no10V.train).toBeUndefined();
    // Whatever the mission put elsewhere stays.
    expect(no12V.gatling).toEqual(m1.gatling);
    expect(no12V.spawns).toEqual(m1.spawns);
  });

  it('one spawn zone, Objective and zombie group per zone: setting again replaces, null removes', () => {
    let doc = smallMission();
    doc = applyCommand(doc, { kind: 'setSpawn', zone: '3R:s4', spawn: { kind: 'mobile' } });
    expect(doc.spawns).toEqual([{ zone: '3R:s4', kind: 'mobile' }]);
    doc = applyCommand(doc, { kind: 'setSpawn', zone: '3R:s4', spawn: null });
    expect(doc.spawns).toEqual([]);
  });

  it('a door the mission says nothing of is left out of `doors`; the list is absent when empty', () => {
    let doc = emptyMission('classic');
    doc = applyCommand(doc, { kind: 'setDoor', door: '1B:c1|1B:c2', state: { locked: true, color: 'blue' } });
    expect(doc.doors).toEqual([{ door: '1B:c1|1B:c2', locked: true, color: 'blue' }]);
    doc = applyCommand(doc, { kind: 'setDoor', door: '1B:c1|1B:c2', state: null });
    expect('doors' in doc).toBe(false);
  });
});

describe('undo and redo', () => {
  it('undo steps back through the commands, redo forward again, a new command drops the redo stack', () => {
    let h = startHistory(emptyMission('uoa'));
    h = perform(h, { kind: 'placeTile', tile: '2R', col: 0, row: 0 });
    h = perform(h, { kind: 'rotateTile', index: 0 });
    h = undo(h);
    expect(h.doc.tiles).toEqual([{ tile: '2R', rotation: 0, col: 0, row: 0 }]);
    h = undo(h);
    expect(h.doc.tiles).toEqual([]);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.doc.tiles).toEqual([{ tile: '2R', rotation: 90, col: 0, row: 0 }]);
    h = perform(undo(h), { kind: 'moveTile', index: 0, col: 1, row: 0 });
    expect(h.undone).toEqual([]);
    expect(redo(h)).toBe(h);
  });
});

describe('the mission file', () => {
  it('a shipped mission opened and saved unchanged is the same file, byte for byte (all 22)', () => {
    for (const { file, text } of [...uoaFiles, ...classicFiles])
      expect(missionToYaml(docOf(text), text), file).toBe(text);
  });

  it('an edit of an opened file changes its lines only: one spawn zone added is one line added', () => {
    const m0 = uoaFiles.find((f) => f.file === 'M0.yaml')!.text;
    const doc = applyCommand(docOf(m0), { kind: 'setSpawn', zone: '2R:s3', spawn: { kind: 'mobile' } });
    const out = missionToYaml(doc, m0).split('\n');
    const before = m0.split('\n');
    expect(out.length).toBe(before.length + 1);
    const at = out.indexOf('  - { zone: "2R:s3", kind: mobile }');
    expect(at).toBeGreaterThan(0);
    expect([...out.slice(0, at), ...out.slice(at + 1)]).toEqual(before);
  });

  it('written from scratch, every shipped mission reads back as the same data', () => {
    for (const { file, text } of [...uoaFiles, ...classicFiles]) {
      const doc = docOf(text);
      expect(parseDocument(missionToYaml(doc)).toJS(), file).toEqual(parseDocument(text).toJS());
    }
  });

  it('a new mission is written as the shipped files are: keys in order, one line per item, labels quoted', () => {
    expect(missionToYaml(smallMission())).toBe(
      [
        'id: T1',
        'name: My mission',
        'nameFr: Ma mission',
        'difficulty: medium',
        'duration: 30',
        '',
        'tiles:',
        '  - { tile: 2R, rotation: 0, col: 0, row: 0 }',
        '  - { tile: 3R, rotation: 0, col: 1, row: 0 }',
        '',
        'start: "2R:s4"',
        'exits: ["2R:s1"]',
        'spawns:',
        '  - { zone: "3R:s4", kind: starting }',
        'objectives:',
        '  - { zone: "2R:h2", color: red }',
        'zombies:',
        '  - { zone: "3R:s2", walker: 2 }',
        '',
        'forbiddenClasses: []',
        'goals:',
        '  - kind: takeAllObjectives',
        'rules:',
        '  objectiveAp: 5',
        '  objectiveBounty: []',
        '',
        'provenance:',
        '  designed: true',
        '  note: Designed in the Horde mission studio.',
        '',
      ].join('\n'),
    );
  });

  it('a saved file passes the validator horde validate runs on a mission file (Undead or Alive, Classic)', () => {
    // packages/cli/src/commands/validate.ts: validateMissionFile for Undead or Alive, the Classic module's own
    // entryFileProblems (classicMissionFileProblems) for Classic.
    const dir = mkdtempSync(join(tmpdir(), 'horde-studio-'));
    try {
      const uoa = join(dir, 'T1.yaml');
      writeFileSync(uoa, missionToYaml(smallMission()));
      expect(validateMissionFile(uoa).map((p) => p.text)).toEqual([]);
      const c1 = classicFiles.find((f) => f.file === 'C1.yaml')!.text;
      const edited = applyCommand(docOf(c1), { kind: 'setField', key: 'id', value: 'C1b' });
      const classic = join(dir, 'C1b.yaml');
      writeFileSync(classic, missionToYaml(edited, c1));
      expect(classicMissionFileProblems(classic)).toEqual([]);
      // And the validator does speak up: the same file with an exit indoors is refused.
      const indoors = applyCommand(smallMission(), { kind: 'toggleExit', zone: '2R:h2' });
      writeFileSync(uoa, missionToYaml(indoors));
      expect(validateMissionFile(uoa).map((p) => p.message)).toEqual([
        'exit "2R:h2" is a building zone; the Exit token goes on a street zone',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file that is no YAML map is refused with a reason', () => {
    expect(missionFromYaml('[1, 2')).toHaveProperty('error');
    expect(missionFromYaml('- a\n- b\n')).toEqual({ error: 'not a map' });
  });
});

describe('live checks name the places on the map', () => {
  it('a spawn zone put on a building zone is a problem at that zone, with the message of horde validate', () => {
    const doc = applyCommand(smallMission(), { kind: 'setSpawn', zone: '2R:h2', spawn: { kind: 'mobile' } });
    const problems = checkMission('uoa', doc);
    expect(problems).toHaveLength(1);
    expect(problems[0].at).toEqual([{ zone: '2R:h2' }]);
    expect(problems[0].message).toMatch(/spawn zone must be a street zone/);
  });

  it('a goal naming a colour not on the board is listed, with no place', () => {
    const doc = applyCommand(smallMission(), {
      kind: 'setField',
      key: 'goals',
      value: [{ kind: 'takeObjectives', colors: ['blue'] }],
    });
    const [p] = checkMission('uoa', doc);
    expect(p.message).toBe('no blue Objective in this mission');
    expect(p.at).toBeUndefined();
  });
});

describe('the tile library', () => {
  it('each game lists its own box: Undead or Alive 1R-12V, Classic its B/C sides', () => {
    expect(tileIds('uoa')).toHaveLength(24);
    expect(tileIds('uoa').slice(0, 3)).toEqual(['1R', '1V', '2R']);
    expect(tileIds('classic').every((t) => !/[RV]$/.test(t))).toBe(true);
  });

  it('a board is drawn once the tiles assemble, none while they overlap', () => {
    expect(boardOf('uoa', smallMission().tiles)?.zones.length).toBeGreaterThan(5);
    expect(
      boardOf('uoa', [
        { tile: '2R', rotation: 0, col: 0, row: 0 },
        { tile: '3R', rotation: 0, col: 0, row: 0 },
      ]),
    ).toBeNull();
  });
});
