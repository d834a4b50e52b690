/**
 * Experience mode [US1] (seed 001 lines 2726-2755): each time a survivor reaches a Danger Level he never reached
 * before, his player chooses an Experience card; it counts as a Skill, active at once, but a "Starts with
 * [Equipment]" card (it gives its card at the next game's setup). One copy of each card per survivor. In Ultrared
 * each lap's levels are new ones (line 2749: Yellow again on the second lap earns a card).
 *
 * The seed prints no Experience card but two ("Pistol / Starts with a Pistol", line 2739; "Nightstick / +1 die:
 * Melee", line 2755): the deck is designed, each card an Equipment and a Skill the engine plays, the card's effect
 * being that Skill (decision experienceDeck). A card's id is "equipment/skill". Games start afresh: the cards won
 * are not carried to the next game yet (the rules reference's "Not yet").
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { DangerLevel } from '../../../defs.ts';
import { levelForAp } from '../../../experience.ts';
import { gainSkill } from '../../../skills.ts';
import type { State, SurvivorState } from '../../../state.ts';

/** The mode of the decision: which Experience card survivor `survivor` takes. */
export const EXPERIENCE_CARD = 'experienceCard';

/** The Experience deck (designed but the first two, lines 2739 and 2755): "equipment/skill". */
export const EXPERIENCE_DECK: readonly string[] = [
  'pistol/startsWith(pistol)',
  'nightstick/plus1DieAction(melee)',
  'fireAxe/plus1DamageEquipment(fireAxe)',
  'crowbar/breakIn',
  'subMg/plus1DieAction(ranged)',
  'rifle/plus1MaxRange',
  'machete/plus1FreeAction(melee)',
  'sawedOff/freeReload',
  'flashlight/searchPlus1Card',
  'shotgun/plus1ToDiceRoll(ranged)',
  'katana/blademaster',
  'chainsaw/plus1FreeAction(combat)',
];

const RANK: Record<DangerLevel, number> = { blue: 0, yellow: 1, orange: 2, red: 3 };

/** The Danger Levels a survivor has reached, counted through Ultrared's laps (Red of lap n is 3n + 3). */
export function levelsReached(surv: SurvivorState): number {
  const laps = surv.ultrared ?? 0;
  return laps === 0 ? RANK[surv.level] : laps * 3 + RANK[levelForAp(surv.ap)];
}

const bestKey = (s: number) => `experienceBest:${s}`;
const cardsKey = (s: number) => `experienceCards:${s}`;

/** The Experience cards survivor `s` holds. */
export function experienceCards(state: Pick<State, 'missionState'>, s: number): string[] {
  const held = state.missionState[cardsKey(s)];
  return typeof held === 'string' && held ? held.split(',') : [];
}

/** Setup: what each survivor has reached already counts as reached (a survivor starting above Blue). */
export function setupExperienceMode(state: State): void {
  if (!state.options.experienceMode) return;
  state.survivors.forEach((surv, s) => {
    state.missionState[bestKey(s)] = levelsReached(surv);
  });
}

/** After survivor `s` gained experience: one choice per Danger Level never reached before. */
export function awardExperienceCards(state: State, s: number, events: GameEvent[]): void {
  if (!state.options.experienceMode) return;
  const best = Number(state.missionState[bestKey(s)] ?? 0);
  const now = levelsReached(state.survivors[s]);
  if (now <= best) return;
  state.missionState[bestKey(s)] = now;
  const options = EXPERIENCE_DECK.filter((c) => !experienceCards(state, s).includes(c));
  for (let k = best; k < now && options.length > 0; k++) {
    state.pending.push({ kind: 'modeChoice', mode: EXPERIENCE_CARD, survivor: s, options, why: C.experienceCard });
    events.push({ type: 'decisionOpened', decision: 'modeChoice' });
  }
}

/** The player's card: held for good; its Skill active at once but a Starts with's; not offered again. */
export function takeExperienceCard(
  ctx: RulesContext,
  state: State,
  s: number,
  card: string,
  events: GameEvent[],
): void {
  state.missionState[cardsKey(s)] = [...experienceCards(state, s), card].join(',');
  // The next choices of this survivor offer the cards he does not hold.
  for (const d of state.pending)
    if (d.kind === 'modeChoice' && d.mode === EXPERIENCE_CARD && d.survivor === s)
      d.options = d.options.filter((o) => o !== card);
  const skill = card.slice(card.indexOf('/') + 1);
  if (skill.startsWith('startsWith(')) return;
  gainSkill(ctx, state, s, skill);
  events.push({ type: 'skillGained', s, skill, rule: C.experienceCard });
}
