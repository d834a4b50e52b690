/**
 * Builds a position from a description (for tests and the scenario dialect):
 * the Survivor's row, health, stance, equipment and hand; zombies per row
 * with health and knockdown; Supply cards per row; the Warehouse; the Zombie
 * player's hand; the tops of the decks; forced solo chart rolls. Cards are
 * named by content id ("pistol": the first free instance) or instance id
 * ("pistol#2"). Every card not placed stays in its deck, in the shuffled order
 * of the setup, below the tops given. The position starts at the beginning of
 * the Survivor's Action Phase (or of the zombie turn with `zombieTurn`).
 */
import { describeIssue, type Seat } from '@horde/core';
import { putZombie } from './alley.ts';
import { advance } from './turn.ts';
import { startAutomatonTurn } from './automaton.ts';
import type { RulesContext } from './cards.ts';
import type { SecondsConfig } from './config-schema.ts';
import { setupGame } from './setup.ts';
import { startPhaseTimer } from './timer.ts';
import { startZombieTurn } from './zombie-turn.ts';
import type { SecondsEvent } from './actions.ts';
import type { Piles, SecondsState } from './state.ts';

export interface ZombieSpec {
  card: string;
  /** A name for tests and scenarios ("A", "B": the rulebook's pictures); BuiltPosition.labels maps it to the instance. */
  label?: string;
  health?: number;
  knockdown?: boolean;
  attacked?: boolean;
  summoned?: boolean;
}

export interface SupplySpec {
  card: string;
  faceUp?: boolean;
  /** Uses left (ammo, durability, armour). */
  uses?: number;
}

export interface EquippedSpec {
  card: string;
  uses?: number;
}

export interface PositionSpec {
  config?: SecondsConfig;
  turn?: number;
  survivor?: {
    row?: number;
    health?: number;
    down?: boolean;
    energy?: number;
    energyTokens?: number;
    abilityTokens?: number;
    concussion?: number;
    desperationUsed?: boolean;
    abilityUsed?: boolean;
    equipped?: (string | EquippedSpec)[];
    hand?: string[];
    noMove?: boolean;
    noAttack?: boolean;
  };
  /** Zombies by row, from the bottom of the alley. */
  zombies?: Record<number, (string | ZombieSpec)[]>;
  supply?: Record<number, (string | SupplySpec)[]>;
  abilityTokens?: Record<number, number>;
  warehouse?: string[];
  timeTokens?: number;
  zombieHand?: string[];
  zombieEnergy?: number;
  /** Deck tops: the first card listed is drawn first. */
  decks?: Partial<Record<keyof Piles, string[]>>;
  /** Solo chart rolls used before the dice. */
  rolls?: number[];
  /** Start at the beginning of the zombie turn (the automaton's, in solo) instead of the Survivor's Action Phase. */
  zombieTurn?: boolean;
  /** Solo, with zombieTurn: start the automaton further on (a step card index, the dice, the Final Instructions). */
  automaton?: { stage: 'steps' | 'dice' | 'final'; next?: number; energy?: number };
}

export class PositionError extends Error {}

export interface BuiltPosition {
  state: SecondsState;
  /** Events of the start (a zombie turn already played by the automaton, in solo). */
  events: SecondsEvent[];
  /** Zombie labels of the spec to their card instances. */
  labels: Record<string, string>;
}

function known(ctx: RulesContext, card: string): boolean {
  return (
    ctx.supply.has(card) ||
    ctx.tactics.has(card) ||
    ctx.zombies.has(card) ||
    ctx.zombieTactics.has(card) ||
    ctx.survivorAttack.has(card) ||
    ctx.zombieAttack.has(card)
  );
}

