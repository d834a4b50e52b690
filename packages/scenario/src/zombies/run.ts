/**
 * Running a Zombies!!! scenario: build the position (the rules' position builder on the designed content),
 * play the steps through the core's loop (core/steps.ts), and compare the expectations in the file's words
 * (squares as "x,y").
 */
import { zombiesContent } from '@horde/content/zombies/index';
import { canonicalJson, describeIssue } from '@horde/core';
import { createZombiesGame, squareXY, type Action, type GameEvent, type State, type ZombiesGame } from '@horde/zombies';
import { buildPosition, PositionError, resolveSquare } from '@horde/zombies/position';
import type { Parsed } from '../core/dialect.ts';
import type { ScenarioError } from '../core/errors.ts';
import type { Failure, RunOutcome } from '../core/result.ts';
import { playSteps } from '../core/steps.ts';
import { parseWithSchema, type Path, type ScenarioSource } from '../core/yaml.ts';
import { scenarioSchema, type ZombiesExpect, type ZombiesScenario } from './schema.ts';

export interface ParsedZombiesScenario extends Parsed {
  scenario: ZombiesScenario;
  lineOf(path: Path): number | undefined;
  error(path: Path, detail: string): ScenarioError;
}

export function parseZombiesScenario(source: ScenarioSource): ParsedZombiesScenario {
  const scenario = parseWithSchema(source, scenarioSchema);
  return { file: source.file, name: scenario.name, scenario, lineOf: source.lineOf, error: source.error };
}

let shared: ZombiesGame | null = null;
function zombiesGame(): ZombiesGame {
  shared ??= createZombiesGame(zombiesContent());
  return shared;
}

/** The main field of each action type, for the short form `{ type: value }`. */
const MAIN: Record<string, string> = {
  move: 'to',
  dodgeTo: 'square',
  placeZombie: 'square',
  placePawn: 'square',
  enterMap: 'square',
  sense: 'square',
  spendBullets: 'roll',
  attack: 'seat',
  steal: 'seat',
  look: 'seat',
  discard: 'card',
  chooseSchtick: 'schtick',
  nameFlaw: 'flaw',
  chooseFind: 'find',
  acceptTrade: 'card',
  playEvent: 'card',
};
const SQUARE_FIELDS = new Set(['to', 'from', 'square']);

class StepError extends Error {}

/** The game's action from the file's short form. */
export function toAction(s: State, short: unknown, path: Path): Action {
  if (typeof short === 'string') return { type: short } as Action;
  const entries = Object.entries(short as Record<string, unknown>);
  if (entries.length !== 1) throw new StepError(`${path.join('.')}: an action is its type, or one key: the type`);
  const [type, value] = entries[0];
  const fields: Record<string, unknown> =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : { [MAIN[type] ?? 'value']: value };
  for (const k of Object.keys(fields))
    if (SQUARE_FIELDS.has(k) && (typeof fields[k] === 'string' || typeof fields[k] === 'number'))
      fields[k] = resolveSquare(s, fields[k] as string | number, [...path, k]);
  if (type === 'shoot' && fields.aim === undefined) fields.aim = false;
  return { type, ...fields } as Action;
}

/** An event in the file's words: squares as "x,y". */
function wordsOf(s: State, e: GameEvent): Record<string, unknown> {
  const out: Record<string, unknown> = { ...e };
  for (const k of ['square', 'from', 'to'])
    if (typeof out[k] === 'number' && (out[k] as number) >= 0 && (out[k] as number) < s.zombies.length)
      out[k] = squareXY(s.geo, out[k] as number).join(',');
  if (Array.isArray(out.squares)) out.squares = (out.squares as number[]).map((x) => squareXY(s.geo, x).join(','));
  return out;
}

const norm = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);
function matches(pattern: Record<string, unknown>, event: Record<string, unknown>): boolean {
  for (const [k, v] of Object.entries(pattern))
    if (
      canonicalJson(Array.isArray(v) ? v.map(norm) : norm(v)) !==
      canonicalJson(Array.isArray(event[k]) ? (event[k] as unknown[]).map(norm) : norm(event[k]))
    )
      return false;
  return true;
}

