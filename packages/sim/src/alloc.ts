/**
 * Bytes allocated on the JavaScript heap while a function runs, without
 * `--expose-gc`: V8's GC profiler (node:v8 GCProfiler, Node 18.15+) reports
 * the used heap size before and after every collection, so
 *
 *   allocated = (used before GC 1 - used at start)
 *             + sum over later GCs (used before GC i - used after GC i-1)
 *             + (used at end - used after the last GC)
 *
 * Every byte allocated in the window is counted once, whatever the collector
 * did with it; a byte freed is never subtracted. `process.memoryUsage()` or a
 * heap delta alone would hide what a collection freed in between.
 * What it does not see: memory outside the JS heap (typed array backing
 * stores, Buffers), and allocation by other code of this thread in the window
 * (none in a bench loop). It counts bytes, not objects; the figure does not
 * depend on the machine's load, unlike a timing.
 */
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface Allocation<T> {
  result: T;
  /** Bytes allocated on the JS heap during the call. */
  bytes: number;
  /** Collections during the call. */
  collections: number;
}

export function measureAllocation<T>(run: () => T): Allocation<T> {
  const profiler = new GCProfiler();
  const start = getHeapStatistics().used_heap_size;
  profiler.start();
  const result = run();
  const end = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let bytes = 0;
  let last = start;
  for (const gc of statistics) {
    bytes += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - last);
    last = gc.afterGC.heapStatistics.usedHeapSize;
  }
  bytes += Math.max(0, end - last);
  return { result, bytes, collections: statistics.length };
}

/** A byte count for people: 1.2 MB, 18.4 kB, 512 B (decimal units). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${Math.round(bytes)} B`;
}
