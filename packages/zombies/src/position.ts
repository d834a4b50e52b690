/**
 * A position built from a readable spec, for scenarios and tests: tiles laid where said, pawns, zombies and
 * tokens on squares, hands, deck tops, forced dice, and the turn at a chosen step. Squares are written as
 * map cells "x,y" (the Town Square covers cells 0-2 both ways, its centre is "1,1"; a tile laid at tile
 * (1, 0) covers cells x 3-5, y 0-2), or as square numbers. The box is balanced so that zombies, Life, Bullets
 * and the 50 cards are conserved.
 */
import { describeIssue, type Seat, type SetupResult } from '@horde/core';
import type { RulesContext } from './context.ts';
import { squareAt } from './geometry.ts';
import { setupGame } from './setup.ts';
import { layTile } from './tiles.ts';
import type { GameEvent } from './actions.ts';
import type { Flaw, Item, PlacedTile, Role, Schtick, State, TurnStep } from './state.ts';
import { advance, freshTurn } from './turn.ts';

export type SquareRef = string | number;

export interface PlayerSpec {
  square?: SquareRef | null;
  life?: number;
  bullets?: number;
  kills?: number;
  hand?: string[];
  items?: Item[];
  schtick?: Schtick | null;
  flaw?: Flaw | null;
  role?: Role;
  status?: 'playing' | 'dead' | 'eliminated';
  corpse?: SquareRef;
  searched?: SquareRef[];
  playedThisRound?: boolean;
}

export interface PositionSpec {
  config?: Record<string, unknown>;
  seed?: number;
  /** Tiles laid after the Town Square, in order (tile coordinates, quarter turns). */
  tiles?: PlacedTile[];
  /** Lay the tiles with their zombies and tokens (default false: empty). */
  contents?: boolean;
  players?: Record<number, PlayerSpec>;
  zombies?: Record<string, number>;
  life?: Record<string, number>;
  bullets?: Record<string, number>;
  /** Tile ids on top of the tile deck, the first drawn first. */
  tileDeck?: string[];
  /** Event card ids on top of the event deck, the first drawn first. */
  eventDeck?: string[];
  dice?: number[];
  /** Whose turn, at which step ('tile' draws the top tile; 'move' starts with `moveLeft`). */
  turn?: { seat?: Seat; step?: TurnStep; moveLeft?: number; die?: number; movedIn?: boolean };
  /** The rules version the game is set up under (default: the current one). */
  rulesVersion?: string;
  round?: number;
  target?: Seat;
}

