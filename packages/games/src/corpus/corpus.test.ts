/**
 * The corpus of recorded games guards saved games (docs/storage.md): each recorded game, set up under the rules
 * version it was recorded with, replays its actions with the same state hash after every one; the first that
 * differs or is refused fails the test, naming the file, the game, the action and what to do. Every game of the
 * registry has recordings under its current rules version. The test only reads the corpus: recording is
 * `horde corpus record`, never a side effect of a test run.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../registry.ts';
import { checkCorpusFile, corpusDir, corpusFiles, recordCorpus, unrecordedVersions } from './files.ts';
import { checkRecording } from './check.ts';
import { parseRecording, serializeRecording } from './recording.ts';
import { recordGame } from './record.ts';
import { CORPUS_SPECS } from './specs.ts';

const registry = loadRegistry();
const files = corpusFiles();

describe('the corpus of recorded games replays identically', () => {
  it('holds recorded games', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files)
    it(file, () => {
      const check = checkCorpusFile(registry, file);
      if (!check.ok) expect.fail(check.message);
    });

  it('every game has recordings under its current rules version', () => {
    expect(unrecordedVersions(registry)).toEqual([]);
  });
});

describe('the replay check', () => {
  // A short recording made in memory (nothing is written): the check must catch what the corpus guards against.
  const spec = { ...CORPUS_SPECS.find((s) => s.game === 'seconds' && s.name === 'duel-timed')!, maxActions: 40 };
  const module = registry.require(spec.game);
  const rec = parseRecording(serializeRecording(recordGame(module, spec)), 'mem.jsonl');

  it('passes a faithful recording, deadlines fired as `system` included', () => {
    expect(rec.steps.some((s) => s.by === 'system')).toBe(true);
    expect(checkRecording(module, rec, 'mem.jsonl')).toEqual({ ok: true });
  });

  it('names the file line, the game, the action and expected vs actual hash on the first differing state', () => {
    const steps = rec.steps.map((s, i) => (i === 6 ? { ...s, hash: '0000000000000000' } : s));
    const result = checkRecording(module, { ...rec, steps }, 'mem.jsonl');
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain('mem.jsonl:8: Seconds to Live (seconds) game "duel-timed", rules version');
    expect(message).toContain(`action #7 by `);
    expect(message).toContain(JSON.stringify(rec.steps[6].action));
    expect(message).toContain(`expected hash 0000000000000000, got ${rec.steps[6].hash}`);
    expect(message).toContain('npx horde corpus record --game seconds');
  });

  it('reports a refused action with its code', () => {
    // A seat's action sent as the server's: the game refuses it.
    const i = rec.steps.findIndex((s) => s.by !== 'system');
    const steps = rec.steps.map((s, j) => (j === i ? { ...s, by: 'system' as const } : s));
    const result = checkRecording(module, { ...rec, steps }, 'mem.jsonl');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(
      new RegExp(`mem\\.jsonl:${i + 2}: .*action #${i + 1} by the server .*\n  refused: `),
    );
  });

  it("tells a game of an older rules version to gate the change, since old games keep their version's rules", () => {
    const steps = rec.steps.map((s, i) => (i === 0 ? { ...s, hash: '0000000000000000' } : s));
    const result = checkRecording(module, { ...rec, rulesVersion: '0', steps }, 'mem.jsonl');
    expect(result.ok ? '' : result.message).toContain('Games saved under rules version 0 must still replay');
  });
});

describe('horde corpus record (into a scratch folder: a test never writes the corpus)', () => {
  const seconds = registry.require('seconds');
  const current = seconds.game.meta.rulesVersion;
  /** A scratch corpus holding one recorded Seconds to Live game relabelled as recorded under rules version 0. */
  function scratch(tamper: boolean): { dir: string; old: string } {
    const dir = mkdtempSync(join(tmpdir(), 'horde-corpus-'));
    mkdirSync(join(dir, 'seconds'));
    const source = files.find((f) => f.startsWith('seconds/'))!;
    const rec = parseRecording(readFileSync(join(corpusDir, source), 'utf8'), source);
    const old = `seconds/${rec.name}.v0.jsonl`;
    const steps = rec.steps.map((s, i) => (tamper && i === 0 ? { ...s, hash: '0000000000000000' } : s));
    writeFileSync(join(dir, old), serializeRecording({ ...rec, rulesVersion: '0', steps }));
    // A recording of the current version that no spec makes any more.
    copyFileSync(join(corpusDir, source), join(dir, `seconds/gone.v${current}.jsonl`));
    return { dir, old };
  }

  it("records the current version's games, keeps an older version's recording as it is, drops an unmade one", () => {
    const { dir, old } = scratch(true);
    const before = readFileSync(join(dir, old), 'utf8');
    const summary = recordCorpus(registry, { game: 'seconds' }, dir);
    const specs = CORPUS_SPECS.filter((s) => s.game === 'seconds');
    expect(summary.recorded.map((r) => r.file)).toEqual(specs.map((s) => `seconds/${s.name}.v${current}.jsonl`));
    expect(summary.kept).toEqual([old]);
    expect(summary.removed).toEqual([`seconds/gone.v${current}.jsonl`]);
    expect(readFileSync(join(dir, old), 'utf8')).toBe(before);
    for (const r of summary.recorded) expect(checkCorpusFile(registry, r.file, dir).ok, r.file).toBe(true);
  });

  it("--rehash-old stores the hashes an older version's actions give now", () => {
    const { dir, old } = scratch(true);
    expect(checkCorpusFile(registry, old, dir).ok).toBe(false);
    const summary = recordCorpus(registry, { game: 'seconds', rehashOld: true }, dir);
    expect(summary.rehashed).toEqual([old]);
    expect(checkCorpusFile(registry, old, dir).ok).toBe(true);
  });
});
