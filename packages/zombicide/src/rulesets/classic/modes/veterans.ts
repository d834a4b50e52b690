/**
 * Experience mode [US1] from one game to the next (seed 001 lines 2726-2755): a returning survivor, a veteran,
 * keeps his Experience cards until he is eliminated or his player discards him (lines 2729, 2741, 2743), a
 * Zombivor included (line 2745); he earns a card only at a Danger Level he never reached, "including previous
 * games" (lines 2731, 2747), Ultrared's laps counting (line 2749). His record rides in the config (`veterans`,
 * rules version 11): its cards are active from the start, a "Starts with [Equipment]" card gives its Equipment
 * (line 2739), and the Equipment of a card the box lacks joins the Equipment pile (lines 2751-2755).
 */
import { shuffleInPlace, type Issue, type SequelChoice } from '@horde/core';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { DangerLevel } from '../../../defs.ts';
import { offerCard } from '../../../search.ts';
import { type GameConfig, setupIssue } from '../../../setup.ts';
import { gainSkill, parseKey } from '../../../skills.ts';
import type { State } from '../../../state.ts';
import { ZOMBIVOR_WOUNDS } from './resurrection.ts';
import { EXPERIENCE_DECK, experienceCards } from './experience-cards.ts';

/** The first Classic rules version that reads `veterans`. */
export const VETERANS_VERSION = 11;

/** What a survivor brings from his earlier games. */
export interface VeteranRecord {
  /** His Experience cards ("equipment/skill", EXPERIENCE_DECK). */
  cards: string[];
  /** The highest Danger Level he ever reached, on Ultrared's lap `lap` (0: the first run of the Danger Bar). */
  reached: { level: DangerLevel; lap?: number };
  /** He came back as his Zombivor and stays one (line 2745). */
  zombivor?: boolean;
}

/** The config's field: each returning survivor's record, by survivor id. */
export type Veterans = Record<string, VeteranRecord>;

type WithVeterans = GameConfig & { veterans?: Veterans };

const RANK: Record<DangerLevel, number> = { blue: 0, yellow: 1, orange: 2, red: 3 };
const ABOVE_BLUE: DangerLevel[] = ['yellow', 'orange', 'red'];

/** A record's level as counted by experience-cards.ts (`levelsReached`: Red of lap n is 3n + 3). */
export function reachedCount(reached: VeteranRecord['reached']): number {
  return (reached.lap ?? 0) * 3 + RANK[reached.level];
}

/** The record's form of a count: Blue only before any level; else Yellow, Orange or Red of a lap. */
export function reachedOf(count: number): VeteranRecord['reached'] {
  if (count <= 0) return { level: 'blue' };
  const lap = Math.floor((count - 1) / 3);
  const level = ABOVE_BLUE[(count - 1) % 3];
  return lap > 0 ? { level, lap } : { level };
}

/** The config's veterans (none when absent). */
export function veteransOf(config: GameConfig): Veterans {
  return (config as WithVeterans).veterans ?? {};
}

/** The config problems of `veterans` (worded at the Classic table, `issues.<code>`). */
export function veteranIssues(ctx: RulesContext, config: GameConfig, rulesVersion: string): Issue[] {
  const veterans = (config as WithVeterans).veterans;
  if (veterans === undefined) return [];
  if (Number(rulesVersion) < VETERANS_VERSION)
    return [setupIssue('setup.veteransVersion', ['veterans'], { rulesVersion })];
  if (!config.experienceMode) return [setupIssue('setup.veteransMode', ['veterans'])];
  const issues: Issue[] = [];
  const roster = new Set(config.survivors.map((c) => c.id));
  for (const [id, record] of Object.entries(veterans)) {
    if (!Object.hasOwn(ctx.survivors, id)) {
      issues.push(setupIssue('setup.veteranUnknown', ['veterans', id], { id }));
      continue;
    }
    const name = ctx.survivors[id].name;
    if (!roster.has(id)) issues.push(setupIssue('setup.veteranAbsent', ['veterans', id], { name }));
    record.cards.forEach((card, i) => {
      const at = ['veterans', id, 'cards', i];
      if (!EXPERIENCE_DECK.includes(card)) issues.push(setupIssue('setup.veteranCard', at, { name, card }));
      else if (record.cards.indexOf(card) !== i) issues.push(setupIssue('setup.veteranCardTwice', at, { name, card }));
    });
  }
  return issues;
}

