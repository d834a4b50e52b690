/**
 * Skills triggered by the zombies (EN "Combat reflexes", FR "Lien Zombie"):
 * a free Combat Action when zombies spawn in sight, and an extra Turn when
 * an Extra Activation card is drawn.
 */
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { ruleError } from './rule-error.ts';
import { hasSkillActive } from './skills.ts';
import { inPlay } from './survivors.ts';
import { cardDef } from './inventory.ts';
import {
  attackProfile,
  dualCapable,
  dualPartner,
  equippedSlot,
  rangeTo,
  startAttack,
  type AttackSpec,
} from './attacks.ts';

/** Combat reflexes: every survivor with the skill and the spawn zone in sight may answer this Zombie card with a free Combat Action. */
export function offerCombatReflexes(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  state.survivors.forEach((surv, s) => {
    if (!inPlay(surv) || !hasSkillActive(state, s, 'combatReflexes') || rangeTo(ctx, state, s, zone) < 0) return;
    if (reflexAttacks(ctx, state, s, zone).length === 0) return;
    state.pending.push({ kind: 'combatReflexes', survivor: s, zone });
    events.push({
      type: 'decisionOpened',
      decision: 'combatReflexes',
    });
  });
}

/** The attacks a Combat reflexes survivor can make at a zone: [slot, dual] pairs. */
export function reflexAttacks(ctx: RulesContext, state: State, s: number, zone: number): [number, boolean][] {
  const surv = state.survivors[s];
  const out: [number, boolean][] = [];
  for (let slot = 0; slot < surv.inventory.length; slot++) {
    const card = surv.inventory[slot];
    if (card === null || !equippedSlot(ctx, state, s, slot) || !state.cards[card].loaded) continue;
    const def = cardDef(ctx, state, card);
    if (!def.weapon || def.traits.includes('dynamite')) continue;
    for (const dual of [false, true]) {
      if (dual && !(dualCapable(state, s, def) && dualPartner(ctx, state, s, slot) >= 0)) continue;
      const spec = reflexSpec(state, s, slot, dual, zone, def.weapon.attack);
      if (def.weapon.attack === 'melee') {
        if (zone === surv.zone) out.push([slot, dual]);
        continue;
      }
      const p = attackProfile(ctx, state, spec);
      const range = rangeTo(ctx, state, s, zone);
      if (range >= p.minRange && range <= p.maxRange) out.push([slot, dual]);
    }
  }
  return out;
}

function reflexSpec(
  state: State,
  s: number,
  slot: number,
  dual: boolean,
  zone: number,
  attack: 'melee' | 'ranged',
): AttackSpec {
  return { s, slot, dual, attack, zone, fanning: false, charge: false };
}

export function checkReflex(ctx: RulesContext, state: State, a: Extract<Action, { type: 'reflex' }>): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'combatReflexes') return ruleError('decision.none');
  if (a.slot === -1) return null;
  if (!reflexAttacks(ctx, state, d.survivor, d.zone).some(([slot, dual]) => slot === a.slot && dual === a.dual))
    return ruleError('reflex.weapon');
  return null;
}

export function performReflex(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'reflex' }>,
  events: GameEvent[],
): void {
  const d = state.pending.shift();
  if (d?.kind !== 'combatReflexes' || a.slot === -1) return;
  const def = cardDef(ctx, state, state.survivors[d.survivor].inventory[a.slot]!);
  startAttack(ctx, state, reflexSpec(state, d.survivor, a.slot, a.dual, d.zone, def.weapon!.attack), events);
}

/** Zombie link: survivors with the skill play an extra Turn before the extra-activated zombies (players order several). */
export function grantZombieLinkTurns(state: State, events: GameEvent[]): void {
  const linked = state.survivors
    .map((_, i) => i)
    .filter(
      (i) => inPlay(state.survivors[i]) && !state.survivors[i].companion && hasSkillActive(state, i, 'zombieLink'),
    );
  if (linked.length === 0) return;
  state.extraTurns = linked;
  state.active = -1;
  nextExtraTurn(state, events);
}

/** Starts the next waiting extra Turn: at once when one survivor waits, else the players choose who plays first. */
export function nextExtraTurn(state: State, events: GameEvent[]): void {
  if (state.extraTurns.length === 1) startExtraTurn(state, state.extraTurns[0], events);
  else if (state.extraTurns.length > 1) {
    state.pending.push({ kind: 'chooseExtraTurn', candidates: [...state.extraTurns] });
    events.push({
      type: 'decisionOpened',
      decision: 'chooseExtraTurn',
    });
  }
}

/** The chosen survivor plays now (it moves to the front of the waiting list). */
export function startExtraTurn(state: State, s: number, events: GameEvent[]): void {
  const surv = state.survivors[s];
  state.extraTurns = [s, ...state.extraTurns.filter((x) => x !== s)];
  surv.actionsUsed = 0;
  surv.used = {};
  state.active = s;
  events.push({ type: 'extraTurn', s, rule: R.zombieLink });
}

/** True while a Zombie link survivor is playing an extra Turn. */
export function inExtraTurn(state: State): boolean {
  return state.extraTurns.length > 0 && state.active === state.extraTurns[0];
}

/** The extra Turn is an Activation too: with the rules context, the ruleset's end of an Activation follows. */
export function endExtraTurn(state: State, events: GameEvent[], ctx?: RulesContext): void {
  const s = state.extraTurns.shift()!;
  state.active = -1;
  events.push({ type: 'survivorDone', s });
  if (ctx) ctx.ruleset.survivors.activationEnds?.(ctx, state, s, events);
  nextExtraTurn(state, events);
}
