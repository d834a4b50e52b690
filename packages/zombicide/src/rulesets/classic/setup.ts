/**
 * Classic's setup pieces (seed 001 "Setup", lines 376-440): the older
 * seasons' starting deal (a Fire Axe, a Crowbar and a Pistol from the
 * Equipment deck with enough Pans for one card each, dealt at random; with
 * fewer than three survivors the three strong cards are shared out, line 419),
 * the mission's doors (locked, open), its dormant coloured Spawn Zones, the
 * Noise tokens, and the [RM] spawn dice when chosen.
 */
import { setAsideExampleCards } from './example-cards.ts';
import { setupExperienceMode } from './modes/experience-cards.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { GameConfig } from '../../setup.ts';
import type { State } from '../../state.ts';
import { setupVeterans } from './modes/veterans.ts';
import { setupCars } from './cars.ts';
import { setupDogChoices } from './companions/dogs.ts';
import { setupCompanionTokens } from './companions/tokens.ts';
import { openDoors } from './doors.ts';
import { setupGates } from './gates.ts';
import { spawnDice } from './spawn.ts';
import { setupSevenPlus } from './modes/seven-plus.ts';
import { dealStartingEquipment } from './starting-deal.ts';
import { setupTeamActions } from './modes/team-actions.ts';
import { checkCompetitiveSetup } from './modes/competitive.ts';
import { setupVests } from './modes/bulletproof-vest.ts';
import { setupTents } from './tents.ts';
import { setAsideAbominationCards } from './tutorial-deck.ts';
import { classicPart } from './state.ts';
import { startAtDangerLevels } from './skills/can-start-at.ts';
import { setupProtonPacks } from './stay-puft.ts';

export function setupClassicPieces(ctx: RulesContext, state: State, events: GameEvent[], config: GameConfig): void {
  const part = classicPart(state);
  // 7+ Survivors: the deal waits for the extra weapons the players choose (modes/seven-plus.ts).
  if (!setupSevenPlus(ctx, state, events)) dealStartingEquipment(ctx, state);
  setupTeamActions(state, events);
  // A mission playing the A-Bomb switches it on (a-bomb.ts).
  if (ctx.mission.rules.aBomb) state.options.aBomb = true;
  // A tutorial's deck without the Abomination cards, rules version 9 on (tutorial-deck.ts).
  setAsideAbominationCards(ctx, state, events);
  // Competitive: on its missions only, teams of equal size; each team's Bulletproof Vests (modes/).
  checkCompetitiveSetup(ctx, state);
  if (state.options.competitive) setupVests(state, events);
  part.noiseTokens = [];
  state.doors = [];
  part.spawnedRooms = [];
  const doorIds = (label: string) => ctx.geo.doors.filter((d) => d.label === label).map((d) => d.id);
  part.lockedDoors = (ctx.mission.doors ?? []).filter((d) => d.locked).flatMap((d) => doorIds(d.door));
  for (const sp of state.spawns) {
    const def = ctx.mission.spawns.find((m) => ctx.geo.byLabel[m.zone] === sp.zone);
    if (def?.color) {
      sp.color = def.color;
      sp.active = false;
    }
    if (def?.locators) sp.locators = [...def.locators];
  }
  if (state.missionState.spawnDice === undefined && state.options.spawnDice)
    state.missionState.spawnDice = spawnDice(state.survivors.length);
  const open = (ctx.mission.doors ?? []).filter((d) => d.open).flatMap((d) => doorIds(d.door));
  // [PO] Rotating security gates stand as their tiles draw them: their open sides are open doors (gates.ts).
  open.push(...setupGates(ctx, state));
  if (open.length > 0) {
    openDoors(ctx, state, open);
    delete state.missionState.boardChanged;
  }
  setupCars(ctx, state);
  // The examples' cards out of the box, set aside (example-cards.ts).
  setAsideExampleCards(state);
  // Stay Puft [G3]: the Proton Packs join the Equipment deck (stay-puft.ts).
  setupProtonPacks(state);
  // Experience mode [US1]: the levels reached before the first kill (modes/experience-cards.ts).
  setupExperienceMode(state);
  // Its veterans: their cards and the levels of their earlier games, rules version 11 (modes/veterans.ts).
  setupVeterans(ctx, state, config, events);
  // [RM] Tent cards dealt face down to the mission's tents (tents.ts).
  setupTents(ctx, state);
  // Companions [AN] on the Objectives and Dog Companions [DC] chosen before the game (companions/).
  setupCompanionTokens(ctx, state, events);
  setupDogChoices(ctx, state, events);
  // Can start at [Danger Level], every player agreeing (skills/can-start-at.ts).
  startAtDangerLevels(ctx, state, events);
}
