/**
 * What both rulesets' expectations check alike (schema.ts SHARED_EXPECT): the events in order and those that must
 * not happen, the outcome, phase, round and player; and the helpers each ruleset's expect.ts uses (the report's
 * text of a value, a set compared by its written fields, a field matched in the file's words).
 */
import { type State, zombiesIn } from '@horde/zombicide';
import type { z } from 'zod';
import { REF_KEYS, refMatches } from '../core/refs.ts';
import type { Path } from './parse.ts';
import type { SHARED_EXPECT } from './schema.ts';
import type { DecisionView } from './terms.ts';

export type Plain = Record<string, unknown>;
/** Records a failed check: what, the expected and the actual value (in the file's words). */
export type Fail = (what: string, expected: unknown, actual: unknown) => void;
type SharedExpect = { [K in keyof typeof SHARED_EXPECT]?: z.output<(typeof SHARED_EXPECT)[K]> };

export const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Free-text event fields compared by substring (case-insensitive); rule references by code (core/refs.ts). */
const TEXT_KEYS = new Set(['prompt']);

/** Each expected item matches a distinct actual one (its written fields only), and the counts are equal. */
export function sameSet(expected: Plain[], actual: Plain[]): boolean {
  if (expected.length !== actual.length) return false;
  const left = [...actual];
  for (const want of expected) {
    const at = left.findIndex((a) => Object.entries(want).every(([k, v]) => show(a[k]) === show(v)));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** Does an event field (in the file's words) match the pattern's: a reference by code, a text by substring, else equal. */
export function fieldMatches(key: string, got: unknown, want: unknown): boolean {
  if (REF_KEYS.has(key)) return refMatches(got, want);
  if (TEXT_KEYS.has(key) && typeof want === 'string')
    return typeof got === 'string' && got.toLowerCase().includes(want.toLowerCase());
  return show(got) === show(want);
}

/** How a ruleset reads its events against a pattern. */
export interface EventReading<E> {
  /** An event in the file's words. */
  plain(e: E): Plain;
  /** A pattern checked (its names resolve, else a malformed file) and in the names `matches` compares. */
  normalize(pattern: Plain, path: Path): Plain;
  matches(e: E, plain: Plain, want: Plain): boolean;
}

/** `events` (each pattern matches a later event, in order) and `noEvents` (no event matches any). */
export function checkEventPatterns<E>(
  exp: SharedExpect,
  events: readonly E[],
  reading: EventReading<E>,
  path: Path,
  fail: Fail,
): Plain[] {
  const plain = events.map((e) => reading.plain(e));
  let from = 0;
  (exp.events ?? []).forEach((pattern, k) => {
    const want = reading.normalize(pattern, [...path, 'events', k]);
    const at = events.findIndex((e, j) => j >= from && reading.matches(e, plain[j], want));
    if (at >= 0) {
      from = at + 1;
      return;
    }
    const same = plain.filter((e) => e.type === want.type);
    fail(
      `events[${k}]`,
      want,
      same.length > 0
        ? `${same.length} ${want.type} event(s), none matching after the previous match: ${same.map(show).join('; ')}`
        : `no ${want.type} event (events: ${[...new Set(plain.map((e) => e.type))].join(', ') || 'none'})`,
    );
  });
  (exp.noEvents ?? []).forEach((pattern, k) => {
    const want = reading.normalize(pattern, [...path, 'noEvents', k]);
    const hit = events.findIndex((e, j) => reading.matches(e, plain[j], want));
    if (hit >= 0) fail(`noEvents[${k}]`, `no event like ${show(want)}`, plain[hit]);
  });
  return plain;
}

/** `outcome`, `phase`, `round`, `currentPlayer`. */
export function checkGameState(state: State, exp: SharedExpect, fail: Fail): void {
  const status = state.phase === 'won' ? 'won' : state.phase === 'lost' ? 'lost' : 'ongoing';
  if (exp.outcome !== undefined && exp.outcome !== status)
    fail('outcome', exp.outcome, state.outcomeReason ? `${status} (${show(state.outcomeReason)})` : status);
  if (exp.phase !== undefined && exp.phase !== state.phase) fail('phase', exp.phase, state.phase);
  if (exp.round !== undefined && exp.round !== state.round) fail('round', exp.round, state.round);
  if (exp.currentPlayer !== undefined && exp.currentPlayer !== state.currentPlayer)
    fail('currentPlayer', exp.currentPlayer, state.currentPlayer);
}

/** `zones`: each listed zone holds exactly the written counts of each zombie type (unwritten: 0), and `survivors`. */
export function checkZones(
  state: State,
  zones: Record<string, { survivors?: string[] }> | undefined,
  typeNames: readonly string[],
  zone: (label: string, path: Path) => number,
  path: Path,
  fail: Fail,
): void {
  for (const [label, want] of Object.entries(zones ?? {})) {
    const z = zone(label, [...path, 'zones', label]);
    typeNames.forEach((type, t) => {
      const actual = zombiesIn(state, z, t);
      const expected = (want as Record<string, number | undefined>)[type] ?? 0;
      if (actual !== expected) fail(`zones.${label}.${type}`, expected, actual);
    });
    if (want.survivors) {
      const actual = state.survivors
        .filter((s) => s.zone === z && !s.eliminated && !s.exited)
        .map((s) => s.id)
        .sort();
      const expected = [...want.survivors].sort();
      if (show(actual) !== show(expected)) fail(`zones.${label}.survivors`, expected, actual);
    }
  }
}

/**
 * `pending`: `none`, or the open decision's kind and options (as a set; for the kinds in `zoneKinds` the options
 * are zones, compared by their names on the board).
 */
export function checkPending(
  want: 'none' | { kind: string; options?: (string | null)[] },
  view: DecisionView | undefined,
  zoneKinds: ReadonlySet<string>,
  zoneName: (label: string, path: Path) => string,
  path: Path,
  fail: Fail,
): void {
  if (want === 'none') {
    if (view) fail('pending', 'none', view);
    return;
  }
  if (!view) fail('pending', want, 'none');
  else if (view.kind !== want.kind) fail('pending.kind', want.kind, view.kind);
  else if (want.options) checkOptions(want.options, view, zoneKinds, zoneName, path, fail);
}

function checkOptions(
  options: (string | null)[],
  view: DecisionView,
  zoneKinds: ReadonlySet<string>,
  zoneName: (label: string, path: Path) => string,
  path: Path,
  fail: Fail,
): void {
  const expected = options
    .map((o, k) =>
      o === null ? 'null' : zoneKinds.has(view.kind) ? zoneName(o, [...path, 'pending', 'options', k]) : o,
    )
    .sort();
  const got = view.options.map(String).sort();
  if (show(expected) !== show(got)) fail('pending.options', expected, got);
}
