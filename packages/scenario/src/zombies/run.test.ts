/**
 * The Zombies!!! scenario dialect (docs/scenarios-zombies.md), run through the generic runner: every file of
 * scenarios/zombies passes; a wrong expectation fails with expected and actual; a malformed file is one line
 * with its line number; an action that should be refused and is not, or unused forced dice, fail.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScenarioRunner } from '../core/run.ts';
import { zombiesDialect } from './dialect.ts';

const runner = createScenarioRunner([zombiesDialect]);
const folder = fileURLToPath(new URL('../../../../scenarios/zombies', import.meta.url));

const base = (rest: string) =>
  `game: zombies\nname: test\nrule: "seed 004 line 12"\nzombies: { "1,1": 1 }\nplayers:\n  1: { hand: [] }\nturn: { seat: 0, step: move, moveLeft: 1 }\n${rest}`;

describe('the Zombies!!! dialect', () => {
  it('passes every scenario of scenarios/zombies', () => {
    const results = runner.runPaths([folder], 'zombies');
    expect(results.length).toBeGreaterThanOrEqual(30);
    const bad = results
      .filter((r) => r.status !== 'passed')
      .map((r) => `${r.file}: ${r.error ?? JSON.stringify(r.failures)}`);
    expect(bad).toEqual([]);
  });

  it('reports a wrong expectation with expected and actual', () => {
    const r = runner.runText(
      base('dice: [4]\nsteps:\n  - { seat: 0, do: fight }\nexpect:\n  players: { 0: { kills: 2 } }\n'),
      'w.yaml',
      'zombies',
    );
    expect(r.status).toBe('failed');
    expect(r.failures[0]).toMatchObject({ where: 'at the end: players.0.kills', expected: '2', actual: '1' });
  });

  it('fails a step that should be refused and is not, and stops there (no end checks: unused dice unreported)', () => {
    const r = runner.runText(
      base('dice: [4, 6]\nsteps:\n  - { seat: 0, do: fight, illegal: combat.none }\n'),
      'i.yaml',
      'zombies',
    );
    expect(r.status).toBe('failed');
    expect(r.failures).toEqual([{ where: 'step 1 ("fight")', expected: 'refused: combat.none', actual: 'accepted' }]);
  });

  it('reports unused forced dice at the end', () => {
    const r = runner.runText(base('dice: [4, 6]\nsteps:\n  - { seat: 0, do: fight }\n'), 'd.yaml', 'zombies');
    expect(r.failures.map((f) => f.where)).toEqual(['dice']);
  });

  it('reports a malformed file in one line with its line', () => {
    const r = runner.runText(base('zombis: {}\n'), 'm.yaml', 'zombies');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^m\.yaml:8: zombis: unknown key "zombis"$/);
    const sq = runner.runText(base('steps:\n  - { seat: 0, do: { move: "9,9" } }\n'), 's.yaml', 'zombies');
    expect(sq.status).toBe('malformed');
    expect(sq.error).toMatch(/no tile under cell 9,9/);
    const tile = runner.validateText(base('tiles:\n  - { tile: castle, x: 1, y: 0 }\n'), 't.yaml', 'zombies');
    expect(tile[0]).toMatch(/t\.yaml:\d+: tiles\[0\]\.tile: unknown tile "castle"/);
  });
});
