/** Engine data (events, decisions) rewritten in a scenario's words: survivor ids, zone names, zombie type names. */
import { REF_KEYS, refShown } from '../../core/refs.ts';
import type { CardLine, Decision, GameEvent } from '@horde/zombicide';
import type { Built } from './build.ts';
import type { ScenarioBoard } from './board.ts';
import { SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';

export type Plain = Record<string, unknown>;

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

/** A Zombie card's line with its zombie types by name: `{ kind: zombies, zombies: [walker, 2] }`. */
function cardLine(line: CardLine): Plain {
  if (line.kind === 'zombies')
    return { kind: line.kind, zombies: line.zombies.map((v, i) => (i % 2 ? v : typeName(v))) };
  return line.kind === 'extraActivation' ? { kind: line.kind, type: typeName(line.type) } : { kind: line.kind };
}

/** Survivor parameters of a rule reference (indexes), zombie type ones, zone ones. */
const REF_SURVIVORS = new Set(['who', 'from', 'to', 'leader']);
const REF_TYPES = new Set(['type', 'escort']);

/** A rule reference's parameter in the file's words. */
export function refParam(b: Built, key: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (REF_SURVIVORS.has(key)) return survivorName(b, value);
  if (REF_TYPES.has(key)) return typeName(value);
  if (key === 'zone') return b.board.name(value);
  return value;
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
    else if (REF_KEYS.has(key)) out[key] = refShown(value, (k, v) => refParam(b, k, v));
    else if (key === 'line' && typeof value === 'object') out[key] = cardLine(value as CardLine);
    else out[key] = value;
  }
  return out;
}

export interface DecisionView {
  kind: Decision['kind'];
  options: (string | null)[];
}

export function decisionView(b: Built, d: Decision): DecisionView {
  const zones = (list: number[]) => list.map((z) => b.board.name(z));
  const people = (list: number[]) => list.map((s) => survivorName(b, s));
  switch (d.kind) {
    case 'assignWound':
      return { kind: d.kind, options: people(d.candidates) };
    case 'assignHit':
      return { kind: d.kind, options: d.options.map(typeName) };
    case 'friendlyFire':
      return { kind: d.kind, options: people(d.candidates) };
    case 'reroll':
      return { kind: d.kind, options: ['keep', ...d.sources] };
    case 'splitRoute':
      return { kind: d.kind, options: zones(d.routes) };
    case 'zombieTarget':
      return { kind: d.kind, options: zones(d.options) };
    case 'noiseZone':
      return { kind: d.kind, options: zones(d.options) };
    case 'keepFound':
      return { kind: d.kind, options: [b.state.cards[d.card].def] };
    case 'chooseRecipient':
      return { kind: d.kind, options: people(d.candidates) };
    case 'reorganize':
      return { kind: d.kind, options: people(d.partner === null ? [d.survivor] : [d.survivor, d.partner]) };
    case 'chooseSkill':
      return { kind: d.kind, options: [...d.options] };
    case 'chooseLeader':
      return { kind: d.kind, options: people(d.candidates) };
    case 'combatReflexes':
      return { kind: d.kind, options: people([d.survivor]) };
    case 'chooseExtraTurn':
      return { kind: d.kind, options: people(d.candidates) };
    case 'stepAside':
      return { kind: d.kind, options: zones(d.options) };
    default:
      return { kind: (d as Decision).kind, options: [] }; // a decision kind this runner does not describe yet
  }
}
