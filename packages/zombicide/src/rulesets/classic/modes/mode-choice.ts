/** Answers to the game modes' choices (`modeChoice` decisions): one of the offered options, by the mode asking. */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { ruleError } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { LOST_LOOT, takeLostLoot } from '../lost.ts';
import { chooseDog, DOG_CHOICE } from '../companions/dogs.ts';
import { chooseDogCard, DOG_KEEP } from '../companions/instructions.ts';
import { chooseManholeSpot, MANHOLE_SPOT } from '../manhole-shortfall.ts';
import { ASPECT, chooseAspect } from './gaming-night.ts';
import { addStartingWeapon, placeSpawnToken, SPAWN_TOKEN, STARTING_WEAPON } from './seven-plus.ts';
import { chooseTeamCard, TEAM_CARD } from './team-actions.ts';
import { chooseVestWearer, VEST_WEARER } from './bulletproof-vest.ts';
import { A_BOMB_GRAB, chooseGrabber } from '../a-bomb.ts';
import { EXPERIENCE_CARD, takeExperienceCard } from './experience-cards.ts';
import { tradeVips, VIP_TRADE } from '../vip-walkers.ts';
import { chooseZuulAbomination, ZUUL_CHOICE } from '../zuul.ts';
import { DESTINY } from '../skills/destiny.ts';
import { chooseDestiny } from '../search.ts';
import { IS_THAT_ALL } from '../skills/is-that-all.ts';
import { assignCard, DISTRIBUTOR } from '../skills/distributor.ts';
import { chooseGozerAbility, GOZER_CHOICE } from '../gozer.ts';
import { answerIsThatAll } from '../wounds.ts';

type ModeChoice = Extract<Action, { type: 'modeChoice' }>;

export function checkModeChoice(_ctx: RulesContext, state: State, a: ModeChoice): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'modeChoice') return ruleError('decision.none');
  return d.options.includes(a.option) ? null : ruleError('decision.option');
}

export function performModeChoice(ctx: RulesContext, state: State, a: ModeChoice, events: GameEvent[]): void {
  const d = state.pending.shift();
  if (d?.kind !== 'modeChoice') return;
  switch (d.mode) {
    case SPAWN_TOKEN:
      placeSpawnToken(ctx, state, a.option, events);
      return;
    case STARTING_WEAPON:
      addStartingWeapon(ctx, state, a.option);
      return;
    case ASPECT:
      chooseAspect(state, d.survivor, a.option);
      return;
    case TEAM_CARD:
      chooseTeamCard(state, d.survivor, a.option);
      return;
    case MANHOLE_SPOT:
      chooseManholeSpot(ctx, state, a.option, events);
      return;
    case LOST_LOOT:
      takeLostLoot(ctx, state, d.survivor, a.option, events);
      return;
    case DOG_CHOICE:
      chooseDog(ctx, state, d.survivor, a.option, events);
      return;
    case DOG_KEEP:
      chooseDogCard(ctx, state, a.option);
      return;
    case VEST_WEARER:
      chooseVestWearer(state, a.option, events);
      return;
    case A_BOMB_GRAB:
      chooseGrabber(ctx, state, d.survivor, a.option, events);
      return;
    case EXPERIENCE_CARD:
      takeExperienceCard(ctx, state, d.survivor, a.option, events);
      return;
    case VIP_TRADE:
      tradeVips(ctx, state, d.survivor, a.option, events);
      return;
    case ZUUL_CHOICE:
      chooseZuulAbomination(state, a.option, events);
      return;
    case DISTRIBUTOR:
      assignCard(ctx, state, d.survivor, a.option, events);
      return;
    case GOZER_CHOICE:
      chooseGozerAbility(state, a.option, events);
      return;
    case DESTINY:
      chooseDestiny(ctx, state, d.survivor, a.option, events);
      return;
    case IS_THAT_ALL:
      answerIsThatAll(ctx, state, d.survivor, a.option, events);
      return;
  }
}