export function buildPosition(
  ctx: RulesContext,
  spec: PositionSpec,
  options: { seed?: number; now?: number; rulesVersion?: string } = {},
): BuiltPosition {
  const now = options.now ?? 0;
  const config: SecondsConfig = { mode: 'solo', ...(spec.config ?? {}) };
  const made = setupGame(ctx, config, { seed: options.seed ?? 1, now, rulesVersion: options.rulesVersion });
  if (!made.ok) throw new PositionError(made.issues.map(describeIssue).join('; '));
  const state = made.state;
  // Everything back into its deck (keeping the setup's shuffled order), then placed as described.
  const free = new Map<keyof Piles, string[]>();
  const boxed = new Set([...state.box, ...state.survivor.equipped]);
  for (const deck of Object.keys(ctx.instances) as (keyof Piles)[]) {
    const order = [...state.decks[deck]];
    for (const card of ctx.instances[deck]) if (!order.includes(card) && !boxed.has(card)) order.push(card);
    free.set(deck, order);
    state.decks[deck] = [];
    state.discards[deck] = [];
  }
  // The unique weapon of the survivor is placed by the spec (equipped by default).
  const unique = state.survivor.equipped.slice();
  state.survivor.equipped = [];
  state.survivor.hand = [];
  state.zombies.hand = [];
  state.warehouse = [];
  for (const r of state.rows) {
    r.zombies = [];
    r.supply = [];
  }
  state.wear = {};
  state.pending = [];
  const take = (name: string, where: string): string => {
    const instance = name.includes('#');
    // By content id: the free instance with the lowest number ("base" is base#1 if free), so tests can name it.
    for (const cards of free.values()) {
      let best = -1;
      let bestN = Number.POSITIVE_INFINITY;
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i];
        if (instance ? card !== name : card.slice(0, card.indexOf('#')) !== name) continue;
        const n = Number(card.slice(card.indexOf('#') + 1));
        if (n < bestN) {
          best = i;
          bestN = n;
        }
      }
      if (best >= 0) return cards.splice(best, 1)[0];
    }
    throw new PositionError(
      known(ctx, instance ? name : `${name}#1`)
        ? `${where}: no free ${name} card left (all placed already, or out of this game)`
        : `${where}: unknown card "${name}"`,
    );
  };
  const setUses = (card: string, uses: number | undefined, where: string) => {
    if (uses === undefined) return;
    const sd = ctx.supply.get(card);
    const printed = sd ? (sd.ammo ?? sd.durability ?? sd.armor) : null;
    if (printed === null || printed === undefined)
      throw new PositionError(`${where}: ${card} has no ammo, durability or armour`);
    if (uses < 1 || uses > printed)
      throw new PositionError(`${where}: ${card} has ${printed} uses at most (and 1 at least)`);
    if (uses < printed) state.wear[card] = printed - uses;
  };

  const labels: Record<string, string> = {};
  const sv = spec.survivor ?? {};
  const equip = sv.equipped ?? unique.map((card) => card.slice(0, card.indexOf('#')));
  for (const e of equip) {
    const item = typeof e === 'string' ? { card: e } : e;
    const card =
      unique.find((u) => u === item.card || u.startsWith(`${item.card}#`)) ?? take(item.card, 'survivor.equipped');
    state.survivor.equipped.push(card);
    setUses(card, item.uses, 'survivor.equipped');
  }
  for (const u of unique) if (!state.survivor.equipped.includes(u)) state.box.push(u);
  for (const h of sv.hand ?? []) state.survivor.hand.push(take(h, 'survivor.hand'));
  if (sv.row !== undefined) state.survivor.row = sv.row;
  if (sv.health !== undefined) state.survivor.health = sv.health;
  if (sv.down !== undefined) state.survivor.down = sv.down;
  if (sv.energyTokens !== undefined) state.survivor.energyTokens = sv.energyTokens;
  if (sv.abilityTokens !== undefined) state.survivor.abilityTokens = sv.abilityTokens;
  if (sv.concussion !== undefined) state.survivor.concussion = sv.concussion;
  if (sv.desperationUsed !== undefined) state.survivor.desperationUsed = sv.desperationUsed;
  if (sv.abilityUsed !== undefined) state.survivor.abilityUsed = sv.abilityUsed;
  if (sv.noMove !== undefined) state.survivor.noMove = sv.noMove;
  if (sv.noAttack !== undefined) state.survivor.noAttack = sv.noAttack;
  if (spec.abilityTokens) {
    for (const r of state.rows) r.abilityTokens = 0;
    for (const [row, n] of Object.entries(spec.abilityTokens)) state.rows[Number(row)].abilityTokens = n;
  }
  for (const [row, list] of Object.entries(spec.zombies ?? {})) {
    const r = Number(row);
    if (!(r >= 1 && r <= 10)) throw new PositionError(`zombies.${row}: rows are 1 to 10`);
    for (const z of list) {
      const item = typeof z === 'string' ? { card: z } : z;
      const card = take(item.card, `zombies.${row}`);
      if (!ctx.zombies.has(card)) throw new PositionError(`zombies.${row}: ${item.card} is not a Zombie card`);
      const placed = putZombie(ctx, state, card, r, item.summoned ?? false);
      if (item.label) {
        if (labels[item.label]) throw new PositionError(`zombies.${row}: label ${item.label} is used twice`);
        labels[item.label] = card;
      }
      if (item.health !== undefined) placed.health = item.health;
      placed.knockdown = item.knockdown ?? false;
      placed.attacked = item.attacked ?? false;
    }
  }
  for (const [row, list] of Object.entries(spec.supply ?? {})) {
    const r = Number(row);
    for (const x of list) {
      const item = typeof x === 'string' ? { card: x } : x;
      const card = take(item.card, `supply.${row}`);
      state.rows[r].supply.push({ card, faceUp: item.faceUp ?? true });
      setUses(card, item.uses, `supply.${row}`);
    }
  }
  for (const w of spec.warehouse ?? []) state.warehouse.push(take(w, 'warehouse'));
  for (const h of spec.zombieHand ?? []) state.zombies.hand.push(take(h, 'zombieHand'));
  const tops: Partial<Record<keyof Piles, string[]>> = {};
  for (const [deck, list] of Object.entries(spec.decks ?? {}) as [keyof Piles, string[]][])
    tops[deck] = list.map((name) => take(name, `decks.${deck}`));
  if (spec.warehouse === undefined) {
    // Three Warehouse zombies as in the setup (after every card the spec names), unless the spec says otherwise.
    for (let i = 0; i < ctx.content.zombieRules.warehouse; i++) {
      const card = free.get('zombie')!.pop();
      if (card) state.warehouse.push(card);
    }
  }
  state.timeTokens = spec.timeTokens ?? (state.warehouse.length ? state.timeTokens : 0);
  for (const deck of Object.keys(ctx.instances) as (keyof Piles)[]) {
    if (state.mode === 'solo' && deck === 'zombieTactics') {
      state.decks[deck] = [];
      continue;
    }
    // The top is the end of the array: the first listed top is drawn first.
    state.decks[deck] = [...free.get(deck)!, ...(tops[deck] ?? []).slice().reverse()];
  }
  if (spec.rolls) state.forcedRolls = [...spec.rolls];
  if (spec.turn !== undefined) state.turn = spec.turn;
  const events: SecondsEvent[] = [];
  if (spec.zombieTurn) {
    state.survivor.energy = 0;
    if (state.mode === 'solo') startAutomatonTurn(ctx, state, events);
    else startZombieTurn(ctx, state, now, events);
    if (spec.zombieEnergy !== undefined) {
      state.zombies.energy = spec.zombieEnergy;
      if (state.automaton) state.automaton.energy = spec.zombieEnergy;
    }
    if (spec.automaton && state.automaton) {
      state.automaton.stage = spec.automaton.stage;
      state.automaton.next = spec.automaton.next ?? 0;
      if (spec.automaton.energy !== undefined) state.automaton.energy = state.zombies.energy = spec.automaton.energy;
    }
  } else {
    state.phase = 'survivorAction';
    state.active = 'survivor';
    state.survivor.energy = sv.energy ?? state.survivor.energyTokens;
    startPhaseTimer(state, 'survivor', now);
  }
  advance(ctx, state, now, events);
  return { state: state, events, labels };
}

/** The seat of a side in a state. */
export function seatOfSide(state: SecondsState, side: 'survivor' | 'zombie'): Seat {
  return side === 'survivor' || state.mode === 'solo' ? 0 : 1;
}
