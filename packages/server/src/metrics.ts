/** Server-side timings: the last N action handling times (message received to ack sent), for /api/stats. */
import { percentile } from './cli/stats.ts';

export class Timings {
  private readonly samples: number[] = [];
  private next = 0;
  count = 0;

  constructor(private readonly size = 10_000) {}

  record(ms: number): void {
    this.count++;
    if (this.samples.length < this.size) this.samples.push(ms);
    else {
      this.samples[this.next] = ms;
      this.next = (this.next + 1) % this.size;
    }
  }

  summary(): { count: number; p50: number; p99: number; max: number } {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return {
      count: this.count,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? NaN,
    };
  }

  reset(): void {
    this.samples.length = 0;
    this.next = 0;
    this.count = 0;
  }
}

/** Event-loop lag sampled every 20 ms (how late timers fire): a saturated server shows it first. */
export function eventLoopLag(): { stop(): void; summary(): ReturnType<Timings['summary']>; reset(): void } {
  const lag = new Timings(5000);
  let expected = performance.now() + 20;
  const timer = setInterval(() => {
    const now = performance.now();
    lag.record(Math.max(0, now - expected));
    expected = now + 20;
  }, 20);
  timer.unref();
  return { stop: () => clearInterval(timer), summary: () => lag.summary(), reset: () => lag.reset() };
}
