/**
 * Whether the storage takes writes now, shared by every room of a server. A room whose write failed marks it
 * down; from then on one probe a second (`ping`) finds out when it is back, and every room is told both times
 * (it tells its players, holds its bots and deadlines, and carries on when the storage returns). The server
 * never acknowledges an action it has not stored: while the storage is down, actions are refused at once.
 */
import type { Storage } from './types.ts';

export type StorageListener = (ok: boolean) => void;

export class StorageHealth {
  private down = false;
  private probe: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<StorageListener>();
  private stopped = false;
  /** The last failure's reason, for the operator's health page (never sent to players). */
  lastError: string | null = null;
  downSince: number | null = null;

  constructor(
    private readonly storage: Storage,
    /** Told once per outage, with the failure's message, and when the storage is back. */
    private readonly report: (event: 'down' | 'back', detail: { error?: string; downMs?: number }) => void = () => {},
    private readonly probeEveryMs = 1000,
  ) {}

  get ok(): boolean {
    return !this.down;
  }

  subscribe(listener: StorageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A write failed: the storage is down until a probe succeeds. */
  failed(err: unknown): void {
    this.lastError = err instanceof Error ? err.message : String(err);
    if (this.down || this.stopped) return;
    this.down = true;
    this.downSince = Date.now();
    this.report('down', { error: this.lastError });
    for (const listener of this.listeners) listener(false);
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.probe = setTimeout(() => {
      this.probe = null;
      this.storage.ping().then(
        () => this.recovered(),
        (err: unknown) => {
          this.lastError = err instanceof Error ? err.message : String(err);
          this.scheduleProbe();
        },
      );
    }, this.probeEveryMs);
    this.probe.unref?.();
  }

  private recovered(): void {
    if (!this.down || this.stopped) return;
    const downMs = Date.now() - (this.downSince ?? Date.now());
    this.down = false;
    this.downSince = null;
    this.report('back', { downMs });
    for (const listener of this.listeners) listener(true);
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }
}
