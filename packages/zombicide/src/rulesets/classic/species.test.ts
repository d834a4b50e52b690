import { describe, expect, it } from 'vitest';
import type { ZombieCardDef } from '../../defs.ts';
import type { RulesContext } from '../../context.ts';
import type { CombatState, State } from '../../state.ts';
import { addZombies, maskOf, noZombies } from '../../zombies.ts';
import { CLASSIC } from './ruleset.ts';
import {
  BERSERKER_ABOMINATION,
  BERSERKER_WALKER,
  CLASSIC_BOX,
  CLASSIC_ROSTER,
  CLASSIC_TYPES,
  CRAWLER,
  DOG,
  FATTY,
  RUNNER,
  SKINNER_WALKER,
  speciesType,
  TOXIC_RUNNER,
  TOXIC_WALKER,
  WALKER,
} from './roster.ts';
import { classicRangedTargets } from './species.ts';

/** The Targeting Priority Order Table of seed 001 (lines 3050-3076): tier, Actions, Damage to kill, experience. */
const TABLE: Record<string, [number, number, number, number]> = {
  toxicWalker: [2, 1, 1, 1],
  walker: [3, 1, 1, 1],
  skinnerWalker: [3, 1, 1, 1],
  berserkerWalker: [4, 1, 1, 1],
  toxicFatty: [5, 1, 2, 1],
  toxicAbomination: [5, 1, 3, 5],
  fatty: [6, 1, 2, 1],
  abomination: [6, 1, 3, 5],
  skinnerFatty: [6, 1, 2, 1],
  berserkerFatty: [7, 1, 2, 1],
  berserkerAbomination: [7, 1, 3, 5],
  toxicRunner: [8, 2, 1, 1],
  runner: [9, 2, 1, 1],
  skinnerRunner: [9, 2, 1, 1],
  berserkerRunner: [10, 2, 1, 1],
  dog: [11, 3, 1, 1],
  crawler: [11, 1, 1, 1],
  // A Seeker: a standard Walker's tier (line 1439); a Murder of Crows: a Toxic Walker's (line 1533). Table line 3054-3059.
  seeker: [3, 1, 1, 1],
  crow: [2, 1, 1, 1],
  // A Lost: the Survivors' level (line 1320), after them; 5 Wounds to kill are counted apart (lost.ts).
  lost: [1, 1, 1, 1],
};

describe('the Classic roster (seed 001 "Zombie Types", "Zombie Species", the summary tables)', () => {
  it('gives every type its tier, Actions, Damage to kill and experience from the Targeting Priority Order Table', () => {
    const roster = Object.fromEntries(
      CLASSIC_TYPES.map((id, t) => [
        id,
        [CLASSIC_ROSTER.tier[t], CLASSIC_ROSTER.actions[t], CLASSIC_ROSTER.toughness[t], CLASSIC_ROSTER.experience[t]],
      ]),
    );
    expect(roster).toEqual(TABLE);
    expect(CLASSIC_ROSTER.size).toBe(20);
    expect(CLASSIC_ROSTER.all).toBe((1 << 20) - 1);
    // The Season 1 types keep their indexes; the box (published, or designed: see box.ts in the content).
    expect([WALKER, RUNNER, FATTY]).toEqual([0, 1, 2]);
    expect(CLASSIC_BOX.slice(0, 4)).toEqual([40, 16, 8, 1]);
  });

  it('plays Runners twice and Dogz three times (lines 838, 846); only the Berserker Abomination moves 2 zones (line 850)', () => {
    const passes = CLASSIC.zombies.passes(CLASSIC_ROSTER.all);
    const types = (mask: number) => CLASSIC_TYPES.filter((_, t) => mask & (1 << t));
    expect(passes.map(types)).toEqual([
      [...CLASSIC_TYPES],
      ['runner', 'toxicRunner', 'berserkerRunner', 'skinnerRunner', 'dog'],
      ['dog'],
    ]);
    expect(CLASSIC.zombies.passes(maskOf(TOXIC_WALKER))).toEqual([maskOf(TOXIC_WALKER)]);
    expect(CLASSIC_ROSTER.moves?.map((m, t) => (m > 1 ? CLASSIC_TYPES[t] : '')).filter(Boolean)).toEqual([
      'berserkerAbomination',
    ]);
  });

  it('finds a species’ type of a kind, none for a Skinner Abomination (line 1450)', () => {
    expect(speciesType('toxic', 'runner')).toBe(TOXIC_RUNNER);
    expect(speciesType(undefined, 'walker')).toBe(WALKER);
    expect(speciesType('skinner', 'walker')).toBe(SKINNER_WALKER);
    expect(speciesType('skinner', 'abomination')).toBe(-1);
    expect(speciesType('standard', 'dog')).toBe(DOG);
  });
});

