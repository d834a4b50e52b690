/**
 * Classic's survivors (seed 001 "Setup" and "Experience & Danger Level"):
 * no classes, two Wounded cards eliminate, five empty slots, three Actions at
 * Blue (Yellow's "+1 Action" adds the fourth); experience 1 per kill (5 per
 * Abomination) and 5 per Objective through the shared experience track;
 * Search once per turn (the "Can Search more than once" skill lifts it).
 */
import { actorDiceRefused } from './skills/actor-dice.ts';
import { awardExperienceCards } from './modes/experience-cards.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { SurvivorDef } from '../../defs.ts';
import { addExperience } from '../../experience.ts';
import { ruleError } from '../../rule-error.ts';
import type { SurvivorRules } from '../../ruleset.ts';
import type { SurvivorChoice } from '../../setup.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State, SurvivorState } from '../../state.ts';
import { CLASSIC_INVENTORY } from './inventory.ts';
import { WOUNDS_TO_ELIMINATE, woundSurvivor } from './wounds.ts';
import { experienceTo } from './companions/leader.ts';
import type { RuleRef } from '../../rule-ref.ts';

function createSurvivor(_ctx: RulesContext, def: SurvivorDef, choice: SurvivorChoice, zone: number): SurvivorState {
  return {
    id: def.id,
    player: choice.player ?? 0,
    zone,
    classes: [],
    health: WOUNDS_TO_ELIMINATE,
    wounds: 0,
    ap: 0,
    apTotal: 0,
    level: 'blue',
    skills: [],
    picked: [],
    inventory: new Array(CLASSIC_INVENTORY.slots).fill(null),
    actionsUsed: 0,
    used: {},
    done: false,
    eliminated: false,
    exited: false,
  };
}

const NO_FANNING: RuleError = ruleError('fanning.none');

function gainExperience(
  ctx: RulesContext,
  state: State,
  s: number,
  amount: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  // A Companion's kills give their experience to its Leader (seed 001 line 2085; decision companionExperience).
  if (amount <= 0) return;
  const to = experienceTo(state, s);
  addExperience(ctx, state, to, amount, rule, events);
  // Experience mode [US1]: a card for each Danger Level never reached before (modes/experience-cards.ts).
  awardExperienceCards(state, to, events);
}

export const CLASSIC_SURVIVORS: SurvivorRules = {
  // 7+ Survivors: [RM] plays with up to 12 (seed 001 line 341).
  team: { min: 1, max: 12 },
  checkChoice: () => null,
  create: createSurvivor,
  // The starting deal is random: it happens in the ruleset's setup, where the game's dice are (setup.ts).
  startingEquipment: () => {},
  skillGained: () => {},
  sight: (ctx, state, s) => ctx.geo.sight[state.survivors[s].zone],
  searchesPerTurn: (state, s) => (hasSkillActive(state, s, 'canSearchMoreThanOnce') ? Number.POSITIVE_INFINITY : 1),
  fanningRefused: () => NO_FANNING,
  // Barbarian, Full auto (skills/actor-dice.ts).
  actorDiceRefused,
  gainExperience,
  wound: woundSurvivor,
};
