/**
 * What a seat sees (DESIGN.md, "What a seat knows"), built by picking: its own
 * hand, every face-up card, the counts of face-down ones and of the other
 * hand by card back. Never the RNG, a deck's order, a face-down Supply card or
 * Warehouse zombie (the Zombie player knows its Warehouse zombies in the
 * two-player game), nor the other side's hand. eventsFor hides drawn cards
 * from the seats that may not see them.
 */
import type { Seat } from '@horde/core';
import type { RulesContext } from './cards.ts';
import { kindOf } from './cards.ts';
import { usesLeft } from './decks.ts';
import { awaiting, sideOfSeat } from './seats.ts';
import { deadlines, phaseLengthMs } from './timer.ts';
import type { SecondsEvent } from './actions.ts';
import type { SecondsOptions } from './config-schema.ts';

/** The Survivor's turn flags every seat sees as the state holds them (the restrictions are face-up Tactics cards). */
type SurvivorTurnFlags =
  | 'abilityUsed'
  | 'freePickupUsed'
  | 'discardDraws'
  | 'discount'
  | 'steadyAim'
  | 'noMove'
  | 'noAttack'
  | 'nextNoMove'
  | 'nextNoAttack';
import {
  TOP_ROW,
  type AttackInProgress,
  type AutomatonState,
  type ChoiceKind,
  type GameStats,
  type Mode,
  type Phase,
  type Piles,
  type SecondsState,
  type Side,
  type SurvivorState,
  type ZombieAttackInProgress,
  type ZombieInPlay,
} from './state.ts';

/** A zombie as a seat sees it. */
export interface ZombieView {
  id: string;
  /** Content ids: the Zombie card and its type. */
  card: string;
  type: string;
  health: number;
  maxHealth: number;
  knockdown: boolean;
  attacked: boolean;
  summoned: boolean;
  /** A Shrieker that shrieked this zombie turn. */
  shrieked: boolean;
  supply: boolean;
}

export interface AlleySupplyView {
  /** Instance id, or null for a face-down card. */
  card: string | null;
  faceUp: boolean;
  /** Ammo, durability or armour left (face-up cards with such a value). */
  uses: number | null;
}

export interface RowView {
  row: number;
  zombies: ZombieView[];
  supply: AlleySupplyView[];
  abilityTokens: number;
}

export interface EquippedView {
  card: string;
  uses: number | null;
}

/** A pending decision as a seat sees it: the options only for the seat that decides. */
export interface PendingView {
  kind: ChoiceKind;
  side: Side;
  endsAt: number | null;
  /** Scavenger cards (its seat only), weapons of a chooseWeapon, zombies of a chooseZombie. */
  cards: string[] | null;
  zombies: string[] | null;
  limit: number | null;
}

export interface SecondsView {
  seat: number | null;
  /** The role of the seat: survivor, zombie, or null for a spectator. */
  side: Side | null;
  mode: Mode;
  /** Solo: the zombie opponent; null in two-player mode. */
  automatonKind: 'fast' | 'swarm' | null;
  options: SecondsOptions;
  phase: Phase;
  active: Side;
  turn: number;
  timer: {
    endsAt: number | null;
    timeUp: boolean;
    paused: { remaining: number; until: number } | null;
    pausesLeft: number;
    /** Rules version 3: what was left of the phase when an off-turn window began to hold it (null: not held). */
    held: number | null;
    /** Configured length of an Action Phase (ms), 0 when off. */
    lengthMs: number;
  };
  /** The deadlines armed now (what the server fires). */
  deadlines: { at: number; what: 'phase' | 'decision' | 'pause' }[];
  survivor: {
    kind: string;
    row: number;
    health: number;
    maxHealth: number;
    down: boolean;
    energy: number;
    energyTokens: number;
    abilityTokens: number;
    concussion: number;
    desperationUsed: boolean;
    desperate: boolean;
    equipped: EquippedView[];
    /** The hand: the Survivor seat only (null for others). */
    hand: string[] | null;
    /** Uses left of the worn cards in hand (the Survivor seat only). */
    handUses: Record<string, number> | null;
    handCount: number;
    /** Card backs are public: how many Supply and Tactics cards the hand holds. */
    handSupply: number;
    handTactics: number;
  } & Pick<SurvivorState, SurvivorTurnFlags>;
  zombieSide: {
    energy: number;
    /** Two-player: the Zombie player's hand, for the Zombie seat only. */
    hand: string[] | null;
    handCount: number;
    handZombies: number;
    handTactics: number;
    attackedSurvivor: boolean;
  };
  /** rows[0] is row 1 ... rows[9] is row 10. */
  rows: RowView[];
  warehouse: { count: number; cards: string[] | null };
  timeTokens: number;
  deckSizes: Record<keyof Piles, number>;
  /** Discard piles are face up. */
  discards: Piles;
  reshuffleSurvivorAttack: boolean;
  attack: AttackInProgress | null;
  zombieAttack: ZombieAttackInProgress | null;
  opportunity: { queue: string[]; to: number } | null;
  automaton: AutomatonState | null;
  pending: PendingView | null;
  /** Seats the game waits for. */
  awaiting: number[];
  result: SecondsState['result'];
  stats: GameStats;
}

