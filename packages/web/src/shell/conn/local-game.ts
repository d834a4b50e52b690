/**
 * One game played by the rules in the browser, through the Game contract (@horde/core): the
 * state is rebuilt from the record's seed and actions (exact by design), each action is applied
 * as the seat that sent it, and the record is saved after every action. In hot-seat (seat null)
 * this screen plays every seat: its legal actions are all seats' together and an action goes
 * out under the seat that owns it.
 */
// From the contract's own file: core's index also holds the toy game and its schemas, which the shell must not bundle.
import {
  dueDeadline,
  type Actor,
  type ApplyResult,
  type GameRules,
  type Outcome,
  type SetupOptions,
} from '@horde/core/game';
import { translate } from '../../i18n/index.ts';
import { ShellError } from '../errors.ts';
import type { GameConnection, SavedGame, SendResult, Snapshot, Update } from './types.ts';

/** A bot that plays a seat in the browser (one of the game module's bots). */
export interface LocalBot {
  choose(state: unknown, legal: readonly unknown[], seat: number): unknown;
}

/** A game's rules as the in-browser table needs them (a game's table module provides them). */
export interface LocalRules<State = unknown, Action = unknown, Event = unknown, View = unknown> {
  readonly game: GameRules<unknown, State, Action, Event, View>;
  /** The round a game has reached, for the saved-games list. */
  round?(state: State): number;
  /** What a seat plays, as ids (invite links). */
  seatPieces?(config: unknown, seat: number): string[];
  /**
   * The game's bots by name (as in the catalog): each makes a bot for one seat from a seed. A bot may load its
   * code first (a dynamic import), so that a table opened by an invite link never downloads the bots.
   */
  bots?: Record<string, (seed: number) => LocalBot | Promise<LocalBot>>;
}

/** A game as this browser keeps it. */
export interface LocalRecord {
  game: string;
  entry: string;
  label: string;
  config: unknown;
  seed: SetupOptions['seed'];
  actions: unknown[];
  /** Who sent each action (a seat, or `system` for a deadline) and when (ms), so a rebuild applies it the same way; absent in old records. */
  log?: { by: Actor; at: number }[];
  created: number;
  updated: number;
  status?: SavedGame['status'];
  round?: number;
  /** The bot that plays each seat (null or missing: people on this screen). */
  bots?: (string | null)[];
}

/** The code a game gives when an action belongs to another seat (core's contract). */
const NOT_YOURS = 'seat.notYours';

export function savedStatus(outcome: Outcome): SavedGame['status'] {
  if (!outcome.over) return 'ongoing';
  const result = outcome.results[0]?.result;
  return result === 'win' ? 'won' : result === 'draw' ? 'draw' : 'lost';
}

const keyOf = (action: unknown): string => JSON.stringify(action);
const notYours = (r: ApplyResult<unknown>): boolean => !r.ok && r.error.code === NOT_YOURS;

export class LocalGame implements GameConnection {
  private state: unknown;
  private events: unknown[] = [];
  private listeners = new Set<(u: Update) => void>();
  private lastUndoable = false;
  private closed = false;
  /** The seats bots play, known at once; their bots, once loaded. */
  private readonly botSeats = new Set<number>();
  private readonly bots = new Map<number, LocalBot>();
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  /** The seats people play on this screen: the given one, or every seat that is not a bot's. */
  private people: number[] = [];
  /** Whose eyes this screen sees with: its one seat for people, else a spectator's (hot-seat shows each seat's too). */
  private eyes: number | null = null;
  readonly undo?: () => Promise<SendResult>;

