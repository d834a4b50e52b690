/** `horde bench geometry` and `horde bench engine`: figures and rates, with a progress bar on the long runs. */
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { benchGeometry } from '@horde/zombicide/board/index';
import { benchPlayouts, benchZombiePhase, midGameStateBytes } from '../bench/engine.ts';
import { positiveInt } from '../usage.ts';

function bar(label: string, total: number): cliProgress.SingleBar {
  const b = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(24)} [{bar}] {value}/{total}`,
      clearOnComplete: true,
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: false,
    },
    cliProgress.Presets.shades_classic,
  );
  b.start(total, 0);
  return b;
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function registerBench(program: Command): Command {
  const bench = program.command('bench').description('performance figures (rates, not pass/fail)');
  bench
    .command('geometry')
    .description('build time and size of the 3x3 sample map geometry')
    .option('--runs <n>', 'timed builds (median reported)', positiveInt('--runs'), 15)
    .action((opts: { runs: number }) => {
      const g = benchGeometry(opts.runs);
      console.log(
        `geometry (3x3 sample map): ${g.zones} zones, build ${fmt(g.buildMs, 2)} ms (median of ${opts.runs}), ${fmt(g.bytes / 1024)} kB (${g.bytes} bytes)`,
      );
      console.log(`  ${fmt(1000 / g.buildMs)} builds/s, ${fmt(g.bytes / g.zones, 0)} bytes/zone`);
    });
  bench
    .command('engine')
    .description("random playouts per second, zombies' phase time, mid-game state size")
    .option('--seeds <n>', 'random games on the M0-tiles bench mission', positiveInt('--seeds'), 200)
    .option('--runs <n>', "zombies' phases timed per size", positiveInt('--runs'), 200)
    .action((opts: { seeds: number; runs: number }) => {
      let b = bar('random playouts', opts.seeds);
      const p = benchPlayouts(opts.seeds, (i) => b.update(i));
      b.stop();
      const outcomes = Object.entries(p.outcomes)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      console.log(
        `random playouts (M0 tiles, 4 survivors, 1 core): ${fmt(p.gamesPerSecond)} games/s, ${fmt(p.actionsPerSecond, 0)} actions/s, ${fmt(p.meanActions)} actions/game over ${p.games} seeds (${outcomes})`,
      );
      for (const n of [50, 150]) {
        b = bar(`zombies' phase, ${n}`, opts.runs);
        const z = benchZombiePhase(n, opts.runs, () => b.increment());
        b.stop();
        console.log(
          `zombies' phase (3x3 sample map, ${n} zombies): ${fmt(z.microseconds)} µs per phase (mean of ${z.runs})`,
        );
      }
      const s = midGameStateBytes();
      console.log(`mid-game state (after ${s.steps} actions): ${fmt(s.bytes / 1024)} kB of JSON (${s.bytes} bytes)`);
    });
  return bench;
}
