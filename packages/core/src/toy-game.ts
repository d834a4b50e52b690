/**
 * A tiny two-player card game that proves the game contract (and is played
 * through the real server). A shared deck holds two of each card 1..9; each
 * seat keeps a hidden hand of 3. On your turn, `play` a card (it scores its
 * value and you draw a replacement) or `pass`. A card of 7 or more opens a
 * reaction window for the other seat alone: `block` (discard a card of equal
 * or higher value; the played card scores 0) or `allow`. Turns and windows
 * have deadlines; when one passes the server sends `timeout` as `system`,
 * which passes the turn or allows. The game ends when both seats passed in a
 * row or both hands are empty; the higher score wins.
 */
import { z } from 'zod';
import {
  schemaIssues,
  ok,
  type Actor,
  type ApplyContext,
  type ApplyResult,
  type Explanation,
  type RuleError,
  type SetupOptions,
  type SetupResult,
  type Deadline,
  type Game,
  type Issue,
  type Outcome,
  type Seat,
} from './game.ts';
import { clonePlain } from './clone.ts';
import { ACTION_MALFORMED, GAME_OVER, SEAT_NOT_YOURS } from './refusals.ts';
import { createRng, nextUint32, shuffleInPlace, type RngState } from './rng.ts';

const card = z.number().int().min(1).max(9);

export const toyConfigSchema = z.strictObject({
  turnMs: z.number().int().min(1000, 'A turn lasts at least 1000 ms').max(86_400_000).default(30_000),
  reactMs: z.number().int().min(1000, 'A reaction window lasts at least 1000 ms').max(86_400_000).default(10_000),
});
/** What a lobby sends; missing fields take their defaults. */
export type ToyConfig = z.input<typeof toyConfigSchema>;

export const toyActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('block'), card }),
  z.strictObject({ type: z.literal('allow') }),
  z.strictObject({ type: z.literal('timeout') }),
]);
export type ToyAction = z.infer<typeof toyActionSchema>;

export interface ToyWindow {
  /** The seat that may block: the one that did not play. */
  seat: Seat;
  card: number;
  endsAt: number;
}

export interface ToyState {
  config: z.output<typeof toyConfigSchema>;
  rng: RngState;
  /** Face down; the last card is the top. */
  deck: number[];
  hands: [number[], number[]];
  /** Face up: every card played or discarded by a block. */
  discard: number[];
  scores: [number, number];
  turn: Seat;
  /** Passes in a row; two end the game. */
  passes: number;
  turnEndsAt: number;
  window: ToyWindow | null;
}

export type ToyEvent =
  | { type: 'played'; seat: Seat; card: number }
  /** `card` is null for every receiver but the drawer. */
  | { type: 'drew'; seat: Seat; card: number | null }
  | { type: 'windowOpened'; seat: Seat; card: number; endsAt: number }
  | { type: 'blocked'; seat: Seat; card: number }
  | { type: 'allowed'; seat: Seat; timedOut: boolean }
  | { type: 'scored'; seat: Seat; points: number }
  | { type: 'passed'; seat: Seat; timedOut: boolean }
  | { type: 'turnStarted'; seat: Seat; endsAt: number };

export interface ToyView {
  seat: Seat | null;
  /** Your own hand; null for a spectator. */
  hand: number[] | null;
  handSizes: [number, number];
  deckSize: number;
  discard: number[];
  scores: [number, number];
  turn: Seat;
  passes: number;
  window: ToyWindow | null;
  deadline: { seat: Seat | null; at: number } | null;
  over: boolean;
}

const other = (seat: Seat): Seat => 1 - seat;

function isOver(s: ToyState): boolean {
  return s.window === null && (s.passes >= 2 || (s.hands[0].length === 0 && s.hands[1].length === 0));
}

function awaiting(s: ToyState): Seat[] {
  if (isOver(s)) return [];
  return [s.window ? s.window.seat : s.turn];
}

function deadlines(s: ToyState): Deadline<ToyAction>[] {
  if (isOver(s)) return [];
  const timeout: ToyAction = { type: 'timeout' };
  return [
    s.window
      ? { at: s.window.endsAt, seat: s.window.seat, action: timeout }
      : { at: s.turnEndsAt, seat: s.turn, action: timeout },
  ];
}

const distinct = (cards: number[]) => [...new Set(cards)].sort((a, b) => a - b);

function legalActions(s: ToyState, seat: Seat): ToyAction[] {
  if (!awaiting(s).includes(seat)) return [];
  const hand = s.hands[seat];
  if (s.window) {
    const blocks = distinct(hand.filter((c) => c >= s.window!.card));
    return [{ type: 'allow' }, ...blocks.map((c): ToyAction => ({ type: 'block', card: c }))];
  }
  return [{ type: 'pass' }, ...distinct(hand).map((c): ToyAction => ({ type: 'play', card: c }))];
}

function startTurn(s: ToyState, seat: Seat, now: number, events: ToyEvent[]): void {
  s.turn = seat;
  s.turnEndsAt = now + s.config.turnMs;
  if (!isOver(s)) events.push({ type: 'turnStarted', seat, endsAt: s.turnEndsAt });
}

