/**
 * Security zones [PO] (seed 001 lines 516, 528, 1026, 1865-1885): building zones where the only Action allowed is
 * Move, and where no Actor ends an Activation: whoever does is pushed back to the zone he just left.
 * - Survivors: at the end of their Activation (their turn), back to the zone their last step came from.
 * - Zombies: at the end of their Activation, every one still there goes back to the zone it came from; a Runner's
 *   first Action into it is not pushed back, its second may take it out (line 1879, the Fatty, Walker, Runner and
 *   Berserker Abomination EXAMPLE). A Berserker Abomination covering 2 zones a Move crosses it.
 * Cars cannot cross them (cars drive street zones only), and they see as building zones; no Search there
 * (search.ts), no spawn in them (doors.ts leaves them out of a building's rooms).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { moveSurvivor } from '../../move.ts';
import { ruleError } from '../../rule-error.ts';
import type { Rule, RuleTable } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { moveZombies, zombiesIn } from '../../zombies.ts';
import { classicPart } from './state.ts';

export function isSecurityZone(ctx: RulesContext, zone: number): boolean {
  return ctx.geo.zones[zone]?.features.includes('security') ?? false;
}

/** What a survivor standing in a security zone may still do: Move (and end his turn, or discard for free). */
const ALLOWED: ReadonlySet<string> = new Set(['move', 'sprint', 'jump', 'endTurn', 'discard']);

/** Every other action of a survivor standing in a security zone is refused (line 516). */
export function securityRefused(ctx: RulesContext, state: State, a: Action): RuleError | null {
  if (ALLOWED.has(a.type) || state.pending.length > 0 || !('s' in a) || typeof a.s !== 'number') return null;
  const surv = state.survivors[a.s];
  if (!surv || !isSecurityZone(ctx, surv.zone)) return null;
  // seed 001 line 516
  return ruleError('security.moveOnly');
}

/**
 * The rules with security zones: actions other than Move refused there, and each Move remembers the zone a
 * survivor stepped into a security zone from.
 */
export function withSecurityZones(rules: RuleTable): RuleTable {
  const out: RuleTable = {};
  for (const [type, rule] of Object.entries(rules) as [Action['type'], Rule<Action>][]) {
    const moving = type === 'move' || type === 'sprint' || type === 'jump';
    (out as Record<string, Rule<Action>>)[type] = {
      ...rule,
      check: (ctx, state, a) => securityRefused(ctx, state, a) ?? rule.check(ctx, state, a),
      perform: moving
        ? (ctx, state, a, events) => {
            const from = events.length;
            rule.perform(ctx, state, a, events);
            rememberEntry(ctx, state, events, from);
          }
        : rule.perform,
    };
  }
  return out;
}

/** After a Move: a survivor whose last step ends in a security zone keeps the zone that step left. */
function rememberEntry(ctx: RulesContext, state: State, events: GameEvent[], from: number): void {
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e.type !== 'survivorMoved') continue;
    const surv = state.survivors[e.s];
    if (surv.zone === e.to && isSecurityZone(ctx, e.to)) surv.cameFrom = e.from;
    else if (surv.zone === e.to) delete surv.cameFrom;
  }
}

/** A survivor's Activation ends: standing in a security zone, he is pushed back to the zone he came from (line 528). */
export function pushBackSurvivor(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  const surv = state.survivors[s];
  const back = surv.cameFrom;
  delete surv.cameFrom;
  if (back === undefined || !isSecurityZone(ctx, surv.zone)) return;
  moveSurvivor(ctx, state, s, back, C.securityPushBack, events);
}

/**
 * After a zombie move step (`plan`: [from, to, type, count, destination, reason] per group): zombies stepping into a
 * security zone are noted with the zone they left; those stepping out of one are struck off (first in, first out).
 */
export function noteSecuritySteps(ctx: RulesContext, state: State, plan: readonly number[], stride: number): void {
  for (let i = 0; i < plan.length; i += stride) {
    const [from, to, type, count] = [plan[i], plan[i + 1], plan[i + 2], plan[i + 3]];
    if (isSecurityZone(ctx, from)) strikeOff(state, from, type, count);
    if (isSecurityZone(ctx, to)) (classicPart(state).securityPushBack ??= []).push(to, from, type, count);
  }
}

function strikeOff(state: State, zone: number, type: number, count: number): void {
  const notes = classicPart(state).securityPushBack;
  if (!notes) return;
  let left = count;
  for (let i = 0; i < notes.length && left > 0; i += 4) {
    if (notes[i] !== zone || notes[i + 2] !== type) continue;
    const n = Math.min(left, notes[i + 3]);
    notes[i + 3] -= n;
    left -= n;
  }
  tidy(state);
}

function tidy(state: State): void {
  const part = classicPart(state);
  const notes = part.securityPushBack;
  if (!notes) return;
  const kept: number[] = [];
  for (let i = 0; i < notes.length; i += 4) if (notes[i + 3] > 0) kept.push(...notes.slice(i, i + 4));
  if (kept.length === 0) delete part.securityPushBack;
  else part.securityPushBack = kept;
}

/** An Activation of `mask`'s types ends: its zombies still in a security zone go back where they came from. */
export function pushBackZombies(ctx: RulesContext, state: State, mask: number, events: GameEvent[]): void {
  const notes = classicPart(state).securityPushBack;
  if (!notes) return;
  for (let i = 0; i < notes.length; i += 4) {
    const [zone, back, type, count] = [notes[i], notes[i + 1], notes[i + 2], notes[i + 3]];
    if (!(mask & (1 << type))) continue;
    notes[i + 3] = 0;
    const n = Math.min(count, zombiesIn(state, zone, type));
    if (n <= 0) continue;
    moveZombies(state, zone, back, type, n);
    events.push({
      type: 'zombieMoved',
      from: zone,
      to: back,
      zombie: type,
      count: n,
      target: back,
      rule: withParams(C.securityPushBackZombies, { count: n, type }),
    });
  }
  tidy(state);
}
