/**
 * One game played by the rules in the browser, through the Game contract (@horde/core). The record is saved after
 * every action with what the game was made with (its rules version and content fingerprint) and a snapshot of the
 * state with its hash (see `LocalRecord`). A resume replays the actions from the seed under the game's rules version
 * (each as the seat that sent it), for the log, and keeps the result only if it is the state saved; else it goes on
 * from the snapshot when this code wrote it; else the game cannot go on (`RestoreFailed`: the table retires it). In
 * hot-seat (seat null) this screen plays every seat: its legal actions are all seats' together and an action goes out
 * under the seat that owns it.
 */
// From the contract's own file: core's index also holds the toy game and its schemas, which the shell must not bundle.
import {
  codeVersionOf,
  dueDeadline,
  stateShapeOf,
  type Actor,
  type ApplyResult,
  type GameMeta,
  type GameRules,
  type Outcome,
  type SetupOptions,
} from '@horde/core/game';
import { describeIssue, describeRefusal } from '@horde/core/game';
import { hashState } from '@horde/core/hash';
import { translate } from '../../i18n/index.ts';
import { type Refusal, refusalWords } from './refusal.ts';
import type { GameConnection, RetiredCode, SavedGame, SendResult, Snapshot, Update } from './types.ts';

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
  /**
   * The fingerprint of the content these rules play a game of `config` with (conn/fingerprint.ts), or null when the
   * table cannot tell (a mission it does not bundle). Absent: the table names none, and a save's content is not checked.
   */
  contentFingerprint?(config: unknown): string | null;
}

/** The state after action `seq`, as the code of rules version `codeVersion` left it (a resume may go on from it). */
export interface LocalSnapshot {
  seq: number;
  /** The rules version of the code that wrote it: another version's state may have another shape. */
  codeVersion: string;
  state: unknown;
}

/**
 * A game as this browser keeps it (`horde.game.<id>` in localStorage, JSON). The fields from `rulesVersion` on came
 * with issue 31; a save written before has none of them: it is taken as made under today's rules and content, and
 * gets them the first time it is opened.
 */
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
  /** The game's rules version when it was created: its setup gets it on every resume (a later fix keeps its old rule). */
  rulesVersion?: string;
  /** The fingerprint of the content it was made with (conn/fingerprint.ts); null: the table named none. */
  contentFp?: string | null;
  /** The state hash (core's `hashState`) after the last action: a resume must come to it. */
  hash?: string;
  /**
   * The shape of the states `hash` was taken of (the game's `meta.stateShape`; absent: 1). Under a newer shape a
   * resume replays the actions (each must still be accepted) and takes the hash anew.
   */
  stateShape?: number;
  /** The state after the last action. */
  snapshot?: LocalSnapshot;
  /** The game cannot go on (kept with its record for the replay and a new start): why, and when that was found. */
  retired?: { code: RetiredCode; at: number };
}

/** The hash and snapshot of a save's state now, under the code `meta` describes: written with every save of a record. */
export function stamp(record: LocalRecord, state: unknown, meta: GameMeta): LocalRecord {
  record.hash = hashState(state);
  record.stateShape = stateShapeOf(meta);
  record.snapshot = { seq: record.actions.length, codeVersion: codeVersionOf(meta), state };
  return record;
}

