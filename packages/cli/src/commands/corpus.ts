/**
 * `horde corpus record [--game id] [--rehash-old]` and `horde corpus check`: the corpus of recorded games that
 * guards saved games against silent rule or content changes (docs/storage.md). Recording is deliberate: only this
 * command writes the corpus; `npm test` runs the same check as `horde corpus check`.
 */
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import {
  checkCorpusFile,
  corpusDir,
  corpusFiles,
  type RecordSummary,
  recordCorpus,
  unrecordedVersions,
} from '@horde/games/corpus/index';
import { cliRegistry, moduleOf } from '../games.ts';

/** Replays every recorded game; prints each failure, then "N passed, M failed". Exit code 1 on a failure. */
export function checkCorpus(out: (line: string) => void = console.log, dir: string = corpusDir): number {
  const registry = cliRegistry();
  const files = corpusFiles(dir);
  if (files.length === 0) {
    out(`no recorded games in ${dir}: record them with npx horde corpus record`);
    return 1;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const check = checkCorpusFile(registry, file, dir);
    if (check.ok) passed++;
    else {
      failed++;
      out(`FAIL  ${check.message}`);
    }
  }
  for (const line of unrecordedVersions(registry, dir)) out(`note  ${line}`);
  out(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

export function summaryLines(s: RecordSummary): string[] {
  const actions = s.recorded.reduce((n, r) => n + r.actions, 0);
  const lines = s.recorded.map(
    (r) => `recorded  ${r.file.padEnd(44)} ${String(r.actions).padStart(4)} actions, ${r.stop}`,
  );
  for (const f of s.rehashed) lines.push(`re-hashed ${f}`);
  for (const f of s.kept) lines.push(`kept      ${f} (an older rules version: the guard of its saved games)`);
  for (const f of s.removed) lines.push(`removed   ${f} (no game of the corpus records it any more)`);
  lines.push(
    `${s.recorded.length} games recorded (${actions} actions), ${s.kept.length} kept, ${s.rehashed.length} re-hashed, ` +
      `${s.removed.length} removed; the corpus holds ${s.bytes} bytes`,
  );
  return lines;
}

export function registerCorpus(program: Command): void {
  const corpus = program.command('corpus').description('the recorded games that guard saved games (docs/storage.md)');
  corpus
    .command('record')
    .description(
      "(re)record the corpus's games under each game's current rules version; older versions' recordings are kept",
    )
    .option('--game <id>', 'only this game (see `horde games`)')
    .option('--rehash-old', "also re-hash older rules versions' recordings from their actions (a deliberate change)")
    .action((opts: { game?: string; rehashOld?: boolean }) => {
      if (opts.game !== undefined) moduleOf(opts.game);
      const bar = new cliProgress.SingleBar(
        { format: 'recording [{bar}] {value}/{total} {label}', hideCursor: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      );
      let started = false;
      let summary: RecordSummary;
      try {
        summary = recordCorpus(cliRegistry(), {
          ...opts,
          progress: (done, total, label) => {
            if (started) bar.update(done, { label });
            else bar.start(total, done, { label });
            started = true;
          },
        });
      } finally {
        bar.stop();
      }
      for (const line of summaryLines(summary)) console.log(line);
    });
  corpus
    .command('check')
    .description('replay every recorded game as `npm test` does; prints each failure, then "N passed, M failed"')
    .action(() => {
      process.exitCode = checkCorpus();
    });
}
