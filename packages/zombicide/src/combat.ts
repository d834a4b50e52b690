/**
 * Combat (EN "Combat"): dice, accuracy, damage; melee hits assigned freely
 * with no Friendly Fire; ranged hits follow the Targeting Priority Order
 * (Fatty/Abomination, Walker, Runner) and misses wound Survivors in the
 * target zone. Resumable: rerolls, ties and wound sharing are decisions.
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { CombatState, State } from './state.ts';
import { ABOMINATION, FATTY, RUNNER, WALKER } from './state.ts';
import { countHits, rollDice } from './dice.ts';
import { gainAdrenaline } from './adrenaline.ts';
import { hasTraitAnywhere } from './inventory.ts';
import { KILL_AP, TOUGHNESS, TYPE_NAMES, removeZombie, zombiesIn } from './zombies.ts';
import { survivorsInZone } from './survivors.ts';
import { woundSurvivor, isOver } from './wounds.ts';
import { onAbominationKilled } from './spawn.ts';
import { cleanVadeRetro } from './vade-retro.ts';

export type CombatSetup = Omit<CombatState, 'stage' | 'rolls' | 'rerolled' | 'hits' | 'misses'> & { dice: number };

export function startCombat(ctx: RulesContext, state: State, setup: CombatSetup, events: GameEvent[]): void {
  const { dice, ...rest } = setup;
  const rolls = rollDice(state, dice);
  state.combat = { ...rest, stage: 'reroll', rolls, rerolled: [], hits: 0, misses: 0 };
  events.push({
    type: 'diceRolled', s: setup.survivor, rolls: [...rolls], accuracy: setup.accuracy, hits: countHits(rolls, setup.accuracy),
    rule: setup.melee ? 'Melee Action: each die at or above Accuracy hits' : 'Ranged Action: each die at or above Accuracy hits',
  });
  continueCombat(ctx, state, events);
}

/** Reroll sources still available for this action (Plenty Of Bullets / Shells by ammo type, EN "May be used from the Backpack"). */
export function rerollSources(ctx: RulesContext, state: State, c: CombatState): string[] {
  if (c.melee) return [];
  const out: string[] = [];
  if (c.ammo.includes('bullets') && !c.rerolled.includes('plentyOfBullets') && hasTraitAnywhere(ctx, state, c.survivor, 'plentyOfBullets')) out.push('plentyOfBullets');
  if (c.ammo.includes('shells') && !c.rerolled.includes('plentyOfShells') && hasTraitAnywhere(ctx, state, c.survivor, 'plentyOfShells')) out.push('plentyOfShells');
  return out;
}

export function answerReroll(ctx: RulesContext, state: State, source: string | null, events: GameEvent[]): void {
  const c = state.combat!;
  if (source !== null) {
    c.rerolled.push(source);
    c.rolls = rollDice(state, c.rolls.length);
    events.push({ type: 'rerolled', s: c.survivor, source, rolls: [...c.rolls] });
  } else {
    settleRoll(c);
  }
  continueCombat(ctx, state, events);
}

function settleRoll(c: CombatState): void {
  c.hits = countHits(c.rolls, c.accuracy);
  c.misses = c.melee ? 0 : c.rolls.length - c.hits;
  c.stage = 'hits';
}

