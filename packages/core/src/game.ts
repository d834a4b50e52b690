/**
 * The contract every game implements (DESIGN.md, "Many games: the contract").
 *
 * One method per question, as in OpenSpiel: who is awaited, what may this seat
 * do, what does this seat see, what happened for this seat, is it over and what
 * did each seat get. State is plain data; `apply` checks that the actor owns
 * the action and that it is legal, then either mutates the state in place and
 * returns the events it caused, or returns a typed error and leaves the state
 * untouched. Pending decisions and deadlines are part of the state, so who may
 * act and when time runs out are always computed from it, never stored beside it.
 */
import type { z } from 'zod';
import type { RngState, Seed } from './rng.ts';

/** A seat at the table: 0 .. seats-1. */
export type Seat = number;

/** Who sends an action: a seat, or the server itself (timeouts). */
export type Actor = Seat | 'system';

export interface ApplyContext {
  by: Actor;
  /** The server's clock in ms since the epoch, recorded with the action so that a replay gives the same game. */
  now: number;
}

/**
 * A refusal: a code and the values its words need, never a sentence (the tables word it in each language; logs and
 * tools say it with `describeRefusal`).
 */
export interface RuleError {
  /** Machine-readable reason, e.g. "search.zombiesInZone" or "seat.notYours". */
  code: string;
  /** The values a table's words for the code need (a cost, a row), when the code alone does not say them. */
  params?: Readonly<Record<string, string | number>>;
}

export type ApplyResult<Event> = { ok: true; events: Event[] } | { ok: false; error: RuleError };

/** A problem with a config or a setup: a code, a path into the config and the values its words need (no sentence). */
export interface Issue {
  code: string;
  path: (string | number)[];
  /** The values the words of the code name (a mission id, a count), for a table to say it in its language. */
  params?: Record<string, string | number>;
}

export type SetupResult<State> = { ok: true; state: State } | { ok: false; issues: Issue[] };

export interface SetupOptions {
  /** 32 bits, or 128 bits as 32 hex digits (rng.ts). */
  seed: Seed;
  /** The server's clock at creation (ms), for games whose first deadline starts at once. Default 0. */
  now?: number;
  /**
   * The rules version the game was created under (a restore passes the stored one); default the game's own.
   * A game plays an older version's rules where it still can, so that its stored logs replay as they did.
   */
  rulesVersion?: string;
}

/** An action the server takes for a seat when its time is up, at `at` (ms, server clock). */
export interface Deadline<Action> {
  at: number;
  seat: Seat | null;
  action: Action;
}

export interface SeatResult {
  seat: Seat;
  result: 'win' | 'loss' | 'draw';
  score?: number;
  /** 1 for the best; equal ranks for ties. */
  rank?: number;
}

/**
 * Whether the game is over and what each seat got. `reason` is a machine-readable
 * code (the simulator counts them, the table translates them); `message` is an
 * English sentence for logs and tools.
 */
export type Outcome =
  | { over: false }
  /** `reason` is a code and `params` its values: a table words the end in its language (never a sentence here). */
  | { over: true; reason: string; results: SeatResult[]; params?: Record<string, string | number> };

export interface GameMeta {
  /** Stable id stored with every game record, e.g. "uoa". */
  id: string;
  name: string;
  /** Stored with every record: a restore compares state hashes only within the same rules version. */
  rulesVersion: string;
  seats: { min: number; max: number };
  /** What a seat plays, e.g. ["survivors"] or ["survivor", "zombies"]. */
  roles: string[];
  /** Every seat wins or loses together. */
  cooperative: boolean;
  /**
   * Bumped when the state's shape changes without a change of play (a field renamed, a sentence become a code):
   * a game stored under an older shape is replayed under the new code (every action must still be accepted) and
   * its hashes stored anew. Absent: 1.
   */
  stateShape?: number;
}

/** The shape of the states a game's code writes (1 when the game never changed it). */
export function stateShapeOf(meta: Pick<GameMeta, 'stateShape'>): number {
  return meta.stateShape ?? 1;
}

