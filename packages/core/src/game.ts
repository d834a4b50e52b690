/**
 * The game-agnostic contract every ruleset implements. State is plain data;
 * `apply` checks legality first and either mutates the state in place and
 * returns the events it caused, or returns a typed error and leaves the state
 * untouched. Pending decisions are part of the state: while one is open,
 * `legalActions` lists only its answers.
 */
export interface RuleError {
  /** Machine-readable reason, e.g. "search.zombiesInZone". */
  code: string;
  /** Human-readable sentence naming the rule, e.g. "Search: zone has zombies". */
  message: string;
}

export type ApplyResult<Event> = { ok: true; events: Event[] } | { ok: false; error: RuleError };

export type Outcome = { status: 'ongoing' } | { status: 'won'; reason: string } | { status: 'lost'; reason: string };

export interface Game<Config, State, Action, Event, View> {
  readonly id: string;
  setup(config: Config, seed: number): State;
  legalActions(state: State): Action[];
  apply(state: State, action: Action): ApplyResult<Event>;
  /** What a seat may see (null: a spectator). Never contains RNG state or hidden deck order. */
  view(state: State, seat: string | null): View;
  outcome(state: State): Outcome;
  clone(state: State): State;
}

export function ok<Event>(events: Event[]): ApplyResult<Event> {
  return { ok: true, events };
}

export function illegal<Event>(code: string, message: string): ApplyResult<Event> {
  return { ok: false, error: { code, message } };
}