  constructor(
    readonly gameId: string,
    readonly seat: number | null,
    private record: LocalRecord,
    private rules: LocalRules,
    private save: (r: LocalRecord) => void,
    /** How long a bot waits before it plays (people follow the game; tests set 0). */
    private readonly botDelayMs = 700,
  ) {
    record.bots?.forEach((name, s) => {
      const make = name ? rules.bots?.[name] : undefined;
      if (!make) return;
      this.botSeats.add(s);
      void Promise.resolve(make(Math.floor(record.created + s) >>> 0)).then((bot) => {
        this.bots.set(s, bot);
        this.scheduleBot();
      });
    });
    this.state = this.rebuild();
    this.armDeadline();
    // Taking back (the game's undoKey) on a hot-seat screen, where every seat is this screen's.
    if (rules.game.undoKey && seat === null) this.undo = () => this.takeBack();
    this.scheduleBot();
  }

  /**
   * A timed game's deadlines, as the server fires them: when the earliest passes, its action is applied as
   * `system` (an overdue one, in a game resumed later, at once).
   */
  private armDeadline(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    const g = this.rules.game;
    if (this.closed || g.outcome(this.state).over) return;
    const deadlines = g.deadlines(this.state);
    if (deadlines.length === 0) return;
    const first = Math.min(...deadlines.map((d) => d.at));
    this.deadlineTimer = setTimeout(
      () => {
        this.deadlineTimer = null;
        const now = Math.max(Date.now(), first);
        const due = dueDeadline(g.deadlines(this.state), now);
        if (!due) return this.armDeadline();
        const result = g.apply(this.state, due.action, { by: 'system', now });
        if (result.ok) this.commit('system', now, due.action, result.events, false);
      },
      // setTimeout fires at once past about 24.8 days: a far deadline is waited for in steps.
      Math.min(Math.max(0, first - Date.now()), 2 ** 31 - 1),
    );
  }