/**
 * What wrote a stored state, for a snapshot: the rules version, and the state's shape once it changed. A snapshot
 * written under another one is not read as is.
 */
export function codeVersionOf(meta: Pick<GameMeta, 'rulesVersion' | 'stateShape'>): string {
  const shape = stateShapeOf(meta);
  return shape === 1 ? meta.rulesVersion : `${meta.rulesVersion}/shape${shape}`;
}

/**
 * A game's rules: everything a table that plays in the browser needs. The schemas that check what a client sends
 * are apart (`Game`), so that a browser which only plays by the rules never loads a schema library.
 */
export interface GameRules<Config, State, Action, Event, View> {
  readonly meta: GameMeta;
  setup(config: Config, options: SetupOptions): SetupResult<State>;
  /** Number of seats of this game. */
  seatCount(state: State): number;
  /** The seats the game is waiting on now (several at once in a reaction window); empty when over. */
  awaiting(state: State): readonly Seat[];
  /** What `seat` may do now, off-turn answers included; empty when it may not act. */
  legalActions(state: State, seat: Seat): Action[];
  apply(state: State, action: Action, ctx: ApplyContext): ApplyResult<Event>;
  /** Deadlines the server must fire (as `system`) when they pass. */
  deadlines(state: State): readonly Deadline<Action>[];
  /** What a seat sees (null: a spectator), built from what it may see. Never the RNG state or hidden order. */
  view(state: State, seat: Seat | null): View;
  /**
   * The same view as `view`, but it may share objects with `state` instead of copying them: for a caller
   * that never changes the state afterwards nor the view (the server, whose stored states are replaced,
   * never changed). Optional: callers fall back to `view`. The conformance battery checks both agree.
   */
  readonlyView?(state: State, seat: Seat | null): View;
  /**
   * Taking back (optional; without it nothing is taken back): a key of everything hidden or random an action
   * may reveal (the random state, the decks' sizes, hidden hands). An action that leaves it unchanged, and
   * caused no event that `closesUndo` names, revealed nothing: its seat may take it back while nobody has
   * acted since (the in-browser table and the server both ask these).
   */
  undoKey?(state: State): string;
  /** An event after which nothing before it may be taken back (a new phase or turn, the end). */
  closesUndo?(event: Event): boolean;
  /** The events a seat may receive out of those an action caused (`state` is the state after it). */
  eventsFor(events: readonly Event[], seat: Seat | null, state: State): Event[];
  outcome(state: State): Outcome;
  clone(state: State): State;
  /**
   * A seat's question about an action, answered from what it sees (its `view`): may it be taken now, and if not why
   * (the refusal `apply` would give), and what it costs. For tables (a cost beside each button, the reason a
   * button is missing) and bots; nobody rebuilds a state from a view. Optional.
   */
  explain?(view: View, seat: Seat, action: Action): Explanation;
  /**
   * Redraws what `seat` (null: a spectator) cannot see: the deck orders, the hidden hands, the RNG unless
   * `keepChance`. Changes `state` (pass a clone) and returns it. A search bot looks ahead in such worlds; the
   * conformance battery checks that two of them look the same to the seat. Optional.
   */
  determinize?(state: State, seat: Seat | null, rng: RngState, keepChance?: boolean): State;
  /** Rules every reachable state keeps: one sentence (for developers) per broken rule. Optional. */
  invariants?(state: State): string[];
  /**
   * The cross-field rules of a config that its schema cannot say (a mission's class limits, a seat count): every
   * issue at once, with its path. `setup` refuses exactly the configs this finds issues in. Optional.
   */
  validate?(config: Config): Issue[];
  /**
   * The config of the next game that continues an ended one (a campaign: what the players' pieces keep from game
   * to game), from its final state and its config, with the players' `choice`; null when nothing carries over.
   * The result still goes through `setup` like any config. Optional: a game without it has no sequels.
   */
  sequel?(state: State, config: Config, choice?: SequelChoice): Config | null;
}

