/**
 * Event cards (seed 004 line 60): a player may play one per round, draws back to 3 at the start of the turn
 * and may discard one at its end. Each card's effect is a code of the content (designed texts); this file
 * says when a card may be played and does what it says.
 *
 * DECISION events.window: cards played on another player's turn are played in one reaction window after
 * that player's movement roll. The window opens for every other seat still in the game that holds a card
 * and has not played one this round (public facts), whatever its cards, so that nobody learns who holds a
 * reaction card; a seat without one just passes. The window has a deadline (config reactionMs), from
 * version 3 a clock for each seat from when it sees the window (window-clock.ts).
 */
import { shuffleInPlace, type Seat } from '@horde/core';
import { capacity, killZombie, removeZombie } from './combat.ts';
import { eventDef, type RulesContext } from './context.ts';
import { loseLife } from './death.ts';
import { namedAt } from './geometry.ts';
import { movementFor, setMovement } from './movement-points.ts';
import { gainBullets, gainLife, maxLife as maxLifeOf, onMap, takeZombies } from './players.ts';
import type { GameEvent, Rule } from './actions.ts';
import type { EventDef } from './content-types.ts';
import type { PlayerState, State } from './state.ts';
import { roll } from './dice.ts';
import { answered, newWindow } from './window-clock.ts';

/** Draws `n` cards into `p`'s hand, reshuffling the discard pile when the deck runs out. */
export function drawEvents(state: State, p: PlayerState, n: number, ev: GameEvent[], rule: Rule): void {
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    if (state.eventDeck.length === 0) {
      if (state.eventDiscard.length === 0) break;
      state.eventDeck = shuffleInPlace(state.rng, state.eventDiscard);
      state.eventDiscard = [];
      ev.push({ type: 'eventDeckReshuffled' });
    }
    const card = state.eventDeck.pop()!;
    p.hand.push(card);
    cards.push(card);
  }
  if (cards.length) ev.push({ type: 'cardsDrawn', seat: p.seat, count: cards.length, cards, rule });
}

export function playedThisRound(state: State, p: PlayerState): boolean {
  return p.eventRound === state.round;
}

/** Seats asked in the reaction window on `on`'s turn. */
export function windowSeats(state: State, on: Seat): Seat[] {
  const out: Seat[] = [];
  for (const p of state.players)
    if (
      p.seat !== on &&
      p.status === 'playing' &&
      p.role !== 'minion' &&
      p.hand.length > 0 &&
      !playedThisRound(state, p)
    )
      out.push(p.seat);
  return out;
}

export function openWindow(_ctx: RulesContext, state: State, on: Seat, ev: GameEvent[], now: number): void {
  const seats = windowSeats(state, on);
  if (seats.length === 0) return;
  const w = newWindow(state, seats, on, now);
  state.pending.unshift(w);
  ev.push({ type: 'windowOpened', seats: [...seats], on, endsAt: w.endsAt, rule: 'events' });
}

/** A card play with its parameters (as in the action). */
export interface CardPlay {
  card: string;
  target?: number;
  square?: number;
  tile?: number;
}

type Moment = 'beforeRoll' | 'moving' | 'fight' | 'reaction';

/** The moment `p` is at, for cards: null when it may play none now. */
export function cardMoment(state: State, p: PlayerState): Moment | null {
  if (state.phase !== 'play' || p.role === 'minion' || playedThisRound(state, p) || p.status !== 'playing') return null;
  const top = state.pending[0];
  if (top) {
    if (top.kind === 'window' && top.seats.includes(p.seat)) return 'reaction';
    if (top.kind === 'combat' && top.seat === p.seat) return 'fight';
    return null;
  }
  if (state.turn.seat !== p.seat || !onMap(p)) return null;
  if (state.turn.step === 'roll') return 'beforeRoll';
  if (state.turn.step === 'move') return 'moving';
  return null;
}

function timingFits(def: EventDef, m: Moment): boolean {
  switch (def.timing) {
    case 'own':
      return m === 'beforeRoll' || m === 'moving' || m === 'fight';
    case 'beforeMove':
      return m === 'beforeRoll';
    case 'moving':
      return m === 'moving';
    case 'fight':
      return m === 'fight';
    case 'reaction':
      return m === 'reaction';
  }
}

/** Every legal play of `p`'s cards now (with each choice of parameters). */
export function cardPlays(ctx: RulesContext, state: State, p: PlayerState): CardPlay[] {
  const m = cardMoment(state, p);
  if (!m) return [];
  const out: CardPlay[] = [];
  const seen = new Set<string>();
  for (const card of p.hand) {
    if (seen.has(card)) continue;
    seen.add(card);
    const def = eventDef(ctx, card);
    if (!timingFits(def, m)) continue;
    if (def.buildings.length && !def.buildings.includes(namedAt(state.geo, p.square) ?? '')) continue;
    for (const play of playsOf(ctx, state, p, def, m)) out.push(play);
  }
  return out;
}