function check(
  s: State,
  game: ZombiesGame,
  x: ZombiesExpect,
  events: Record<string, unknown>[],
  where: string,
): Failure[] {
  const failures: Failure[] = [];
  const fail = (what: string, expected: unknown, actual: unknown) =>
    failures.push({ where: `${where}: ${what}`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  const eq = (what: string, expected: unknown, actual: unknown) => {
    if (canonicalJson(expected) !== canonicalJson(actual)) fail(what, expected, actual);
  };
  const cell = (sq: number) => (sq >= 0 ? squareXY(s.geo, sq).join(',') : null);
  for (const [key, px] of Object.entries(x.players ?? {})) {
    const p = s.players[Number(key)];
    if (!p) {
      fail(`players.${key}`, 'a seat', 'none');
      continue;
    }
    const v = game.view(s, p.seat).players[p.seat];
    const actual: Record<string, unknown> = {
      square: cell(p.square),
      life: p.life,
      maxLife: v.maxLife,
      bullets: p.bullets,
      kills: p.kills,
      hand: p.hand,
      handSize: p.hand.length,
      items: p.items,
      status: p.status,
      role: p.role,
      schtick: p.schtick,
      flaw: p.flaw,
      corpse: cell(p.corpse),
    };
    for (const [field, want] of Object.entries(px)) {
      const w =
        field === 'square' || field === 'corpse'
          ? want === null
            ? null
            : cell(resolveSquare(s, want as string, []))
          : want;
      eq(`players.${key}.${field}`, w, actual[field]);
    }
  }
  for (const [ref, sx] of Object.entries(x.squares ?? {})) {
    const sq = resolveSquare(s, ref, []);
    for (const [field, want] of Object.entries(sx))
      eq(`squares.${ref}.${field}`, want, s[field as 'zombies' | 'life' | 'bullets'][sq]);
  }
  if (x.pending !== undefined) {
    const top = s.pending[0];
    if (x.pending === 'none') eq('pending', 'none', top ? top.kind : 'none');
    else if (!top || !matches(x.pending, wordsOf(s, top as unknown as GameEvent)))
      fail('pending', x.pending, top ? wordsOf(s, top as unknown as GameEvent) : 'none');
  }
  if (x.step !== undefined) eq('step', x.step, s.turn.step);
  if (x.turnSeat !== undefined) eq('turnSeat', x.turnSeat, s.turn.seat);
  if (x.moveLeft !== undefined) eq('moveLeft', x.moveLeft, s.turn.moveLeft);
  if (x.zombiesLeft !== undefined) eq('zombiesLeft', x.zombiesLeft, s.turn.zombiesLeft);
  if (x.round !== undefined) eq('round', x.round, s.round);
  if (x.tiles !== undefined) eq('tiles', x.tiles, s.geo.tiles.length);
  if (x.awaiting !== undefined) eq('awaiting', x.awaiting, game.awaiting(s));
  if (x.tileDeck?.size !== undefined) eq('tileDeck.size', x.tileDeck.size, s.tileDeck.length);
  if (x.tileDeck?.helipadFromTop !== undefined) {
    const at = s.tileDeck.lastIndexOf(game.ctx.helipad.id);
    eq('tileDeck.helipadFromTop', x.tileDeck.helipadFromTop, at < 0 ? -1 : s.tileDeck.length - 1 - at);
  }
  if (x.outcome !== undefined) {
    const o = game.outcome(s);
    if (x.outcome === 'ongoing') eq('outcome', 'ongoing', o.over ? o.reason : 'ongoing');
    else {
      eq('outcome.reason', x.outcome.reason, o.over ? o.reason : 'ongoing');
      if (x.outcome.winners) eq('outcome.winners', x.outcome.winners, s.finish?.winners ?? []);
    }
  }
  if (x.events) {
    let at = 0;
    for (const pattern of x.events) {
      while (at < events.length && !matches(pattern, events[at])) at++;
      if (at >= events.length) {
        fail(
          'events',
          pattern,
          events.map((e) => e.type),
        );
        break;
      }
      at++;
    }
  }
  for (const pattern of x.noEvents ?? []) {
    const hit = events.find((e) => matches(pattern, e));
    if (hit) fail('noEvents', `no ${JSON.stringify(pattern)}`, hit);
  }
  if (x.legal) {
    const legal = game.legalActions(s, x.legal.seat).map(canonicalJson);
    for (const [i, a] of (x.legal.includes ?? []).entries()) {
      const action = canonicalJson(toAction(s, a, ['legal', 'includes', i]));
      if (!legal.includes(action)) fail(`legal.includes[${i}]`, action, 'not legal');
    }
    for (const [i, a] of (x.legal.excludes ?? []).entries()) {
      const action = canonicalJson(toAction(s, a, ['legal', 'excludes', i]));
      if (legal.includes(action)) fail(`legal.excludes[${i}]`, `${action} refused`, 'legal');
    }
  }
  return failures;
}

const POSITION_KEYS = [
  'tiles',
  'contents',
  'players',
  'zombies',
  'life',
  'bullets',
  'tileDeck',
  'eventDeck',
  'turn',
  'round',
  'target',
] as const;

function build(parsed: ParsedZombiesScenario): State {
  const sc = parsed.scenario;
  const game = zombiesGame();
  const cx = game.ctx;
  if (sc.fromSetup) {
    const extra = POSITION_KEYS.find((k) => sc[k] !== undefined);
    if (extra) throw parsed.error([extra], "`fromSetup: true` starts from the game's own setup: no position keys");
    const r = game.setup({ seats: 2, ...sc.config }, { seed: sc.seed ?? 1, rulesVersion: sc.rulesVersion });
    if (!r.ok) throw parsed.error(['config'], r.issues.map(describeIssue).join('; '));
    if (sc.dice) r.state.forcedDice = [...sc.dice];
    return r.state;
  }
  const players: Record<number, object> = {};
  for (const [k, v] of Object.entries(sc.players ?? {})) players[Number(k)] = v;
  try {
    return buildPosition(cx, {
      config: sc.config,
      seed: sc.seed,
      rulesVersion: sc.rulesVersion,
      tiles: sc.tiles,
      contents: sc.contents,
      players,
      zombies: sc.zombies,
      life: sc.life,
      bullets: sc.bullets,
      tileDeck: sc.tileDeck,
      eventDeck: sc.eventDeck,
      dice: sc.dice,
      turn: sc.turn,
      round: sc.round,
      target: sc.target,
    });
  } catch (e) {
    if (e instanceof PositionError) throw parsed.error(e.path, e.message);
    throw e;
  }
}

export function runZombiesScenario(parsed: ParsedZombiesScenario): RunOutcome {
  const game = zombiesGame();
  const sc = parsed.scenario;
  const s = build(parsed);
  const steps = sc.steps ?? [];
  let now = 0;
  const failures = playSteps<State, Action, Record<string, unknown>>({
    // Events in the file's words as soon as they happen (squares as "x,y" on the board of that moment).
    apply(st, action, ctx) {
      const r = game.apply(st, action, ctx);
      return r.ok ? { ok: true, events: r.events.map((e) => wordsOf(st, e)) } : r;
    },
    legalActions: (st, seat) => game.legalActions(st, seat),
    state: s,
    steps: steps.length,
    plan(i) {
      const st = steps[i];
      now = st.now ?? now + 1000;
      const label = st.note ?? (st.system ? `system: ${st.system}` : JSON.stringify(st.do));
      if (st.system)
        return { label, actions: [{ action: { type: 'timeout' }, by: 'system', now }], refused: st.illegal };
      if (st.do === undefined) throw parsed.error(['steps', i], 'a step needs `do:` (an action) or `system: timeout`');
      let action: Action;
      try {
        action = toAction(s, st.do, ['steps', i, 'do']);
      } catch (e) {
        if (e instanceof PositionError || e instanceof StepError) throw parsed.error(['steps', i, 'do'], e.message);
        throw e;
      }
      return { label, actions: [{ action, by: st.seat ?? game.awaiting(s)[0] ?? 0, now }], refused: st.illegal };
    },
    checkStep: (i, events, where) => {
      const expect = steps[i].expect;
      return expect ? check(s, game, expect, events, where) : [];
    },
    checkEnd(all) {
      const out = sc.expect ? check(s, game, sc.expect, all, 'at the end') : [];
      if (!sc.allowUnusedDice && s.forcedDice && s.forcedDice.length > 0)
        out.push({
          where: 'dice',
          expected: 'every forced die rolled',
          actual: `${s.forcedDice.length} left: ${s.forcedDice}`,
        });
      return out;
    },
  });
  return { failures, steps: steps.length };
}

export function validateZombiesScenario(parsed: ParsedZombiesScenario): ScenarioError[] {
  try {
    const s = build(parsed);
    for (const [i, st] of (parsed.scenario.steps ?? []).entries())
      if (st.do !== undefined && typeof st.do === 'object') {
        const [type, value] = Object.entries(st.do)[0] ?? [];
        if (type && SQUARE_FIELDS.has(MAIN[type] ?? '') && (typeof value === 'string' || typeof value === 'number'))
          resolveSquare(s, value, ['steps', i, 'do', type]);
      }
    return [];
  } catch (e) {
    if (e instanceof PositionError) return [parsed.error(e.path, e.message)];
    if ((e as Error).name === 'ScenarioError') return [e as ScenarioError];
    throw e;
  }
}
