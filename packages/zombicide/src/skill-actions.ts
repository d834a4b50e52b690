/**
 * Skills that are actions of their own (EN "Skills", FR "Compétences"):
 * Tinker, Improvised weapon, Shove, Lifesaver, Taunt. Each says why it is
 * illegal, like every other action.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from './rule-error.ts';
import { isLed } from './companions.ts';
import { hasSkillActive, skillParams } from './skills.ts';
import { removeFromInventory } from './inventory.ts';
import { shuffleInPlace } from '@horde/core';
import { offerCard } from './search.ts';
import { IMPROVISED_WEAPONS } from './improvised-weapons.ts';
import { rangeTo, startAttack } from './attacks.ts';
import { moveZombies, typeCount, zombieTotal, zombiesIn } from './zombies.ts';
import { survivorsInZone } from './survivors.ts';
import { moveSurvivor } from './move.ts';
import { activationTasks } from './zombie-phase.ts';

/** The card instance standing for an Improvised weapon (created at setup, never in a deck). */
function improvisedCard(state: State, attack: 'melee' | 'ranged'): number {
  return state.cards.findIndex((c) => c.def === (attack === 'melee' ? 'improvisedMelee' : 'improvisedRanged'));
}

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** Tinker (FR 3558): 1 Action, discard a card from the inventory to draw a new Equipment card; not a Search. */
export function checkTinker(ctx: RulesContext, state: State, a: Of<'tinker'>): RuleError | null {
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'tinker')) return ruleError('tinker.skill');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (state.survivors[a.s].inventory[a.slot] == null) return ruleError('slot.empty');
  if (state.equipmentDeck.length + state.equipmentDiscard.length === 0) return ruleError('search.emptyDeck');
  return null;
}

export function performTinker(ctx: RulesContext, state: State, a: Of<'tinker'>, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'tinker', events);
  removeFromInventory(ctx, state, a.s, a.slot, R.tinker, events);
  if (state.equipmentDeck.length === 0) {
    state.equipmentDeck = shuffleInPlace(state.rng, state.equipmentDiscard);
    state.equipmentDiscard = [];
    events.push({ type: 'deckReshuffled', deck: 'equipment' });
  }
  offerCard(ctx, state, a.s, state.equipmentDeck.shift()!, 'search', events);
}

/** Improvised weapon (FR 3443, 3447): once per Turn, a free Melee or Ranged Action with the skill's own stats; modifiers apply. */
export function checkImprovised(ctx: RulesContext, state: State, a: Of<'improvised'>): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (a.attack !== 'melee' && a.attack !== 'ranged') return ruleError('malformed');
  if (!skillParams(state, a.s, 'improvisedWeapon').includes(a.attack)) return ruleError('improvised.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'improvised') >= 1) return ruleError('improvised.oncePerTurn');
  const w = IMPROVISED_WEAPONS[a.attack === 'melee' ? 0 : 1].weapon!;
  const range = a.attack === 'melee' ? (a.zone === surv.zone ? 0 : -1) : rangeTo(ctx, state, a.s, a.zone);
  if (range < w.minRange || range > w.maxRange) return ruleError('ranged.range');
  if (zombieTotal(state, a.zone) === 0) return ruleError('improvised.noZombies');
  return null;
}

export function performImprovised(ctx: RulesContext, state: State, a: Of<'improvised'>, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'improvised', events, { kind: a.attack });
  markUsed(state, a.s, 'improvised');
  startAttack(
    ctx,
    state,
    {
      s: a.s,
      slot: -1,
      dual: false,
      attack: a.attack,
      zone: a.zone,
      fanning: false,
      charge: false,
      card: improvisedCard(state, a.attack),
    },
    events,
  );
}

/** Shove (EN "Shove"): once per Turn, free: every zombie in the survivor's zone is pushed into an adjacent zone (a clear path); not a Move. */
export function checkShove(ctx: RulesContext, state: State, a: Of<'shove'>): RuleError | null {
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'shove')) return ruleError('shove.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'shove') >= 1) return ruleError('shove.oncePerTurn');
  const zone = state.survivors[a.s].zone;
  if (zombieTotal(state, zone) === 0) return ruleError('shove.noZombies');
  if (!ctx.geo.neighbors[zone].includes(a.to)) return ruleError('shove.path');
  return null;
}

