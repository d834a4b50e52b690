/**
 * Zuul [G1] and Vinz Clortho [G2] (seed 001 lines 1595-1605, 971, 1165, 1187-1189), played with the `zuul` or
 * `vinzClortho` switch: the box's Abomination miniature is that unique Abomination (as the `aBomb` switch makes it
 * the A-Bomb, decision zuulIsTheAbomination), with the general Abominations' rules. Its own Zombie cards (the
 * Ghostbusters deck, designed: #247-248 are Zuul's, #251-252 Vinz Clortho's) spawn it like any Abomination line;
 * drawn while it is already on the board, the players spawn an Abomination of their choice instead, among the
 * Abominations of the game's species still in the box; with none, every Abomination on the board gets an extra
 * Activation.
 */
import { withParams } from '../../rule-ref.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { Activate } from '../../ruleset.ts';
import type { GameConfig } from '../../setup.ts';
import type { State } from '../../state.ts';
import { addZombies } from '../../zombies.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { ABOMINATION, ABOMINATION_MASK, CLASSIC_TYPES, KIND, SPECIES_OF } from './roster.ts';
import { gozerHas } from './gozer.ts';

export type UniqueAbomination = 'zuul' | 'vinzClortho' | 'gozer' | 'stayPuft';

/** Each unique Abomination's Zombie cards (the designed Ghostbusters deck, packages/content expansion-decks.ts). */
export const UNIQUE_CARDS: Readonly<Record<number, UniqueAbomination>> = {
  247: 'zuul',
  248: 'zuul',
  251: 'vinzClortho',
  252: 'vinzClortho',
  // Rules version 10: Gozer's and Stay Puft's (gozer.ts, stay-puft.ts).
  255: 'gozer',
  256: 'gozer',
  259: 'stayPuft',
  260: 'stayPuft',
};

/** The `modeChoice` mode of the Abomination chosen, and where it waits to be placed. */
export const ZUUL_CHOICE = 'zuulAbomination';
const ZONE_KEY = 'zuulZone';

/** The game's unique Abomination from its switches (the A-Bomb's switch wins: decision zuulIsTheAbomination). */
export function uniqueAbominationOption(
  config: GameConfig,
  rulesVersion: string,
): { uniqueAbomination?: UniqueAbomination } {
  const on = config as GameConfig & { zuul?: boolean; vinzClortho?: boolean; gozer?: boolean; stayPuft?: boolean };
  if (config.aBomb) return {};
  if (on.zuul) return { uniqueAbomination: 'zuul' };
  if (on.vinzClortho) return { uniqueAbomination: 'vinzClortho' };
  // Gozer [G2] and Stay Puft [G3] from rules version 10 (gozer.ts, stay-puft.ts).
  if (Number(rulesVersion) < 10) return {};
  if (on.gozer) return { uniqueAbomination: 'gozer' };
  if (on.stayPuft) return { uniqueAbomination: 'stayPuft' };
  return {};
}

/** The unique Abomination's card replaces a missing miniature by an Abomination of choice (Zuul's rule). */
function replacesByChoice(state: State, unique: UniqueAbomination): boolean {
  if (unique === 'zuul' || unique === 'vinzClortho') return true;
  // Gozer does when it gained Zuul's or Vinz Clortho's abilities (gozer.ts); Stay Puft never (line 3071).
  return unique === 'gozer' && (gozerHas(state, ABOMINATION, 'zuul') || gozerHas(state, ABOMINATION, 'vinzClortho'));
}

/**
 * The Abominations still in the box of the game's species: the standard one and those whose cards are in the
 * Zombie deck (Toxic, Berserker).
 */
function abominationsInBox(ctx: RulesContext, state: State): number[] {
  const species = new Set<string>(['standard']);
  for (const id of [...state.zombieDeck, ...state.zombieDiscard])
    species.add(ctx.zombieCards[id]?.species ?? 'standard');
  const out: number[] = [];
  for (let t = 0; t < CLASSIC_TYPES.length; t++)
    if (KIND[t] === 'abomination' && state.pool[t] > 0 && species.has(SPECIES_OF[t])) out.push(t);
  return out;
}

/**
 * A card's Abomination line in `zone`: true when the card is the unique Abomination's own and it already stands
 * on the board, the card then resolved here (lines 971, 1165).
 */
export function zuulCard(
  ctx: RulesContext,
  state: State,
  cardId: number,
  zone: number,
  activate: Activate,
  events: GameEvent[],
): boolean {
  const unique = UNIQUE_CARDS[cardId];
  if (!unique || state.options.uniqueAbomination !== unique || state.pool[ABOMINATION] > 0) return false;
  if (!replacesByChoice(state, unique)) return false;
  const choices = abominationsInBox(ctx, state);
  if (choices.length === 0) {
    events.push({ type: 'missionEvent', text: withParams(C.zuulNoAbomination, { who: unique }), rule: C.zuulCard });
    activate(ABOMINATION_MASK, true);
    return true;
  }
  if (choices.length === 1) {
    spawnChosen(state, zone, choices[0], unique, events);
    return true;
  }
  state.missionState[ZONE_KEY] = `${zone}:${unique}`;
  state.pending.push({
    kind: 'modeChoice',
    mode: ZUUL_CHOICE,
    survivor: -1,
    options: choices.map((t) => CLASSIC_TYPES[t]),
    why: withParams(C.zuulCard, { who: unique }),
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
  return true;
}

/** The players' choice of Abomination (a `modeChoice` answer: its type id). */
export function chooseZuulAbomination(state: State, option: string, events: GameEvent[]): void {
  const [zone, unique] = String(state.missionState[ZONE_KEY]).split(':');
  delete state.missionState[ZONE_KEY];
  const type = CLASSIC_TYPES.indexOf(option as (typeof CLASSIC_TYPES)[number]);
  if (type >= 0) spawnChosen(state, Number(zone), type, unique, events);
}

function spawnChosen(state: State, zone: number, type: number, unique: string, events: GameEvent[]): void {
  addZombies(state, zone, type, 1);
  events.push({ type: 'spawned', zone, zombie: type, count: 1, rule: withParams(C.zuulCard, { who: unique }) });
}
