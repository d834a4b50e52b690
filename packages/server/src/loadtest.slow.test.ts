/** A small load test run: real server child process, 3 games x 6 clients, bounded in actions and time. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServer } from './cli/child-server.ts';
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
    // Every error is printed as a line "error <code>: ...": show them when there are any.
    expect(report.errors, lines.filter((l) => l.startsWith('error')).join('\n')).toBe(0);
    expect(report.actionsPerSecond).toBeGreaterThan(0);
    expect(report.rttMs.p50).toBeGreaterThan(0);
    expect(report.rttMs.p99).toBeGreaterThanOrEqual(report.rttMs.p50);
    expect(report.memory!.heapPerGame).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(/actions\/s[\s\S]*p99[\s\S]*per live game/);
  }, 60_000);
});

describe('loadtest --url', () => {
  it('plays against a server started the README way (every shipped game, no test flag): issue 12, finding 7', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horde-loadtest-url-'));
    const server = await startChildServer({ dataDir, env: { HORDE_MISSIONS: '' } });
    try {
      const lines: string[] = [];
      const report = await loadtestCommand({
        url: server.url,
        games: 2,
        clients: 2,
        actions: 40,
        seconds: 15,
        seed: 7,
        print: (l) => lines.push(l),
      });
      expect(report.accepted).toBeGreaterThanOrEqual(40);
      expect(report.errors).toBe(0);
      expect(lines.join('\n')).toMatch(/actions\/s/);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
