/**
 * Undead or Alive's own setup pieces: the train, the Wagon and the Gatling Gun
 * of the missions that have them; M8's set-aside Bounty Weapons; M0's Holy Water.
 */
import { type RngState, shuffleInPlace } from '@horde/core';
import { UOA_REFS as U } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { zoneId } from '../../context.ts';
import { offerCard } from '../../search.ts';
import type { State } from '../../state.ts';
import type { UoaPart } from './state.ts';
import { setupTrain } from './train.ts';

/**
 * Undead or Alive's part of a new state (the seam's `PartRules.setup`): the Bounty deck shuffled with the game's
 * RNG, the mission's train, Wagon and Gatling Gun.
 */
export function setupUoaPart(ctx: RulesContext, rng: RngState, decks: Readonly<Record<string, number[]>>): UoaPart {
  const mission = ctx.mission;
  const bountyDeck = shuffleInPlace(rng, decks.bounty);
  return {
    vadeRetro: [],
    entered: [],
    bountyDeck,
    // M8 "Search the neighbourhood" (FR 3184): Bounty Weapons set aside at random; no feat can win them.
    setAsideBounty: mission.rules.setAsideBounty ? bountyDeck.splice(0, mission.rules.setAsideBounty) : [],
    train: setupTrain(mission),
    wagon: mission.wagon
      ? {
          zone: zoneId(ctx.geo, mission.wagon.zone, `mission ${mission.id} wagon`),
          riders: [],
          stuck: mission.wagon.stuck ?? false,
        }
      : null,
    gatling: mission.gatling
      ? {
          zone: zoneId(ctx.geo, mission.gatling.zone, `mission ${mission.id} gatling`),
          mounted: !!mission.wagon && mission.wagon.zone === mission.gatling.zone && !mission.gatling.fixed,
          fixed: mission.gatling.fixed ?? false,
          streak: 0,
        }
      : null,
  };
}

/** The last step of setup: M0's Holy Water. */
export function setupUoaPieces(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (ctx.mission.rules.firstPlayerHolyWater) giveFirstPlayerHolyWater(ctx, state, events);
}

/** M0: the first player takes a Holy Water from the Equipment deck and gives it to one of their survivors. */
function giveFirstPlayerHolyWater(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const at = state.equipmentDeck.findIndex((c) => ctx.equipment[state.cards[c].def].traits.includes('holyWater'));
  if (at < 0) return;
  const [card] = state.equipmentDeck.splice(at, 1);
  const mine = state.survivors
    .map((survivor, i) => ({ s: survivor, i }))
    // Companions have no inventory (EN 1558): never a recipient.
    .filter(({ s }) => s.player === state.firstPlayer && !s.companion)
    .map(({ i }) => i);
  if (mine.length === 1) offerCard(ctx, state, mine[0], card, 'setup', events);
  else
    state.pending.push({
      kind: 'chooseRecipient',
      card,
      candidates: mine,
      why: U.m0HolyWater,
    });
}
