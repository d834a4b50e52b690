/**
 * The Seconds to Live scenario dialect (docs/scenarios-seconds.md): a file
 * with `game: seconds` sets up a position with the designed content, plays
 * actions of the game (zombies named by their labels) and checks what must
 * hold, through the core's step loop (core/steps.ts).
 */
import { type Actor, canonicalJson } from '@horde/core';
import { secondsContent } from '@horde/content/seconds/index';
import {
  buildPosition,
  createSecondsGame,
  kindOf,
  PositionError,
  secondsConfigSchema,
  type PositionSpec,
  type SecondsAction,
  type SecondsEvent,
  type SecondsGame,
  type SecondsState,
} from '@horde/seconds';
import type { Dialect, Parsed } from '../core/dialect.ts';
import { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { playSteps } from '../core/steps.ts';
import { parseWithSchema, type ScenarioSource } from '../core/yaml.ts';
import { secondsScenarioSchema, type Expect, type SecondsScenario } from './schema.ts';

export interface ParsedSecondsScenario extends Parsed {
  scenario: SecondsScenario;
  source: ScenarioSource;
}

let cachedGame: SecondsGame | null = null;
function game(): SecondsGame {
  if (!cachedGame) cachedGame = createSecondsGame(secondsContent());
  return cachedGame;
}

export function parseSecondsScenario(source: ScenarioSource): ParsedSecondsScenario {
  const scenario = parseWithSchema(source, secondsScenarioSchema);
  return { file: source.file, name: scenario.name, scenario, source };
}

interface Built {
  state: SecondsState;
  labels: Record<string, string>;
  events: SecondsEvent[];
}

function build(parsed: ParsedSecondsScenario): Built {
  const { scenario, source } = parsed;
  const config = secondsConfigSchema.safeParse({ survivor: 'lenny', mode: 'solo', ...(scenario.config ?? {}) });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw source.error(
      ['config', ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')],
      issue.message,
    );
  }
  const p = scenario.position ?? {};
  const spec: PositionSpec = {
    ...p,
    config: config.data,
    zombies: p.zombies
      ? Object.fromEntries(Object.entries(p.zombies).map(([r, list]) => [Number(r), list]))
      : undefined,
    supply: p.supply ? Object.fromEntries(Object.entries(p.supply).map(([r, list]) => [Number(r), list])) : undefined,
    abilityTokens: p.abilityTokens
      ? Object.fromEntries(Object.entries(p.abilityTokens).map(([r, n]) => [Number(r), n]))
      : undefined,
  };
  try {
    const built = buildPosition(game().cards, spec, {
      seed: scenario.seed ?? 1,
      now: 0,
      rulesVersion: scenario.rulesVersion,
    });
    return built;
  } catch (e) {
    if (e instanceof PositionError) {
      const [where] = e.message.split(':');
      const path = where.includes('.') ? where.split('.') : [where];
      throw source.error(['position', ...path.filter((x) => !x.includes(' '))], e.message);
    }
    throw e;
  }
}

/** A name in a scenario: a zombie label, an instance id, or a content id (any instance of it). */
function matches(expected: unknown, actual: unknown, labels: Record<string, string>): boolean {
  if (typeof expected === 'string' && typeof actual === 'string')
    return (
      expected === actual || labels[expected] === actual || (!expected.includes('#') && kindOf(actual) === expected)
    );
  if (Array.isArray(expected) && Array.isArray(actual))
    return expected.length === actual.length && expected.every((x, i) => matches(x, actual[i], labels));
  return canonicalJson(expected) === canonicalJson(actual);
}

/** Card-like fields of an action named by content id: the first such card where it can be. */
function resolveAction(s: SecondsState, raw: Record<string, unknown>, labels: Record<string, string>): SecondsAction {
  const a: Record<string, unknown> = { ...raw };
  const places = [
    ...s.survivor.equipped,
    ...s.survivor.hand,
    ...s.zombies.hand,
    ...s.pending.flatMap((p) => ('cards' in p ? p.cards : [])),
  ];
  const card = (v: unknown) =>
    typeof v === 'string' && !v.includes('#') ? (places.find((c) => kindOf(c) === v) ?? v) : v;
  const zombie = (v: unknown) => (typeof v === 'string' && labels[v] ? labels[v] : v);
  for (const key of ['card', 'weapon', 'zombieCard']) if (key in a) a[key] = card(a[key]);
  if ('zombie' in a) a.zombie = zombie(a.zombie);
  if (Array.isArray(a.ignore)) a.ignore = a.ignore.map(zombie);
  if (Array.isArray(a.discard)) a.discard = a.discard.map(card);
  // A weapon's first profile unless the step names one (the rules read an absent profile as 0), as the game lists it.
  if ((a.type === 'attack' || a.type === 'ability') && a.weapon !== undefined && a.profile === undefined) a.profile = 0;
  return a as SecondsAction;
}

function describe(action: Record<string, unknown>): string {
  return JSON.stringify(action);
}

function check(
  s: SecondsState,
  e: Expect,
  labels: Record<string, string>,
  events: SecondsEvent[],
  at: string,
): Failure[] {
  const g = game();
  const out: Failure[] = [];
  const expectEq = (what: string, expected: unknown, actual: unknown) => {
    if (!matches(expected, actual, labels))
      out.push({ where: `${at}: ${what}`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  };
  if (e.survivor)
    for (const [k, v] of Object.entries(e.survivor)) {
      const actual = (s.survivor as unknown as Record<string, unknown>)[k];
      expectEq(`survivor.${k}`, v, actual);
    }
  if (e.zombies)
    for (const [label, v] of Object.entries(e.zombies)) {
      const id = labels[label] ?? label;
      let found: { row: number; index: number } | null = null;
      for (let row = 1; row <= 10 && !found; row++) {
        const index = s.rows[row].zombies.findIndex((z) => z.id === id);
        if (index >= 0) found = { row, index };
      }
      if (v === 'killed') {
        if (found) out.push({ where: `${at}: zombies.${label}`, expected: 'killed', actual: `in row ${found.row}` });
        continue;
      }
      if (!found) {
        out.push({ where: `${at}: zombies.${label}`, expected: JSON.stringify(v), actual: 'not in the alley' });
        continue;
      }
      const z = s.rows[found.row].zombies[found.index];
      if (v.row !== undefined) expectEq(`zombies.${label}.row`, v.row, found.row);
      if (v.position !== undefined) expectEq(`zombies.${label}.position`, v.position, found.index);
      if (v.health !== undefined) expectEq(`zombies.${label}.health`, v.health, z.health);
      if (v.knockdown !== undefined) expectEq(`zombies.${label}.knockdown`, v.knockdown, z.knockdown);
      if (v.attacked !== undefined) expectEq(`zombies.${label}.attacked`, v.attacked, z.attacked);
    }
  if (e.rows)
    for (const [row, v] of Object.entries(e.rows)) {
      const r = s.rows[Number(row)];
      if (v.zombies)
        expectEq(
          `rows.${row}.zombies`,
          v.zombies,
          r.zombies.map((z) => z.id),
        );
      if (v.supply)
        expectEq(
          `rows.${row}.supply`,
          v.supply,
          r.supply.map((x) => x.card),
        );
    }
  if (e.events) {
    // Each expected event, in order, matches a later actual event on every key it gives.
    let from = 0;
    for (const want of e.events) {
      let hit = -1;
      for (let i = from; i < events.length && hit < 0; i++) {
        const got = events[i] as unknown as Record<string, unknown>;
        if (Object.entries(want).every(([k, v]) => matches(v, got[k], labels))) hit = i;
      }
      if (hit < 0) {
        out.push({
          where: `${at}: events`,
          expected: `an event ${JSON.stringify(want)} (in order)`,
          actual: JSON.stringify(events.slice(from).map((x) => x.type)),
        });
        break;
      }
      from = hit + 1;
    }
  }
  if (e.noEvents)
    for (const type of e.noEvents)
      if (events.some((x) => x.type === type))
        out.push({ where: `${at}: noEvents`, expected: `no ${type} event`, actual: 'there is one' });
  if (e.pending !== undefined) expectEq('pending', e.pending, s.pending[0]?.kind ?? null);
  if (e.active !== undefined) expectEq('active', e.active, s.active);
  if (e.phase !== undefined) expectEq('phase', e.phase, s.phase);
  if (e.outcome !== undefined) {
    const o = g.outcome(s);
    expectEq('outcome', e.outcome, o.over ? o.reason : 'none');
  }
  if (e.score !== undefined) expectEq('score', e.score, s.result?.score ?? null);
  if (e.zombieEnergy !== undefined) expectEq('zombieEnergy', e.zombieEnergy, s.zombies.energy);
  if (e.timeTokens !== undefined) expectEq('timeTokens', e.timeTokens, s.timeTokens);
  if (e.warehouse !== undefined) expectEq('warehouse', e.warehouse, s.warehouse.length);
  if (e.timeUp !== undefined) expectEq('timeUp', e.timeUp, s.timer.timeUp);
  if (e.phaseEndsAt !== undefined) expectEq('phaseEndsAt', e.phaseEndsAt, s.timer.endsAt);
  if (e.clockHeld !== undefined) expectEq('clockHeld', e.clockHeld, s.timer.held ?? null);
  if (e.discards)
    for (const [deck, cards] of Object.entries(e.discards))
      expectEq(`discards.${deck}`, cards, s.discards[deck as keyof typeof s.discards]);
  return out;
}

/** The seat a step names (a role, a seat number or the server); default: the server for a timeout, else the awaited seat. */
function seatFor(s: SecondsState, by: 'survivor' | 'zombie' | 'system' | number | undefined, type: string): Actor {
  if (typeof by === 'number') return by;
  if (by === 'system' || (by === undefined && type === 'timeout')) return 'system';
  if (by === 'survivor') return 0;
  if (by === 'zombie') return s.mode === 'solo' ? 0 : 1;
  return game().awaiting(s)[0] ?? 0;
}

export function runSecondsScenario(parsed: ParsedSecondsScenario): RunOutcome {
  const built = build(parsed);
  const { state, labels } = built;
  const g = game();
  const steps = parsed.scenario.steps ?? [];
  const failures = playSteps<SecondsState, SecondsAction, SecondsEvent>(
    {
      apply: (st, action, ctx) => g.apply(st, action, ctx),
      legalActions: (st, seat) => g.legalActions(st, seat),
      state,
      steps: steps.length,
      plan(i) {
        const step = steps[i];
        const action = resolveAction(state, step.do, labels);
        const played = { action, by: seatFor(state, step.seat, String(step.do.type)), now: step.now ?? (i + 1) * 1000 };
        return { label: describe(step.do), actions: [played], refused: step.illegal };
      },
      checkStep: (i, events, at) => {
        const expect = steps[i].expect;
        return expect ? check(state, expect, labels, events, at) : [];
      },
      checkEnd(all) {
        const out = parsed.scenario.expect ? check(state, parsed.scenario.expect, labels, all, 'at the end') : [];
        const broken = g.invariants(state);
        if (broken.length) out.push({ where: 'invariants', expected: 'none broken', actual: broken.join('; ') });
        return out;
      },
    },
    built.events,
  );
  return { failures, steps: steps.length };
}

export function validateSecondsScenario(parsed: ParsedSecondsScenario): ScenarioError[] {
  try {
    build(parsed);
    return [];
  } catch (e) {
    if (e instanceof ScenarioError) return [e];
    throw e;
  }
}

export const secondsDialect: Dialect<ParsedSecondsScenario> = {
  game: 'seconds',
  title: 'Seconds to Live',
  parse: parseSecondsScenario,
  run: runSecondsScenario,
  validate: validateSecondsScenario,
};
