/**
 * `horde corpus check` prints each failing recorded game (file, game, action, what to do) and ends with
 * "N passed, M failed", exit 1 on a failure; `horde corpus record` refuses an unknown game as a usage error. The
 * recorded games themselves are replayed by packages/games (corpus.test.ts); here a scratch copy of two is used.
 */
import { corpusDir, corpusFiles } from '@horde/games/corpus/index';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../main.ts';
import { checkCorpus } from './corpus.ts';

describe('horde corpus', () => {
  it('check: a changed hash fails naming the file, the game and the action; then "1 passed, 1 failed", exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'horde-corpus-cli-'));
    const [good, bad] = corpusFiles().filter((f) => f.startsWith('zombies/'));
    for (const f of [good, bad]) mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, good), readFileSync(join(corpusDir, good)));
    // Action #3's recorded hash no longer matches (line 4: the header is line 1).
    const lines = readFileSync(join(corpusDir, bad), 'utf8').split('\n');
    lines[3] = lines[3].replace(/"hash":"[0-9a-f]+"/, '"hash":"0000000000000000"');
    writeFileSync(join(dir, bad), lines.join('\n'));
    const out: string[] = [];
    expect(checkCorpus((l) => out.push(l), dir)).toBe(1);
    expect(out.at(-1)).toBe('1 passed, 1 failed');
    const failure = out.find((l) => l.startsWith('FAIL'))!;
    expect(failure).toContain(`${join(dir, bad)}:4: Zombies!!! (zombies) game "`);
    expect(failure).toContain('action #3 by seat');
    expect(failure).toContain('expected hash 0000000000000000, got ');
  });

  it('check on an empty folder says there is nothing to check, exit 1', () => {
    const out: string[] = [];
    expect(checkCorpus((l) => out.push(l), mkdtempSync(join(tmpdir(), 'horde-corpus-empty-')))).toBe(1);
    expect(out[0]).toContain('no recorded games');
  });

  it('record --game with an unknown game is a usage error (exit 2), and records nothing', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['corpus', 'record', '--game', 'nim'])).toBe(2);
    expect(err.mock.calls.flat().join('\n')).toContain('unknown game "nim"');
    err.mockRestore();
  });
});
