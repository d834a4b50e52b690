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
import type { Seat } from '@horde/core';
import { putZombie } from './alley.ts';
import { advance } from './turn.ts';
import { startAutomatonTurn } from './automaton.ts';
import type { Cards } from './cards.ts';
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

function known(c: Cards, card: string): boolean {
  return (
    c.supply.has(card) ||
    c.tactics.has(card) ||
    c.zombies.has(card) ||
    c.zombieTactics.has(card) ||
    c.survivorAttack.has(card) ||
    c.zombieAttack.has(card)
  );
}

export function buildPosition(
  c: Cards,
  spec: PositionSpec,
  options: { seed?: number; now?: number; rulesVersion?: string } = {},
): BuiltPosition {
  const now = options.now ?? 0;
  const config: SecondsConfig = { mode: 'solo', ...(spec.config ?? {}) };
  const made = setupGame(c, config, { seed: options.seed ?? 1, now, rulesVersion: options.rulesVersion });
  if (!made.ok) throw new PositionError(made.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const s = made.state;
  // Everything back into its deck (keeping the setup's shuffled order), then placed as described.
  const free = new Map<keyof Piles, string[]>();
  const boxed = new Set([...s.box, ...s.survivor.equipped]);
  for (const deck of Object.keys(c.instances) as (keyof Piles)[]) {
    const order = [...s.decks[deck]];
    for (const card of c.instances[deck]) if (!order.includes(card) && !boxed.has(card)) order.push(card);
    free.set(deck, order);
    s.decks[deck] = [];
    s.discards[deck] = [];
  }
  // The unique weapon of the survivor is placed by the spec (equipped by default).
  const unique = s.survivor.equipped.slice();
  s.survivor.equipped = [];
  s.survivor.hand = [];
  s.zombies.hand = [];
  s.warehouse = [];
  for (const r of s.rows) {
    r.zombies = [];
    r.supply = [];
  }
  s.wear = {};
  s.pending = [];
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
      known(c, instance ? name : `${name}#1`)
        ? `${where}: no free ${name} card left (all placed already, or out of this game)`
        : `${where}: unknown card "${name}"`,
    );
  };
  const setUses = (card: string, uses: number | undefined, where: string) => {
    if (uses === undefined) return;
    const sd = c.supply.get(card);
    const printed = sd ? (sd.ammo ?? sd.durability ?? sd.armor) : null;
    if (printed === null || printed === undefined)
      throw new PositionError(`${where}: ${card} has no ammo, durability or armour`);
    if (uses < 1 || uses > printed)
      throw new PositionError(`${where}: ${card} has ${printed} uses at most (and 1 at least)`);
    if (uses < printed) s.wear[card] = printed - uses;
  };

  const labels: Record<string, string> = {};
  const sv = spec.survivor ?? {};
  const equip = sv.equipped ?? unique.map((card) => card.slice(0, card.indexOf('#')));
  for (const e of equip) {
    const item = typeof e === 'string' ? { card: e } : e;
    const card =
      unique.find((u) => u === item.card || u.startsWith(`${item.card}#`)) ?? take(item.card, 'survivor.equipped');
    s.survivor.equipped.push(card);
    setUses(card, item.uses, 'survivor.equipped');
  }
  for (const u of unique) if (!s.survivor.equipped.includes(u)) s.box.push(u);
  for (const h of sv.hand ?? []) s.survivor.hand.push(take(h, 'survivor.hand'));
  if (sv.row !== undefined) s.survivor.row = sv.row;
  if (sv.health !== undefined) s.survivor.health = sv.health;
  if (sv.down !== undefined) s.survivor.down = sv.down;
  if (sv.energyTokens !== undefined) s.survivor.energyTokens = sv.energyTokens;
  if (sv.abilityTokens !== undefined) s.survivor.abilityTokens = sv.abilityTokens;
  if (sv.concussion !== undefined) s.survivor.concussion = sv.concussion;
  if (sv.desperationUsed !== undefined) s.survivor.desperationUsed = sv.desperationUsed;
  if (sv.abilityUsed !== undefined) s.survivor.abilityUsed = sv.abilityUsed;
  if (sv.noMove !== undefined) s.survivor.noMove = sv.noMove;
  if (sv.noAttack !== undefined) s.survivor.noAttack = sv.noAttack;
  if (spec.abilityTokens) {
    for (const r of s.rows) r.abilityTokens = 0;
    for (const [row, n] of Object.entries(spec.abilityTokens)) s.rows[Number(row)].abilityTokens = n;
  }
  for (const [row, list] of Object.entries(spec.zombies ?? {})) {
    const r = Number(row);
    if (!(r >= 1 && r <= 10)) throw new PositionError(`zombies.${row}: rows are 1 to 10`);
    for (const z of list) {
      const item = typeof z === 'string' ? { card: z } : z;
      const card = take(item.card, `zombies.${row}`);
      if (!c.zombies.has(card)) throw new PositionError(`zombies.${row}: ${item.card} is not a Zombie card`);
      const placed = putZombie(c, s, card, r, item.summoned ?? false);
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
      s.rows[r].supply.push({ card, faceUp: item.faceUp ?? true });
      setUses(card, item.uses, `supply.${row}`);
    }
  }
  for (const w of spec.warehouse ?? []) s.warehouse.push(take(w, 'warehouse'));
  for (const h of spec.zombieHand ?? []) s.zombies.hand.push(take(h, 'zombieHand'));
  const tops: Partial<Record<keyof Piles, string[]>> = {};
  for (const [deck, list] of Object.entries(spec.decks ?? {}) as [keyof Piles, string[]][])
    tops[deck] = list.map((name) => take(name, `decks.${deck}`));
  if (spec.warehouse === undefined) {
    // Three Warehouse zombies as in the setup (after every card the spec names), unless the spec says otherwise.
    for (let i = 0; i < c.content.zombieRules.warehouse; i++) {
      const card = free.get('zombie')!.pop();
      if (card) s.warehouse.push(card);
    }
  }
  s.timeTokens = spec.timeTokens ?? (s.warehouse.length ? s.timeTokens : 0);
  for (const deck of Object.keys(c.instances) as (keyof Piles)[]) {
    if (s.mode === 'solo' && deck === 'zombieTactics') {
      s.decks[deck] = [];
      continue;
    }
    // The top is the end of the array: the first listed top is drawn first.
    s.decks[deck] = [...free.get(deck)!, ...(tops[deck] ?? []).slice().reverse()];
  }
  if (spec.rolls) s.forcedRolls = [...spec.rolls];
  if (spec.turn !== undefined) s.turn = spec.turn;
  const events: SecondsEvent[] = [];
  if (spec.zombieTurn) {
    s.survivor.energy = 0;
    if (s.mode === 'solo') startAutomatonTurn(c, s, events);
    else startZombieTurn(c, s, now, events);
    if (spec.zombieEnergy !== undefined) {
      s.zombies.energy = spec.zombieEnergy;
      if (s.automaton) s.automaton.energy = spec.zombieEnergy;
    }
    if (spec.automaton && s.automaton) {
      s.automaton.stage = spec.automaton.stage;
      s.automaton.next = spec.automaton.next ?? 0;
      if (spec.automaton.energy !== undefined) s.automaton.energy = s.zombies.energy = spec.automaton.energy;
    }
  } else {
    s.phase = 'survivorAction';
    s.active = 'survivor';
    s.survivor.energy = sv.energy ?? s.survivor.energyTokens;
    startPhaseTimer(s, 'survivor', now);
  }
  advance(c, s, now, events);
  return { state: s, events, labels };
}

/** The seat of a side in a state. */
export function seatOfSide(s: SecondsState, side: 'survivor' | 'zombie'): Seat {
  return side === 'survivor' || s.mode === 'solo' ? 0 : 1;
}
