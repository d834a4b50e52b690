/**
 * Combat (EN "Combat"): dice, accuracy, damage; melee hits assigned freely
 * with no Friendly Fire; ranged hits follow the ruleset's targeting order and
 * its Friendly Fire. Rerolls, Roll 6, Reaper and free targeting come from
 * cards and skills. Resumable: rerolls, ties and wound sharing are decisions.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { ZombieRoster } from './ruleset.ts';
import type { CombatState, State } from './state.ts';
import { rollDice } from './dice.ts';
import { hasTraitAnywhere } from './inventory.ts';
import { removeZombie, zombiesIn } from './zombies.ts';
import { woundSurvivor, isOver } from './wounds.ts';
import { hasSkillActive } from './skills.ts';
import { markUsed } from './rule-error.ts';
import type { RuleRef } from './rule-ref.ts';

export type CombatSetup = Omit<
  CombatState,
  'stage' | 'rolls' | 'rerolled' | 'hits' | 'misses' | 'bonusHits' | 'killed'
> & { dice: number };

export function startCombat(ctx: RulesContext, state: State, setup: CombatSetup, events: GameEvent[]): void {
  const { dice, ...rest } = setup;
  const rolls = rollDice(state, dice);
  state.combat = { ...rest, stage: 'reroll', rolls, rerolled: [], hits: 0, misses: 0, bonusHits: 0, killed: false };
  events.push({
    type: 'diceRolled',
    s: setup.survivor,
    rolls: [...rolls],
    accuracy: setup.accuracy,
    hits: countHitsWith(rolls, state.combat),
    rule: withParams(R.dice, {
      kind: setup.melee ? 'melee' : 'ranged',
      accuracy: setup.accuracy,
      bonus: setup.rollBonus ?? 0,
    }),
  });
  continueCombat(ctx, state, events);
}

/** A die's result after "+1 to dice roll" bonuses; never above 6. */
function face(roll: number, c: CombatState): number {
  return Math.min(6, roll + c.rollBonus);
}

function countHitsWith(rolls: number[], c: CombatState): number {
  let n = 0;
  for (const r of rolls) if (face(r, c) >= c.accuracy) n++;
  return n;
}

/** Reroll sources still available: Plenty Of Bullets / Shells by ammo type (from the Backpack), and skills (Lucky, ...). */
export function rerollSources(ctx: RulesContext, state: State, c: CombatState): string[] {
  const out: string[] = [];
  if (!c.melee) {
    if (
      c.ammo.includes('bullets') &&
      !c.rerolled.includes('plentyOfBullets') &&
      hasTraitAnywhere(ctx, state, c.survivor, 'plentyOfBullets')
    )
      out.push('plentyOfBullets');
    if (
      c.ammo.includes('shells') &&
      !c.rerolled.includes('plentyOfShells') &&
      hasTraitAnywhere(ctx, state, c.survivor, 'plentyOfShells')
    )
      out.push('plentyOfShells');
  }
  for (const source of c.skillRerolls) if (!c.rerolled.includes(source)) out.push(source);
  return out;
}

export function answerReroll(ctx: RulesContext, state: State, source: string | null, events: GameEvent[]): void {
  const c = state.combat!;
  if (source !== null) {
    c.rerolled.push(source);
    if (source === 'oneRerollPerTurn') markUsed(state, c.survivor, source);
    c.rolls = rollDice(state, c.rolls.length);
    events.push({ type: 'rerolled', s: c.survivor, source, rolls: [...c.rolls] });
  } else {
    settleRoll(state, c, events);
  }
  continueCombat(ctx, state, events);
}

/**
 * The roll is final: Roll 6: +1 die adds a die per 6 (again while 6s come,
 * after rerolls, EN "Roll 6"); Roll 6: +1 Damage gives +1 Damage to each hit
 * rolled as a 6 (decision: per die, as "for each 6 rolled" reads).
 */
function settleRoll(state: State, c: CombatState, events: GameEvent[]): void {
  if (c.roll6Die) {
    let sixes = c.rolls.filter((r) => face(r, c) === 6).length;
    while (sixes > 0) {
      const extra = rollDice(state, sixes);
      c.rolls.push(...extra);
      events.push({ type: 'rerolled', s: c.survivor, source: 'roll6Plus1Die', rolls: [...c.rolls] });
      sixes = extra.filter((r) => face(r, c) === 6).length;
    }
  }
  c.hits = countHitsWith(c.rolls, c);
  c.bonusHits = c.roll6Damage ? c.rolls.filter((r) => face(r, c) === 6 && face(r, c) >= c.accuracy).length : 0;
  c.misses = c.melee || c.freeTargeting ? 0 : c.rolls.length - c.hits;
  c.stage = 'hits';
}

/** Damage of the next hit: bonus hits (Roll 6: +1 Damage) are assigned first. */
export function nextHitDamage(c: CombatState): number {
  return c.damage + (c.bonusHits > 0 ? 1 : 0);
}

