/** A small load test run: real server child process, 3 games x 6 clients, bounded in actions and time. */
import { describe, expect, it } from 'vitest';
import { loadtestCommand } from './cli/loadtest.ts';

describe('loadtest', () => {
  it('plays random legal actions and reports rates, round trips and memory', async () => {
    const lines: string[] = [];
    const report = await loadtestCommand({
      games: 3,
      clients: 6,
      actions: 300,
      seconds: 15,
      seed: 5,
      print: (l) => lines.push(l),
    });
    expect(report.accepted).toBeGreaterThanOrEqual(300);
    expect(report.errors).toBe(0);
    expect(report.actionsPerSecond).toBeGreaterThan(0);
    expect(report.rttMs.p50).toBeGreaterThan(0);
    expect(report.rttMs.p99).toBeGreaterThanOrEqual(report.rttMs.p50);
    expect(report.memory!.heapPerGame).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(/actions\/s[\s\S]*p99[\s\S]*per live game/);
  }, 60_000);
});
