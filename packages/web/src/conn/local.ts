/**
 * An in-browser table: the same engine the server runs, with games kept in localStorage
 * (config, seed and action list; the state is rebuilt by replaying, which the engine makes
 * exact). Used by component tests, and as the table when no server answers. Invite links need
 * the server: locally every seat plays on this screen.
 */
import type { Action, GameEvent, State } from '@horde/zombicide';
import { engine } from '../model/engine.ts';
import type {
  CreatedGame,
  GameConnection,
  GameRecord,
  NewGame,
  SavedGame,
  SendResult,
  Snapshot,
  TableService,
  Update,
} from './types.ts';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const PREFIX = 'horde.game.';

interface Stored extends GameRecord {
  updated: number;
}

function status(state: State): SavedGame['status'] {
  return state.phase === 'won' ? 'won' : state.phase === 'lost' ? 'lost' : 'ongoing';
}

class LocalGame implements GameConnection {
  private state: State;
  private events: GameEvent[] = [];
  private listeners = new Set<(u: Update) => void>();
  private lastUndoable = false;

  constructor(
    readonly gameId: string,
    readonly seat: number | null,
    private record: Stored,
    private save: (r: Stored) => void,
  ) {
    this.state = this.rebuild(record.actions);
  }

  private rebuild(actions: Action[]): State {
    const g = engine().engine;
    const state = g.setup(this.record.config, this.record.seed);
    this.events = [];
    for (const a of actions) {
      const r = g.apply(state, a);
      if (!r.ok) throw new Error(`Saved game ${this.gameId} does not replay: ${r.error.message}`);
      this.events.push(...r.events);
    }
    return state;
  }

  current(): Snapshot {
    const g = engine();
    // Hot-seat: every seat plays on this screen; a seat's screen: what the game lets that seat do.
    const legal = this.seat === null ? g.engine.legalActions(this.state) : g.legalActions(this.state, this.seat);
    return {
      view: g.view(this.state, this.seat),
      legal,
      seq: this.record.actions.length,
      canUndo: this.lastUndoable,
    };
  }

  history(): GameEvent[] {
    return [...this.events];
  }

  async send(action: Action): Promise<SendResult> {
    const g = engine();
    const rngBefore = JSON.stringify(this.state.rng);
    const decksBefore = `${this.state.equipmentDeck.length}/${this.state.zombieDeck.length}/${this.state.bountyDeck.length}`;
    const r =
      this.seat === null
        ? g.engine.apply(this.state, action)
        : g.apply(this.state, action, { by: this.seat, now: Date.now() });
    if (!r.ok) return { ok: false, error: r.error.message };
    this.record.actions.push(action);
    this.record.updated = Date.now();
    this.save(this.record);
    this.events.push(...r.events);
    const decksAfter = `${this.state.equipmentDeck.length}/${this.state.zombieDeck.length}/${this.state.bountyDeck.length}`;
    this.lastUndoable =
      this.seat === null &&
      rngBefore === JSON.stringify(this.state.rng) &&
      decksBefore === decksAfter &&
      !r.events.some((e) => e.type === 'phase' || e.type === 'gameWon' || e.type === 'gameLost');
    this.emit({ snapshot: this.current(), events: r.events, action });
    return { ok: true };
  }

  async undo(): Promise<SendResult> {
    if (!this.lastUndoable)
      return { ok: false, error: 'The last action revealed dice or cards: it cannot be taken back.' };
    this.record.actions.pop();
    this.state = this.rebuild(this.record.actions);
    this.save(this.record);
    this.lastUndoable = false;
    this.emit({ snapshot: this.current(), events: [], initial: true });
    return { ok: true };
  }

  subscribe(listener: (u: Update) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(u: Update): void {
    for (const l of this.listeners) l(u);
  }

  close(): void {
    this.listeners.clear();
  }
}

export class LocalTable implements TableService {
  readonly kind = 'local' as const;
  constructor(
    private store: KeyValueStore = typeof localStorage !== 'undefined' ? localStorage : memoryStore(),
    private random: () => number = Math.random,
  ) {}

  private load(id: string): Stored | null {
    const raw = this.store.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as Stored) : null;
  }

  private write =
    (id: string) =>
    (r: Stored): void =>
      this.store.setItem(PREFIX + id, JSON.stringify(r));

  async create(game: NewGame): Promise<CreatedGame> {
    const seed = Math.floor(this.random() * 2 ** 31);
    engine().engine.setup(game.config, seed); // throws a SetupError with the reason when the config is wrong
    const gameId = `L${Date.now().toString(36)}${Math.floor(this.random() * 1e6).toString(36)}`;
    this.write(gameId)({ config: game.config, seed, actions: [], updated: Date.now() });
    const seats = new Map<number, string[]>();
    for (const s of game.config.survivors) seats.set(s.player ?? 0, [...(seats.get(s.player ?? 0) ?? []), s.id]);
    const url = `#/game/${gameId}`;
    return { gameId, url, seats: [...seats].map(([seat, survivors]) => ({ seat, survivors, url })) };
  }

  async open(gameId: string, seatToken: string | null): Promise<GameConnection> {
    const record = this.load(gameId);
    if (!record) throw new Error(`No saved game "${gameId}" in this browser.`);
    const seat = seatToken === null || seatToken === '' ? null : Number(seatToken);
    return new LocalGame(gameId, Number.isInteger(seat) ? seat : null, record, this.write(gameId));
  }

  async saved(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (let i = 0; i < this.store.length; i++) {
      const key = this.store.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const gameId = key.slice(PREFIX.length);
      try {
        const game = new LocalGame(gameId, null, this.load(gameId)!, () => {});
        const state = game.current().view;
        out.push({
          gameId,
          mission: state.mission,
          survivors: state.survivors.map((s) => s.id),
          round: state.round,
          status: status(state as unknown as State),
          updated: this.load(gameId)!.updated,
        });
      } catch {
        // A game saved by an older engine that no longer replays: not offered.
      }
    }
    return out.sort((a, b) => b.updated - a.updated);
  }

  async record(gameId: string): Promise<GameRecord | null> {
    const r = this.load(gameId);
    return r ? { config: r.config, seed: r.seed, actions: r.actions } : null;
  }

  forget(gameId: string): void {
    this.store.removeItem(PREFIX + gameId);
  }
}