/** Runs the combat as far as it goes without a player's decision. */
export function continueCombat(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const c = state.combat;
  if (!c) return;
  if (c.stage === 'reroll') {
    const sources = rerollSources(ctx, state, c);
    if (sources.length > 0) {
      state.pending.push({ kind: 'reroll', survivor: c.survivor, sources, rolls: [...c.rolls] });
      events.push({
        type: 'decisionOpened',
        decision: 'reroll',
      });
      return;
    }
    settleRoll(state, c, events);
  }
  if (c.stage === 'hits') {
    while (c.hits > 0 && !isOver(state)) {
      const damage = nextHitDamage(c);
      // A Melee Action aimed at a survivor (a ruleset's rivals): every hit goes to him while he stands there.
      if (c.rival !== undefined) {
        const target = state.survivors[c.rival];
        if (target.eliminated || target.zone !== c.zone) {
          events.push({ type: 'hitLost', s: c.survivor, zone: c.zone, rule: R.rivalGone });
          c.hits = 0;
          break;
        }
        applyFriendlyFire(ctx, state, c.rival, events);
        if (state.pending.length > 0) return; // the Wound asks the player something
        continue;
      }
      if (!c.melee && !c.freeTargeting) {
        const first = ctx.ruleset.zombies.hitSurvivorsFirst(state, c);
        if (first.length > 1) {
          state.pending.push({
            kind: 'friendlyFire',
            survivor: c.survivor,
            zone: c.zone,
            remaining: c.hits,
            damage,
            candidates: first,
          });
          events.push({
            type: 'decisionOpened',
            decision: 'friendlyFire',
          });
          return;
        }
        if (first.length === 1) {
          applyFriendlyFire(ctx, state, first[0], events);
          if (state.pending.length > 0) return; // the Wound asks the player something
          continue;
        }
      }
      const options =
        c.melee || c.freeTargeting
          ? freeTargets(ctx, state, c, damage)
          : ctx.ruleset.zombies.rangedTargets(state, c, damage);
      // A shooter who picks the targets may give a hit to no target at all (NO_TARGET; seed 001 lines 1395, 2291).
      if (options.length > 0 && !c.melee && c.marksman && state.options.noTargetChoice) options.push(NO_TARGET);
      if (options.length === 0) {
        for (let i = 0; i < c.hits; i++)
          events.push({
            type: 'hitLost',
            s: c.survivor,
            zone: c.zone,
            rule: R.hitsLost,
          });
        c.hits = 0;
        break;
      }
      if (options.length > 1) {
        state.pending.push({
          kind: 'assignHit',
          survivor: c.survivor,
          zone: c.zone,
          remaining: c.hits,
          damage,
          options,
          why: c.melee ? R.meleeChoice : c.freeTargeting ? R.freeTargeting : ctx.ruleset.zombies.rangedChoice,
        });
        events.push({
          type: 'decisionOpened',
          decision: 'assignHit',
        });
        return;
      }
      applyHit(ctx, state, options[0], events);
    }
    c.stage = 'friendlyFire';
  }
  if (c.stage === 'friendlyFire') {
    while (c.misses > 0 && !isOver(state)) {
      const candidates = ctx.ruleset.zombies.friendlyFire(state, c);
      if (candidates.length === 0) {
        c.misses = 0;
        break;
      }
      if (candidates.length > 1) {
        state.pending.push({
          kind: 'friendlyFire',
          survivor: c.survivor,
          zone: c.zone,
          remaining: c.misses,
          damage: c.damage,
          candidates,
        });
        events.push({
          type: 'decisionOpened',
          decision: 'friendlyFire',
        });
        return;
      }
      applyFriendlyFire(ctx, state, candidates[0], events);
      if (state.pending.length > 0) return; // the Wound asks the player something
    }
  }
  finishCombat(ctx, state, c, events);
}

function finishCombat(ctx: RulesContext, state: State, c: CombatState, events: GameEvent[]): void {
  state.combat = null;
  ctx.ruleset.zombies.combatEnds?.(ctx, state, c, events);
  ctx.ruleset.zombies.changed(state, events);
  // Hit & run: after a Melee or Ranged Action that eliminated a zombie, a free Move (EN "Hit & run").
  if (c.killed && hasSkillActive(state, c.survivor, 'hitAndRun')) state.survivors[c.survivor].used.hitAndRunReady = 1;
}

/** The answer to a hit that goes to no target (a rule's option `noTargetChoice`). */
export const NO_TARGET = -1;

/** A hit the shooter gives to no target: it is lost. */
export function dropHit(state: State, events: GameEvent[]): void {
  const c = state.combat!;
  c.hits--;
  if (c.bonusHits > 0) c.bonusHits--;
  events.push({ type: 'hitLost', s: c.survivor, zone: c.zone, rule: R.noTarget });
}

