/**
 * VIP Standard Walkers [VIP1] [VIP2] (seed 001 lines 1611-1632, 951, 1167, 1182, 1286, 1333, 1575, 3044): standard
 * Walkers with a "VIP" status, spawned by the VIP Zombie cards (#211-234, the `vip` deck). They are Walkers in
 * every way (priority, 1 experience, the Walkers' Extra Activations, turned Toxic and losing the status). Each VIP
 * miniature has a sculpt, taken at random when it spawns (line 1617). Its killer keeps it on his ID Card (line
 * 1628); discarding 5 of different sculpts at once gives any Pimpweapon of the pile, with a free reorganize (line
 * 1632).
 *
 * On the board a VIP is one of its zone's Walkers: the zone's sculpts are kept in the mission state (plain data)
 * and travel with the Walkers, like a Lost's Wounds (lost.ts). Decisions (rulings.ts): vipStock (VIP miniatures
 * are counted in the Walkers' stock; 24 VIPs of 12 sculpts, designed), vipKilledFirst (a Walker killed where VIPs
 * stand is a VIP), vipCollected (the killer keeps it, and is offered the trade as soon as he holds 5 sculpts).
 */
import { randomInt } from '@horde/core';
import { withParams } from '../../rule-ref.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { offerCard } from '../../search.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { zombiesIn } from '../../zombies.ts';
import { pimpDeck } from './car-search.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { WALKER } from './roster.ts';

/** The VIP sculpts and the miniatures of each (designed: the seed prints no count; decision vipStock). */
export const VIP_SCULPTS = 12;
export const VIP_COPIES = 2;
/** Different sculpts discarded at once for a Pimpweapon (line 1632). */
export const VIP_SET = 5;
/** The `modeChoice` mode of the trade, and its option of keeping the VIPs. */
export const VIP_TRADE = 'vipTrade';
export const VIP_KEEP = 'keep';

const ON_BOARD = 'vipWalkers';
const HELD = 'vipHeld';

type Lists = Record<string, number[]>;

function load(state: State, key: string): Lists {
  const text = state.missionState[key];
  return typeof text === 'string' && text ? (JSON.parse(text) as Lists) : {};
}

function save(state: State, key: string, lists: Lists): void {
  for (const k of Object.keys(lists)) if (lists[k].length === 0) delete lists[k];
  if (Object.keys(lists).length === 0) delete state.missionState[key];
  else state.missionState[key] = JSON.stringify(lists);
}

/** A zone's VIPs are some of its Walkers: those turned Toxic or gone otherwise lose the status (line 1575). */
function fit(state: State, lists: Lists): void {
  for (const z of Object.keys(lists)) lists[z] = lists[z].slice(0, zombiesIn(state, Number(z), WALKER));
}

/** The sculpts of the VIPs standing in `zone` (for the table and tests). */
export function vipsIn(state: Pick<State, 'missionState' | 'zombies' | 'pool'>, zone: number): number[] {
  const lists = load(state as State, ON_BOARD);
  return (lists[zone] ?? []).slice(0, zombiesIn(state, zone, WALKER));
}

/** The sculpts a survivor keeps on his ID Card. */
export function vipsHeld(state: Pick<State, 'missionState'>, s: number): number[] {
  return load(state as State, HELD)[s] ?? [];
}

/** The VIP miniatures in the reserve, one entry per miniature (its sculpt). */
function reserve(state: State, board: Lists, held: Lists): number[] {
  const left = new Array(VIP_SCULPTS).fill(VIP_COPIES);
  for (const list of [...Object.values(board), ...Object.values(held)]) for (const sc of list) left[sc]--;
  const out: number[] = [];
  left.forEach((n, sc) => {
    for (let i = 0; i < n; i++) out.push(sc);
  });
  return out;
}

/**
 * A VIP card put `count` Walkers in `zone`: as many become VIPs as the reserve holds, each of a sculpt taken at
 * random (line 1617); the others stay standard Walkers (lines 1167, 1617).
 */