  /** Plays a bot's seat when the game awaits it, after a pause; again after each move. */
  private scheduleBot(): void {
    if (this.botTimer || this.closed || this.botSeats.size === 0) return;
    const g = this.rules.game;
    if (g.outcome(this.state).over || !g.awaiting(this.state).some((s) => this.bots.has(s))) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      const seat = g.awaiting(this.state).find((s) => this.bots.has(s));
      if (seat === undefined) return; // its bot is still loading: it schedules itself once loaded
      const legal = g.legalActions(this.state, seat);
      if (legal.length === 0) return;
      const action = this.bots.get(seat)!.choose(this.state, legal, seat);
      const now = Date.now();
      const result = g.apply(this.state, action, { by: seat, now });
      if (result.ok) this.commit(seat, now, action, result.events, false);
    }, this.botDelayMs);
  }

  get game(): string {
    return this.record.game;
  }

  private rebuild(): unknown {
    const g = this.rules.game;
    const setup = g.setup(this.record.config, { seed: this.record.seed, now: this.record.created });
    if (!setup.ok)
      throw new ShellError('errors.savedGameBroken', {
        id: this.gameId,
        reason: setup.issues.map((i) => i.message).join('; '),
      });
    const state = setup.state;
    const all = Array.from({ length: g.seatCount(state) }, (_, s) => s);
    this.people = this.seat !== null ? [this.seat] : all.filter((s) => !this.botSeats.has(s));
    this.eyes = this.people.length === 1 ? this.people[0] : null;
    this.events = [];
    this.record.actions.forEach((action, i) => {
      const sent = this.record.log?.[i];
      const { result } = sent
        ? { result: g.apply(state, action, { by: sent.by, now: sent.at }) }
        : this.applyHotSeat(state, action, this.record.updated);
      if (!result.ok) throw new ShellError('errors.savedGameBroken', { id: this.gameId, reason: result.error.message });
      this.events.push(...g.eventsFor(result.events, this.eyes, state));
    });
    return state;
  }

  /** Applies an action as the first seat that may take it, the awaited seats first; else the most telling refusal. */
  private applyHotSeat(state: unknown, action: unknown, now: number): { by: number; result: ApplyResult<unknown> } {
    const g = this.rules.game;
    const seats = [...new Set([...g.awaiting(state).filter((s) => this.people.includes(s)), ...this.people])];
    let refusal: { by: number; result: ApplyResult<unknown> } | null = null;
    for (const by of seats) {
      const result = g.apply(state, action, { by, now });
      if (result.ok) return { by, result };
      // The rules' own reason ("zone has zombies") says more than "not your seat".
      if (!refusal || (notYours(refusal.result) && !notYours(result))) refusal = { by, result };
    }
    return refusal ?? { by: 0, result: { ok: false, error: { code: NOT_YOURS, message: NOT_YOURS } } };
  }

  private legal(): unknown[] {
    const g = this.rules.game;
    if (this.people.length === 1) return g.legalActions(this.state, this.people[0]);
    const seen = new Set<string>();
    const out: unknown[] = [];
    for (const s of this.people)
      for (const a of g.legalActions(this.state, s)) {
        const k = keyOf(a);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(a);
        }
      }
    return out;
  }

  current(): Snapshot {
    const g = this.rules.game;
    const snapshot: Snapshot = {
      view: g.view(this.state, this.eyes),
      legal: this.legal(),
      seq: this.record.actions.length,
      canUndo: this.lastUndoable,
      status: g.outcome(this.state).over ? 'finished' : 'ongoing',
    };
    for (const d of g.deadlines(this.state))
      if (d.seat !== null && this.people.includes(d.seat) && (!snapshot.deadline || d.at < snapshot.deadline.at))
        snapshot.deadline = { at: d.at, now: Date.now() };
    if (this.people.length > 1) {
      const awaited = g.awaiting(this.state);
      snapshot.seats = this.people.map((seat) => ({
        seat,
        view: g.view(this.state, seat),
        legal: g.legalActions(this.state, seat),
        awaited: awaited.includes(seat),
      }));
    }
    return snapshot;
  }

  history(): unknown[] {
    return [...this.events];
  }

  async send(action: unknown): Promise<SendResult> {
    const g = this.rules.game;
    const hiddenBefore = g.undoKey?.(this.state);
    const now = Date.now();
    const { by, result } =
      this.seat === null
        ? this.applyHotSeat(this.state, action, now)
        : { by: this.seat, result: g.apply(this.state, action, { by: this.seat, now }) };
    if (!result.ok) return { ok: false, error: result.error.message };
    const undoable =
      this.seat === null &&
      hiddenBefore !== undefined &&
      hiddenBefore === g.undoKey?.(this.state) &&
      !result.events.some((e) => g.closesUndo?.(e));
    this.commit(by, now, action, result.events, undoable);
    return { ok: true };
  }

  /** Records an applied action, tells the listeners what this screen may see of it, and wakes the bots. */
  private commit(by: Actor, now: number, action: unknown, applied: unknown[], undoable: boolean): void {
    const g = this.rules.game;
    const r = this.record;
    if (r.log?.length === r.actions.length) r.log.push({ by, at: now });
    r.actions.push(action);
    r.updated = now;
    r.status = savedStatus(g.outcome(this.state));
    r.round = this.rules.round?.(this.state);
    this.save(r);
    const events = g.eventsFor(applied, this.eyes, this.state);
    this.events.push(...events);
    this.lastUndoable = undoable;
    // A bot's action is not shown to this screen as its own (it may name what only the bot's seat saw).
    this.emit({ snapshot: this.current(), events, ...(by !== 'system' && this.people.includes(by) ? { action } : {}) });
    this.scheduleBot();
    this.armDeadline();
  }

  private async takeBack(): Promise<SendResult> {
    if (!this.lastUndoable) return { ok: false, error: translate('errors.cannotUndo') };
    this.record.actions.pop();
    this.record.log?.pop();
    this.state = this.rebuild();
    this.record.status = savedStatus(this.rules.game.outcome(this.state));
    this.record.round = this.rules.round?.(this.state);
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
    this.closed = true;
    this.listeners.clear();
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.botTimer = null;
    this.deadlineTimer = null;
    this.bots.clear();
    this.botSeats.clear();
  }
}
