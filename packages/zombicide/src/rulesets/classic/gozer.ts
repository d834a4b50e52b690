/**
 * Gozer [G2] (seed 001 lines 947, 1599-1601, 1189; table lines 3046, 3069, note (2) line 3083), played with the
 * `gozer` switch from rules version 10: the box's Abomination miniature is Gozer (as for Zuul, zuul.ts), with the
 * general Abominations' rules. "When Gozer spawns, choose 2 different Abominations among those you possess. Gozer
 * gains the chosen Abominations' abilities." The players choose (two `modeChoice` answers, survivor -1), each time
 * it spawns; killed, it loses them.
 * Decision gozerAbilities: "those you possess" are the Abominations whose rules this table plays: the standard one
 * (no ability), the Toxic and Berserker ones, the A-Bomb, Zuul, Vinz Clortho and Stay Puft. Their abilities, as
 * Gozer gains them:
 * - the Toxic Abomination's: its Toxic Blood Spray when killed in its killer's zone, and the standard zombies of its
 *   zone turned Toxic at the end of the Zombies' Phase (species.ts);
 * - the Berserker Abomination's: immune to Ranged weapon Damage, and 2 Zones per Move (species.ts, ruleset.ts);
 * - the A-Bomb's: Impervious, no Damage threshold (note (2)), and Grabbing (a-bomb.ts);
 * - Zuul's or Vinz Clortho's: a Gozer card drawn while Gozer is on the board spawns an Abomination of the players'
 *   choice, or activates every Abomination when none is left (zuul.ts);
 * - Stay Puft's: killed only by crossing the streams (stay-puft.ts).
 * Gozer keeps its own place in the Targeting Priority Order (table line 3069) and its 5 experience points.
 * Its cards (designed, Ghostbusters #2 #255-258, line 282): #255-256 are its own Abomination cards; drawn while it
 * stands on the board they spawn a Fatty and its 2 Walkers (line 3069, "If lacking miniatures, spawn a Fatty").
 */
import type { GameEvent } from '../../actions.ts';
import { withParams } from '../../rule-ref.ts';
import type { State } from '../../state.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { ABOMINATION } from './roster.ts';
import { classicPart } from './state.ts';

/** The `modeChoice` mode of each of the two picks. */
export const GOZER_CHOICE = 'gozerAbility';

/** The Abominations whose abilities Gozer may gain (decision gozerAbilities). */
export const GOZER_ABILITIES = [
  'abomination',
  'toxicAbomination',
  'berserkerAbomination',
  'aBomb',
  'zuul',
  'vinzClortho',
  'stayPuft',
] as const;
export type GozerAbility = (typeof GOZER_ABILITIES)[number];

export function isGozerGame(state: State): boolean {
  return state.options.uniqueAbomination === 'gozer';
}

/** Zombie `type` is Gozer and holds that Abomination's abilities. */
export function gozerHas(state: State, type: number, ability: GozerAbility): boolean {
  return type === ABOMINATION && isGozerGame(state) && (classicPart(state).gozer?.includes(ability) ?? false);
}

/** Gozer was just placed on the board: the players choose its first Abomination (then the second). */
export function gozerSpawned(state: State, type: number, events: GameEvent[]): void {
  if (type !== ABOMINATION || !isGozerGame(state)) return;
  classicPart(state).gozer = [];
  ask(state, events);
}

function ask(state: State, events: GameEvent[]): void {
  const chosen = classicPart(state).gozer ?? [];
  state.pending.push({
    kind: 'modeChoice',
    mode: GOZER_CHOICE,
    survivor: -1,
    options: GOZER_ABILITIES.filter((a) => !chosen.includes(a)),
    why: withParams(C.gozerChoice, { count: chosen.length + 1 }),
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
}

/** A pick (an Abomination's id): the first asks for the second, two different ones in all. */
export function chooseGozerAbility(state: State, option: string, events: GameEvent[]): void {
  const part = classicPart(state);
  const chosen = [...(part.gozer ?? []), option];
  part.gozer = chosen;
  if (chosen.length < 2) {
    ask(state, events);
    return;
  }
  events.push({
    type: 'missionEvent',
    text: withParams(C.gozerGains, { ability1: chosen[0], ability2: chosen[1] }),
    rule: C.gozerChoice,
  });
}

/** Gozer left the board (killed): the abilities go with it. */
export function gozerKilled(state: State, type: number): void {
  if (type === ABOMINATION && isGozerGame(state)) delete classicPart(state).gozer;
}
