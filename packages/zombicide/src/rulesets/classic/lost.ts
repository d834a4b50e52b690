/**
 * Losts [LZ] (seed 001 lines 945, 1497-1519): Zombivor miniatures played as zombies, one per "Lost" card, a card
 * that then leaves the game. A Lost endures 5 Wounds, 1 per Damage received, before it is killed (line 1507); its
 * killer may take any weapon card of the Equipment pile, which is shuffled afterwards, and reorganize (line 1515).
 *
 * Each Lost's Wounds are kept per zone in the mission state (plain data) and travel with it when it moves. Hits
 * on a zone's Losts pile on its most wounded one (decision lostWounds).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { shuffleInPlace } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { offerCard } from '../../search.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { zombiesIn } from '../../zombies.ts';
import { LOST } from './roster.ts';

/** Wounds that kill a Lost (line 1507). */
export const LOST_WOUNDS = 5;
/** The `modeChoice` mode of the killer's pick in the Equipment pile. */
export const LOST_LOOT = 'lostLoot';
/** The option of taking no weapon ("can go through the Equipment pile"). */
export const NO_LOOT = 'none';
const KEY = 'lostWounds';

type Wounds = Record<string, number[]>;

function load(state: State): Wounds {
  const text = state.missionState[KEY];
  return typeof text === 'string' && text ? (JSON.parse(text) as Wounds) : {};
}

function save(state: State, w: Wounds): void {
  for (const z of Object.keys(w)) if (w[z].length === 0) delete w[z];
  if (Object.keys(w).length === 0) delete state.missionState[KEY];
  else state.missionState[KEY] = JSON.stringify(w);
}

/** One entry per Lost in the zone, most wounded first (a Lost without an entry is unwounded). */
function fit(state: State, w: Wounds, zone: number): number[] {
  const n = zombiesIn(state, zone, LOST);
  const list = (w[zone] ?? []).sort((a, b) => b - a).slice(0, n);
  while (list.length < n) list.push(0);
  w[zone] = list;
  return list;
}

/** A Lost's Wounds of `zone`, most wounded first (for tests and the table). */
export function lostWounds(state: State, zone: number): number[] {
  return fit(state, load(state), zone);
}

/** A hit on a Lost: a Wound per Damage; true while it stands (its fifth Wound lets the hit kill it). */
export function lostAbsorbs(
  _ctx: RulesContext,
  state: State,
  zone: number,
  type: number,
  damage: number,
  events: GameEvent[],
): boolean {
  if (type !== LOST) return false;
  const w = load(state);
  const list = fit(state, w, zone);
  if (list.length === 0) return false;
  const total = list[0] + damage;
  if (total >= LOST_WOUNDS) {
    list.shift(); // the Lost is killed: its Wounds go with it
    save(state, w);
    return false;
  }
  list[0] = total;
  save(state, w);
  events.push({
    type: 'missionEvent',
    text: withParams(C.lostWounded, { count: damage, total, of: LOST_WOUNDS }),
    rule: C.lostWounds,
  });
  return true;
}

/** The Losts moved (the zombies' move plan: from, to, type, count, ...): their Wounds go with them. */
export function lostMoved(state: State, plan: readonly number[], stride: number): void {
  let moved = false;
  for (let i = 0; i < plan.length; i += stride) if (plan[i + 2] === LOST) moved = true;
  if (!moved && state.missionState[KEY] === undefined) return;
  const before = load(state);
  const after: Wounds = {};
  for (const z of Object.keys(before)) before[z].sort((a, b) => b - a);
  for (let i = 0; i < plan.length; i += stride) {
    if (plan[i + 2] !== LOST) continue;
    const [from, to, , count] = plan.slice(i, i + 4);
    const going = (before[from] ?? []).splice(0, count);
    (after[to] ??= []).push(...going);
  }
  for (const z of Object.keys(before)) (after[z] ??= []).push(...before[z]);
  for (const z of Object.keys(after)) fit(state, after, Number(z));
  save(state, after);
}

/** A Lost was killed by survivor `s` outside a hit (a Molotov): its Wounds go. */
export function lostRemoved(state: State, zone: number): void {
  const w = load(state);
  fit(state, w, zone);
  save(state, w);
}

/** The killer may take any weapon card of the Equipment pile (line 1515): the players' choice, "none" included. */
export function offerLostLoot(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  if (!inPlay(state.survivors[s])) return;
  const weapons: string[] = [];
  for (const card of state.equipmentDeck) {
    const def = state.cards[card].def;
    if (ctx.equipment[def]?.weapon && !weapons.includes(def)) weapons.push(def);
  }
  state.pending.push({
    kind: 'modeChoice',
    mode: LOST_LOOT,
    survivor: s,
    options: [...weapons, NO_LOOT],
    why: C.lostLoot,
  });
  events.push({
    type: 'decisionOpened',
    decision: 'modeChoice',
  });
}

/** The killer's pick: the card leaves the pile, the pile is shuffled, the card is placed with a free reorganize. */
export function takeLostLoot(ctx: RulesContext, state: State, s: number, def: string, events: GameEvent[]): void {
  if (def === NO_LOOT) return;
  const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === def);
  if (at < 0) return;
  const [card] = state.equipmentDeck.splice(at, 1);
  shuffleInPlace(state.rng, state.equipmentDeck);
  events.push({ type: 'deckReshuffled', deck: 'equipment' });
  offerCard(ctx, state, s, card, 'search', events);
}
