/** Malformed data files produce problems that name the file, the entry and the field (with the YAML line). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_FILES, ContentError, defaultContentDir, loadContent, parseContent, validateContent } from './load.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the shipped data with `edits` applied: file -> [search, replace] pairs (each search must match once). */
function dataWith(edits: Partial<Record<string, [string | RegExp, string][]>>, remove: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'horde-content-'));
  dirs.push(dir);
  for (const name of Object.values(CONTENT_FILES)) {
    if (remove.includes(name)) continue;
    let text = readFileSync(join(defaultContentDir, name), 'utf8');
    for (const [search, replace] of edits[name] ?? []) {
      const before = text;
      text = text.replace(search, replace);
      if (text === before) throw new Error(`edit ${String(search)} did not apply to ${name}`);
    }
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The 1-based line of the first occurrence of `needle` in a shipped file. */
function lineOf(file: string, needle: string): number {
  const lines = readFileSync(join(defaultContentDir, file), 'utf8').split('\n');
  const starts = lines.findIndex((l) => l.startsWith(needle));
  const i = starts >= 0 ? starts : lines.findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} not in ${file}`);
  return i + 1;
}

const texts = (dir: string) => validateContent(dir).map((p) => p.text);

describe('malformed files name file, entry and field', () => {
  it('a wrongly typed weapon stat: file, line, entry id and dotted field', () => {
    const dir = dataWith({ 'equipment.yaml': [[/(id: winchester[\s\S]*?)damage: 2/, '$1damage: two']] });
    const line = lineOf('equipment.yaml', 'id: winchester') + 4;
    expect(texts(dir)).toEqual([
      `equipment.yaml:${line}: entry "winchester": field weapon.damage: expected number, received string "two"`,
    ]);
  });

  it('a missing required field', () => {
    const dir = dataWith({
      'equipment.yaml': [[/(id: knife\n {4}name: Knife\n {4}deck: equipment\n) {4}count: 4\n/, '$1']],
    });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({
      file: 'equipment.yaml',
      entry: 'knife',
      field: 'count',
      message: 'missing (expected number)',
    });
  });

  it('an unknown field', () => {
    const dir = dataWith({ 'survivors.yaml': [['  - id: meg\n', '  - id: meg\n    nickname: Calamity\n']] });
    const [p] = validateContent(dir);
    expect(p.text).toBe(
      `survivors.yaml:${lineOf('survivors.yaml', 'id: meg') + 1}: entry "meg": field nickname: unknown field`,
    );
  });

  it('a value outside its set (a Favorite slot type that does not exist)', () => {
    const dir = dataWith({ 'survivors.yaml': [[/(id: trixie[\s\S]*?)favoriteSlot: any/, '$1favoriteSlot: shotgun']] });
    expect(texts(dir)).toEqual([
      `survivors.yaml:${lineOf('survivors.yaml', 'id: trixie') + 3}: entry "trixie": field favoriteSlot: expected "pistol" | "rifle" | "melee" | "any", received string "shotgun"`,
    ]);
  });

  it('a survivor tree naming a skill skills.yaml does not define', () => {
    const dir = dataWith({ 'survivors.yaml': [['ironclad(walker)]', 'ironcladd(walker)]']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'survivors.yaml', entry: 'carl', field: 'skills.red.2' });
    expect(p.message).toContain('unknown skill "ironcladd"');
  });

  it('a parameterised skill without its parameter, and a parameter of the wrong kind', () => {
    const dir = dataWith({
      'survivors.yaml': [
        ['blue: [chargeReroll]', 'blue: [escalation]'],
        ['plus1FreeAction(search)', 'plus1FreeAction(dance)'],
      ],
    });
    const ps = validateContent(dir);
    expect(ps.map((p) => [p.entry, p.field])).toEqual([
      ['jeb', 'skills.orange.1'],
      ['carl', 'skills.blue.0'],
    ]);
    expect(ps[0].message).toContain('"dance" is not a valid freeAction parameter');
    expect(ps[1].message).toContain('needs a action parameter');
  });

  it('a survivor with the wrong number of skills at a level', () => {
    const dir = dataWith({
      'survivors.yaml': [['orange: [dualExpert, fanningPlus1MaxRange]', 'orange: [dualExpert]']],
    });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({
      file: 'survivors.yaml',
      entry: 'pablito',
      field: 'skills.orange',
      message: 'expected 2 skills at orange, got 1',
    });
  });

  it('a yellow skill other than +1 Action', () => {
    const dir = dataWith({ 'survivors.yaml': [[/(id: carl[\s\S]*?)yellow: \[plus1Action\]/, '$1yellow: [lucky]']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ entry: 'carl', field: 'skills.yellow.0' });
  });

  it('counts that no longer sum to the 82 of the box', () => {
    const dir = dataWith({ 'equipment.yaml': [[/(id: tomahawk[\s\S]*?)count: 2/, '$1count: 3']] });
    const ps = texts(dir);
    expect(ps).toContain(
      `equipment.yaml:${lineOf('equipment.yaml', 'cards:')}: field cards: counts sum to 83, the box holds 82 Equipment cards (18 starting + 57 Equipment deck + 7 bounty)`,
    );
    expect(ps.some((t) => t.includes('the equipment cards count 58'))).toBe(true);
  });

  it('a weapon with a natural Damage 3', () => {
    const dir = dataWith({ 'equipment.yaml': [[/(id: heavySaber[\s\S]*?)damage: 2/, '$1damage: 3']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'equipment.yaml', entry: 'heavySaber', field: 'weapon.damage' });
    expect(p.message).toContain('no weapon has a natural Damage 3');
  });

  it('a printed entry holding a designed value', () => {
    const dir = dataWith({
      'equipment.yaml': [
        ['note: "EN 171 count;', 'fields: { count: { designed: true, note: guess } }\n      note: "EN 171 count;'],
      ],
    });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'equipment.yaml', entry: 'water', field: 'provenance.designed' });
  });

  it('an unreadable zombie-card line', () => {
    const dir = dataWith({ 'zombie-deck.yaml': [['{ id: 5,  blue: 2 walkers,', '{ id: 5,  blue: 2 zombies,']] });
    expect(texts(dir)).toEqual([
      `zombie-deck.yaml:${lineOf('zombie-deck.yaml', '{ id: 5,')}: entry "5": field blue: unknown zombie type "zombies" (expected walker, runner or fatty)`,
    ]);
  });

  it('a zombie deck whose ids do not run 1..37', () => {
    const dir = dataWith({ 'zombie-deck.yaml': [['{ id: 7,', '{ id: 6,']] });
    const ps = validateContent(dir);
    expect(ps.map((p) => p.text)).toEqual([
      `zombie-deck.yaml:${lineOf('zombie-deck.yaml', '{ id: 7,')}: entry "6": field id: duplicate id (also entry #5)`,
      `zombie-deck.yaml:${lineOf('zombie-deck.yaml', 'cards:')}: field cards: card ids must run 1..37; missing 7`,
    ]);
  });

  it('a spawn line asking for more miniatures than the box holds', () => {
    const dir = dataWith({ 'zombie-deck.yaml': [['red: 10 runners', 'red: 17 runners']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'zombie-deck.yaml', entry: '25', field: 'red' });
  });

  it('an Abomination that does not need Damage 3', () => {
    const dir = dataWith({ 'abomination.yaml': [['toughness: 3', 'toughness: 2']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'abomination.yaml', entry: 'bowlerHat', field: 'toughness' });
  });

  it('a skill declared parameterised without a parameter kind', () => {
    const dir = dataWith({ 'skills.yaml': [['parameterised: true, param: zombie,', 'parameterised: true,']] });
    const [p] = validateContent(dir);
    expect(p).toMatchObject({ file: 'skills.yaml', entry: 'ironclad', field: 'param' });
  });

  it('a duplicate skill id', () => {
    const dir = dataWith({ 'skills.yaml': [['{ id: sprint,', '{ id: jump,']] });
    const ps = validateContent(dir);
    expect(ps[0]).toMatchObject({ file: 'skills.yaml', entry: 'jump', field: 'id' });
    expect(ps[0].message).toMatch(/^duplicate id/);
  });

  it('a YAML syntax error gives the line', () => {
    const dir = dataWith({ 'skills.yaml': [['{ id: lucky,', '{ id: lucky,,, [']] });
    const ps = validateContent(dir);
    expect(ps.length).toBeGreaterThan(0);
    expect(ps[0].file).toBe('skills.yaml');
    expect(ps[0].line).toBeGreaterThan(0);
    expect(ps[0].text).toMatch(/^skills\.yaml:\d+: YAML syntax:/);
  });

  it('a missing file', () => {
    const dir = dataWith({}, ['abomination.yaml']);
    expect(texts(dir)).toEqual(['abomination.yaml: file not found']);
  });

  it('loadContent throws a ContentError with one line per problem', () => {
    const dir = dataWith({
      'equipment.yaml': [[/(id: winchester[\s\S]*?)damage: 2/, '$1damage: two']],
      'survivors.yaml': [['  - id: meg\n', '  - id: meg\n    nickname: Calamity\n']],
    });
    let error: unknown;
    try {
      loadContent(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const e = error as ContentError;
    expect(e.problems).toHaveLength(2);
    const lines = e.message.split('\n');
    expect(lines[0]).toBe('content has 2 problems:');
    expect(lines.slice(1)).toEqual(e.problems.map((p) => p.text));
    expect(lines[1]).toMatch(/^equipment\.yaml:\d+: entry "winchester": field weapon\.damage: expected number/);
    expect(lines[2]).toMatch(/^survivors\.yaml:\d+: entry "meg": field nickname: unknown field$/);
  });

  it('parseContent works on texts alone (no file system)', () => {
    const sources = Object.fromEntries(
      Object.values(CONTENT_FILES).map((n) => [n, readFileSync(join(defaultContentDir, n), 'utf8')]),
    );
    const { content, problems } = parseContent(sources);
    expect(problems).toEqual([]);
    expect(content?.equipment.length).toBeGreaterThan(0);
  });
});