/** The equipment a card names ("pistol" of "pistol/startsWith(pistol)"). */
const equipmentOf = (card: string) => card.slice(0, card.indexOf('/'));
const skillOf = (card: string) => card.slice(card.indexOf('/') + 1);

/**
 * Setup: each veteran holds his cards, their Skills active but the Starts with ones; what he reached counts as
 * reached (returns each survivor's count for experience-cards.ts). The Equipment of a card the box lacks joins
 * the pile (its set-aside copies, example-cards.ts); then a Starts with card gives a copy of its Equipment.
 */
export function setupVeterans(ctx: RulesContext, state: State, config: GameConfig, events: GameEvent[]): void {
  const veterans = veteransOf(config);
  const held = state.survivors.map((surv) => (Object.hasOwn(veterans, surv.id) ? veterans[surv.id] : undefined));
  if (held.every((r) => !r)) return;
  const missing = new Set(
    held.flatMap((r) => r?.cards.map(equipmentOf) ?? []).filter((eq) => ctx.equipment[eq]?.count === 0),
  );
  if (missing.size > 0) {
    const placed = new Set([...state.equipmentDeck, ...state.survivors.flatMap((s) => s.inventory)]);
    state.cards.forEach((c, i) => {
      if (missing.has(c.def) && !placed.has(i)) state.equipmentDeck.push(i);
    });
    shuffleInPlace(state.rng, state.equipmentDeck);
  }
  held.forEach((record, s) => {
    if (!record) return;
    const surv = state.survivors[s];
    state.missionState[`experienceCards:${s}`] = record.cards.join(',');
    const best = Number(state.missionState[`experienceBest:${s}`] ?? 0);
    state.missionState[`experienceBest:${s}`] = Math.max(best, reachedCount(record.reached));
    if (record.zombivor) {
      surv.zombivor = true;
      surv.health = ZOMBIVOR_WOUNDS;
    }
    for (const card of record.cards) {
      const skill = skillOf(card);
      const { id, param } = parseKey(skill);
      if (id !== 'startsWith') {
        gainSkill(ctx, state, s, skill);
        continue;
      }
      const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === param);
      if (at < 0) continue;
      const [given] = state.equipmentDeck.splice(at, 1);
      offerCard(ctx, state, s, given, 'setup', events);
    }
  });
}

/**
 * The records an ended game carries (its final state; a table reads its view alike): each survivor still in play
 * with his cards and the highest level he reached, counting `before`'s records; an eliminated survivor starts
 * afresh (a downed one comes back, so he is not), a `discard`ed one too; nobody with nothing to carry.
 */
export function carriedRecords(
  state: Pick<State, 'survivors' | 'missionState' | 'options'>,
  discard: readonly string[] = [],
  before: Veterans = {},
): Veterans {
  const veterans: Veterans = {};
  state.survivors.forEach((surv, s) => {
    if (surv.companion || (surv.eliminated && !surv.downed) || discard.includes(surv.id)) return;
    const count = Math.max(
      Number(state.missionState[`experienceBest:${s}`] ?? 0),
      Object.hasOwn(before, surv.id) ? reachedCount(before[surv.id].reached) : 0,
    );
    const cards = experienceCards(state, s);
    if (count === 0 && cards.length === 0) return;
    const zombivor = surv.zombivor || (surv.downed && state.options.resurrection);
    veterans[surv.id] = { cards, reached: reachedOf(count), ...(zombivor ? { zombivor: true } : {}) };
  });
  return veterans;
}

/**
 * The next game (the contract's `sequel`): the same config on the mission the players choose, with the records
 * the game carries. Null outside Experience mode or when nobody carries anything.
 */
export function classicSequel(state: State, config: GameConfig, choice: SequelChoice): GameConfig | null {
  if (!state.options.experienceMode) return null;
  const veterans = carriedRecords(state, choice.discard, veteransOf(config));
  if (Object.keys(veterans).length === 0) return null;
  const { veterans: _old, ...rest } = config as WithVeterans;
  return { ...rest, mission: choice.entry ?? config.mission, veterans } as GameConfig;
}
