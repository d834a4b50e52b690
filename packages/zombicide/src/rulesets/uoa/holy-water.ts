/**
 * Holy Water (EN "Holy Water", "Spawn zone types"): discard it at Range 0-1
 * in Line Of Sight to move a Mobile or Abomination spawn zone onto the
 * Starting one (keeping its status) or to make a Corpse Pile safe; +5 AP.
 * A Faithful may use mundane Water the same way (5 AP, not 3).
 *
 * Decision (seeds silent, digest "Undefined: Holy Water's Action cost"):
 * using Holy Water costs 1 Action, like every other use of a card against
 * the board; only Water's 3 AP discard is free "at any time".
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { cardDef, removeFromInventory, usableFrom } from '../../inventory.ts';
import { rangeTo } from '../../attacks.ts';
import { gainAdrenaline } from './adrenaline.ts';
import { classActive } from './classes.ts';

type HolyWaterAction = Extract<UoaAction, { type: 'holyWater' }>;

export function checkHolyWater(ctx: RulesContext, state: State, a: HolyWaterAction): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const surv = state.survivors[a.s];
  const card = surv.inventory[a.slot];
  if (card === undefined || card === null) return ruleError('slot.empty');
  const def = cardDef(ctx, state, card);
  const holy = def.traits.includes('holyWater');
  const faithfulWater = def.traits.includes('water') && classActive(state, a.s, 'faithful');
  if (!holy && !faithfulWater) return ruleError('holyWater.card');
  if (!usableFrom(ctx, def, a.slot)) return ruleError('weapon.notInHand');
  const sp = state.spawns[a.spawn];
  if (!sp) return ruleError('holyWater.noSpawn');
  if (sp.kind === 'starting') return ruleError('holyWater.starting');
  if (sp.kind === 'corpsePile' && sp.safe) return ruleError('holyWater.safe');
  if (sp.kind !== 'corpsePile' && sp.onStart) return ruleError('holyWater.onStart');
  if (sp.kind === 'mobile' && ctx.mission.specialRules?.some((r) => r.id === 'blowZombieTrain'))
    return ruleError('mission.onlyDynamite');
  const range = rangeTo(ctx, state, a.s, sp.zone);
  if (range < 0 || range > 1) return ruleError('holyWater.range');
  return null;
}

export function performHolyWater(ctx: RulesContext, state: State, a: HolyWaterAction, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'holyWater', events);
  removeFromInventory(ctx, state, a.s, a.slot, U.holyWaterDiscarded, events);
  const sp = state.spawns[a.spawn];
  if (sp.kind === 'corpsePile') {
    sp.safe = true;
    events.push({
      type: 'spawnZoneChanged',
      index: a.spawn,
      zone: sp.zone,
      active: false,
      rule: U.holyWaterCorpsePile,
    });
  } else {
    const start = state.spawns.find((x) => x.kind === 'starting')!;
    sp.zone = start.zone;
    sp.onStart = true;
    events.push({
      type: 'spawnZoneChanged',
      index: a.spawn,
      zone: sp.zone,
      active: sp.active,
      rule: U.holyWaterMoves,
    });
  }
  if (state.action) state.action.holyWater = true;
  gainAdrenaline(ctx, state, a.s, 5, U.holyWater, events);
}