export function performShove(ctx: RulesContext, state: State, a: Of<'shove'>, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'shove', events);
  markUsed(state, a.s, 'shove');
  const from = state.survivors[a.s].zone;
  for (let t = 0; t < typeCount(state); t++) {
    const n = zombiesIn(state, from, t);
    if (n === 0) continue;
    moveZombies(state, from, a.to, t, n);
    events.push({
      type: 'zombieMoved',
      from,
      to: a.to,
      zombie: t,
      count: n,
      target: a.to,
      rule: R.shove,
    });
  }
}

/**
 * Lifesaver (EN "Lifesaver"): once per Turn, free: from a zone at Range 1
 * (clear path and Line Of Sight) holding zombies and survivors, the chosen
 * survivors are dragged into the Lifesaver's zone; not a Move.
 */
export function checkLifesaver(ctx: RulesContext, state: State, a: Of<'lifesaver'>): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'lifesaver')) return ruleError('lifesaver.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'lifesaver') >= 1) return ruleError('lifesaver.oncePerTurn');
  if (!ctx.geo.neighbors[surv.zone].includes(a.from) || rangeTo(ctx, state, a.s, a.from) !== 1)
    return ruleError('lifesaver.range');
  if (zombieTotal(state, a.from) === 0) return ruleError('lifesaver.noZombies');
  const there = survivorsInZone(state, a.from);
  if (!Array.isArray(a.who) || a.who.length === 0 || !a.who.every((i) => there.includes(i)))
    return ruleError('lifesaver.who');
  // A Companion always stays with its Leader (EN 1556): dragging the Leader brings it, it never goes alone.
  const led = a.who.find((i) => isLed(state, i));
  if (led !== undefined) return ruleError('lifesaver.companion');
  return null;
}

export function performLifesaver(ctx: RulesContext, state: State, a: Of<'lifesaver'>, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'lifesaver', events);
  markUsed(state, a.s, 'lifesaver');
  for (const i of a.who) moveSurvivor(ctx, state, i, state.survivors[a.s].zone, R.lifesaver, events);
}

/**
 * Taunt (EN "Taunt"): once per Turn, free: the zombies of a zone up to 2
 * zones away (clear path, no sight needed) get an extra Activation toward
 * the taunting survivor, ignoring every other survivor.
 */
export function checkTaunt(ctx: RulesContext, state: State, a: Of<'taunt'>): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'taunt')) return ruleError('taunt.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'taunt') >= 1) return ruleError('taunt.oncePerTurn');
  const d = ctx.geo.distance[surv.zone][a.zone];
  if (d < 1 || d > 2) return ruleError('taunt.range');
  if (zombieTotal(state, a.zone) === 0) return ruleError('taunt.noZombies');
  return null;
}

export function performTaunt(ctx: RulesContext, state: State, a: Of<'taunt'>, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'taunt', events);
  markUsed(state, a.s, 'taunt');
  events.push({
    type: 'extraActivation',
    zombie: -1,
    rule: withParams(R.taunt, { zone: a.zone }),
  });
  const tasks = activationTasks(ctx, ctx.ruleset.roster.all).map((t) => ({
    ...t,
    taunt: { survivor: a.s, zones: [a.zone] },
  }));
  state.zombiePhase = { tasks, halted: [], wounds: [] };
}

/** Born leader (EN "Born leader"): once in its Turn, give 1 free Action to another survivor, who uses it at once; then resume. */
export function checkBornLeader(ctx: RulesContext, state: State, a: Of<'bornLeader'>): RuleError | null {
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  if (!hasSkillActive(state, a.s, 'bornLeader')) return ruleError('bornLeader.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'bornLeader') >= 1) return ruleError('bornLeader.oncePerTurn');
  const other = state.survivors[a.to];
  if (!other || a.to === a.s || other.companion || other.eliminated || other.exited) return ruleError('bornLeader.to');
  return null;
}

export function performBornLeader(ctx: RulesContext, state: State, a: Of<'bornLeader'>, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'bornLeader', events);
  markUsed(state, a.s, 'bornLeader');
  state.loan = { from: a.s, to: a.to };
  state.active = a.to;
  events.push({ type: 'actionGiven', from: a.s, to: a.to, rule: R.bornLeader });
}
