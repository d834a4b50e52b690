/**
 * The Zombicide Classic dialect through the generic runner: every file of scenarios/classic passes (the seed's
 * worked examples among them), and malformed files are reported with their
 * file, line and key.
 */
import { describe, expect, it } from 'vitest';
import { createScenarioRunner } from '../../core/run.ts';
import { classicDialect } from './dialect.ts';

const runner = createScenarioRunner([classicDialect]);
const run = (text: string, file = 'c.yaml') => runner.runText(text, file, 'classic');

const MAP = `map: |
  tile R
  grid
  +--+--+--+
  |s1 s2Db1|
  +--+--+DD+
  |xx xx|b2|
  +--+--+--+
  zones
  s1 street
  s2 street
  b1 building
  b2 building
  xx impassable
`;

const base = (rest: string) => `game: classic\nname: test\nrule: "seed 001 line 524"\n${MAP}${rest}`;

describe('Zombicide Classic scenarios', () => {
  it('every scenario of scenarios/classic passes', () => {
    const results = runner.runPaths(['scenarios/classic'], 'classic');
    expect(results.length).toBeGreaterThan(40);
    const bad = results.filter((r) => r.status !== 'passed');
    expect(bad.map((r) => ({ file: r.file, error: r.error, failures: r.failures }))).toEqual([]);
  }, 60_000);

  it('names every worked example after its seed line', () => {
    const names = runner.runPaths(['scenarios/classic/examples'], 'classic').map((r) => r.name);
    for (const line of [524, 526, 789, 793, 803, 832, 838, 840, 842, 1044, 1046, 1246, 1268, 1294, 425])
      expect(names.some((n) => n.startsWith(`Example ${line}`))).toBe(true);
  });
});

describe('malformed files', () => {
  it('names the file, the line and the misspelt key', () => {
    const r = run(base('survivors:\n  ned: { zone: s1, wonds: 1 }\n'), 'bad.yaml');
    expect(r.status).toBe('malformed');
    expect(r.error).toBe('bad.yaml:19: survivors.ned.wonds: unknown key "wonds"');
  });

  it('reports a wrong value with its key path', () => {
    const r = run(base('survivors:\n  ned: { zone: s1 }\nnoise: { s1: -1 }\n'), 'n.yaml');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^n\.yaml:20: noise\.s1: /);
  });

  it('reports an unknown zone, door, card or survivor found while building, with its line', () => {
    expect(run(base('survivors:\n  ned: { zone: s9 }\n')).error).toMatch(
      /^c\.yaml:19: survivors\.ned\.zone: unknown or ambiguous zone "s9" \(zones: s1, s2, b1, b2, xx\)/,
    );
    expect(run(base('survivors:\n  ned: { zone: s1 }\ndoors:\n  - { door: "s1|b1", open: true }\n')).error).toMatch(
      /^c\.yaml:21: doors\[0\]\.door: unknown door "s1\|b1" \(doors: b1\|s2, b1\|b2\)/,
    );
    expect(run(base('survivors:\n  ned: { zone: s1, inventory: { hand1: katanna } }\n')).error).toMatch(
      /^c\.yaml:19: survivors\.ned\.inventory\.hand1: unknown card "katanna"/,
    );
    expect(run(base('survivors:\n  meg: { zone: s1 }\n')).error).toMatch(/survivors\.meg: unknown survivor "meg"/);
    expect(run(base('survivors:\n  ned: { zone: s1, wounds: 2 }\n')).error).toMatch(
      /survivors\.ned\.wounds: 2 Wounded cards eliminate a survivor/,
    );
  });

  it('refuses a step with two actions, an event type that does not exist, a slot of another game', () => {
    const two = run(base('survivors:\n  ned: { zone: s1 }\nsteps:\n  - { endTurn: ned, search: ned }\n'));
    expect(two.error).toMatch(/steps\[0\]: a step has one action, found/);
    const typo = run(base('survivors:\n  ned: { zone: s1 }\nexpect:\n  noEvents: [{ type: zombieKiled }]\n'), 't.yaml');
    expect(typo.error).toMatch(/^t\.yaml:21: expect\.noEvents\[0\]\.type: unknown event type "zombieKiled"/);
    const slot = run(base('survivors:\n  ned: { zone: s1, inventory: { favorite: pistol } }\n'));
    expect(slot.error).toMatch(/survivors\.ned\.inventory\.favorite/);
  });

  it('a uoa file is not run by this dialect', () => {
    const r = runner.runText('name: x\nrule: y\n', 'u.yaml', 'classic');
    expect(r.status).toBe('malformed');
  });
});

describe('running', () => {
  it('plays doors and reports a failed expectation with the expected and the actual', () => {
    const text = base(
      [
        'survivors:',
        '  ned: { zone: s2, inventory: { hand1: crowbar } }',
        'zombieDeck: [1]',
        'steps:',
        '  - openDoor: { survivor: ned, door: "b1|s2", weapon: crowbar }',
        '    expect:',
        '      doors: { "s2|b1": open, "b1|b2": closed }',
        '      zones: { b1: { walker: 2 } }',
      ].join('\n'),
    );
    const r = run(text);
    expect(r.status).toBe('failed');
    expect(r.failures).toEqual([
      { where: expect.stringContaining('after step 1 (openDoor'), expected: '2', actual: '1' },
    ]);
  });

  it('checks a refused action and that the state did not change', () => {
    const text = base(
      'survivors:\n  ned: { zone: s2, inventory: { hand1: pistol } }\nsteps:\n' +
        '  - openDoor: { survivor: ned, door: "b1|s2", weapon: hand1 }\n    illegal: door.cannotOpen\n',
    );
    expect(run(text).status).toBe('passed');
    // Matched by code: another code fails, and the report shows the refusal given (its code and params).
    expect(run(text.replace('door.cannotOpen', 'door.locked')).failures[0].actual).toBe('refused: door.cannotOpen');
  });

  it('a step with only an expect checks the position; unused forced dice fail the run', () => {
    const text = base(
      'survivors:\n  ned: { zone: s1, experience: 7 }\ndice: [6]\nsteps:\n  - expect: { survivors: { ned: { level: yellow } } }\n',
    );
    const r = run(text);
    expect(r.status).toBe('failed');
    expect(r.failures).toEqual([
      { where: 'at the end: dice', expected: 'every forced die rolled', actual: 'unused: [6]' },
    ]);
  });
});
