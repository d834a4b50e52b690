/**
 * One conformance battery for every game module (as OpenSpiel's random
 * simulation test): random games to the end, checking at each step that the
 * game keeps the contract of game.ts. It throws a ConformanceFailure naming
 * the config, game, seed and step of the first failure; to reproduce one, run
 * that config alone with `seed` set to the failing seed and gamesPerConfig 1.
 */
import { checkRedaction, type Redeal } from './conformance-redaction.ts';
import { describeDifference } from './difference.ts';
import { describeIssue, describeRefusal, type Actor, type Game } from './game.ts';
import { canonicalJson, hashState } from './hash.ts';
import { replay, type LoggedAction } from './replay.ts';
import { createRng, randomInt, type RngState } from './rng.ts';

export type { Redeal } from './conformance-redaction.ts';

export interface ConformanceOptions<C, S> {
  configs: C[];
  /** Random games per config. Default 20. */
  gamesPerConfig?: number;
  /** Seed of each config's first game; the next games take the next seeds. Default 1. */
  seed?: number;
  /** Steps (actions, deadlines included) before a game counts as unfinished. Default 2000. */
  maxSteps?: number;
  /** Clock at setup (ms). Default 0. */
  start?: number;
  /** Time that passes before each step (ms), as in randomPlayout. Default 1000. */
  tick?: number;
  /** Chance, at a step with a pending deadline, that the seats let it run out (the clock jumps to it). Default 0.1. */
  timeouts?: number;
  /** Legal actions per awaited seat and step applied to a clone and sent by the wrong seats. Default 3. */
  sampleActions?: number;
  /** Enables the redaction check: deals again what a seat (null: a spectator) cannot see. Default: the game's `determinize`. */
  redeal?: Redeal<S>;
  /** Rules every reachable state keeps; returns one sentence per broken rule. Default: the game's `invariants`. */
  invariants?: (state: S) => string[];
  /**
   * Configs the game's `validate` must find issues in, and its `setup` must refuse (with the same issue codes).
   * Every config of `configs` must find none.
   */
  invalidConfigs?: C[];
  /** Every game must end within maxSteps. Default true. */
  requireEnd?: boolean;
}

export interface ConformanceSummary {
  games: number;
  steps: number;
  stops: { finished: number; cap: number };
  /** Outcome reason codes of the finished games. */
  reasons: Record<string, number>;
  /** Deadlines fired as `system`. */
  timeouts: number;
  /** Actions checked to be refused (wrong seat, malformed, early deadline). */
  refusals: number;
  redeals: number;
  eventChecks: number;
  /** Answers of the game's `explain` checked against `apply` (an action listed, one refused to its seat). */
  explanations: number;
}

