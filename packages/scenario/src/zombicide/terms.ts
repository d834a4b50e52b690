/**
 * Engine data in a scenario's words, as both rulesets write them: a rule reference's parameters, a Zombie card's
 * line, the decisions both rulesets open. Each ruleset's terms.ts names its own events and decisions with these.
 */
import { type CardLine, type Choice, NO_TARGET } from '@horde/zombicide';
import type { Plain } from './expect.ts';

/** How a ruleset names the engine's numbers: survivor ids, zombie types, zones of the board as it stands, cards. */
export interface Names {
  survivor(i: number): string;
  type(t: number): string;
  zone(z: number): string;
  card(c: number): string;
}

/** A pending decision in the file's words: its kind and its options (`pending` expectations). */
export interface DecisionView {
  kind: Choice['kind'];
  options: (string | null)[];
}

/** Survivor parameters of a rule reference (indexes), zombie type ones, zone ones. */
const REF_SURVIVORS = new Set(['who', 'from', 'to', 'leader']);
const REF_TYPES = new Set(['type', 'escort']);

/** A rule reference's parameter in the file's words. */
export function refParam(n: Names, key: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (REF_SURVIVORS.has(key)) return n.survivor(value);
  if (REF_TYPES.has(key)) return n.type(value);
  if (key === 'zone') return n.zone(value);
  return value;
}

/** A Zombie card's line with its zombie types by name: `{ kind: zombies, zombies: [walker, 2] }`. */
export function cardLine(n: Names, line: CardLine): Plain {
  if (line.kind === 'zombies') return { kind: line.kind, zombies: line.zombies.map((v, i) => (i % 2 ? v : n.type(v))) };
  return line.kind === 'extraActivation' ? { kind: line.kind, type: n.type(line.type) } : { kind: line.kind };
}

/** The decisions both rulesets open, in the file's words; undefined for a ruleset's own. */
export function sharedDecision(n: Names, d: Choice): DecisionView | undefined {
  const people = (list: readonly number[]) => list.map((s) => n.survivor(s));
  switch (d.kind) {
    case 'assignWound':
    case 'chooseRecipient':
    case 'friendlyFire':
      return { kind: d.kind, options: people(d.candidates) };
    case 'assignHit':
      // NO_TARGET: a shooter who picks the targets may give the hit to none (`none` in the file).
      return { kind: d.kind, options: d.options.map((t) => (t === NO_TARGET ? 'none' : n.type(t))) };
    case 'reroll':
      return { kind: d.kind, options: ['keep', ...d.sources] };
    case 'splitRoute':
      return { kind: d.kind, options: d.routes.map((z) => n.zone(z)) };
    case 'zombieTarget':
      return { kind: d.kind, options: d.options.map((z) => n.zone(z)) };
    case 'keepFound':
      return { kind: d.kind, options: [n.card(d.card)] };
    case 'reorganize':
      return { kind: d.kind, options: people(d.partner === null ? [d.survivor] : [d.survivor, d.partner]) };
    case 'chooseSkill':
      return { kind: d.kind, options: [...d.options] };
    default:
      return undefined;
  }
}
