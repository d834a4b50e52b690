/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Buckets shared by every connection with the same key: one per client
 * address and one per token, so that opening more sockets buys no more
 * messages. A bucket is dropped once unused long enough to be full again
 * (so dropping it gives nothing away), and at least a minute.
 */
export class SharedBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; used: number }>();
  private lastSweep: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  private get idleMs(): number {
    return Math.max(60_000, (this.burst / this.perSecond) * 1000);
  }

  take(key: string): boolean {
    const t = this.now();
    if (t - this.lastSweep > this.idleMs) this.sweep(t);
    let entry = this.buckets.get(key);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.perSecond, this.burst, this.now), used: t };
      this.buckets.set(key, entry);
    }
    entry.used = t;
    return entry.bucket.take();
  }

  private sweep(t: number): void {
    this.lastSweep = t;
    for (const [key, entry] of this.buckets) if (t - entry.used > this.idleMs) this.buckets.delete(key);
  }
}