/** One hit on a zombie of `type` in the combat's zone. */
export function applyHit(ctx: RulesContext, state: State, type: number, events: GameEvent[]): void {
  const c = state.combat!;
  const damage = nextHitDamage(c);
  const roster = ctx.ruleset.roster;
  c.hits--;
  if (c.bonusHits > 0) c.bonusHits--;
  const immune = ctx.ruleset.zombies.immune?.(state, c, type) ?? null;
  if (immune !== null || damage < roster.toughness[type] || zombiesIn(state, c.zone, type) === 0) {
    events.push({
      type: 'hitLost',
      s: c.survivor,
      zone: c.zone,
      rule: immune ?? withParams(R.tooTough, { damage, type, needs: roster.toughness[type] }),
    });
    return;
  }
  // A zombie enduring several Wounds takes this one and stands (the ruleset's).
  if (ctx.ruleset.zombies.absorbs?.(ctx, state, c.zone, type, damage, events)) return;
  c.killed = true;
  killZombie(
    ctx,
    state,
    c.survivor,
    c.zone,
    type,
    c.melee ? R.meleeHit : c.car !== undefined ? R.carRunOver : c.freeTargeting ? R.rangedHitFree : R.rangedHit,
    events,
  );
  // Reaper: one hit of the action eliminates an additional identical zombie (EN "Reaper").
  if (c.reaper && zombiesIn(state, c.zone, type) > 0) {
    c.reaper = false;
    killZombie(ctx, state, c.survivor, c.zone, type, R.reaper, events);
  }
}

/** Survivor `s` eliminates a zombie; experience and what follows are the ruleset's. */
export function killZombie(
  ctx: RulesContext,
  state: State,
  s: number,
  zone: number,
  type: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  removeZombie(state, zone, type);
  state.stats.kills[type]++;
  events.push({ type: 'zombieKilled', s, zone, zombie: type, ap: ctx.ruleset.roster.experience[type], rule });
  ctx.ruleset.zombies.killed(ctx, state, s, zone, type, events);
}

/** A hit (Survivors first in the targeting order) or a miss (Friendly Fire) wounds survivor `target`. */
export function applyFriendlyFire(ctx: RulesContext, state: State, target: number, events: GameEvent[]): void {
  const c = state.combat!;
  if (c.stage === 'hits') {
    const damage = nextHitDamage(c);
    c.hits--;
    if (c.bonusHits > 0) c.bonusHits--;
    woundSurvivor(
      ctx,
      state,
      target,
      damage,
      'friendlyFire',
      c.car !== undefined
        ? R.carAttackSurvivors
        : withParams(c.rival !== undefined ? R.rivalMelee : R.survivorsFirst, { damage }),
      events,
    );
    return;
  }
  c.misses--;
  woundSurvivor(ctx, state, target, c.damage, 'friendlyFire', withParams(R.friendlyFire, { damage: c.damage }), events);
}

/** Melee (and free targeting): any zombie type present that this hit can eliminate; no choice when every such zombie dies anyway. */
function freeTargets(ctx: RulesContext, state: State, c: CombatState, damage: number): number[] {
  const roster = ctx.ruleset.roster;
  const immune = ctx.ruleset.zombies.immune;
  const killable: number[] = [];
  let total = 0;
  for (let t = 0; t < roster.size; t++) {
    const n = zombiesIn(state, c.zone, t);
    if (n > 0 && damage >= roster.toughness[t] && (immune === undefined || immune(state, c, t) === null)) {
      killable.push(t);
      total += n;
    }
  }
  if (killable.length > 1 && c.hits >= total && c.bonusHits === 0) return [killable[0]];
  return killable;
}

/**
 * Ranged targeting by tiers (a ruleset's `rangedTargets`): hits go to the lowest tier present; hits too weak for
 * it are lost (a tougher zombie shields the rest). Within a tier the shooter chooses, unless the choice cannot
 * matter: no zombie of the tier can be eliminated, or every one of them will be.
 */
export function targetsByTier(roster: ZombieRoster): (state: State, c: CombatState, damage: number) => number[] {
  return (state, c, damage) => {
    let tier = Number.POSITIVE_INFINITY;
    for (let t = 0; t < roster.size; t++)
      if (roster.tier[t] < tier && zombiesIn(state, c.zone, t) > 0) tier = roster.tier[t];
    const options: number[] = [];
    let killable = 0;
    let total = 0;
    for (let t = 0; t < roster.size; t++) {
      if (roster.tier[t] !== tier) continue;
      const n = zombiesIn(state, c.zone, t);
      if (n === 0) continue;
      options.push(t);
      total += n;
      if (damage >= roster.toughness[t]) killable++;
    }
    if (options.length > 1 && (killable === 0 || (killable === options.length && c.hits >= total))) options.length = 1;
    return options;
  };
}