function play(s: ToyState, seat: Seat, value: number, now: number): ToyEvent[] {
  const hand = s.hands[seat];
  hand.splice(hand.indexOf(value), 1);
  s.discard.push(value);
  s.passes = 0;
  const events: ToyEvent[] = [{ type: 'played', seat, card: value }];
  const drawn = s.deck.pop();
  if (drawn !== undefined) {
    hand.push(drawn);
    events.push({ type: 'drew', seat, card: drawn });
  }
  if (value >= 7) {
    s.window = { seat: other(seat), card: value, endsAt: now + s.config.reactMs };
    events.push({ type: 'windowOpened', ...s.window });
    return events;
  }
  s.scores[seat] += value;
  events.push({ type: 'scored', seat, points: value });
  startTurn(s, other(seat), now, events);
  return events;
}

function allow(s: ToyState, window: ToyWindow, timedOut: boolean, now: number): ToyEvent[] {
  const player = other(window.seat);
  s.window = null;
  s.scores[player] += window.card;
  const events: ToyEvent[] = [
    { type: 'allowed', seat: window.seat, timedOut },
    { type: 'scored', seat: player, points: window.card },
  ];
  startTurn(s, window.seat, now, events);
  return events;
}

function block(s: ToyState, window: ToyWindow, value: number, now: number): ToyEvent[] {
  const hand = s.hands[window.seat];
  hand.splice(hand.indexOf(value), 1);
  s.discard.push(value);
  s.window = null;
  const events: ToyEvent[] = [{ type: 'blocked', seat: window.seat, card: value }];
  startTurn(s, window.seat, now, events);
  return events;
}

function pass(s: ToyState, seat: Seat, timedOut: boolean, now: number): ToyEvent[] {
  s.passes++;
  const events: ToyEvent[] = [{ type: 'passed', seat, timedOut }];
  startTurn(s, other(seat), now, events);
  return events;
}

/** What the rules read to judge an action: the same from the whole state (apply) and from a seat's view (explain). */
interface Facts {
  over: boolean;
  turn: Seat;
  window: ToyWindow | null;
  /** The sender's hand (the server's: empty). */
  hand: readonly number[];
  /** When the awaited seat's time is up. */
  endsAt: number;
}

/**
 * The one check: is action `a` by `by` legal, and if not why. `apply` asks it before it performs, `explain` asks it
 * of a view, so a table never restates a rule. Ownership first: who may send this, whatever it is.
 */
function check(f: Facts, a: ToyAction, by: Actor, now: number): RuleError | null {
  if (f.over) return refusal(GAME_OVER);
  const isTimeout = (a as { type?: unknown } | null)?.type === 'timeout';
  if (by === 'system' && !isTimeout) return refusal(SEAT_NOT_YOURS);
  if (by !== 'system' && isTimeout) return refusal('timeout.systemOnly');
  if (by !== 'system' && by !== (f.window ? f.window.seat : f.turn)) return refusal(SEAT_NOT_YOURS);
  if (!toyActionSchema.safeParse(a).success) return refusal(ACTION_MALFORMED);
  const w = f.window;
  switch (a.type) {
    case 'timeout':
      return now < f.endsAt ? refusal('timeout.early', { at: f.endsAt }) : null;
    case 'allow':
      return w ? null : refusal('window.none');
    case 'block':
      if (!w) return refusal('window.none');
      if (!f.hand.includes(a.card)) return refusal('card.notInHand', { card: a.card });
      return a.card < w.card ? refusal('block.tooLow', { card: w.card }) : null;
    case 'play':
      if (w) return refusal('window.open');
      return f.hand.includes(a.card) ? null : refusal('card.notInHand', { card: a.card });
    case 'pass':
      return w ? refusal('window.open') : null;
  }
}

const refusal = (code: string, params?: RuleError['params']): RuleError => (params ? { code, params } : { code });

function factsOf(s: ToyState, by: Actor): Facts {
  return {
    over: isOver(s),
    turn: s.turn,
    window: s.window,
    hand: by === 'system' ? [] : s.hands[by],
    endsAt: s.window ? s.window.endsAt : s.turnEndsAt,
  };
}

function apply(s: ToyState, a: ToyAction, ctx: ApplyContext): ApplyResult<ToyEvent> {
  const error = check(factsOf(s, ctx.by), a, ctx.by, ctx.now);
  if (error) return { ok: false, error };
  const w = s.window;
  switch (a.type) {
    case 'timeout':
      return ok(w ? allow(s, w, true, ctx.now) : pass(s, s.turn, true, ctx.now));
    case 'allow':
      return ok(allow(s, w!, false, ctx.now));
    case 'block':
      return ok(block(s, w!, a.card, ctx.now));
    case 'play':
      return ok(play(s, s.turn, a.card, ctx.now));
    case 'pass':
      return ok(pass(s, s.turn, false, ctx.now));
  }
}

