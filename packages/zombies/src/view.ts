/**
 * What a seat sees, built by picking (DESIGN.md "What a seat knows"): the map, tokens and pawns, every
 * player's public figures, its own hand and Schtick, counts of the decks. Never the RNG, the order of a deck,
 * another seat's hand, Schtick or Flaw before the reveal, the Target from a King, or a dead player's hand
 * except to the one swapping with it.
 */
import type { Seat } from '@horde/core';
import { clonePlain } from '@horde/core';
import { namedFor } from './options/traits.ts';
import { maxLife } from './players.ts';
import type { GameEvent } from './actions.ts';
import type { ZombiesConfig } from './config-schema.ts';
import type { Choice, Finish, Flaw, Item, PlayerStatus, Role, Schtick, State, TurnState } from './state.ts';
import { awaitingSeats } from './seats.ts';

export interface PlayerView {
  seat: Seat;
  role: Role;
  status: PlayerStatus;
  /** null off the map. */
  square: number | null;
  corpse: number | null;
  life: number;
  maxLife: number;
  bullets: number;
  kills: number;
  revenantKills: number;
  handSize: number;
  items: Item[];
  /** Own Schtick always; others' once revealed. */
  schtick: Schtick | null;
  /** Own and others' Flaw once revealed; also the Flaw this seat named for that player. */
  flaw: Flaw | null;
  /** Whether the player asked for a Schtick: known to all once every Schtick is written (null before). */
  wantsSchtick: boolean | null;
  traitsRevealed: boolean;
  playedEventThisRound: boolean;
  searched: number[];
  entered: boolean;
  /** Order of death for Last Man Standing (1: first to die), 0 while alive. */
  deathOrder: number;
}

/**
 * A pending decision as a seat sees it: a swap shows the dead player's hand only to the one choosing; a
 * trade's offered card only to the two traders (null for others).
 */
export type PendingView =
  | Exclude<Choice, { kind: 'swap' }>
  | { kind: 'swap'; seats: Seat[]; dead: Seat; hand: string[] | null };

/** The turn as every seat sees it: all of it is on the table (the die, the moves made, the fight, the effects). */
export type TurnView = TurnState;

/** The open table, as the state holds it: the board, its tokens and the round. */
export interface ZombiesView
  extends Pick<State, 'phase' | 'round' | 'turns' | 'geo' | 'zombies' | 'life' | 'bullets' | 'revenants'> {
  /** The viewer (null: a spectator). */
  seat: Seat | null;
  config: ZombiesConfig;
  /** The rules version the game plays (absent: version 1), as in the state. */
  version?: number;
  players: PlayerView[];
  kings: Seat[];
  /** The Target, for the seats that know it (the survivors' team; everyone once revealed); else null. */
  target: Seat | null;
  /** Own hand (null for a spectator). */
  hand: string[] | null;
  tileDeckSize: number;
  eventDeckSize: number;
  eventDiscard: string[];
  supply: State['supply'];
  frozenUntil: Seat;
  turn: TurnView;
  /** The decisions waiting, the one answered first last. */
  pending: PendingView[];
  /** Seats awaited now. */
  awaiting: Seat[];
  finish: Finish | null;
}

/** Whether `viewer` knows who the Target is (the players' side; everyone once it is over). */
export function knowsTarget(state: State, viewer: Seat | null): boolean {
  if (state.target < 0) return false;
  if (state.phase === 'over') return true;
  return viewer !== null && state.players[viewer].role === 'survivor' && !state.kings.includes(viewer);
}

function playerView(state: State, viewer: Seat | null, i: number): PlayerView {
  const p = state.players[i];
  const own = viewer === i;
  const allWritten = !state.pending.some((x) => x.kind === 'schtick');
  const n = state.players.length;
  const named = viewer !== null && state.config.characterTraits && namedFor(n, viewer) === i;
  return {
    seat: p.seat,
    role: p.role,
    status: p.status,
    square: p.square >= 0 ? p.square : null,
    corpse: p.corpse >= 0 ? p.corpse : null,
    life: p.life,
    maxLife: maxLife(p),
    bullets: p.bullets,
    kills: p.kills,
    revenantKills: p.revenantKills,
    handSize: p.hand.length,
    items: p.items.map((x) => ({ card: x.card, charges: x.charges })),
    schtick: own || p.traitsRevealed ? p.schtick : null,
    flaw: p.traitsRevealed || named ? p.flaw : null,
    wantsSchtick: own || allWritten ? (state.config.characterTraits ? p.wantsSchtick : false) : null,
    traitsRevealed: p.traitsRevealed,
    playedEventThisRound: p.eventRound === state.round,
    searched: [...p.searched],
    entered: p.entered,
    deathOrder: p.deathOrder,
  };
}

function pendingView(state: State, viewer: Seat | null): PendingView[] {
  return state.pending.map((x): PendingView => {
    if (x.kind === 'swap')
      return {
        kind: 'swap',
        seats: [...x.seats],
        dead: x.dead,
        hand: viewer !== null && x.seats[0] === viewer ? [...state.players[x.dead].hand] : null,
      };
    if (x.kind === 'trade') {
      const party = viewer === x.seat || viewer === x.from;
      return { ...x, giveCard: party ? x.giveCard : null };
    }
    return clonePlain(x);
  });
}

export function view(state: State, viewer: Seat | null): ZombiesView {
  const t = state.turn;
  return {
    seat: viewer,
    config: { ...state.config },
    ...(state.version === undefined ? {} : { version: state.version }),
    phase: state.phase,
    round: state.round,
    turns: state.turns,
    // Shared, not copied: a geometry is never changed once built (geometry.ts). Views are read-only.
    geo: state.geo,
    zombies: [...state.zombies],
    life: [...state.life],
    bullets: [...state.bullets],
    revenants: state.revenants.map((r) => ({ ...r })),
    players: state.players.map((_, i) => playerView(state, viewer, i)),
    kings: [...state.kings],
    target: knowsTarget(state, viewer) ? state.target : null,
    hand: viewer !== null ? [...state.players[viewer].hand] : null,
    tileDeckSize: state.tileDeck.length,
    eventDeckSize: state.eventDeck.length,
    eventDiscard: [...state.eventDiscard],
    supply: { ...state.supply },
    frozenUntil: state.frozenUntil,
    turn: clonePlain(t),
    pending: pendingView(state, viewer),
    awaiting: [...awaitingSeats(state)],
    finish: state.finish ? { reason: state.finish.reason, winners: [...state.finish.winners] } : null,
  };
}

/** The events a seat may receive: others' drawn cards, hidden Schticks, the Target, traded cards stay hidden. */
export function eventsFor(events: readonly GameEvent[], viewer: Seat | null, state: State): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'cardsDrawn':
        out.push(e.seat === viewer ? { ...e, cards: e.cards ? [...e.cards] : null } : { ...e, cards: null });
        break;
      case 'schtickWritten':
        out.push(e.seat === viewer ? e : { ...e, wants: null });
        break;
      case 'targetChosen':
        out.push(knowsTarget(state, viewer) ? e : { ...e, target: null });
        break;
      case 'tradeOffered':
        out.push(viewer === e.from || viewer === e.to ? e : { ...e, giveCard: null });
        break;
      case 'tradeDone':
        out.push(viewer === e.from || viewer === e.to ? e : { ...e, giveCard: null, takeCard: null });
        break;
      case 'cardSwapped':
        out.push(viewer === e.seat || viewer === e.dead ? e : { ...e, give: null, take: null });
        break;
      default:
        out.push(e);
    }
  }
  return out;
}