const copyPiles = (p: Piles): Piles => ({
  supply: [...p.supply],
  tactics: [...p.tactics],
  survivorAttack: [...p.survivorAttack],
  zombie: [...p.zombie],
  zombieTactics: [...p.zombieTactics],
  zombieAttack: [...p.zombieAttack],
});

function zombieView(ctx: RulesContext, z: ZombieInPlay): ZombieView {
  const card = ctx.zombies.get(z.id);
  const type = ctx.zombieType.get(z.id);
  return {
    id: z.id,
    card: card?.id ?? kindOf(z.id),
    type: type?.id ?? 'base',
    health: z.health,
    maxHealth: type?.health ?? z.health,
    knockdown: z.knockdown,
    attacked: z.attacked,
    summoned: z.summoned,
    shrieked: z.shrieked,
    supply: card?.supply ?? false,
  };
}

export function buildView(ctx: RulesContext, state: SecondsState, seat: Seat | null): SecondsView {
  const side = sideOfSeat(state, seat);
  const sv = state.survivor;
  const mine = side === 'survivor';
  const zombieSeat = side === 'zombie';
  const rows: RowView[] = [];
  for (let row = 1; row <= TOP_ROW; row++) {
    const r = state.rows[row];
    rows.push({
      row,
      zombies: r.zombies.map((z) => zombieView(ctx, z)),
      supply: r.supply.map((x) => ({
        card: x.faceUp ? x.card : null,
        faceUp: x.faceUp,
        uses: x.faceUp ? usesLeft(ctx, state, x.card) : null,
      })),
      abilityTokens: r.abilityTokens,
    });
  }
  let handSupply = 0;
  let handTactics = 0;
  for (const card of sv.hand)
    if (ctx.tactics.has(card)) handTactics++;
    else handSupply++;
  let handZombies = 0;
  let zombieTactics = 0;
  for (const card of state.zombies.hand)
    if (ctx.zombies.has(card)) handZombies++;
    else zombieTactics++;
  let handUses: Record<string, number> | null = null;
  if (mine) {
    handUses = {};
    for (const card of sv.hand) if (state.wear[card]) handUses[card] = usesLeft(ctx, state, card) ?? 0;
  }
  const p = state.pending[0];
  const pending = p
    ? {
        kind: p.kind,
        side: p.side,
        endsAt: p.endsAt,
        cards: p.kind === 'scavenge' ? (mine ? [...p.cards] : null) : p.kind === 'chooseWeapon' ? [...p.cards] : null,
        zombies: p.kind === 'chooseZombie' ? [...p.zombies] : null,
        limit: p.kind === 'handLimit' ? p.limit : null,
      }
    : null;
  const deckSizes = {} as Record<keyof Piles, number>;
  for (const k of Object.keys(state.decks) as (keyof Piles)[]) deckSizes[k] = state.decks[k].length;
  return {
    seat,
    side,
    mode: state.mode,
    automatonKind: state.mode === 'solo' ? state.config.automaton : null,
    options: { ...state.config },
    phase: state.phase,
    active: state.active,
    turn: state.turn,
    timer: {
      endsAt: state.timer.endsAt,
      timeUp: state.timer.timeUp,
      // A clock held by an off-turn window (rules version 3) shows as paused until the window closes.
      paused: state.timer.paused
        ? { ...state.timer.paused }
        : state.timer.held !== undefined
          ? { remaining: state.timer.held, until: state.pending[0]?.endsAt ?? 0 }
          : null,
      pausesLeft: state.timer.pausesLeft,
      held: state.timer.held ?? null,
      lengthMs: phaseLengthMs(state),
    },
    deadlines: deadlines(state).map((d) => ({ at: d.at, what: d.action.type === 'timeout' ? d.action.what : 'phase' })),
    survivor: {
      kind: sv.kind,
      row: sv.row,
      health: sv.health,
      maxHealth: 5,
      down: sv.down,
      energy: sv.energy,
      energyTokens: sv.energyTokens,
      abilityTokens: sv.abilityTokens,
      concussion: sv.concussion,
      desperationUsed: sv.desperationUsed,
      desperate: sv.desperate,
      equipped: sv.equipped.map((card) => ({ card, uses: usesLeft(ctx, state, card) })),
      hand: mine ? [...sv.hand] : null,
      handUses,
      handCount: sv.hand.length,
      handSupply,
      handTactics,
      abilityUsed: sv.abilityUsed,
      freePickupUsed: sv.freePickupUsed,
      discardDraws: sv.discardDraws,
      discount: sv.discount,
      steadyAim: sv.steadyAim,
      noMove: sv.noMove,
      noAttack: sv.noAttack,
      nextNoMove: sv.nextNoMove,
      nextNoAttack: sv.nextNoAttack,
    },
    zombieSide: {
      energy: state.zombies.energy,
      hand: zombieSeat ? [...state.zombies.hand] : null,
      handCount: state.zombies.hand.length,
      handZombies,
      handTactics: zombieTactics,
      attackedSurvivor: state.zombies.attackedSurvivor,
    },
    rows,
    warehouse: { count: state.warehouse.length, cards: zombieSeat ? [...state.warehouse] : null },
    timeTokens: state.timeTokens,
    deckSizes,
    discards: copyPiles(state.discards),
    reshuffleSurvivorAttack: state.reshuffleSurvivorAttack,
    attack: state.attack
      ? { ...state.attack, cards: [...state.attack.cards], splits: state.attack.splits.map((x) => ({ ...x })) }
      : null,
    zombieAttack: state.zombieAttack ? { ...state.zombieAttack, cards: [...state.zombieAttack.cards] } : null,
    opportunity: state.opportunity ? { queue: [...state.opportunity.queue], to: state.opportunity.to } : null,
    automaton: state.automaton ? { ...state.automaton } : null,
    pending,
    awaiting: awaiting(state),
    result: state.result ? { ...state.result } : null,
    stats: { ...state.stats, kills: { ...state.stats.kills } },
  };
}

/** The events a seat may receive: cards drawn into a hand only for that hand's seat; face-down cards for nobody. */
export function eventsFor(events: readonly SecondsEvent[], seat: Seat | null, state: SecondsState): SecondsEvent[] {
  const side = sideOfSeat(state, seat);
  const out: SecondsEvent[] = [];
  for (const e of events) {
    if (e.type === 'cardDrawn') {
      const visible =
        e.to === 'play' || e.to === 'discard' || ((e.to === 'hand' || e.to === 'scavenge') && e.side === side);
      out.push(visible ? e : { ...e, card: null });
    } else if (e.type === 'supplyPlaced' && !e.faceUp) out.push({ ...e, card: null });
    else out.push(e);
  }
  return out;
}
