/**
 * `horde validate` prints the very lines it printed before mission problems had codes (issue 35): each broken
 * mission of the content package's samples, as a file of its own, against the lines recorded from main at b7a9598
 * (the temporary folder written <dir>).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMissionsDir } from '@horde/content';
import { MISSION_PROBLEM_SAMPLES } from '@horde/content/mission-problem-samples';
import { validatePaths } from './commands/validate.ts';

const M0_TEXT = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const golden = JSON.parse(readFileSync(join(import.meta.dirname, 'validate-missions.golden.json'), 'utf8')) as Record<
  string,
  string[]
>;

describe('horde validate on broken missions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'horde-validate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the lines it printed before problems had codes, byte for byte', () => {
    expect(Object.keys(golden)).toEqual(MISSION_PROBLEM_SAMPLES.map((s) => s.name));
    MISSION_PROBLEM_SAMPLES.forEach((sample, i) => {
      mkdirSync(join(dir, `case${i}`));
      const file = join(dir, `case${i}`, sample.file ?? 'M0.yaml');
      writeFileSync(file, sample.edit(M0_TEXT));
      const lines: string[] = [];
      const code = validatePaths([file], (l) => lines.push(l.replaceAll(dir, '<dir>')), 'uoa');
      expect([...lines, `exit ${code}`], sample.name).toEqual(golden[sample.name]);
    });
  });
});
