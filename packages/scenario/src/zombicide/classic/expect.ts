/** Expectations: what must hold after a step or at the end; each mismatch a Failure in the file's words. */
import { REF_KEYS, refMatches } from '../../core/refs.ts';
import type { GameEvent } from '@horde/zombicide';
import { noiseIn, tokensIn } from '@horde/zombicide/rulesets/classic/index';
import type { Failure } from '../../core/result.ts';
import {
  checkEventPatterns,
  checkGameState,
  checkPending,
  checkZones,
  fieldMatches,
  type Plain,
  sameSet,
  show,
} from '../expect.ts';
import type { Built } from './build.ts';
import type { Path } from './parse.ts';
import { type Expectations, SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';
import { decisionView, EVENT_TYPES, isZoneKey, scenarioEvent } from './terms.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

/** Decisions whose options are zones. */
const ZONE_DECISIONS: ReadonlySet<string> = new Set(['splitRoute', 'zombieTarget', 'spawnRoom']);
const slotIndex = (slot: string) => SLOT_NAMES.indexOf(slot as (typeof SLOT_NAMES)[number]);

export function checkExpectations(
  b: Built,
  exp: Expectations,
  events: readonly GameEvent[],
  where: string,
  path: Path,
): Failure[] {
  const out: Failure[] = [];
  const fail = (what: string, expected: unknown, actual: unknown) =>
    out.push({ where: `${where}: ${what}`, expected: show(expected), actual: show(actual) });
  const { state } = b;
  const zone = (label: string, ...keys: (string | number)[]) => b.zone(label, [...path, ...keys]);
  const cardName = (c: number | null | undefined) => (c === null || c === undefined ? null : state.cards[c].def);

  checkZones(state, exp.zones, ZOMBIE_TYPE_NAMES, b.zone, path, fail);

  for (const [id, want] of Object.entries(exp.survivors ?? {})) {
    const i = b.survivorIndex[id];
    if (i === undefined) throw b.parsed.error([...path, 'survivors', id], `unknown survivor "${id}"`);
    const sv = state.survivors[i];
    const key = (k: string) => `survivors.${id}.${k}`;
    if (want.zone !== undefined) {
      const z = zone(want.zone, 'survivors', id, 'zone');
      if (sv.zone !== z) fail(key('zone'), b.board.name(z), b.board.name(sv.zone));
    }
    for (const k of ['wounds', 'eliminated', 'exited', 'level', 'actionsUsed', 'done'] as const)
      if (want[k] !== undefined && want[k] !== sv[k]) fail(key(k), want[k], sv[k]);
    for (const k of ['downed', 'zombivor'] as const)
      if (want[k] !== undefined && want[k] !== (sv[k] ?? false)) fail(key(k), want[k], sv[k] ?? false);
    if (want.experience !== undefined && want.experience !== sv.ap) fail(key('experience'), want.experience, sv.ap);
    for (const skill of want.skills ?? [])
      if (!sv.skills.includes(skill)) fail(key('skills'), `has ${skill}`, sv.skills);
    for (const skill of want.notSkills ?? [])
      if (sv.skills.includes(skill)) fail(key('notSkills'), `no ${skill}`, sv.skills);
    for (const [slot, card] of Object.entries(want.inventory ?? {})) {
      const actual = cardName(sv.inventory[slotIndex(slot)]);
      if (actual !== card) fail(key(`inventory.${slot}`), card, actual);
    }
    if (want.leader !== undefined) {
      const actual = sv.leader === undefined || sv.leader < 0 ? null : state.survivors[sv.leader].id;
      if (actual !== want.leader) fail(key('leader'), want.leader, actual);
    }
    if (want.holds !== undefined) {
      const actual = sv.holds === undefined ? null : state.cards[sv.holds].def;
      if (actual !== want.holds) fail(key('holds'), want.holds, actual);
    }
    if (want.ultrared !== undefined && want.ultrared !== (sv.ultrared ?? 0))
      fail(key('ultrared'), want.ultrared, sv.ultrared ?? 0);
    for (const [slot, loaded] of Object.entries(want.loaded ?? {})) {
      const c = sv.inventory[slotIndex(slot)];
      const actual = c === null ? 'no card' : state.cards[c].loaded;
      if (actual !== loaded) fail(key(`loaded.${slot}`), loaded, actual);
    }
  }

  for (const [label, n] of Object.entries(exp.noise ?? {})) {
    const actual = tokensIn(state, zone(label, 'noise', label));
    if (actual !== n) fail(`noise.${label}`, n, actual);
  }
  for (const [label, n] of Object.entries(exp.noiseLevel ?? {})) {
    const actual = noiseIn(state, zone(label, 'noiseLevel', label));
    if (actual !== n) fail(`noiseLevel.${label}`, n, actual);
  }

  (exp.cars ?? []).forEach((want, i) => {
    const car = classicPart(state).cars?.[i];
    const key = (k: string) => `cars.${i}.${k}`;
    if (!car) {
      fail(`cars.${i}`, 'a car', 'none');
      return;
    }
    const who = (s: number) =>
      s >= 0 && !state.survivors[s].eliminated && !state.survivors[s].exited ? state.survivors[s].id : null;
    if (want.zone !== undefined) {
      const z = zone(want.zone, 'cars', i, 'zone');
      if (car.zone !== z) fail(key('zone'), b.board.name(z), b.board.name(car.zone));
    }
    if (want.driver !== undefined && who(car.seats[0]) !== want.driver)
      fail(key('driver'), want.driver, who(car.seats[0]));
    if (want.passengers !== undefined) {
      const actual = car.seats
        .slice(1)
        .map(who)
        .filter((x): x is string => x !== null)
        .sort();
      if (show(actual) !== show([...want.passengers].sort()))
        fail(key('passengers'), [...want.passengers].sort(), actual);
    }
    if (want.riders !== undefined) {
      const actual = (car.riders ?? [])
        .map(who)
        .filter((x): x is string => x !== null)
        .sort();
      if (show(actual) !== show([...want.riders].sort())) fail(key('riders'), [...want.riders].sort(), actual);
    }
    if (want.searched !== undefined && want.searched !== car.searched)
      fail(key('searched'), want.searched, car.searched);
    if (want.flying !== undefined && want.flying !== !!car.flying) fail(key('flying'), want.flying, !!car.flying);
    if (want.stash !== undefined) {
      const actual = (car.stash ?? []).map((c) => state.cards[c].def).sort();
      if (show(actual) !== show([...want.stash].sort())) fail(key('stash'), [...want.stash].sort(), actual);
    }
  });

  for (const [name, want] of Object.entries(exp.doors ?? {})) {
    const d = b.door(name, [...path, 'doors', name]);
    const actual = state.doors?.includes(d)
      ? 'open'
      : classicPart(state).lockedDoors?.includes(d)
        ? 'locked'
        : 'closed';
    if (actual !== want) fail(`doors.${name}`, want, actual);
  }

  for (const [name, want] of Object.entries(exp.barricades ?? {})) {
    const spot = b.spot(name, [...path, 'barricades', name]);
    const token = state.barricades?.find((t) => t.spot === spot);
    const actual = !token ? 'none' : token.complete ? 'complete' : 'incomplete';
    if (actual !== want) fail(`barricades.${name}`, want, actual);
  }

  if (exp.box)
    ZOMBIE_TYPE_NAMES.forEach((type, t) => {
      const want = exp.box![type];
      if (want !== undefined && want !== state.pool[t]) fail(`box.${type}`, want, state.pool[t]);
    });

  if (exp.pending !== undefined) {
    const d = state.pending[0];
    const zoneName = (label: string, at: Path) => b.board.name(b.zone(label, at));
    checkPending(exp.pending, d && decisionView(b, d), ZONE_DECISIONS, zoneName, path, fail);
  }

  if (exp.events || exp.noEvents || exp.log) {
    const plain = checkEventPatterns(
      exp,
      events,
      {
        plain: (e) => scenarioEvent(b, e),
        normalize: (pattern, at) => normalizePattern(b, pattern, at),
        matches: (_e, actual, want) => matches(actual, want),
      },
      path,
      fail,
    );
    let at = 0;
    (exp.log ?? []).forEach((want, k) => {
      const found = plain.findIndex((e, j) => j >= at && [...REF_KEYS].some((key) => refMatches(e[key], want)));
      if (found >= 0) at = found + 1;
      else fail(`log[${k}]`, `an event naming ${show(want)} (after the previous one)`, 'none');
    });
  }

  checkGameState(state, exp, fail);
  if (exp.spawns) {
    const actual = state.spawns.map((sp) => ({ zone: b.board.name(sp.zone), active: sp.active, color: sp.color }));
    const expected = exp.spawns.map((sp, k) => ({ ...sp, zone: b.board.name(zone(sp.zone, 'spawns', k, 'zone')) }));
    if (!sameSet(expected, actual)) fail('spawns', expected, actual);
  }
  if (exp.objectives) {
    const actual = state.objectives.map((o) => ({ zone: b.board.name(o.zone), color: o.color, taken: o.taken }));
    const expected = exp.objectives.map((o, k) => ({
      ...o,
      zone: b.board.name(zone(o.zone, 'objectives', k, 'zone')),
    }));
    if (!sameSet(expected, actual)) fail('objectives', expected, actual);
  }
  return out;
}

/** A pattern in canonical names: its type must exist, its zones and doors resolve (an unknown one is malformed). */
function normalizePattern(b: Built, pattern: Plain, path: Path): Plain {
  const type = String(pattern.type);
  if (!(EVENT_TYPES as readonly string[]).includes(type))
    throw b.parsed.error([...path, 'type'], `unknown event type "${type}" (types: ${EVENT_TYPES.join(', ')})`);
  const out: Plain = { ...pattern };
  for (const [key, value] of Object.entries(pattern)) {
    if (typeof value !== 'string') continue;
    if (isZoneKey(type, key)) out[key] = b.board.name(b.zone(value, [...path, key]));
    else if (key === 'door') out[key] = b.board.doorName(b.door(value, [...path, key]));
  }
  return out;
}

function matches(actual: Plain, want: Plain): boolean {
  return Object.entries(want).every(([key, value]) => fieldMatches(key, actual[key], value));
}
