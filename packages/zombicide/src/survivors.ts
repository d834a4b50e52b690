/** Survivor queries: who is in play, where, and what they can do. */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State, SurvivorState } from './state.ts';
import type { ClassName, DangerLevel } from './defs.ts';

export function inPlay(survivor: SurvivorState): boolean {
  return !survivor.eliminated && !survivor.exited;
}

export function survivorsInZone(state: State, zone: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    if (survivor.zone === zone && inPlay(survivor)) out.push(i);
  }
  return out;
}

export function hasClass(survivor: SurvivorState, cls: ClassName): boolean {
  return survivor.classes.includes(cls);
}

export function hasSkill(survivor: SurvivorState, skill: string): boolean {
  return survivor.skills.includes(skill);
}

/** Skill id for the Yellow level's "+1 Action" (EN Skills). */
export const PLUS_ONE_ACTION = 'plus1Action';

/** Actions per turn: 3, plus one per "+1 Action" skill (EN 654: Yellow gives a fourth Action). */
export function maxActions(survivor: SurvivorState): number {
  let n = 3;
  for (const k of survivor.skills) if (k === PLUS_ONE_ACTION) n++;
  return n;
}

export function actionsLeft(survivor: SurvivorState): number {
  return maxActions(survivor) - survivor.actionsUsed;
}

const LEVEL_ORDER: DangerLevel[] = ['blue', 'yellow', 'orange', 'red'];
export function levelIndex(level: DangerLevel): number {
  return LEVEL_ORDER.indexOf(level);
}

/** Danger level read on Zombie cards: the highest among survivors still in play (EN "Spawn"). */
export function highestDangerLevel(state: State): DangerLevel {
  let best = 0;
  for (const survivor of state.survivors) if (inPlay(survivor)) best = Math.max(best, levelIndex(survivor.level));
  return LEVEL_ORDER[best];
}

/** Survivor `s`'s Activation is over; with the rules context, the ruleset's end of an Activation follows. */
export function finishSurvivor(state: State, s: number, events: GameEvent[], ctx?: RulesContext): void {
  const surv = state.survivors[s];
  if (surv.done) return;
  surv.done = true;
  if (state.active === s) state.active = -1;
  events.push({ type: 'survivorDone', s });
  if (ctx) ctx.ruleset.survivors.activationEnds?.(ctx, state, s, events);
}
