/**
 * Whether a server game's storage takes actions, followed from the client's `storage` messages, and the words
 * for an action the server could not store. While its database is down the server refuses every action with
 * code `storage` (nothing changed) and says `{t: 'storage', ok: false}`; `ok: true` when it is back.
 */
import { ActionRejected } from '@horde/server/client';
import { translate } from '../../i18n/index.ts';
import { type Refusal, refusalWords } from './refusal.ts';

/** What of the server's client this needs (HordeClient gives it). */
export interface StorageSource {
  readonly storageOk: boolean;
  on(event: 'storage', listener: (m: { ok: boolean }) => void): () => void;
  on(event: 'welcome' | 'view', listener: () => void): () => void;
}

export class StorageWatch {
  private state: boolean;
  /** Joined again: the server says `ok: false` right after its welcome when it still cannot store (before views). */
  private rejoined = false;
  private readonly listeners = new Set<(ok: boolean) => void>();

  constructor(source: StorageSource) {
    this.state = source.storageOk;
    source.on('storage', (m) => {
      this.rejoined = false;
      this.set(m.ok);
    });
    // A connection that came back after the storage did never hears `ok: true`: the first views after a welcome
    // with no `ok: false` before them mean it takes actions again.
    source.on('welcome', () => {
      this.rejoined = true;
    });
    source.on('view', () => {
      if (!this.rejoined) return;
      this.rejoined = false;
      this.set(true);
    });
  }

  ok(): boolean {
    return this.state;
  }

  subscribe(listener: (ok: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }

  private set(ok: boolean): void {
    if (ok === this.state) return;
    this.state = ok;
    for (const l of this.listeners) l(ok);
  }
}

/**
 * A refused action or undo in the player's words as far as the shell knows them: not stored (the storage is
 * down; nothing changed), not undoable, a code every game shares or the server's own; else the generic line (a
 * table words its rules' codes from `refusalOf`).
 */
export function refusalText(e: unknown): string {
  if (e instanceof ActionRejected) {
    if (e.code === 'storage') return translate('errors.notStored');
    if (e.code === 'cannotUndo') return translate('errors.cannotUndo');
    return refusalWords(refusalOf(e));
  }
  return e instanceof Error ? e.message : String(e);
}

/** The refusal a server's rejection carries: code, params, and its English sentence for logs. */
export function refusalOf(e: ActionRejected): Refusal {
  return e.params ? { code: e.code, params: e.params, message: e.message } : { code: e.code, message: e.message };
}
