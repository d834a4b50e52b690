/**
 * Move (EN "Move"): one zone through an opening or along the street; 1 extra
 * Action per zombie in the zone left. Brawler Charge (EN "Brawler class"):
 * once per turn, 1 Action, move up to 2 zones into a zone with zombies, then
 * a free Melee Action; move penalties apply.
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn, zoneLabel } from './rule-error.ts';
import { zombieTotal } from './zombies.ts';
import { enterZone } from './spawn.ts';
import { hasClass } from './survivors.ts';
import { checkMeleeWeapon, startMelee } from './attacks.ts';

type MoveAction = Extract<Action, { type: 'move' }>;
type ChargeAction = Extract<Action, { type: 'charge' }>;

export function moveCost(state: State, zone: number): number {
  return 1 + zombieTotal(state, zone);
}

export function checkMove(ctx: RulesContext, state: State, a: MoveAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor', `Move: no survivor #${a.s}`);
  const cost = moveCost(state, surv.zone);
  const e = checkActor(state, a.s, cost, `Move (1 Action + 1 per zombie in the zone left = ${cost})`);
  if (e) return e;
  if (!ctx.geo.neighbors[surv.zone].includes(a.to)) return ruleError('move.notAdjacent', `Move: ${zoneLabel(ctx, a.to)} is not reachable from ${zoneLabel(ctx, surv.zone)} in one move (walls block; buildings are entered through openings)`);
  return null;
}

export function performMove(ctx: RulesContext, state: State, a: MoveAction, events: GameEvent[]): void {
  const surv = state.survivors[a.s];
  const cost = moveCost(state, surv.zone);
  spendActions(state, a.s, cost, 'move', events);
  moveSurvivor(ctx, state, a.s, a.to, cost > 1 ? `Move: ${cost - 1} extra Action(s) for the zombies in the zone left` : 'Move', events);
}

export function moveSurvivor(ctx: RulesContext, state: State, s: number, to: number, rule: string, events: GameEvent[]): void {
  const surv = state.survivors[s];
  const from = surv.zone;
  surv.zone = to;
  events.push({ type: 'survivorMoved', s, from, to, rule });
  enterZone(ctx, state, to, events);
}

export function checkCharge(ctx: RulesContext, state: State, a: ChargeAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor', `Charge: no survivor #${a.s}`);
  if (!hasClass(surv, 'brawler')) return ruleError('charge.notBrawler', 'Charge: only a Brawler can Charge');
  const cost = moveCost(state, surv.zone);
  const e = checkActor(state, a.s, cost, `Charge (1 Action + 1 per zombie in the zone left = ${cost})`);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'charge') >= 1) return ruleError('charge.oncePerTurn', 'Charge: once per Turn');
  if (zombieTotal(state, a.to) === 0) return ruleError('charge.noZombies', 'Charge: the destination must contain zombies');
  const geo = ctx.geo;
  if (a.via < 0) {
    if (!geo.neighbors[surv.zone].includes(a.to)) return ruleError('charge.tooFar', `Charge: ${zoneLabel(ctx, a.to)} is not adjacent; name the zone passed through`);
  } else {
    if (!geo.neighbors[surv.zone].includes(a.via) || !geo.neighbors[a.via].includes(a.to)) return ruleError('charge.path', 'Charge: moves up to 2 zones along open paths');
    if (zombieTotal(state, a.via) > 0) return ruleError('charge.blocked', 'Charge: entering a zone with zombies ends the move');
  }
  return checkMeleeWeapon(ctx, state, a.s, a.slot, a.dual, 'Charge');
}

export function performCharge(ctx: RulesContext, state: State, a: ChargeAction, events: GameEvent[]): void {
  const surv = state.survivors[a.s];
  const cost = moveCost(state, surv.zone);
  spendActions(state, a.s, cost, 'charge', events);
  markUsed(state, a.s, 'charge');
  if (a.via >= 0) moveSurvivor(ctx, state, a.s, a.via, 'Charge', events);
  moveSurvivor(ctx, state, a.s, a.to, 'Charge', events);
  startMelee(ctx, state, a.s, a.slot, a.dual, events, true);
}
