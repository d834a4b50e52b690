/** Engine data (events, decisions) rewritten in a scenario's words: survivor ids, zone names, zombie type names. */
import { REF_KEYS, refShown } from '../../core/refs.ts';
import type { Plain } from '../expect.ts';
import { cardLine, type DecisionView, type Names, refParam, sharedDecision } from '../terms.ts';
import type { CardLine, Choice, GameEvent } from '@horde/zombicide';
import type { Built } from './build.ts';
import type { ScenarioBoard } from './board.ts';
import { SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';

const ZONE_KEYS = new Set(['zone', 'from', 'to', 'target']);
const SURVIVOR_KEYS: Record<string, string> = {
  s: 'survivor',
  a: 'a',
  b: 'b',
  by: 'by',
  companion: 'companion',
  leader: 'leader',
};
/** Events whose from/to are survivors, not zones. */
export const SURVIVOR_FROM_TO: ReadonlySet<string> = new Set(['actionGiven']);

export function survivorName(b: Built, i: number): string {
  return b.state.survivors[i]?.id ?? `#${i}`;
}

export function typeName(t: number): string {
  return ZOMBIE_TYPE_NAMES[t] ?? `#${t}`;
}

/**
 * The board each event's zone ids refer to. A train step changes the board (and the zone ids) in the middle
 * of an action: the events before its `trainMoved` speak of the board before, except where pieces land (a
 * survivor stepping aside `to`, the Boom put on the locomotive); everything after, of the board after.
 */
const eventBoards = new WeakMap<GameEvent, { board: ScenarioBoard; landing: ScenarioBoard }>();

export function tagEvents(events: readonly GameEvent[], before: ScenarioBoard, after: ScenarioBoard): void {
  const cut = before === after ? -1 : events.findIndex((e) => e.type === 'trainMoved');
  events.forEach((e, i) => {
    eventBoards.set(e, i < cut ? { board: before, landing: after } : { board: after, landing: after });
  });
}

/** The board on which an event's zone field is named. */
export function eventBoard(b: Built, ev: GameEvent, key: string): ScenarioBoard {
  const tag = eventBoards.get(ev);
  if (!tag) return b.board;
  return (ev.type === 'survivorMoved' && key === 'to') || (ev.type === 'noiseMoved' && key === 'zone')
    ? tag.landing
    : tag.board;
}

export function isZoneKey(type: string, key: string): boolean {
  return ZONE_KEYS.has(key) && !((key === 'from' || key === 'to') && SURVIVOR_FROM_TO.has(type));
}

/** This ruleset's names of the engine's numbers (../terms.ts). */
export function names(b: Built): Names {
  return {
    survivor: (i) => survivorName(b, i),
    type: typeName,
    zone: (z) => b.board.name(z),
    card: (c) => b.state.cards[c].def,
  };
}

export function scenarioEvent(b: Built, ev: GameEvent): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(ev)) {
    if (SURVIVOR_FROM_TO.has(ev.type) && (key === 'from' || key === 'to') && typeof value === 'number')
      out[key] = survivorName(b, value);
    else if (key === 'riders' && Array.isArray(value)) out[key] = value.map((s) => survivorName(b, s as number));
    else if (ZONE_KEYS.has(key) && typeof value === 'number') out[key] = eventBoard(b, ev, key).name(value);
    else if (key in SURVIVOR_KEYS && typeof value === 'number') out[SURVIVOR_KEYS[key]] = survivorName(b, value);
    else if (key === 'zombie' && typeof value === 'number') out[key] = typeName(value);
    else if (key === 'zombies' && Array.isArray(value)) out[key] = value.map((t) => typeName(t as number));
    else if ((key === 'slotA' || key === 'slotB' || key === 'slot') && typeof value === 'number')
      out[key] = SLOT_NAMES[value];
    else if (REF_KEYS.has(key)) out[key] = refShown(value, (k, v) => refParam(names(b), k, v));
    else if (key === 'line' && typeof value === 'object') out[key] = cardLine(names(b), value as CardLine);
    else out[key] = value;
  }
  return out;
}

export function decisionView(b: Built, d: Choice): DecisionView {
  const n = names(b);
  const shared = sharedDecision(n, d);
  if (shared) return shared;
  const people = (list: number[]) => list.map((s) => n.survivor(s));
  switch (d.kind) {
    case 'noiseZone':
    case 'stepAside':
      return { kind: d.kind, options: d.options.map((z) => n.zone(z)) };
    case 'chooseLeader':
    case 'chooseExtraTurn':
      return { kind: d.kind, options: people(d.candidates) };
    case 'combatReflexes':
      return { kind: d.kind, options: people([d.survivor]) };
    default:
      return { kind: d.kind, options: [] }; // a decision kind this runner does not describe yet
  }
}
