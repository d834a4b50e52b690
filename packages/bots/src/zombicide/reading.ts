/**
 * What both of the heuristic's scorers read off the table (heuristic.ts for decisions, player-scoring.ts for the
 * players' actions): who is still in play, zombies and survivors in a zone, Actions, hit chances and what a card
 * is worth to the posse.
 */
import {
  goalDone,
  zombieTotal,
  type EquipmentDef,
  type MissionGoal,
  type RulesContext,
  type State,
  type SurvivorState,
} from '@horde/zombicide';

/** Slots weapons are used from (the ruleset's: Hands, and Undead or Alive's Favorite Weapon slot). */
export const inHand = (ctx: RulesContext, slot: number): boolean => ctx.ruleset.inventory.equipped[slot] === true;
/** How much killing one zombie of each type is worth (threat it removes). */
// Runners weigh most after the Abomination: two Actions, so one zone away they still attack this Zombies' Phase.
export const THREAT = [1, 2.2, 1.3, 5];
export const goalKinds = new WeakMap<object, ReadonlySet<string>>();
/** The kinds of a mission's goals, once per mission (not a Set per scoring). */
export function goalKindsOf(mission: RulesContext['mission']): ReadonlySet<string> {
  let kinds = goalKinds.get(mission);
  if (!kinds) {
    kinds = new Set(mission.goals.map((g) => g.kind as string));
    goalKinds.set(mission, kinds);
  }
  return kinds;
}

export const alive = (survivor: SurvivorState): boolean => !survivor.eliminated && !survivor.exited;
export const isCompanion = (survivor: SurvivorState): boolean =>
  (survivor as { companion?: boolean }).companion === true;

export function zombiesAt(state: State, zone: number): number {
  return zombieTotal(state, zone);
}

export function survivorsAt(state: State, zone: number, except = -1): number {
  let n = 0;
  for (let i = 0; i < state.survivors.length; i++)
    if (i !== except && state.survivors[i].zone === zone && alive(state.survivors[i])) n++;
  return n;
}

export function maxActions(survivor: SurvivorState): number {
  let n = 3;
  for (const k of survivor.skills) if (k === 'plus1Action') n++;
  return n;
}

export const hitChance = (accuracy: number): number => Math.max(0, Math.min(1, (7 - accuracy) / 6));

/** Value of a card in a given slot of a survivor: weapons count in hand, utility cards anywhere they can be used. */
export function cardValue(def: EquipmentDef | undefined, inHand: boolean): number {
  if (!def) return 0;
  const backpackOk = def.traits.includes('fromBackpack');
  if (def.traits.includes('dynamite')) return inHand || backpackOk ? 1.6 : 0.3;
  if (def.traits.includes('holyWater')) return inHand || backpackOk ? 1.4 : 0.3;
  if (def.traits.includes('plentyOfBullets') || def.traits.includes('plentyOfShells'))
    return inHand || backpackOk ? 0.5 : 0.1;
  if (def.traits.includes('water')) return 0.15;
  const w = def.weapon;
  if (!w) return 0.1;
  let v =
    w.dice * hitChance(w.accuracy) * (w.damage >= 2 ? 1.5 : 1) +
    (w.maxRange >= 1 ? 0.25 : 0) +
    (w.maxRange >= 2 ? 0.25 : 0) +
    (w.damage >= 3 ? 0.5 : 0);
  if (def.traits.includes('reload')) v *= 0.7;
  if (def.traits.includes('knife')) v += 0.2;
  return inHand ? v : v * 0.1;
}

/** The mission's bountyPerSurvivor goal while it is not done, else null. */
export function bountyGoal(ctx: RulesContext, state: State): MissionGoal | null {
  for (const goal of ctx.mission.goals)
    if (goal.kind === 'bountyPerSurvivor') return goalDone(ctx, state, goal) ? null : goal;
  return null;
}

/** Empty inventory slots of a survivor. */
export function emptySlots(survivor: SurvivorState): number {
  let n = 0;
  for (const c of survivor.inventory) if (c === null) n++;
  return n;
}
