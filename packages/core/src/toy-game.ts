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
  illegal,
  ok,
  type ApplyContext,
  type ApplyResult,
  type SetupOptions,
  type SetupResult,
  type Deadline,
  type Game,
  type Issue,
  type Outcome,
  type Seat,
} from './game.ts';
import { clonePlain } from './clone.ts';
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

function apply(s: ToyState, a: ToyAction, ctx: ApplyContext): ApplyResult<ToyEvent> {
  // Ownership first: who may send this, whatever it is.
  if (isOver(s)) return illegal('game.over', 'The game is over');
  const isTimeout = (a as { type?: unknown } | null)?.type === 'timeout';
  if (ctx.by === 'system' && !isTimeout) return illegal('seat.notYours', 'The server only sends timeouts');
  if (ctx.by !== 'system' && isTimeout) return illegal('timeout.systemOnly', 'Only the server sends a timeout');
  if (ctx.by !== 'system' && !awaiting(s).includes(ctx.by))
    return illegal(
      'seat.notYours',
      s.window ? `Seat ${s.window.seat} is deciding whether to block` : `It is seat ${s.turn}'s turn`,
    );
  if (!toyActionSchema.safeParse(a).success) return illegal('action.malformed', 'Not an action of this game');

  const w = s.window;
  switch (a.type) {
    case 'timeout': {
      const at = w ? w.endsAt : s.turnEndsAt;
      if (ctx.now < at) return illegal('timeout.early', `Time is not up before ${at}`);
      return ok(w ? allow(s, w, true, ctx.now) : pass(s, s.turn, true, ctx.now));
    }
    case 'allow':
      return w ? ok(allow(s, w, false, ctx.now)) : illegal('window.none', 'Nothing to allow');
    case 'block':
      if (!w) return illegal('window.none', 'Nothing to block');
      if (!s.hands[w.seat].includes(a.card)) return illegal('card.notInHand', `You hold no ${a.card}`);
      if (a.card < w.card) return illegal('block.tooLow', `A block needs a card of ${w.card} or more`);
      return ok(block(s, w, a.card, ctx.now));
    case 'play':
      if (w) return illegal('window.open', 'Wait for the other seat to block or allow');
      if (!s.hands[s.turn].includes(a.card)) return illegal('card.notInHand', `You hold no ${a.card}`);
      return ok(play(s, s.turn, a.card, ctx.now));
    case 'pass':
      if (w) return illegal('window.open', 'Wait for the other seat to block or allow');
      return ok(pass(s, s.turn, false, ctx.now));
  }
}

function setup(config: ToyConfig, options: SetupOptions): SetupResult<ToyState> {
  const parsed = toyConfigSchema.safeParse(config);
  if (!parsed.success) {
    const issues: Issue[] = parsed.error.issues.map((i) => ({
      code: `config.${i.code}`,
      path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
      message: i.message,
    }));
    return { ok: false, issues };
  }
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
      message: `Tie at ${a}`,
      results: [0, 1].map((seat) => ({ seat, result: 'draw' as const, score: s.scores[seat], rank: 1 })),
    };
  const winner = a > b ? 0 : 1;
  return {
    over: true,
    reason: 'higherScore',
    message: `Seat ${winner} wins ${s.scores[winner]} to ${s.scores[other(winner)]}`,
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
};

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
