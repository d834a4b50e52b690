/** The Zombicide board's figure, the same for both rulesets: `horde bench geometry`. */
import type { ZombicideGame } from '@horde/zombicide';
import { benchGeometry, type TileLibrary } from '@horde/zombicide/board/index';
import type { Benchmark } from '../module.ts';

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `horde bench geometry`: build time and size of the 3x3 sample map's geometry. */
export function geometryBench(tiles: TileLibrary): Benchmark<ZombicideGame> {
  return {
    description: 'build time and size of the 3x3 sample map geometry',
    run(_game, { runs }) {
      const g = benchGeometry(tiles, runs);
      return [
        `geometry (3x3 sample map): ${g.zones} zones, build ${fmt(g.buildMs, 2)} ms (median of ${runs}), ${fmt(g.bytes / 1024)} kB (${g.bytes} bytes)`,
        `  ${fmt(1000 / g.buildMs)} builds/s, ${fmt(g.bytes / g.zones, 0)} bytes/zone`,
      ];
    },
  };
}
