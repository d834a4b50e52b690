/** Build time and approximate memory of the 3x3 sample map's geometry (printed by the CLI). */
import { computeGeometry } from './geometry.ts';
import { estimateBytes } from './size.ts';
import { SAMPLE_MAP_3X3 } from './sample.ts';
import type { TileLibrary } from './tile.ts';

export interface GeometryBench {
  /** Median build time of the geometry, uncached, in milliseconds. */
  buildMs: number;
  /** Approximate heap size of the geometry (without the render grid), in bytes. */
  bytes: number;
  zones: number;
}

export function benchGeometry(library: TileLibrary, runs = 15): GeometryBench {
  computeGeometry(SAMPLE_MAP_3X3, library); // warm-up
  const times: number[] = [];
  let geometry = computeGeometry(SAMPLE_MAP_3X3, library);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    geometry = computeGeometry(SAMPLE_MAP_3X3, library);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const { grid: _grid, ...plain } = geometry;
  return { buildMs: times[Math.floor(times.length / 2)], bytes: estimateBytes(plain), zones: geometry.zones.length };
}