/** A saved game that does not come back to the state it was saved in: the technical reason, for the console only. */
export class RestoreFailed extends Error {}

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
  /** The state before the last action and the length of the log then, while that action may be taken back. */
  private before: { state: unknown; events: number } | null = null;
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
    // The bots' seats are known at once (they are not this screen's); their bots load once the game is restored.
    const makers = new Map<number, (seed: number) => LocalBot | Promise<LocalBot>>();
    record.bots?.forEach((name, s) => {
      const make = name ? rules.bots?.[name] : undefined;
      if (!make) return;
      this.botSeats.add(s);
      makers.set(s, make);
    });
    this.state = this.restore();
    // A save from before hashes and snapshots were kept, or whose snapshot an older code wrote: written anew now.
    const meta = rules.game.meta;
    if (record.hash === undefined || record.snapshot?.codeVersion !== codeVersionOf(meta))
      this.save(stamp(record, this.state, meta));
    for (const [s, make] of makers)
      void Promise.resolve(make(Math.floor(record.created + s) >>> 0)).then((bot) => {
        this.bots.set(s, bot);
        this.scheduleBot();
      });
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

  /**
   * The state the record was saved in: its actions replayed from the seed under the game's rules version (each as
   * the seat that sent it, for the log), kept when they come to the saved state's hash (a save without one, written
   * before hashes were kept, is taken as it replays); else the snapshot, when this code wrote it and it is the saved
   * state (the log then starts at the resume); else RestoreFailed: the game cannot go on here.
   */
  private restore(): unknown {
    const g = this.rules.game;
    const r = this.record;
    let replayed: { state: unknown; events: unknown[] } | null = null;
    let why = '';
    try {
      replayed = this.replay();
      // Without a hash (saved before they were kept) or under an older state shape, a replay that accepts every
      // action is taken: there is no hash of this shape to compare it with.
      const comparable = r.hash !== undefined && (r.stateShape ?? 1) === stateShapeOf(g.meta);
      if (!comparable || hashState(replayed.state) === r.hash) {
        this.events = replayed.events;
        return replayed.state;
      }
      why = `its ${r.actions.length} actions replay into another state than the one saved`;
    } catch (e) {
      why = e instanceof Error ? e.message : String(e);
    }
    const snap = r.snapshot;
    if (snap && snap.codeVersion === codeVersionOf(g.meta) && snap.seq <= r.actions.length) {
      try {
        const state = g.clone(snap.state);
        for (let i = snap.seq; i < r.actions.length; i++) {
          const sent = r.log?.[i];
          const result = sent ? g.apply(state, r.actions[i], { by: sent.by, now: sent.at }) : null;
          if (!result?.ok) throw new RestoreFailed(`action #${i + 1} does not apply after the snapshot`);
        }
        if (hashState(state) === r.hash) {
          this.seats(state);
          this.events = [];
          return state;
        }
      } catch {
        // the snapshot does not lead to the saved state either
      }
    }
    throw new RestoreFailed(`game ${this.gameId}: ${why}`);
  }

  /** This screen's seats of `state`: its one seat, or every seat bots do not play. */
  private seats(state: unknown): void {
    const all = Array.from({ length: this.rules.game.seatCount(state) }, (_, s) => s);
    this.people = this.seat !== null ? [this.seat] : all.filter((s) => !this.botSeats.has(s));
    this.eyes = this.people.length === 1 ? this.people[0] : null;
  }

  /** The record's actions from its seed, under the rules version it was made with: the state and this screen's events. */
  private replay(): { state: unknown; events: unknown[] } {
    const g = this.rules.game;
    const r = this.record;
    const setup = g.setup(r.config, {
      seed: r.seed,
      now: r.created,
      ...(r.rulesVersion !== undefined ? { rulesVersion: r.rulesVersion } : {}),
    });
    if (!setup.ok) throw new RestoreFailed(`its setup is refused: ${setup.issues.map(describeIssue).join('; ')}`);
    const state = setup.state;
    this.seats(state);
    const events: unknown[] = [];
    r.actions.forEach((action, i) => {
      const sent = r.log?.[i];
      const { result } = sent
        ? { result: g.apply(state, action, { by: sent.by, now: sent.at }) }
        : this.applyHotSeat(state, action, r.updated);
      if (!result.ok) throw new RestoreFailed(`action #${i + 1} is refused: ${describeRefusal(result.error)}`);
      events.push(...g.eventsFor(result.events, this.eyes, state));
    });
    return { state, events };
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
    return refusal ?? { by: 0, result: { ok: false, error: { code: NOT_YOURS } } };
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
    // What an undo goes back to (the state is not rebuilt from the seed: see restore).
    const before = this.undo ? { state: g.clone(this.state), events: this.events.length } : null;
    const now = Date.now();
    const { by, result } =
      this.seat === null
        ? this.applyHotSeat(this.state, action, now)
        : { by: this.seat, result: g.apply(this.state, action, { by: this.seat, now }) };
    if (!result.ok) {
      const { code, params } = result.error;
      const refusal: Refusal = params ? { code, params } : { code };
      return { ok: false, error: refusalWords(refusal), refusal };
    }
    const undoable =
      this.seat === null &&
      hiddenBefore !== undefined &&
      hiddenBefore === g.undoKey?.(this.state) &&
      !result.events.some((e) => g.closesUndo?.(e));
    this.commit(by, now, action, result.events, undoable);
    this.before = undoable ? before : null;
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
    this.save(stamp(r, this.state, g.meta));
    const events = g.eventsFor(applied, this.eyes, this.state);
    this.events.push(...events);
    this.lastUndoable = undoable;
    this.before = null;
    // A bot's action is not shown to this screen as its own (it may name what only the bot's seat saw).
    this.emit({ snapshot: this.current(), events, ...(by !== 'system' && this.people.includes(by) ? { action } : {}) });
    this.scheduleBot();
    this.armDeadline();
  }

  private async takeBack(): Promise<SendResult> {
    const before = this.before;
    if (!this.lastUndoable || !before) return { ok: false, error: translate('errors.cannotUndo') };
    const g = this.rules.game;
    this.record.actions.pop();
    this.record.log?.pop();
    this.state = before.state;
    this.events.length = before.events;
    this.record.status = savedStatus(g.outcome(this.state));
    this.record.round = this.rules.round?.(this.state);
    this.save(stamp(this.record, this.state, g.meta));
    this.lastUndoable = false;
    this.before = null;
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
