/**
 * Trick shot (seed 001 line 2313): "When the Survivor is equipped with Dual Ranged weapons, he can aim at different
 * Zones with each weapon in the same Action." Rules version 10 on.
 * A Dual Ranged Action whose `trickShot` names a second zone: the weapon of `slot` fires at `zone` with its own
 * Dice, then its twin fires at `trickShot` with its own, one Action in all (decision trickShotRolls). Each zone
 * must be a legal target for the weapon (sight, Range, zombies); the Action makes one Noise token (line 1038: "or
 * if Dual weapons are used"), and each weapon's roll is resolved as a Ranged Action's (Targeting Priority Order,
 * re-rolls, Survivors first).
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import { type AttackSpec, combatUse, dualPartner, startAttack } from '../../../attacks.ts';
import type { RulesContext } from '../../../context.ts';
import { ruleError, spendActions } from '../../../rule-error.ts';
import type { CombatState, State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { hasPlayedSkill } from './versions.ts';

type Ranged = Extract<Action, { type: 'ranged' }>;

/** The twin weapon's shot waiting for the first to be resolved: "survivor:slot:zone:actorDice". */
const NEXT = 'trickShotNext';

/** Why this Trick shot is refused (the first zone's shot is checked as any Ranged Action), or null. */
export function checkTrickShot(state: State, a: Ranged, checkShot: (a: Ranged) => RuleError | null): RuleError | null {
  if (a.trickShot === undefined) return null;
  if (!hasPlayedSkill(state, a.s, 'trickShot')) return ruleError('trickShot.skill');
  if (!a.dual || a.fanning) return ruleError('trickShot.dual');
  if (a.trickShot === a.zone) return ruleError('trickShot.sameZone');
  const { trickShot, ...second } = a;
  return checkShot({ ...second, zone: trickShot });
}

/** The Action: 1 Action (a Dual one), the first weapon's shot, the twin's queued for when it is resolved. */
export function performTrickShot(ctx: RulesContext, state: State, a: Ranged, events: GameEvent[]): void {
  const { trickShot, ...shot } = a;
  const dual: AttackSpec = { ...shot, attack: 'ranged', charge: false };
  spendActions(state, a.s, 1, 'ranged', events, combatUse(ctx, state, dual));
  const twin = dualPartner(ctx, state, a.s, a.slot);
  state.missionState[NEXT] = `${a.s}:${twin}:${trickShot}:${a.actorDice ? 1 : 0}`;
  startAttack(ctx, state, { ...dual, dual: false }, events);
}

/** A combat ended: the twin weapon of a Trick shot fires now, quietly (the Action's Noise token is made). */
export function fireTrickShotTwin(ctx: RulesContext, state: State, c: CombatState, events: GameEvent[]): void {
  const next = state.missionState[NEXT];
  if (next === undefined) return;
  const [s, slot, zone, actors] = String(next).split(':').map(Number);
  if (s !== c.survivor) return;
  delete state.missionState[NEXT];
  if (!inPlay(state.survivors[s]) || state.survivors[s].inventory[slot] === null) return;
  startAttack(
    ctx,
    state,
    {
      s,
      slot,
      dual: false,
      attack: 'ranged',
      zone,
      fanning: false,
      charge: false,
      quiet: true,
      ...(actors ? { actorDice: true } : {}),
    },
    events,
  );
}
