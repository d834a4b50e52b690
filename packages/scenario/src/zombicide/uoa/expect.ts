/**
 * Expectations: what must hold after a step or at the end. Each mismatch is
 * a Failure with the expected and the actual value in the file's words.
 */
import type { GameEvent } from '@horde/zombicide';
import { uoaPart } from '@horde/zombicide/rulesets/uoa/index';
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

/** Decisions whose options are zones. */
const ZONE_DECISIONS: ReadonlySet<string> = new Set(['splitRoute', 'zombieTarget', 'noiseZone', 'stepAside']);
import { survivorIndexOf, type Built } from './build.ts';
import type { Path } from './parse.ts';
import { SLOT_NAMES, ZOMBIE_TYPE_NAMES, type Expectations } from './schema.ts';
import { decisionView, eventBoard, isZoneKey, scenarioEvent, survivorName } from './terms.ts';

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
  const cardName = (c: number | null) => (c === null ? null : state.cards[c].def);

  checkZones(state, exp.zones, ZOMBIE_TYPE_NAMES, b.zone, path, fail);

  for (const [id, want] of Object.entries(exp.survivors ?? {})) {
    const i = survivorIndexOf(b, id);
    if (i === undefined) throw b.parsed.error([...path, 'survivors', id], `unknown survivor "${id}"`);
    const sv = state.survivors[i];
    const key = (k: string) => `survivors.${id}.${k}`;
    if (want.zone !== undefined) {
      const z = b.zone(want.zone, [...path, 'survivors', id, 'zone']);
      if (sv.zone !== z) fail(key('zone'), b.board.name(z), b.board.name(sv.zone));
    }
    for (const k of [
      'wounds',
      'eliminated',
      'exited',
      'ap',
      'apTotal',
      'level',
      'actionsUsed',
      'done',
      'health',
    ] as const) {
      if (want[k] !== undefined && want[k] !== sv[k]) fail(key(k), want[k], sv[k]);
    }
    if (want.leftOnTrain !== undefined && want.leftOnTrain !== (sv.leftOnTrain ?? false))
      fail(key('leftOnTrain'), want.leftOnTrain, sv.leftOnTrain ?? false);
    if (want.ultrared !== undefined && want.ultrared !== (sv.ultrared ?? 0))
      fail(key('ultrared'), want.ultrared, sv.ultrared ?? 0);
    if (want.classes !== undefined && show([...want.classes].sort()) !== show([...sv.classes].sort()))
      fail(key('classes'), [...want.classes].sort(), [...sv.classes].sort());
    if (want.leader !== undefined) {
      const actual = sv.leader === undefined || sv.leader < 0 ? null : survivorName(b, sv.leader);
      if (actual !== want.leader) fail(key('leader'), want.leader, actual);
    }
    for (const skill of want.skills ?? [])
      if (!sv.skills.includes(skill)) fail(key('skills'), `has ${skill}`, sv.skills);
    for (const skill of want.notSkills ?? [])
      if (sv.skills.includes(skill)) fail(key('notSkills'), `no ${skill}`, sv.skills);
    for (const [slot, card] of Object.entries(want.inventory ?? {})) {
      const actual = cardName(sv.inventory[SLOT_NAMES.indexOf(slot as (typeof SLOT_NAMES)[number])]);
      if (actual !== card) fail(key(`inventory.${slot}`), card, actual);
    }
    for (const [slot, loaded] of Object.entries(want.loaded ?? {})) {
      const c = sv.inventory[SLOT_NAMES.indexOf(slot as (typeof SLOT_NAMES)[number])];
      const actual = c === null ? 'no card' : state.cards[c].loaded;
      if (actual !== loaded) fail(key(`loaded.${slot}`), loaded, actual);
    }
  }

  if (exp.noise) {
    if (exp.noise.zone !== undefined) {
      const z = b.zone(exp.noise.zone, [...path, 'noise', 'zone']);
      if (state.noise.zone !== z) fail('noise.zone', b.board.name(z), b.board.name(state.noise.zone));
    }
    const side = state.noise.boom ? 'boom' : 'bang';
    if (exp.noise.side !== undefined && exp.noise.side !== side) fail('noise.side', exp.noise.side, side);
  }

  if (exp.pending !== undefined) {
    const d = state.pending[0];
    const zoneName = (label: string, at: Path) => b.board.name(b.zone(label, at));
    checkPending(exp.pending, d && decisionView(b, d), ZONE_DECISIONS, zoneName, path, fail);
  }

  checkEventPatterns(
    exp,
    events,
    {
      plain: (e) => scenarioEvent(b, e),
      normalize: (pattern, at) => normalizePattern(b, pattern, events, at),
      matches: (e, plain, want) => matches(b, e, plain, want),
    },
    path,
    fail,
  );
  checkGameState(state, exp, fail);
  if (exp.wagon) {
    const w = uoaPart(state).wagon;
    if (!w) fail('wagon', exp.wagon, 'no Wagon');
    else {
      if (exp.wagon.zone !== undefined) {
        const z = b.zone(exp.wagon.zone, [...path, 'wagon', 'zone']);
        if (w.zone !== z) fail('wagon.zone', b.board.name(z), b.board.name(w.zone));
      }
      if (exp.wagon.riders !== undefined) {
        const actual = w.riders.map((r) => survivorName(b, r)).sort();
        if (show(actual) !== show([...exp.wagon.riders].sort()))
          fail('wagon.riders', [...exp.wagon.riders].sort(), actual);
      }
      if (exp.wagon.stuck !== undefined && exp.wagon.stuck !== w.stuck) fail('wagon.stuck', exp.wagon.stuck, w.stuck);
    }
  }
  if (exp.gatling) {
    const g = uoaPart(state).gatling;
    if (!g) fail('gatling', exp.gatling, 'no Gatling Gun');
    else {
      if (exp.gatling.zone !== undefined) {
        const z = b.zone(exp.gatling.zone, [...path, 'gatling', 'zone']);
        if (g.zone !== z) fail('gatling.zone', b.board.name(z), b.board.name(g.zone));
      }
      if (exp.gatling.mounted !== undefined && exp.gatling.mounted !== g.mounted)
        fail('gatling.mounted', exp.gatling.mounted, g.mounted);
    }
  }
  if (exp.bountyTop) {
    const actual = uoaPart(state)
      .bountyDeck.slice(0, exp.bountyTop.length)
      .map((c) => state.cards[c].def);
    if (show(actual) !== show(exp.bountyTop)) fail('bountyTop', exp.bountyTop, actual);
  }
  if (exp.spawns) {
    const view = (sp: { kind: string; zone: number; active?: boolean }) => ({
      zone: b.board.name(sp.zone),
      kind: sp.kind,
      ...(sp.active !== undefined ? { active: sp.active } : {}),
    });
    const actual = state.spawns.map((sp) => view(sp));
    const expected = exp.spawns.map((sp, k) => view({ ...sp, zone: b.zone(sp.zone, [...path, 'spawns', k, 'zone']) }));
    if (!sameSet(expected, actual)) fail('spawns', expected, actual);
  }
  if (exp.objectives) {
    const actual = state.objectives.map((o) => ({
      zone: b.board.name(o.zone),
      color: o.color,
      hidden: o.hidden,
      taken: o.taken,
    }));
    const expected = exp.objectives.map((o, k) => ({
      ...o,
      zone: b.board.name(b.zone(o.zone, [...path, 'objectives', k, 'zone'])),
    }));
    if (!sameSet(expected, actual)) fail('objectives', expected, actual);
  }
  if (exp.exits) {
    const expected = exp.exits.map((l, k) => b.board.name(b.zone(l, [...path, 'exits', k]))).sort();
    const actual = b.ctx.exits.map((z) => b.board.name(z)).sort();
    if (show(expected) !== show(actual)) fail('exits', expected, actual);
  }
  if (exp.train !== undefined) {
    const t = uoaPart(state).train;
    if (exp.train === 'none') {
      if (t) fail('train', 'none', t.tiles);
    } else if (!t) fail('train', exp.train, 'no mobile train');
    else {
      if (exp.train.tiles !== undefined && show(exp.train.tiles) !== show(t.tiles))
        fail('train.tiles', exp.train.tiles, t.tiles);
      if (exp.train.running !== undefined && exp.train.running !== t.running)
        fail('train.running', exp.train.running, t.running);
      if (exp.train.gone !== undefined && exp.train.gone !== t.gone) fail('train.gone', exp.train.gone, t.gone);
    }
  }
  if (exp.vadeRetro) {
    const expected = exp.vadeRetro.map((l, k) => b.board.name(b.zone(l, [...path, 'vadeRetro', k]))).sort();
    const actual = uoaPart(state)
      .vadeRetro.map((z) => b.board.name(z))
      .sort();
    if (show(expected) !== show(actual)) fail('vadeRetro', expected, actual);
  }
  return out;
}

/**
 * A pattern's zone labels are checked to exist on the current board or on a board one of the events speaks
 * of (a train changes the board); each is matched on the event's own board (see terms.ts, eventBoard).
 */
function normalizePattern(b: Built, pattern: Plain, events: readonly GameEvent[], path: Path): Plain {
  for (const [key, value] of Object.entries(pattern)) {
    if (!isZoneKey(String(pattern.type), key) || typeof value !== 'string') continue;
    const known =
      b.board.find(value) !== undefined || events.some((e) => eventBoard(b, e, key).find(value) !== undefined);
    if (!known) b.zone(value, [...path, key]); // throws the unknown-zone error with the zone list
  }
  return pattern;
}

function matches(b: Built, ev: GameEvent, actual: Plain, want: Plain): boolean {
  for (const [key, value] of Object.entries(want)) {
    const raw = (ev as unknown as Plain)[key];
    if (isZoneKey(ev.type, key) && typeof value === 'string' && typeof raw === 'number') {
      if (eventBoard(b, ev, key).find(value) !== raw) return false;
      continue;
    }
    if (!fieldMatches(key, actual[key], value)) return false;
  }
  return true;
}