/**
 * What the players choose of a sequel: its entry (a mission, a scenario; absent: the same), and the pieces (by the
 * game's ids, survivors for instance) whose record they discard: a discard only takes away what carries over.
 */
export interface SequelChoice {
  entry?: string;
  discard?: readonly string[];
}

/**
 * The answer to a seat's question about an action: allowed or refused with the rules' reason, and what it costs (or
 * would cost: "a Move out of this zone costs 2 Actions, you have 1") in the game's own units (Zombicide:
 * `{ actions: 2 }`; nothing when it costs nothing a player counts).
 */
export type Explanation =
  | { ok: true; cost?: Readonly<Record<string, number>> }
  | { ok: false; refusal: RuleError; cost?: Readonly<Record<string, number>> };

/** A game as the server, the simulator and the tools hold it: its rules and the shapes a client's input must have. */
export interface Game<Config, State, Action, Event, View> extends GameRules<Config, State, Action, Event, View> {
  /** What a new game's config must look like (the lobby draws its switches from it). */
  readonly configSchema: z.ZodType<Config>;
  /** What an action sent by a client must look like, before the rules see it. */
  readonly actionSchema: z.ZodType<Action>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of unrelated type parameters
export type AnyGame = Game<any, any, any, any, any>;

export function ok<Event>(events: Event[]): ApplyResult<Event> {
  return { ok: true, events };
}

export function illegal<Event>(code: string, params?: Readonly<Record<string, string | number>>): ApplyResult<Event> {
  return { ok: false, error: params ? { code, params } : { code } };
}

export class SetupFailed extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues.map(describeIssue).join('; '));
  }
}

/** Setup for tools and tests that treat a refused config as a bug: throws SetupFailed with the issues. */
export function setupOrThrow<C, S>(game: Game<C, S, unknown, unknown, unknown>, config: C, options: SetupOptions): S {
  const result = game.setup(config, options);
  if (!result.ok) throw new SetupFailed(result.issues);
  return result.state;
}

/** Every seat gets the same result: a cooperative game's outcome. */
export function sharedResult(seats: number, result: SeatResult['result']): SeatResult[] {
  return Array.from({ length: seats }, (_, seat) => ({ seat, result }));
}

/** The first deadline at or before `now`, if any (a loop, not find(): it runs at every step of a playout). */
export function dueDeadline<A>(deadlines: readonly Deadline<A>[], now: number): Deadline<A> | undefined {
  for (let i = 0; i < deadlines.length; i++) if (deadlines[i].at <= now) return deadlines[i];
  return undefined;
}

/** The first awaited seat, for tools that play every seat in turn; null when nobody is awaited. */
export function firstAwaited<S>(
  game: Pick<Game<unknown, S, unknown, unknown, unknown>, 'awaiting'>,
  state: S,
): Seat | null {
  const seats = game.awaiting(state);
  return seats.length ? seats[0] : null;
}

/** A code and its values as one line for logs, tools and errors: `search.zombies {zone: 3}`, or the code alone. */
function describeCode(code: string, params?: Readonly<Record<string, string | number>>): string {
  const values = Object.entries(params ?? {}).map(([k, v]) => `${k}: ${v}`);
  return values.length ? `${code} {${values.join(', ')}}` : code;
}

/** A refusal as one line for logs, tools and errors (the tables word it from the code in each language). */
export function describeRefusal(e: RuleError): string {
  return describeCode(e.code, e.params);
}

/** A setup issue as one line for logs, tools and errors: its path, code and values (`survivors.0: setup.x {…}`). */
export function describeIssue(i: Issue): string {
  const where = i.path.length ? `${i.path.join('.')}: ` : '';
  return `${where}${describeCode(i.code, i.params)}`;
}

/**
 * A config's schema errors as setup issues (a schema library's issue, no sentence): `config.invalid` at the path,
 * the library's own issue code as a value (`too_small`), worded once by the shell.
 */
export function schemaIssues(issues: readonly { code: string; path: readonly PropertyKey[] }[]): Issue[] {
  return issues.map((i) => ({
    code: 'config.invalid',
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    params: { issue: i.code },
  }));
}
