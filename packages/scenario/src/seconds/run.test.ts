/**
 * The Seconds to Live dialect through the generic runner: every file of
 * scenarios/seconds/ passes (the solo chart's worked examples and sample turn
 * among them), and malformed files are reported with their line.
 */
import { describe, expect, it } from 'vitest';
import { createScenarioRunner } from '../core/run.ts';
import { secondsDialect } from './dialect.ts';

const runner = createScenarioRunner([secondsDialect]);

describe('Seconds to Live scenarios', () => {
  it('every scenario of scenarios/seconds passes', () => {
    const results = runner.runPaths(['scenarios/seconds'], 'seconds');
    expect(results.length).toBeGreaterThan(10);
    const bad = results.filter((r) => r.status !== 'passed');
    expect(bad.map((r) => ({ file: r.file, error: r.error, failures: r.failures }))).toEqual([]);
  }, 60_000);

  it('the worked examples of the solo chart and its sample turn are scenarios', () => {
    const names = runner.runPaths(['scenarios/seconds/solo'], 'seconds').map((r) => r.name);
    for (const example of ['Example 1', 'Example 2', 'Example 3', 'sample turn', 'roll 45'])
      expect(names.some((n) => n.includes(example))).toBe(true);
  });

  it('reports a malformed file with its line and key', () => {
    const text = 'game: seconds\nname: bad\nrule: "seed 003 line 238"\nposition:\n  survivor: { row: 12 }\n';
    const r = runner.runText(text, 'bad.yaml', 'seconds');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/bad\.yaml:5: position\.survivor\.row/);
    const unknown = runner.runText(
      'game: seconds\nname: x\nrule: "seed 003 line 1"\nposition:\n  zombies: { 3: [dragon] }\n',
      'u.yaml',
      'seconds',
    );
    expect(unknown.status).toBe('malformed');
    expect(unknown.error).toContain('unknown card "dragon"');
  });

  it('reports a failed expectation with the expected and the actual', () => {
    const text = [
      'game: seconds',
      'name: wrong',
      'rule: "seed 003 line 234"',
      'config: { mode: two-player, timer: "off" }',
      'position: { survivor: { row: 2 } }',
      'steps:',
      '  - do: { type: move, to: 3 }',
      '    expect: { survivor: { row: 4 } }',
    ].join('\n');
    const r = runner.runText(text, 'w.yaml', 'seconds');
    expect(r.status).toBe('failed');
    expect(r.failures[0]).toMatchObject({ expected: '4', actual: '3' });
  });
});