describe('the Zombie deck of a mission (seed 001 line 331)', () => {
  const card = (id: number, deck?: string): ZombieCardDef => ({
    id,
    lines: { blue: { kind: 'none' }, yellow: { kind: 'none' }, orange: { kind: 'none' }, red: { kind: 'none' } },
    ...(deck ? { deck, species: deck } : {}),
    provenance: { designed: true },
  });
  const ctx = (zombieDecks?: string[]) =>
    ({
      mission: { zombieDecks },
      zombieCards: { 1: card(1), 2: card(2), 67: card(67, 'toxic'), 79: card(79, 'berserker') },
    }) as unknown as RulesContext;

  it('holds the core cards, and the expansion decks the mission lists', () => {
    const config = { mission: 'x', survivors: [] };
    expect(CLASSIC.zombieDeck?.(ctx(), config)).toEqual([1, 2]);
    expect(CLASSIC.zombieDeck?.(ctx(['toxic']), config)).toEqual([1, 2, 67]);
    expect(CLASSIC.zombieDeck?.(ctx(['berserker', 'toxic']), config)).toEqual([1, 2, 67, 79]);
  });

  it('adds the decks a player switches on to any mission, once (config-schema.ts)', () => {
    const config = { mission: 'x', survivors: [], toxicZombies: true, berserkerZombies: true };
    expect(CLASSIC.zombieDeck?.(ctx(), config)).toEqual([1, 2, 67, 79]);
    expect(CLASSIC.zombieDeck?.(ctx(['toxic']), config)).toEqual([1, 2, 67, 79]);
  });
});

describe('ranged hits by the eleven tiers (seed 001 lines 1318-1337)', () => {
  const zone = 0;
  const position = (counts: [number, number][], hits: number) => {
    const state = { zombies: noZombies(1, CLASSIC_ROSTER.size), pool: [...CLASSIC_BOX] } as unknown as State;
    for (const [type, n] of counts) addZombies(state, zone, type, n);
    return { state, c: { zone, hits, melee: false } as CombatState };
  };

  it('a Berserker takes its tier’s hits, so it shields what comes after it (line 1419)', () => {
    const { state, c } = position(
      [
        [BERSERKER_WALKER, 1],
        [FATTY, 1],
        [RUNNER, 1],
      ],
      2,
    );
    expect(classicRangedTargets(state, c, 2)).toEqual([BERSERKER_WALKER]);
    expect(CLASSIC.zombies.immune?.(state, c, BERSERKER_WALKER)).toMatchObject({ code: 'rangedImmunity' });
    expect(CLASSIC.zombies.immune?.(state, { ...c, melee: true }, BERSERKER_WALKER)).toBeNull();
    expect(CLASSIC.zombies.immune?.(state, c, BERSERKER_ABOMINATION)).not.toBeNull();
  });

  it('the shooter chooses within a tier only when it matters (line 1489)', () => {
    const two = position(
      [
        [WALKER, 1],
        [SKINNER_WALKER, 1],
      ],
      1,
    );
    expect(classicRangedTargets(two.state, two.c, 1)).toEqual([WALKER, SKINNER_WALKER]);
    const all = position(
      [
        [WALKER, 1],
        [SKINNER_WALKER, 1],
      ],
      2,
    );
    expect(classicRangedTargets(all.state, all.c, 1)).toHaveLength(1);
    const last = position(
      [
        [CRAWLER, 1],
        [DOG, 1],
        [TOXIC_WALKER, 1],
      ],
      1,
    );
    expect(classicRangedTargets(last.state, last.c, 1)).toEqual([TOXIC_WALKER]);
  });
});