/** A seat's question, from its view: the same check as apply. Nothing in this game costs more than the card. */
function explain(v: ToyView, seat: Seat, a: ToyAction): Explanation {
  const facts: Facts = {
    over: v.over,
    turn: v.turn,
    window: v.window,
    hand: v.hand ?? [],
    endsAt: v.deadline?.at ?? 0,
  };
  // A seat never sends a timeout, so the clock plays no part in its question.
  const error = check(facts, a, seat, 0);
  return error ? { ok: false, refusal: error } : { ok: true };
}

/** Every issue of a config at once (this game has no cross-field rule: its schema says everything). */
function validate(config: ToyConfig): Issue[] {
  const parsed = toyConfigSchema.safeParse(config);
  return parsed.success ? [] : schemaIssues(parsed.error.issues);
}

function setup(config: ToyConfig, options: SetupOptions): SetupResult<ToyState> {
  const issues = validate(config);
  const parsed = toyConfigSchema.safeParse(config);
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  const rng = createRng(options.seed);
  const deck = shuffleInPlace(
    rng,
    Array.from({ length: 18 }, (_, i) => (i % 9) + 1),
  );
  const hands: [number[], number[]] = [[], []];
  for (let i = 0; i < 6; i++) hands[i % 2].push(deck.pop()!);
  const now = options.now ?? 0;
  const state: ToyState = {
    config: parsed.data,
    rng,
    deck,
    hands,
    discard: [],
    scores: [0, 0],
    turn: 0,
    passes: 0,
    turnEndsAt: now + parsed.data.turnMs,
    window: null,
  };
  return { ok: true, state };
}

function outcome(s: ToyState): Outcome {
  if (!isOver(s)) return { over: false };
  const [a, b] = s.scores;
  if (a === b)
    return {
      over: true,
      reason: 'tie',
      results: [0, 1].map((seat) => ({ seat, result: 'draw' as const, score: s.scores[seat], rank: 1 })),
    };
  const winner = a > b ? 0 : 1;
  return {
    over: true,
    reason: 'higherScore',
    params: { winner },
    results: [0, 1].map((seat) => ({
      seat,
      result: seat === winner ? ('win' as const) : ('loss' as const),
      score: s.scores[seat],
      rank: seat === winner ? 1 : 2,
    })),
  };
}

/** Built by picking what `seat` may see: never the RNG, the deck order or the other hand. */
function view(s: ToyState, seat: Seat | null): ToyView {
  const d = deadlines(s)[0];
  return {
    seat,
    hand: seat === 0 || seat === 1 ? [...s.hands[seat]] : null,
    handSizes: [s.hands[0].length, s.hands[1].length],
    deckSize: s.deck.length,
    discard: [...s.discard],
    scores: [s.scores[0], s.scores[1]],
    turn: s.turn,
    passes: s.passes,
    window: s.window ? { ...s.window } : null,
    deadline: d ? { seat: d.seat, at: d.at } : null,
    over: isOver(s),
  };
}

function eventsFor(events: readonly ToyEvent[], seat: Seat | null): ToyEvent[] {
  return events.map((e) => (e.type === 'drew' && e.seat !== seat ? { ...e, card: null } : e));
}

export const toyGame: Game<ToyConfig, ToyState, ToyAction, ToyEvent, ToyView> = {
  meta: {
    id: 'toy',
    name: 'Toy cards',
    rulesVersion: '1',
    seats: { min: 2, max: 2 },
    roles: ['player'],
    cooperative: false,
  },
  configSchema: toyConfigSchema,
  actionSchema: toyActionSchema,
  setup,
  seatCount: () => 2,
  awaiting,
  legalActions,
  apply,
  deadlines,
  view,
  eventsFor,
  outcome,
  clone: clonePlain,
  explain,
  determinize: redealToy,
  invariants,
  validate,
};

/** Rules every reachable state keeps: the 18 cards are all somewhere, hands hold at most 3, scores never fall. */
function invariants(s: ToyState): string[] {
  const broken: string[] = [];
  const cards = s.deck.length + s.hands[0].length + s.hands[1].length + s.discard.length;
  if (cards !== 18) broken.push(`${cards} cards in play, not 18`);
  for (const seat of [0, 1] as const)
    if (s.hands[seat].length > 3) broken.push(`seat ${seat} holds ${s.hands[seat].length} cards`);
  if (s.scores.some((x) => x < 0)) broken.push(`a negative score: ${s.scores}`);
  return broken;
}

/**
 * A determinization: deals again what `seat` cannot see (the other hand and
 * the deck; both hands for a spectator) and reseeds the hidden RNG. Hand sizes
 * and every public card stay. For bots and the conformance redaction check.
 */
export function redealToy(state: ToyState, seat: Seat | null, rng: RngState): ToyState {
  const s = clonePlain(state);
  const hidden = seat === null ? [0, 1] : [other(seat)];
  const pool = shuffleInPlace(rng, [...s.deck, ...hidden.flatMap((h) => s.hands[h])]);
  for (const h of hidden) s.hands[h] = pool.splice(0, s.hands[h].length);
  s.deck = pool;
  s.rng = createRng(nextUint32(rng));
  return s;
}
