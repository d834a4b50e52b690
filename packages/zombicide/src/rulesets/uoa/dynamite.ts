/** The Dynamite card's action; it also destroys M6's stuck Wagon and blows up M2's zombie train cars. */
import { withParams } from '../../rule-ref.ts';
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import { rangeTo } from '../../attacks.ts';
import { killZombie } from '../../combat.ts';
import type { RulesContext } from '../../context.ts';
import { rollDice } from '../../dice.ts';
import { cardDef, removeFromInventory } from '../../inventory.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { countSkill, hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { survivorsInZone } from '../../survivors.ts';
import { zombiesIn } from '../../zombies.ts';
import { BACKPACK_SLOTS } from './inventory.ts';
import { dynamiteHits } from './mission-rules.ts';
import { makeNoise } from './noise.ts';
import { KILL_AP, UOA_ROSTER } from './roster.ts';
import { blowTrainCar } from './train.ts';
import { cleanVadeRetro } from './vade-retro.ts';
import { eliminate } from './wounds.ts';
import { uoaPart } from './state.ts';

type DynamiteAction = Extract<UoaAction, { type: 'dynamite' }>;

export function checkDynamite(ctx: RulesContext, state: State, a: DynamiteAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const card = surv.inventory[a.slot];
  if (card === undefined || card === null) return ruleError('weapon.empty');
  const def = cardDef(ctx, state, card);
  if (!def.traits.includes('dynamite') || !def.weapon) return ruleError('dynamite.notDynamite');
  const e = checkActor(state, a.s, 1, {
    kind: 'ranged',
    weapon: { id: def.id, stats: def.weapon },
    vadeRetroZone: uoaPart(state).vadeRetro.includes(a.zone),
  });
  if (e) return e;
  const range = rangeTo(ctx, state, a.s, a.zone);
  const maxRange = def.weapon.maxRange + countSkill(state, a.s, 'plus1MaxRange');
  if (range < 0) return ruleError('ranged.noSight');
  if (range < def.weapon.minRange || range > maxRange) return ruleError('ranged.range');
  return null;
}

/**
 * Dynamite (EN "Dynamite"): a Ranged Action from any slot, discarded; every
 * Actor in the target zone is eliminated, Survivors too; Boom there.
 * Explosives expert keeps the card on a die roll of 4+ (the face was lost in
 * the OCR of EN 1648 / FR 3453; content designs 4+).
 */
export function performDynamite(ctx: RulesContext, state: State, a: DynamiteAction, events: GameEvent[]): void {
  const def = cardDef(ctx, state, state.survivors[a.s].inventory[a.slot]!);
  spendActions(state, a.s, 1, 'dynamite', events, {
    kind: 'ranged',
    weapon: { id: def.id, stats: def.weapon! },
    vadeRetroZone: uoaPart(state).vadeRetro.includes(a.zone),
  });
  const card = state.survivors[a.s].inventory[a.slot]!;
  let kept = false;
  if (hasSkillActive(state, a.s, 'explosivesExpert')) {
    const [roll] = rollDice(state, 1);
    events.push({
      type: 'diceRolled',
      s: a.s,
      rolls: [roll],
      accuracy: EXPLOSIVES_EXPERT_ROLL,
      hits: roll >= EXPLOSIVES_EXPERT_ROLL ? 1 : 0,
      rule: U.explosivesExpert,
    });
    const free = BACKPACK_SLOTS.find((slot) => state.survivors[a.s].inventory[slot] === null || slot === a.slot);
    if (roll >= EXPLOSIVES_EXPERT_ROLL && free !== undefined) {
      state.survivors[a.s].inventory[a.slot] = null;
      state.survivors[a.s].inventory[free] = card;
      kept = true;
    }
  }
  if (!kept) removeFromInventory(ctx, state, a.s, a.slot, U.dynamiteDiscarded, events);
  makeNoise(state, a.zone, true, U.dynamiteBoom, events);
  dynamiteHits(ctx, state, a.zone, events);
  for (let t = 0; t < UOA_ROSTER.size; t++) {
    while (zombiesIn(state, a.zone, t) > 0)
      killZombie(ctx, state, a.s, a.zone, t, withParams(U.dynamiteKill, { type: t, count: KILL_AP[t] }), events);
  }
  for (const victim of survivorsInZone(state, a.zone)) eliminate(state, victim, U.dynamiteSurvivors, events);
  cleanVadeRetro(state, events);
  // Last: M2's zombie train car flips to track, changing the board (zone ids) for whatever follows.
  if (blowTrainCar(ctx, state, a.zone, a.s, events)) state.missionState.boardChanged = true;
}

export const EXPLOSIVES_EXPERT_ROLL = 4;