export class PositionError extends Error {
  constructor(
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

export function resolveSquare(state: State, ref: SquareRef, path: (string | number)[]): number {
  if (typeof ref === 'number') {
    if (!Number.isInteger(ref) || ref < 0 || ref >= state.zombies.length)
      throw new PositionError(path, `no square ${ref}`);
    return ref;
  }
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(ref);
  if (!m) throw new PositionError(path, `a square is "x,y" (map cells), got "${ref}"`);
  const sq = squareAt(state.geo, Number(m[1]), Number(m[2]));
  if (sq < 0) throw new PositionError(path, `no tile under cell ${ref}`);
  return sq;
}

export function buildPosition(ctx: RulesContext, spec: PositionSpec): State {
  const setup: SetupResult<State> = setupGame(
    ctx,
    { seats: 2, ...spec.config },
    { seed: spec.seed ?? 1, rulesVersion: spec.rulesVersion },
  );
  if (!setup.ok) throw new PositionError(['config'], setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const ev: GameEvent[] = [];
  if (state.turn.tile !== null) state.tileDeck.push(state.turn.tile); // the first turn's drawn tile goes back on top
  state.pending = [];
  state.phase = 'play';
  for (const p of state.players) p.traitsRevealed = true;
  (spec.tiles ?? []).forEach((t, i) => {
    if (!ctx.tiles.has(t.tile)) throw new PositionError(['tiles', i, 'tile'], `unknown tile "${t.tile}"`);
    if (state.geo.tileAt[`${t.x},${t.y}`] !== undefined)
      throw new PositionError(['tiles', i], `a tile is already at ${t.x},${t.y}`);
    layTile(ctx, state, 0, { tile: t.tile, x: t.x, y: t.y, rotation: t.rotation ?? 0 }, ev, {
      zombies: spec.contents ?? false,
    });
    if (!spec.contents) {
      const base = (state.geo.tiles.length - 1) * 9;
      for (let c = 0; c < 9; c++) {
        state.life[base + c] = 0;
        state.bullets[base + c] = 0;
      }
    }
  });
  const setAll = (field: 'zombies' | 'life' | 'bullets', map: Record<string, number> | undefined) => {
    if (!map) return;
    for (const [ref, n] of Object.entries(map)) {
      const sq = resolveSquare(state, /^\d+$/.test(ref) ? Number(ref) : ref, [field, ref]);
      state[field][sq] = n;
    }
  };
  if (spec.zombies) state.zombies.fill(0);
  setAll('zombies', spec.zombies);
  setAll('life', spec.life);
  setAll('bullets', spec.bullets);

  // Cards: hands and items as given, the rest in the deck with the given tops.
  const pool = ctx.content.events.flatMap((e) => Array.from({ length: e.count }, () => e.id));
  const take = (card: string, path: (string | number)[]) => {
    const i = pool.indexOf(card);
    if (i < 0) throw new PositionError(path, `no card "${card}" left in the deck`);
    pool.splice(i, 1);
  };
  for (const [key, ps] of Object.entries(spec.players ?? {})) {
    const seat = Number(key);
    const p = state.players[seat];
    if (!p) throw new PositionError(['players', key], `no seat ${key}`);
    if (ps.square !== undefined)
      p.square = ps.square === null ? -1 : resolveSquare(state, ps.square, ['players', key, 'square']);
    if (ps.life !== undefined) p.life = ps.life;
    if (ps.bullets !== undefined) p.bullets = ps.bullets;
    if (ps.kills !== undefined) p.kills = ps.kills;
    if (ps.items !== undefined) p.items = ps.items.map((x) => ({ ...x }));
    if (ps.schtick !== undefined) p.schtick = ps.schtick;
    if (ps.flaw !== undefined) p.flaw = ps.flaw;
    if (ps.role !== undefined) p.role = ps.role;
    if (ps.status !== undefined) p.status = ps.status;
    if (p.status === 'dead' || p.status === 'eliminated') {
      p.life = ps.life ?? 0;
      p.bullets = ps.bullets ?? 0;
      state.deaths++;
      p.deathOrder = state.deaths;
    }
    if (ps.corpse !== undefined) p.corpse = resolveSquare(state, ps.corpse, ['players', key, 'corpse']);
    if (ps.searched) p.searched = ps.searched.map((r, i) => resolveSquare(state, r, ['players', key, 'searched', i]));
    if (ps.playedThisRound) p.eventRound = spec.round ?? 1;
    if (p.role === 'king') p.entered = p.square >= 0;
    if (ps.hand !== undefined) p.hand = [...ps.hand];
  }
  for (const p of state.players) {
    for (const [i, c] of p.hand.entries()) take(c, ['players', p.seat, 'hand', i]);
    for (const [i, x] of p.items.entries()) take(x.card, ['players', p.seat, 'items', i]);
  }
  const tops = spec.eventDeck ?? [];
  for (const [i, c] of tops.entries()) take(c, ['eventDeck', i]);
  state.eventDeck = [...pool, ...[...tops].reverse()];
  state.eventDiscard = [];
  if (spec.tileDeck) {
    spec.tileDeck.forEach((t, i) => {
      if (!ctx.tiles.has(t)) throw new PositionError(['tileDeck', i], `unknown tile "${t}"`);
    });
    state.tileDeck = [...[...spec.tileDeck].reverse()];
  }
  if (spec.round !== undefined) state.round = spec.round;
  if (spec.target !== undefined) state.target = spec.target;
  if (spec.dice) state.forcedDice = [...spec.dice];

  // The box holds the rest.
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const tokens = ctx.content.tokens;
  if (state.supply.zombies >= 0)
    state.supply.zombies = tokens.zombies - sum(state.zombies) - state.players.reduce((a, p) => a + p.kills, 0);
  state.supply.life = tokens.life - sum(state.life) - state.players.reduce((a, p) => a + p.life, 0);
  state.supply.bullets = tokens.bullets - sum(state.bullets) - state.players.reduce((a, p) => a + p.bullets, 0);
  if (state.supply.zombies < -1 || state.supply.life < 0 || state.supply.bullets < 0)
    throw new PositionError([], 'more zombies or tokens than the box holds');

  const turn = spec.turn ?? {};
  const seat = turn.seat ?? 0;
  state.turn = freshTurn(seat);
  state.turn.step = turn.step ?? 'roll';
  if (turn.moveLeft !== undefined) {
    state.turn.moveLeft = turn.moveLeft;
    state.turn.moveTotal = turn.moveLeft;
  }
  if (turn.die !== undefined) state.turn.die = turn.die;
  // The active player moved into their square this turn (the sneak attack, version 2).
  if (turn.movedIn && (state.version ?? 1) >= 2) state.turn.movedIn = true;
  const p = state.players[seat];
  state.turn.fightSquare = p.square;
  advance(ctx, state, ev, 0);
  return state;
}