function playsOf(ctx: RulesContext, state: State, p: PlayerState, def: EventDef, m: Moment): CardPlay[] {
  const card = def.id;
  const top = state.pending[0];
  const on = m === 'reaction' && top?.kind === 'window' ? top.on : -1;
  switch (def.effect) {
    case 'moreZombies': {
      const out: CardPlay[] = [];
      for (const b of state.geo.buildings)
        if (b.named && b.named !== ctx.helipad.id && b.squares.some((sq) => state.zombies[sq] < capacity(state)))
          out.push({ card, tile: b.tileIndex });
      return out;
    }
    case 'halveMove':
    case 'noMove':
    case 'noBuildings':
    case 'noZombieSquares':
    case 'reroll':
    case 'slowDown':
    case 'screwed':
      return [{ card, target: on }];
    case 'dropBullets':
      return state.players[on].bullets > 0 ? [{ card, target: on }] : [];
    case 'trip':
      return state.players[on].life > 1 ? [{ card, target: on }] : [];
    case 'heal':
      return p.life < maxLifeOf(p) ? [{ card }] : [];
    case 'blast': {
      const out: CardPlay[] = [];
      if (state.zombies[p.square] > 0) out.push({ card, square: p.square });
      for (const sq of state.geo.links[p.square]) if (state.zombies[sq] > 0) out.push({ card, square: sq });
      return out;
    }
    case 'clearTile': {
      const out: CardPlay[] = [];
      state.geo.tiles.forEach((t, i) => {
        if (t.tile === ctx.helipad.id) return;
        for (let c = 0; c < 9; c++)
          if (state.geo.kind[i * 9 + c] === 'road' && state.zombies[i * 9 + c] > 0) {
            out.push({ card, tile: i });
            return;
          }
      });
      return out;
    }
    case 'slipAway':
      return [{ card }];
    case 'freezeZombies':
      return state.frozenUntil < 0 ? [{ card }] : [];
    case 'zombieMaster':
      return state.turn.effects.zombieMaster ? [] : [{ card }];
    default:
      return [{ card }];
  }
}

const same = (a: CardPlay, b: CardPlay) =>
  a.card === b.card && a.target === b.target && a.square === b.square && a.tile === b.tile;

export function cardPlayIssue(ctx: RulesContext, state: State, p: PlayerState, play: CardPlay): string | null {
  if (!p.hand.includes(play.card)) return 'events.notInHand';
  if (!ctx.events.has(play.card)) return 'events.unknown';
  if (!cardMoment(state, p)) return playedThisRound(state, p) ? 'events.onePerRound' : 'events.notNow';
  return cardPlays(ctx, state, p).some((x) => same(x, play)) ? null : 'events.notPlayable';
}

