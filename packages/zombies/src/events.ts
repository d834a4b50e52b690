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
import { eventDef, type Ctx } from './context.ts';
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
export function drawEvents(s: State, p: PlayerState, n: number, ev: GameEvent[], rule: Rule): void {
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.eventDeck.length === 0) {
      if (s.eventDiscard.length === 0) break;
      s.eventDeck = shuffleInPlace(s.rng, s.eventDiscard);
      s.eventDiscard = [];
      ev.push({ type: 'eventDeckReshuffled' });
    }
    const card = s.eventDeck.pop()!;
    p.hand.push(card);
    cards.push(card);
  }
  if (cards.length) ev.push({ type: 'cardsDrawn', seat: p.seat, count: cards.length, cards, rule });
}

export function playedThisRound(s: State, p: PlayerState): boolean {
  return p.eventRound === s.round;
}

/** Seats asked in the reaction window on `on`'s turn. */
export function windowSeats(s: State, on: Seat): Seat[] {
  const out: Seat[] = [];
  for (const p of s.players)
    if (p.seat !== on && p.status === 'playing' && p.role !== 'minion' && p.hand.length > 0 && !playedThisRound(s, p))
      out.push(p.seat);
  return out;
}

export function openWindow(s: State, _cx: Ctx, on: Seat, ev: GameEvent[], now: number): void {
  const seats = windowSeats(s, on);
  if (seats.length === 0) return;
  const w = newWindow(s, seats, on, now);
  s.pending.unshift(w);
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
export function cardMoment(s: State, p: PlayerState): Moment | null {
  if (s.phase !== 'play' || p.role === 'minion' || playedThisRound(s, p) || p.status !== 'playing') return null;
  const top = s.pending[0];
  if (top) {
    if (top.kind === 'window' && top.seats.includes(p.seat)) return 'reaction';
    if (top.kind === 'combat' && top.seat === p.seat) return 'fight';
    return null;
  }
  if (s.turn.seat !== p.seat || !onMap(p)) return null;
  if (s.turn.step === 'roll') return 'beforeRoll';
  if (s.turn.step === 'move') return 'moving';
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
export function cardPlays(s: State, cx: Ctx, p: PlayerState): CardPlay[] {
  const m = cardMoment(s, p);
  if (!m) return [];
  const out: CardPlay[] = [];
  const seen = new Set<string>();
  for (const card of p.hand) {
    if (seen.has(card)) continue;
    seen.add(card);
    const def = eventDef(cx, card);
    if (!timingFits(def, m)) continue;
    if (def.buildings.length && !def.buildings.includes(namedAt(s.geo, p.square) ?? '')) continue;
    for (const play of playsOf(s, cx, p, def, m)) out.push(play);
  }
  return out;
}

function playsOf(s: State, cx: Ctx, p: PlayerState, def: EventDef, m: Moment): CardPlay[] {
  const card = def.id;
  const top = s.pending[0];
  const on = m === 'reaction' && top?.kind === 'window' ? top.on : -1;
  switch (def.effect) {
    case 'moreZombies': {
      const out: CardPlay[] = [];
      for (const b of s.geo.buildings)
        if (b.named && b.named !== cx.helipad.id && b.squares.some((sq) => s.zombies[sq] < capacity(s)))
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
      return s.players[on].bullets > 0 ? [{ card, target: on }] : [];
    case 'trip':
      return s.players[on].life > 1 ? [{ card, target: on }] : [];
    case 'heal':
      return p.life < maxLifeOf(p) ? [{ card }] : [];
    case 'blast': {
      const out: CardPlay[] = [];
      if (s.zombies[p.square] > 0) out.push({ card, square: p.square });
      for (const sq of s.geo.links[p.square]) if (s.zombies[sq] > 0) out.push({ card, square: sq });
      return out;
    }
    case 'clearTile': {
      const out: CardPlay[] = [];
      s.geo.tiles.forEach((t, i) => {
        if (t.tile === cx.helipad.id) return;
        for (let c = 0; c < 9; c++)
          if (s.geo.kind[i * 9 + c] === 'road' && s.zombies[i * 9 + c] > 0) {
            out.push({ card, tile: i });
            return;
          }
      });
      return out;
    }
    case 'slipAway':
      return [{ card }];
    case 'freezeZombies':
      return s.frozenUntil < 0 ? [{ card }] : [];
    case 'zombieMaster':
      return s.turn.effects.zombieMaster ? [] : [{ card }];
    default:
      return [{ card }];
  }
}

const same = (a: CardPlay, b: CardPlay) =>
  a.card === b.card && a.target === b.target && a.square === b.square && a.tile === b.tile;

export function cardPlayIssue(s: State, cx: Ctx, p: PlayerState, play: CardPlay): string | null {
  if (!p.hand.includes(play.card)) return 'events.notInHand';
  if (!cx.events.has(play.card)) return 'events.unknown';
  if (!cardMoment(s, p)) return playedThisRound(s, p) ? 'events.onePerRound' : 'events.notNow';
  return cardPlays(s, cx, p).some((x) => same(x, play)) ? null : 'events.notPlayable';
}

/** Plays a card (checked): out of the hand, then its effect. */
export function playCard(s: State, cx: Ctx, p: PlayerState, play: CardPlay, ev: GameEvent[], now: number): void {
  const def = eventDef(cx, play.card);
  p.hand.splice(p.hand.indexOf(play.card), 1);
  p.eventRound = s.round;
  const top = s.pending[0];
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
  else s.eventDiscard.push(def.id);
  const inBonus = def.bonusBuildings.includes(namedAt(s.geo, p.square) ?? '');
  const amount = inBonus ? def.amountInBuilding : def.amount;
  const t = s.turn;
  const target = play.target !== undefined ? s.players[play.target] : null;
  switch (def.effect) {
    case 'moveBonus':
      t.moveLeft += amount;
      t.moveTotal += amount;
      ev.push({ type: 'movementSet', seat: p.seat, die: t.die, total: t.moveTotal, rule: 'events' });
      break;
    case 'freezeZombies':
      s.frozenUntil = p.seat;
      break;
    case 'slipAway':
      t.slipSquare = p.square;
      if (top?.kind === 'combat') s.pending.shift();
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
      const die = roll(s);
      t.die = die;
      const total = movementFor(s, cx, target!, die);
      ev.push({
        type: 'diceRolled',
        seat: target!.seat,
        purpose: 'move',
        dice: [die],
        modifier: total - die,
        need: null,
        rule: 'events',
      });
      setMovement(s, target!, t.effects.noMove ? 0 : t.effects.halveMove ? Math.floor(total / 2) : total, ev, 'events');
      break;
    }
    case 'dropBullets': {
      const n = Math.min(amount, target!.bullets);
      target!.bullets -= n;
      s.bullets[target!.square] += n;
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
      loseLife(s, cx, target!, 1, p.seat, 'events', ev);
      break;
    case 'heal':
    case 'supplies':
    case 'rest': {
      const got = gainLife(s, p, amount);
      if (got) ev.push({ type: 'lifeGained', seat: p.seat, amount: got, life: p.life, rule: 'events' });
      if (def.effect === 'supplies') {
        const b = gainBullets(s, p, amount);
        if (b) ev.push({ type: 'bulletsGained', seat: p.seat, amount: b, bullets: p.bullets, rule: 'events' });
      }
      if (def.effect === 'rest') {
        t.die = null;
        t.step = 'move';
        setMovement(s, p, 0, ev, 'events');
      }
      break;
    }
    case 'ammo': {
      const b = gainBullets(s, p, amount);
      if (b) ev.push({ type: 'bulletsGained', seat: p.seat, amount: b, bullets: p.bullets, rule: 'events' });
      break;
    }
    case 'keys':
      t.die = null;
      t.step = 'move';
      setMovement(s, p, amount, ev, 'events');
      break;
    case 'blast': {
      const sq = play.square!;
      for (let i = 0; i < amount && s.zombies[sq] > 0; i++) {
        killZombie(s, p, sq, 'events', ev);
        if (s.phase === 'over') return;
      }
      if (sq === p.square && s.zombies[sq] === 0 && top?.kind === 'combat') s.pending.shift();
      break;
    }
    case 'moreZombies': {
      const b = s.geo.buildings.find((x) => x.tileIndex === play.tile && x.named !== null)!;
      const squares: number[] = [];
      for (const sq of b.squares) {
        if (squares.length >= amount) break;
        while (s.zombies[sq] < capacity(s) && squares.length < amount && takeZombies(s, 1) === 1) {
          s.zombies[sq]++;
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
        if (s.geo.kind[sq] !== 'road') continue;
        while (s.zombies[sq] > 0) removeZombie(s, sq);
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
export function discardCard(s: State, p: PlayerState, card: string, ev: GameEvent[]): void {
  p.hand.splice(p.hand.indexOf(card), 1);
  s.eventDiscard.push(card);
  ev.push({ type: 'eventDiscarded', seat: p.seat, card, rule: 'events' });
}