export class ConformanceFailure extends Error {
  constructor(
    message: string,
    readonly config: number,
    readonly game: number,
    readonly seed: number,
    readonly step: number | 'setup' | 'end',
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}

type Resolved<C, S> = Required<Omit<ConformanceOptions<C, S>, 'redeal'>> & Pick<ConformanceOptions<C, S>, 'redeal'>;

/** The game's own tools when the options name none (a game without them is checked without them). */
function toolsOf<C, S, A, E, V>(game: Game<C, S, A, E, V>, options: ConformanceOptions<C, S>) {
  const determinize = game.determinize?.bind(game);
  const invariants = game.invariants?.bind(game);
  // An option given as undefined turns the game's own tool off (a test of something else).
  return {
    redeal: 'redeal' in options ? options.redeal : determinize,
    invariants: options.invariants ?? invariants ?? (() => []),
  };
}

const MALFORMED = { type: '__nope__' };
const actorName = (by: Actor) => (by === 'system' ? 'system' : `seat ${by}`);

export function checkConformance<C, S, A, E, V>(
  game: Game<C, S, A, E, V>,
  options: ConformanceOptions<C, S>,
): ConformanceSummary {
  const o: Resolved<C, S> = {
    gamesPerConfig: 20,
    seed: 1,
    maxSteps: 2000,
    start: 0,
    tick: 1000,
    timeouts: 0.1,
    sampleActions: 3,
    requireEnd: true,
    invalidConfigs: [],
    ...options,
    ...toolsOf(game, options),
  };
  const summary: ConformanceSummary = {
    games: 0,
    steps: 0,
    stops: { finished: 0, cap: 0 },
    reasons: {},
    timeouts: 0,
    refusals: 0,
    redeals: 0,
    eventChecks: 0,
    explanations: 0,
  };
  checkValidate(game, o);
  o.configs.forEach((config, c) => {
    for (let g = 0; g < o.gamesPerConfig; g++) {
      const seed = o.seed + g;
      const where: { step: number | 'setup' | 'end' } = { step: 'setup' };
      try {
        playOne(game, config, seed, o, summary, where);
      } catch (e) {
        const detail = e instanceof Error ? e.message : String(e);
        const step = typeof where.step === 'number' ? `step ${where.step}` : `at ${where.step}`;
        const head = `${game.meta.id} conformance: config #${c} ${JSON.stringify(config)}, game #${g}, seed ${seed}, ${step}`;
        throw new ConformanceFailure(`${head}: ${detail}`, c, g, seed, where.step, { cause: e });
      }
    }
  });
  return summary;
}

/** `validate` finds no issue in a config setup accepts, and the issues setup gives for the configs it refuses. */
function checkValidate<C, S, A, E, V>(game: Game<C, S, A, E, V>, o: Resolved<C, S>): void {
  if (!game.validate) return;
  const codes = (issues: { code: string }[]) => issues.map((i) => i.code).sort();
  o.configs.forEach((config, c) => {
    const issues = game.validate!(config);
    if (issues.length)
      throw new Error(
        `${game.meta.id} conformance: config #${c} ${JSON.stringify(config)} is refused by validate: ${issues.map(describeIssue).join('; ')}`,
      );
  });
  o.invalidConfigs.forEach((config, c) => {
    const issues = game.validate!(config);
    const setup = game.setup(config, { seed: 1, now: o.start });
    if (issues.length === 0)
      throw new Error(`${game.meta.id} conformance: validate finds no issue in invalid config #${c}`);
    if (setup.ok) throw new Error(`${game.meta.id} conformance: setup accepts invalid config #${c}`);
    if (canonicalJson(codes(setup.issues)) !== canonicalJson(codes(issues)))
      throw new Error(
        `${game.meta.id} conformance: invalid config #${c}: validate says ${codes(issues)}, setup ${codes(setup.issues)}`,
      );
  });
}

function playOne<C, S, A, E, V>(
  game: Game<C, S, A, E, V>,
  config: C,
  seed: number,
  o: Resolved<C, S>,
  summary: ConformanceSummary,
  where: { step: number | 'setup' | 'end' },
): void {
  let now = o.start;
  const setup = game.setup(config, { seed, now });
  if (!setup.ok) throw new Error(`setup refused the config: ${setup.issues.map(describeIssue).join('; ')}`);
  const state = setup.state;
  checkPlainData(game, state);
  // The same chooser as randomPlayout; the checks draw from their own generator so they do not steer the game.
  const chooser = createRng(seed ^ 0x5eed);
  const checker = createRng(seed ^ 0xc0ffee);
  const log: LoggedAction<A>[] = [];
  let finished = false;
  for (let step = 0; ; step++) {
    where.step = step;
    const broken = o.invariants(state);
    if (broken.length) throw new Error(`invariants broken: ${broken.join('; ')}`);
    const legal = checkSeats(game, state);
    if (step % 10 === 0) checkReadonlyView(game, state);
    if (game.outcome(state).over) {
      checkOver(game, state);
      finished = true;
      break;
    }
    if (step >= o.maxSteps) break;
    now += o.tick;
    const deadlines = game.deadlines(state);
    const awaited = game.awaiting(state);
    let due = deadlines.find((d) => d.at <= now);
    if (!due && deadlines.length > 0 && (awaited.length === 0 || randomInt(chooser, 1_000_000) < o.timeouts * 1e6)) {
      due = deadlines.reduce((a, b) => (b.at < a.at ? b : a));
      now = Math.max(now, due.at);
    }
    let action: A;
    let by: Actor;
    if (due) {
      action = due.action;
      by = 'system';
    } else {
      if (awaited.length === 0) throw new Error('nobody is awaited and no deadline is pending: the game cannot go on');
      summary.refusals += checkActions(game, state, now, legal, o.sampleActions, checker, summary);
      if (o.redeal) checkRedaction(game, state, now, o.redeal, o.invariants, checker, summary);
      // Now and then a seat that is not awaited takes one of its off-turn actions, when it has any.
      const offTurn = legal.flatMap((l, seat) => (l.length > 0 && !awaited.includes(seat) ? [seat] : []));
      by =
        offTurn.length > 0 && randomInt(chooser, 20) === 0
          ? offTurn[randomInt(chooser, offTurn.length)]
          : awaited.length === 1
            ? awaited[0]
            : awaited[randomInt(chooser, awaited.length)];
      action = legal[by][randomInt(chooser, legal[by].length)];
    }
    const result = game.apply(state, action, { by, now });
    if (!result.ok)
      throw new Error(
        `${actorName(by)} sent ${JSON.stringify(action)} (${due ? 'a due deadline' : 'listed by legalActions'}) and apply refused it: ${describeRefusal(result.error)}`,
      );
    log.push({ action, by, now });
    summary.steps++;
    if (due) summary.timeouts++;
  }

  where.step = 'end';
  if (!finished && o.requireEnd) throw new Error(`the game did not end within ${o.maxSteps} steps`);
  checkPlainData(game, state);
  let replayed: S;
  try {
    replayed = replay(game, config, { seed, now: o.start }, log);
  } catch (e) {
    throw new Error(`replaying the log of ${log.length} actions failed: ${e instanceof Error ? e.message : e}`);
  }
  if (hashState(replayed) !== hashState(state))
    throw new Error(`replaying the log gives another state ${describeDifference(replayed, state)}`);
  summary.games++;
  if (finished) {
    summary.stops.finished++;
    const outcome = game.outcome(state);
    if (outcome.over) summary.reasons[outcome.reason] = (summary.reasons[outcome.reason] ?? 0) + 1;
  } else summary.stops.cap++;
}

/** The state is plain data: it survives a JSON round-trip and a clone with the same hash. */
function checkPlainData<S>(game: Game<unknown, S, unknown, unknown, unknown>, state: S): void {
  const bad = nonPlainPath(state, '$');
  if (bad) throw new Error(`the state is not plain data at ${bad}`);
  const copy = JSON.parse(JSON.stringify(state));
  if (hashState(copy) !== hashState(state)) throw new Error('the state changes through a JSON round-trip');
  const diff = describeDifference(game.clone(state), state);
  if (diff) throw new Error(`clone(state) differs from the state ${diff}`);
}

function nonPlainPath(value: unknown, path: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object') return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = nonPlainPath(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return path;
  for (const [key, v] of Object.entries(value)) {
    const bad = v === undefined ? null : nonPlainPath(v, `${path}.${key}`);
    if (bad) return bad;
  }
  return null;
}

/** readonlyView, when the game has it, shows each seat (and a spectator) what view shows, and leaves the state alone. */
function checkReadonlyView<S>(game: Game<unknown, S, unknown, unknown, unknown>, state: S): void {
  if (!game.readonlyView) return;
  const before = hashState(state);
  const viewers: (number | null)[] = [null, ...Array.from({ length: game.seatCount(state) }, (_, i) => i)];
  for (const viewer of viewers) {
    const diff = describeDifference(game.readonlyView(state, viewer), game.view(state, viewer));
    if (diff) throw new Error(`readonlyView(state, ${viewer}) differs from view ${diff}`);
  }
  if (hashState(state) !== before) throw new Error('readonlyView changed the state');
}

/**
 * Every awaited seat has a legal action; a seat that is not awaited may still
 * have some (off-turn actions the rules allow at any time, DESIGN.md "Who
 * acts"). Returns each seat's legal actions.
 */
function checkSeats<S, A>(game: Game<unknown, S, A, unknown, unknown>, state: S): A[][] {
  const seats = game.seatCount(state);
  const awaited = game.awaiting(state);
  for (const seat of awaited)
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new Error(`awaiting lists ${seat}, not a seat`);
  if (new Set(awaited).size !== awaited.length) throw new Error(`awaiting lists a seat twice: ${awaited}`);
  return Array.from({ length: seats }, (_, seat) => {
    const legal = game.legalActions(state, seat);
    if (awaited.includes(seat) && legal.length === 0)
      throw new Error(`seat ${seat} is awaited but has no legal action`);
    return legal;
  });
}

/** An ended game awaits nobody, arms no deadline and gives every seat exactly one result. */
function checkOver<S>(game: Game<unknown, S, unknown, unknown, unknown>, state: S): void {
  const outcome = game.outcome(state);
  if (!outcome.over) return;
  if (game.awaiting(state).length) throw new Error('the game is over but awaiting() is not empty');
  if (game.deadlines(state).length) throw new Error('the game is over but deadlines() is not empty');
  const seats = game.seatCount(state);
  const listed = outcome.results.map((r) => r.seat).sort((a, b) => a - b);
  if (canonicalJson(listed) !== canonicalJson(Array.from({ length: seats }, (_, i) => i)))
    throw new Error(`the outcome must give each of the ${seats} seats one result, got seats ${listed}`);
  if (game.meta.cooperative && new Set(outcome.results.map((r) => r.result)).size > 1)
    throw new Error('a cooperative game gives every seat the same result');
}

function sample<T>(rng: RngState, items: readonly T[], k: number): T[] {
  const copy = [...items];
  for (let i = 0; i < Math.min(k, copy.length); i++) {
    const j = i + randomInt(rng, copy.length - i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, k);
}

/**
 * A sample of legal actions applies on a clone without touching the original;
 * the same actions sent by a seat that may not send them, a malformed action,
 * and deadline actions before their time (by anyone) are refused and leave the
 * state byte-for-byte unchanged. Returns how many refusals it checked.
 */
function checkActions<S, A>(
  game: Game<unknown, S, A, unknown, unknown>,
  state: S,
  now: number,
  legal: A[][],
  k: number,
  rng: RngState,
  summary: ConformanceSummary,
): number {
  const before = JSON.stringify(state);
  const candidates: { action: A; deadline: boolean }[] = [];
  // Each seat's view, for `explain`: made once per step, only for a game that answers from views.
  const views = game.explain ? legal.map((_, seat) => game.view(state, seat)) : [];
  legal.forEach((actions, seat) => {
    for (const action of sample(rng, actions, k)) {
      const r = game.apply(game.clone(state), action, { by: seat, now });
      if (!r.ok)
        throw new Error(
          `seat ${seat} sent ${JSON.stringify(action)} (listed by legalActions) and apply refused it: ${describeRefusal(r.error)}`,
        );
      candidates.push({ action, deadline: false });
      if (game.explain) {
        const answer = game.explain(views[seat], seat, action);
        if (!answer.ok)
          throw new Error(
            `explain refuses ${JSON.stringify(action)} to seat ${seat} (${answer.refusal.code}), which legalActions lists`,
          );
        summary.explanations++;
      }
    }
  });
  if (JSON.stringify(state) !== before)
    throw new Error('applying an action to clone(state) changed the state: clone is shallow');
  for (const d of game.deadlines(state)) candidates.push({ action: d.action, deadline: true });
  candidates.push({ action: MALFORMED as A, deadline: false });

  let refusals = 0;
  const senders: Actor[] = [...legal.keys(), 'system'];
  for (const by of senders) {
    const allowed = new Set(by === 'system' ? [] : legal[by].map(canonicalJson));
    for (const { action, deadline } of candidates) {
      // Whether the server may send a seat's action is the game's business; deadlines and junk it may not send early.
      if (by === 'system' && !deadline && action !== MALFORMED) continue;
      if (allowed.has(canonicalJson(action))) continue;
      expectRefused(game, state, action, by, now, before);
      refusals++;
      // What a seat is refused, its own question about it refuses too (a deadline's action is not a seat's to ask).
      if (game.explain && by !== 'system' && !deadline && action !== MALFORMED) {
        const answer = game.explain(views[by], by, action);
        if (answer.ok) throw new Error(`explain allows ${JSON.stringify(action)} to seat ${by}, which apply refuses`);
        summary.explanations++;
      }
    }
  }
  return refusals;
}

function expectRefused<S, A>(
  game: Game<unknown, S, A, unknown, unknown>,
  state: S,
  action: A,
  by: Actor,
  now: number,
  before: string,
): void {
  const sent = `${actorName(by)} sent ${JSON.stringify(action)} at ${now}`;
  const r = game.apply(state, action, { by, now });
  if (r.ok) throw new Error(`${sent}, which its legalActions do not list, and apply accepted it`);
  if (!isTypedRefusal(r.error))
    throw new Error(
      `${sent}: the refusal is not a typed error (a code, its params, no sentence): ${JSON.stringify(r.error)}`,
    );
  if (JSON.stringify(state) !== before)
    throw new Error(
      `${sent}: refused (${r.error.code}) but the state changed ${describeDifference(JSON.parse(before), state)}`,
    );
}

/** A refusal is data: a code and, when its words need values, params of strings and numbers; nothing else. */
function isTypedRefusal(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, params, ...rest } = e as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !code || Object.keys(rest).length > 0) return false;
  if (params === undefined) return true;
  return (
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}