/** Plays a card (checked): out of the hand, then its effect. */
export function playCard(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  play: CardPlay,
  ev: GameEvent[],
  now: number,
): void {
  const def = eventDef(ctx, play.card);
  p.hand.splice(p.hand.indexOf(play.card), 1);
  p.eventRound = state.round;
  const top = state.pending[0];
  if (top?.kind === 'window') answered(top, p.seat);
  ev.push({
    type: 'eventPlayed',
    seat: p.seat,
    card: def.id,
    target: play.target ?? null,
    square: play.square ?? null,
    tile: play.tile ?? null,
    rule: 'events',
  });
  const isItem = def.effect === 'itemCombat' || def.effect === 'itemPermanent' || def.effect === 'itemMove';
  if (isItem) p.items.push({ card: def.id, charges: def.charges });
  else state.eventDiscard.push(def.id);
  const inBonus = def.bonusBuildings.includes(namedAt(state.geo, p.square) ?? '');
  const amount = inBonus ? def.amountInBuilding : def.amount;
  const t = state.turn;
  const target = play.target !== undefined ? state.players[play.target] : null;
  switch (def.effect) {
    case 'moveBonus':
      t.moveLeft += amount;
      t.moveTotal += amount;
      ev.push({ type: 'movementSet', seat: p.seat, die: t.die, total: t.moveTotal, rule: 'events' });
      break;
    case 'freezeZombies':
      state.frozenUntil = p.seat;
      break;
    case 'slipAway':
      t.slipSquare = p.square;
      if (top?.kind === 'combat') state.pending.shift();
      ev.push({ type: 'fightEnded', seat: p.seat, square: p.square, rule: 'events' });
      break;
    case 'halveMove':
      t.effects.halveMove = true;
      t.moveLeft = Math.floor(t.moveLeft / 2);
      ev.push({ type: 'movementSet', seat: target!.seat, die: t.die, total: t.moveLeft, rule: 'events' });
      break;
    case 'noMove':
      t.effects.noMove = true;
      t.moveLeft = 0;
      ev.push({ type: 'movementSet', seat: target!.seat, die: t.die, total: 0, rule: 'events' });
      break;
    case 'slowDown':
      t.moveLeft = Math.max(0, t.moveLeft - amount);
      ev.push({ type: 'movementSet', seat: target!.seat, die: t.die, total: t.moveLeft, rule: 'events' });
      break;
    case 'reroll': {
      const die = roll(state);
      t.die = die;
      const total = movementFor(ctx, state, target!, die);
      ev.push({
        type: 'diceRolled',
        seat: target!.seat,
        purpose: 'move',
        dice: [die],
        modifier: total - die,
        need: null,
        rule: 'events',
      });
      setMovement(
        state,
        target!,
        t.effects.noMove ? 0 : t.effects.halveMove ? Math.floor(total / 2) : total,
        ev,
        'events',
      );
      break;
    }
    case 'dropBullets': {
      const n = Math.min(amount, target!.bullets);
      target!.bullets -= n;
      state.bullets[target!.square] += n;
      ev.push({ type: 'bulletsDropped', seat: target!.seat, square: target!.square, amount: n, rule: 'events' });
      break;
    }
    case 'noBuildings':
      t.effects.noBuildings = true;
      break;
    case 'noZombieSquares':
      t.effects.noZombieSquares = true;
      break;
    case 'screwed':
      t.effects.screwed += amount;
      break;
    case 'trip':
      loseLife(ctx, state, target!, 1, p.seat, 'events', ev);
      break;
    case 'heal':
    case 'supplies':
    case 'rest': {
      const got = gainLife(state, p, amount);
      if (got) ev.push({ type: 'lifeGained', seat: p.seat, amount: got, life: p.life, rule: 'events' });
      if (def.effect === 'supplies') {
        const b = gainBullets(state, p, amount);
        if (b) ev.push({ type: 'bulletsGained', seat: p.seat, amount: b, bullets: p.bullets, rule: 'events' });
      }
      if (def.effect === 'rest') {
        t.die = null;
        t.step = 'move';
        setMovement(state, p, 0, ev, 'events');
      }
      break;
    }
    case 'ammo': {
      const b = gainBullets(state, p, amount);
      if (b) ev.push({ type: 'bulletsGained', seat: p.seat, amount: b, bullets: p.bullets, rule: 'events' });
      break;
    }
    case 'keys':
      t.die = null;
      t.step = 'move';
      setMovement(state, p, amount, ev, 'events');
      break;
    case 'blast': {
      const sq = play.square!;
      for (let i = 0; i < amount && state.zombies[sq] > 0; i++) {
        killZombie(state, p, sq, 'events', ev);
        if (state.phase === 'over') return;
      }
      if (sq === p.square && state.zombies[sq] === 0 && top?.kind === 'combat') state.pending.shift();
      break;
    }
    case 'moreZombies': {
      const b = state.geo.buildings.find((x) => x.tileIndex === play.tile && x.named !== null)!;
      const squares: number[] = [];
      for (const sq of b.squares) {
        if (squares.length >= amount) break;
        while (state.zombies[sq] < capacity(state) && squares.length < amount && takeZombies(state, 1) === 1) {
          state.zombies[sq]++;
          squares.push(sq);
        }
      }
      if (squares.length) ev.push({ type: 'zombiesPlaced', squares, rule: 'events' });
      break;
    }
    case 'clearTile': {
      const base = play.tile! * 9;
      for (let c = 0; c < 9; c++) {
        const sq = base + c;
        if (state.geo.kind[sq] !== 'road') continue;
        while (state.zombies[sq] > 0) removeZombie(state, sq);
      }
      break;
    }
    case 'nerves':
      t.effects.nerves += def.bonus;
      break;
    case 'zombieMaster':
      t.effects.zombieMaster = true;
      break;
    case 'itemCombat':
    case 'itemPermanent':
    case 'itemMove':
      break;
  }
  void now;
}

/** The end-of-turn discard (seed 004 line 10). */
export function discardCard(state: State, p: PlayerState, card: string, ev: GameEvent[]): void {
  p.hand.splice(p.hand.indexOf(card), 1);
  state.eventDiscard.push(card);
  ev.push({ type: 'eventDiscarded', seat: p.seat, card, rule: 'events' });
}
