/**
 * Escalation: Proton Pack (seed 001 lines 2211-2213): "The Survivor gains 1 extra die to roll for consecutive Ranged
 * Attacks performed with a Proton Pack. The bonus is cumulative and applies until the end of the Survivor's
 * Activation. The bonus is lost whenever the Survivor performs another kind of Action." Rules version 10 on.
 * Decision escalationProtonPack: the run is of Ranged Actions with a Proton Pack one after the other; any other
 * Action, a Ranged one with another weapon included, ends it (the Skill names the weapon). The first shot of a run
 * rolls the Pack's Dice, the second one more, and so on (line 2213's example: Dice 3, then 3 + 1).
 */
import type { Action, GameEvent } from '../../../actions.ts';
import { type AttackSpec, combatUse, startAttack } from '../../../attacks.ts';
import type { RulesContext } from '../../../context.ts';
import { spendActions } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { PROTON_PACK } from '../stay-puft.ts';
import { hasPlayedSkill } from './versions.ts';

type Ranged = Extract<Action, { type: 'ranged' }>;

/** The survivor's run of Proton Pack shots this Activation (its `used` counters end with the Activation). */
const RUN = 'protonRun';

/** A Ranged Action with a Proton Pack: paid, the run counted, fired with the Escalation's dice. False: not one. */
export function protonPackShot(ctx: RulesContext, state: State, a: Ranged, events: GameEvent[]): boolean {
  const card = state.survivors[a.s].inventory[a.slot];
  if (card === null || card === undefined || state.cards[card].def !== PROTON_PACK || a.trickShot !== undefined)
    return false;
  const used = state.survivors[a.s].used;
  // The previous Action was a Ranged one (its streak) with a Proton Pack (the run): the run goes on.
  const goesOn = (used.streakRanged ?? 0) > 0 && (used[RUN] ?? 0) > 0;
  const spec: AttackSpec = { ...a, attack: 'ranged', charge: false };
  spendActions(state, a.s, 1, 'ranged', events, combatUse(ctx, state, spec));
  used[RUN] = goesOn ? (used[RUN] ?? 0) + 1 : 1;
  const extra = hasPlayedSkill(state, a.s, 'escalationProtonPack') ? used[RUN] - 1 : 0;
  startAttack(ctx, state, { ...spec, extraDice: extra }, events);
  return true;
}

/** A Ranged Action with another weapon ends the run (any other kind of Action ends the Ranged streak). */
export function endProtonRun(state: State, s: number): void {
  delete state.survivors[s].used[RUN];
}
