/**
 * Mission problems carry a code and parameters (issue 35: the studio words them in the designer's language), while
 * `horde validate` keeps printing the very lines it printed before the codes came.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSION_PROBLEM_SAMPLES } from './mission-problem-samples.ts';
import { MISSION_PROBLEM_CODES, parseMissions } from './missions-check.ts';
import { defaultMissionsDir } from './missions.ts';

const M0_TEXT = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const here = import.meta.dirname;
/** The lines the checks gave for the samples before problems had codes (recorded from main at b7a9598). */
const golden = JSON.parse(readFileSync(join(here, 'mission-problems.golden.json'), 'utf8')) as Record<string, string[]>;

const problemsOf = (sample: (typeof MISSION_PROBLEM_SAMPLES)[number]) =>
  parseMissions({ [`missions/${sample.file ?? 'M0.yaml'}`]: sample.edit(M0_TEXT) }).problems;

describe('mission problems', () => {
  it('keep the lines horde validate printed before they had codes, byte for byte', () => {
    expect(Object.keys(golden)).toEqual(MISSION_PROBLEM_SAMPLES.map((s) => s.name));
    for (const sample of MISSION_PROBLEM_SAMPLES)
      expect(
        problemsOf(sample).map((p) => p.text),
        sample.name,
      ).toEqual(golden[sample.name]);
  });

  it('each have a known code and parameters with a value', () => {
    const known = new Set<string>(MISSION_PROBLEM_CODES);
    for (const sample of MISSION_PROBLEM_SAMPLES) {
      const problems = problemsOf(sample);
      expect(problems.length, sample.name).toBeGreaterThan(0);
      for (const p of problems) {
        expect(known.has(p.code ?? ''), `${sample.name}: ${p.code}`).toBe(true);
        for (const v of Object.values(p.params ?? {})) expect(v === undefined || v === '', p.text).toBe(false);
      }
    }
  });

  it('carry the values their message names', () => {
    const [overlap, twice] = problemsOf(MISSION_PROBLEM_SAMPLES.find((s) => s.name.startsWith('tiles overlapping'))!);
    expect(overlap).toMatchObject({ code: 'tilesOverlap', params: { first: 0, firstTile: '2R', col: 0, row: 0 } });
    expect(twice).toMatchObject({ code: 'tileTwice', params: { number: '3', first: 1, firstTile: '3R' } });
    const [missing] = problemsOf(MISSION_PROBLEM_SAMPLES[0]);
    expect(missing).toMatchObject({ code: 'schemaMissing', field: 'difficulty' });
  });

  it('list only codes the checks raise', () => {
    // The other way round the type checker holds: add() takes only a MissionProblemCode.
    const source = ['missions-check.ts', 'value-names.ts'].map((f) => readFileSync(join(here, f), 'utf8')).join('\n');
    for (const code of MISSION_PROBLEM_CODES) expect(source.includes(`'${code}'`), code).toBe(true);
  });
});