/** Runs the combat as far as it goes without a player's decision. */
export function continueCombat(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const c = state.combat;
  if (!c) return;
  if (c.stage === 'reroll') {
    const sources = rerollSources(ctx, state, c);
    if (sources.length > 0) {
      state.pending.push({ kind: 'reroll', survivor: c.survivor, sources, rolls: [...c.rolls] });
      events.push({ type: 'decisionOpened', decision: 'reroll', prompt: `Keep ${c.rolls.join(',')} or reroll with ${sources.join(' / ')}` });
      return;
    }
    settleRoll(c);
  }
  if (c.stage === 'hits') {
    while (c.hits > 0 && !isOver(state)) {
      const options = c.melee ? meleeTargets(state, c) : rangedTargets(state, c);
      if (options.length === 0) {
        for (let i = 0; i < c.hits; i++) events.push({ type: 'hitLost', s: c.survivor, zone: c.zone, rule: 'Extra hits are lost once all targets are eliminated' });
        c.hits = 0;
        break;
      }
      if (options.length > 1) {
        state.pending.push({ kind: 'assignHit', survivor: c.survivor, zone: c.zone, remaining: c.hits, damage: c.damage, options, why: c.melee ? 'Melee: the player divides hits freely' : 'Targeting Priority Order: Fatty or Abomination, the shooter chooses' });
        events.push({ type: 'decisionOpened', decision: 'assignHit', prompt: `Assign a hit (${c.hits} left) to: ${options.map((t) => TYPE_NAMES[t]).join(' or ')}` });
        return;
      }
      applyHit(ctx, state, options[0], events);
    }
    c.stage = 'friendlyFire';
  }
  if (c.stage === 'friendlyFire') {
    while (c.misses > 0 && !isOver(state)) {
      const candidates = survivorsInZone(state, c.zone).filter((i) => i !== c.survivor);
      if (candidates.length === 0) { c.misses = 0; break; }
      if (candidates.length > 1) {
        state.pending.push({ kind: 'friendlyFire', survivor: c.survivor, zone: c.zone, remaining: c.misses, damage: c.damage, candidates });
        events.push({ type: 'decisionOpened', decision: 'friendlyFire', prompt: `Friendly Fire: assign a miss (${c.misses} left, ${c.damage} wound(s) each)` });
        return;
      }
      applyFriendlyFire(state, candidates[0], events);
    }
  }
  state.combat = null;
  cleanVadeRetro(state, events);
}

/** One hit on a zombie of `type` in the combat's zone. */
export function applyHit(ctx: RulesContext, state: State, type: number, events: GameEvent[]): void {
  const c = state.combat!;
  c.hits--;
  if (c.damage < TOUGHNESS[type] || zombiesIn(state, c.zone, type) === 0) {
    events.push({ type: 'hitLost', s: c.survivor, zone: c.zone, rule: `Damage ${c.damage} cannot eliminate a ${TYPE_NAMES[type]} (needs ${TOUGHNESS[type]})` });
    return;
  }
  killZombie(ctx, state, c.survivor, c.zone, type, c.melee ? 'Melee hit' : 'Ranged hit (Targeting Priority Order)', events);
}

export function killZombie(ctx: RulesContext, state: State, s: number, zone: number, type: number, rule: string, events: GameEvent[]): void {
  removeZombie(state, zone, type);
  state.stats.kills[type]++;
  events.push({ type: 'zombieKilled', s, zone, zombie: type, ap: KILL_AP[type], rule });
  gainAdrenaline(ctx, state, s, KILL_AP[type], `Eliminated a ${TYPE_NAMES[type]}`, events);
  if (type === ABOMINATION) onAbominationKilled(state, events);
}

export function applyFriendlyFire(state: State, target: number, events: GameEvent[]): void {
  const c = state.combat!;
  c.misses--;
  woundSurvivor(state, target, c.damage, 'friendlyFire', `Friendly Fire: a missed shot hits a Survivor in the target zone for the weapon's Damage (${c.damage})`, events);
}

/** Melee: any zombie type present that this damage can eliminate; no choice when every such zombie dies anyway. */
function meleeTargets(state: State, c: CombatState): number[] {
  const killable: number[] = [];
  let total = 0;
  for (const t of [WALKER, RUNNER, FATTY, ABOMINATION]) {
    const n = zombiesIn(state, c.zone, t);
    if (n > 0 && c.damage >= TOUGHNESS[t]) { killable.push(t); total += n; }
  }
  if (killable.length > 1 && c.hits >= total) return [killable[0]];
  return killable;
}

/** Ranged: the Targeting Priority Order. Hits too weak for the current tier are lost (a Fatty shields the rest from Damage 1). */
function rangedTargets(state: State, c: CombatState): number[] {
  const fatties = zombiesIn(state, c.zone, FATTY);
  const abom = zombiesIn(state, c.zone, ABOMINATION);
  if (fatties > 0 && abom > 0) {
    const bothKillable = c.damage >= TOUGHNESS[ABOMINATION];
    const noneKillable = c.damage < TOUGHNESS[FATTY];
    if (noneKillable || (bothKillable && c.hits >= fatties + abom)) return [FATTY];
    return [FATTY, ABOMINATION];
  }
  if (fatties > 0) return [FATTY];
  if (abom > 0) return [ABOMINATION];
  if (zombiesIn(state, c.zone, WALKER) > 0) return [WALKER];
  if (zombiesIn(state, c.zone, RUNNER) > 0) return [RUNNER];
  return [];
}