export function vipsSpawned(state: State, zone: number, count: number, events: GameEvent[]): void {
  const board = load(state, ON_BOARD);
  fit(state, board);
  const pool = reserve(state, board, load(state, HELD));
  const placed: number[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) placed.push(pool.splice(randomInt(state.rng, pool.length), 1)[0]);
  // The new Walkers were just added: older VIPs of the zone keep their place at the head of the list.
  board[zone] = [...(board[zone] ?? []), ...placed];
  save(state, ON_BOARD, board);
  if (placed.length > 0)
    events.push({
      type: 'missionEvent',
      text: withParams(C.vipSpawned, { count: placed.length }),
      rule: C.vipSpawned,
    });
  if (placed.length < count)
    events.push({
      type: 'missionEvent',
      text: withParams(C.vipOut, { count: count - placed.length }),
      rule: C.vipOut,
    });
}

/** The Walkers moved (the zombies' move plan: from, to, type, count, ...): their VIPs go with them. */
export function vipsMoved(state: State, plan: readonly number[], stride: number): void {
  if (state.missionState[ON_BOARD] === undefined) return;
  const before = load(state, ON_BOARD);
  const after: Lists = {};
  for (let i = 0; i < plan.length; i += stride) {
    if (plan[i + 2] !== WALKER) continue;
    const [from, to, , count] = plan.slice(i, i + 4);
    (after[to] ??= []).push(...(before[from] ?? []).splice(0, count));
  }
  for (const z of Object.keys(before)) (after[z] ??= []).push(...before[z]);
  fit(state, after);
  save(state, ON_BOARD, after);
}

/**
 * A Walker of `zone` was killed by survivor `s` (it has left the board): a VIP if the zone had one (decision
 * vipKilledFirst). Its killer keeps it (line 1628) and, holding 5 sculpts, may trade them at once (line 1632).
 */
export function vipKilled(ctx: RulesContext, state: State, s: number, zone: number, events: GameEvent[]): void {
  if (state.missionState[ON_BOARD] === undefined) return;
  const board = load(state, ON_BOARD);
  const sculpt = board[zone]?.shift();
  fit(state, board);
  save(state, ON_BOARD, board);
  if (sculpt === undefined) return;
  const held = load(state, HELD);
  (held[s] ??= []).push(sculpt);
  save(state, HELD, held);
  events.push({
    type: 'missionEvent',
    text: withParams(C.vipCollected, { count: held[s].length }),
    rule: C.vipCollected,
  });
  if (!inPlay(state.survivors[s]) || new Set(held[s]).size < VIP_SET) return;
  const weapons = [...new Set(pimpDeck(ctx, state).map((c) => state.cards[c].def))];
  if (weapons.length === 0) return;
  state.pending.push({
    kind: 'modeChoice',
    mode: VIP_TRADE,
    survivor: s,
    options: [...weapons, VIP_KEEP],
    why: C.vipTrade,
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
}

/** The trade (line 1632): 5 sculpts back to the reserve, the chosen Pimpweapon to the survivor, who reorganizes. */
export function tradeVips(ctx: RulesContext, state: State, s: number, def: string, events: GameEvent[]): void {
  if (def === VIP_KEEP) return;
  const card = pimpDeck(ctx, state).find((c) => state.cards[c].def === def);
  if (card === undefined) return;
  const held = load(state, HELD);
  const mine = held[s] ?? [];
  const gone = new Set<number>();
  held[s] = mine.filter((sc) => {
    if (gone.size >= VIP_SET || gone.has(sc)) return true;
    gone.add(sc);
    return false;
  });
  save(state, HELD, held);
  events.push({ type: 'missionEvent', text: C.vipTraded, rule: C.vipTrade });
  offerCard(ctx, state, s, card, 'search', events);
}

/** Sets the VIPs among the Walkers of `zone` (a scenario's setup). */
export function setVips(state: State, zone: number, sculpts: readonly number[]): void {
  const board = load(state, ON_BOARD);
  board[zone] = [...sculpts];
  save(state, ON_BOARD, board);
}

/** Sets the VIPs a survivor keeps on his ID Card (a scenario's setup). */
export function setVipsHeld(state: State, s: number, sculpts: readonly number[]): void {
  const held = load(state, HELD);
  held[s] = [...sculpts];
  save(state, HELD, held);
}
