/**
 * Setup (EN "Setup"): mission pieces, shuffled decks, survivors in the
 * starting zone with their starting equipment (by Favorite Weapon slot:
 * Pistol Old Timer, Melee Pan, Rifle Springfield, Any the player's choice),
 * the Noise token on Bang in the starting zone.
 */
import { createRng, shuffleInPlace, type Seed } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import { zoneId } from './context.ts';
import type { FavoriteSlotType } from './defs.ts';
import type { CardState, SpawnZoneState, State, SurvivorState } from './state.ts';
import { FAVORITE_SLOT, FATTY, RUNNER, WALKER } from './state.ts';
import { BOX_MINIATURES, addZombies } from './zombies.ts';
import { skillKey } from './adrenaline.ts';
import { offerCard } from './search.ts';
import { fitsFavorite } from './inventory.ts';
import { setupCompanions } from './companions.ts';
import { setupTrain } from './train.ts';
import { IMPROVISED_WEAPONS } from './skill-actions.ts';
import { gainSkill, parseKey } from './skills.ts';

export interface SurvivorChoice {
  id: string;
  /** Seat (0-based) controlling this survivor; default 0. */
  player?: number;
  /** Starting weapon for an "Any" Favorite Weapon slot: "pistol", "melee" or "rifle". */
  starting?: 'pistol' | 'melee' | 'rifle';
  /** With several start zones (M7): the label of the one this survivor starts in. */
  start?: string;
}

export interface GameConfig {
  mission: string;
  survivors: SurvivorChoice[];
  /** Number of seats; default: highest survivor seat + 1. */
  players?: number;
  /** Ultrared mode (EN "Ultrared mode"): adrenaline beyond Red brings more skills. */
  ultrared?: boolean;
}

/** A config the rules refuse: a code for programs, a path into the config and a sentence for people. */
export class SetupError extends Error {
  constructor(
    message: string,
    readonly code = 'setup.invalid',
    readonly path: (string | number)[] = [],
  ) {
    super(message);
  }
}

/** Starting Equipment per Favorite Weapon slot type (EN 349). Card ids in the content. */
export const STARTING_EQUIPMENT: Record<Exclude<FavoriteSlotType, 'any'>, string> = {
  pistol: 'oldTimer',
  melee: 'pan',
  rifle: 'springfield',
};

/**
 * Where each survivor starts. With several start zones (M7 FR 3107: "split the
 * survivors as evenly as possible"), the players' split comes with the config;
 * without one, survivors are dealt to the zones in turn.
 */
function startZones(ctx: RulesContext, config: GameConfig): number[] {
  const labels = [ctx.mission.start, ...(ctx.mission.extraStarts ?? [])];
  const chosen = config.survivors.map((c, i) => c.start ?? labels[i % labels.length]);
  const counts = labels.map((l) => chosen.filter((c) => c === l).length);
  chosen.forEach((c, i) => {
    if (!labels.includes(c))
      throw new SetupError(
        `Setup: ${config.survivors[i].id} cannot start in "${c}" (start zones: ${labels.join(', ')})`,
        'setup.startZone',
        ['survivors', i, 'start'],
      );
  });
  if (Math.max(...counts) - Math.min(...counts) > 1)
    throw new SetupError(
      `Setup: split the survivors as evenly as possible between the start zones (${labels.join(', ')})`,
      'setup.unevenStarts',
      ['survivors'],
    );
  return chosen.map((label) => zoneId(ctx.geo, label, `mission ${ctx.mission.id} start`));
}

export function validateConfig(ctx: RulesContext, config: GameConfig): void {
  if (!Array.isArray(config.survivors) || config.survivors.length < 1 || config.survivors.length > 6) {
    throw new SetupError('Setup: choose 1 to 6 survivors', 'setup.survivorCount', ['survivors']);
  }
  const seen = new Set<string>();
  for (const [i, choice] of config.survivors.entries()) {
    const at = (field: string) => ['survivors', i, field];
    // Own keys only: a survivor id such as "toString" or "__proto__" names no survivor (issue 12, finding 6).
    const def = Object.hasOwn(ctx.survivors, choice.id) ? ctx.survivors[choice.id] : undefined;
    if (!def)
      throw new SetupError(
        `Setup: unknown survivor "${choice.id}" (known: ${Object.keys(ctx.survivors).join(', ')})`,
        'setup.unknownSurvivor',
        at('id'),
      );
    if (seen.has(choice.id))
      throw new SetupError(`Setup: ${def.name} is chosen twice`, 'setup.duplicateSurvivor', at('id'));
    seen.add(choice.id);
    if (ctx.mission.forbiddenClasses.includes(def.class))
      throw new SetupError(
        `Setup: ${ctx.mission.id} forbids the ${def.class} class (${def.name})`,
        'setup.forbiddenClass',
        at('id'),
      );
    if (def.favoriteSlot === 'any' && !choice.starting)
      throw new SetupError(
        `Setup: ${def.name} has an "Any" Favorite Weapon slot: choose "starting": pistol, melee or rifle`,
        'setup.startingWeapon',
        at('starting'),
      );
    if (choice.player !== undefined && (!Number.isInteger(choice.player) || choice.player < 0 || choice.player > 5))
      throw new SetupError(`Setup: ${def.name}'s player must be 0-5`, 'setup.seat', at('player'));
    if (config.players !== undefined && (choice.player ?? 0) >= config.players)
      throw new SetupError(
        `Setup: ${def.name} is given to seat ${(choice.player ?? 0) + 1} but the game has ${config.players} seats`,
        'setup.seat',
        at('player'),
      );
  }
}

function makeSurvivor(ctx: RulesContext, choice: SurvivorChoice, zone: number): SurvivorState {
  const def = ctx.survivors[choice.id];
  return {
    id: def.id,
    player: choice.player ?? 0,
    zone,
    classes: [def.class],
    health: def.class === 'brawler' ? 3 : 2, // Brawler: Health 3 (EN "Brawler class")
    wounds: 0,
    ap: 0,
    apTotal: 0,
    level: 'blue',
    skills: [],
    picked: [],
    inventory: [null, null, null, null, null, null],
    actionsUsed: 0,
    used: {},
    done: false,
    eliminated: false,
    exited: false,
  };
}

export function setupState(ctx: RulesContext, config: GameConfig, seed: Seed, tradeConsent = true): State {
  validateConfig(ctx, config);
  const rng = createRng(seed);
  const mission = ctx.mission;
  const geo = ctx.geo;
  const start = zoneId(geo, mission.start, `mission ${mission.id} start`);

  // Card instances: every copy of every card in the box, in content order.
  const cards: CardState[] = [];
  const byDeck: Record<string, number[]> = { starting: [], equipment: [], bounty: [] };
  for (const def of Object.values(ctx.equipment)) {
    for (let i = 0; i < def.count; i++) {
      byDeck[def.deck].push(cards.length);
      cards.push({ def: def.id, loaded: true });
    }
  }

  // Improvised weapons are cards of their own, outside every deck (FR 3443).
  for (const def of IMPROVISED_WEAPONS) cards.push({ def: def.id, loaded: true });
  const starts = startZones(ctx, config);
  const survivors = config.survivors.map((c, i) => makeSurvivor(ctx, c, starts[i]));
  const players = config.players ?? Math.max(...survivors.map((s) => s.player)) + 1;

  // Starting equipment goes in the Favorite Weapon slot (EN 360: Hand or Favorite; it always fits the Favorite slot).
  config.survivors.forEach((choice, i) => {
    const slotType = ctx.survivors[choice.id].favoriteSlot;
    const kind = slotType === 'any' ? choice.starting! : slotType;
    const cardDefId = STARTING_EQUIPMENT[kind];
    const card = byDeck.starting.find(
      (c) => cards[c].def === cardDefId && !survivors.some((s) => s.inventory.includes(c)),
    );
    if (card === undefined) throw new SetupError(`Setup: no ${cardDefId} left among the starting cards`);
    const def = ctx.equipment[cardDefId];
    survivors[i].inventory[fitsFavorite(def, slotType) ? FAVORITE_SLOT : 0] = card;
  });

  const spawns: SpawnZoneState[] = mission.spawns.map((sp) => ({
    kind: sp.kind,
    zone: zoneId(geo, sp.zone, `mission ${mission.id} spawns`),
    active: sp.kind !== 'abomination',
  }));
  if (!spawns.some((sp) => sp.kind === 'abomination')) {
    // Abomination spawn zones sit on the Cemetery and the Mine; with neither, one on the Starting spawn zone (EN "Flipping abomination spawn tokens").
    const special = geo.zones.filter((z) => z.features.includes('cemetery') || z.features.includes('mine'));
    const startSpawn = spawns.find((sp) => sp.kind === 'starting');
    if (special.length > 0) for (const z of special) spawns.push({ kind: 'abomination', zone: z.id, active: false });
    else if (startSpawn) spawns.push({ kind: 'abomination', zone: startSpawn.zone, active: false, onStart: true });
  }

  const state: State = {
    game: 'zombicide',
    ruleset: 'uoa',
    mission: mission.id,
    rng,
    round: 1,
    phase: 'players',
    outcomeCode: '',
    outcomeReason: '',
    players,
    firstPlayer: 0,
    currentPlayer: 0,
    active: -1,
    survivors,
    zombies: new Array(geo.zones.length * 4).fill(0),
    pool: [...BOX_MINIATURES],
    noise: { zone: start, boom: false },
    spawns,
    objectives: mission.objectives.map((o) => ({
      zone: zoneId(geo, o.zone, `mission ${mission.id} objectives`),
      color: o.color,
      hidden: o.hidden ?? false,
      taken: false,
    })),
    vadeRetro: [],
    entered: [],
    cards,
    equipmentDeck: shuffleInPlace(rng, byDeck.equipment),
    equipmentDiscard: [],
    bountyDeck: shuffleInPlace(rng, byDeck.bounty),
    zombieDeck: shuffleInPlace(rng, Object.keys(ctx.zombieCards).map(Number)),
    zombieDiscard: [],
    pending: [],
    forcedDice: [],
    zombiePhase: null,
    combat: null,
    action: null,
    extraTurns: [],
    loan: null,
    setAsideBounty: [],
    board: null,
    train: setupTrain(mission),
    wagon: mission.wagon
      ? {
          zone: zoneId(geo, mission.wagon.zone, `mission ${mission.id} wagon`),
          riders: [],
          stuck: mission.wagon.stuck ?? false,
        }
      : null,
    gatling: mission.gatling
      ? {
          zone: zoneId(geo, mission.gatling.zone, `mission ${mission.id} gatling`),
          mounted: !!mission.wagon && mission.wagon.zone === mission.gatling.zone && !mission.gatling.fixed,
          fixed: mission.gatling.fixed ?? false,
          streak: 0,
        }
      : null,
    options: { ultrared: config.ultrared ?? false, ...(tradeConsent ? { tradeConsent: true } : {}) },
    missionState: {},
    stats: { kills: [0, 0, 0, 0], woundsByZone: {}, spawnCards: 0 },
  };
  for (const z of mission.zombies) {
    const zone = zoneId(geo, z.zone, `mission ${mission.id} zombies`);
    if (z.walker) addZombies(state, zone, WALKER, z.walker);
    if (z.runner) addZombies(state, zone, RUNNER, z.runner);
    if (z.fatty) addZombies(state, zone, FATTY, z.fatty);
  }
  state.survivors.forEach((surv, i) => {
    for (const key of ctx.survivors[surv.id].skills.blue.map(skillKey)) {
      surv.picked.push(`blue:${key}`);
      gainSkill(state, i, key);
    }
  });
  setupCompanions(ctx, state);
  if (mission.rules.shuffleHiddenObjectives) shuffleHiddenObjectives(state);
  // M8 "Search the neighbourhood" (FR 3184): Bounty Weapons set aside at random; no feat can win them.
  if (mission.rules.setAsideBounty) state.setAsideBounty = state.bountyDeck.splice(0, mission.rules.setAsideBounty);
  const events: GameEvent[] = [];
  giveStartingSkillEquipment(ctx, state, events);
  if (mission.rules.firstPlayerHolyWater) giveFirstPlayerHolyWater(ctx, state, events);
  return state;
}

/**
 * Blue and green Objectives face down at random among the red ones (FR missions
 * M4-M8, M10): the colours are shuffled over the Objective zones and every
 * token is hidden until taken.
 */
function shuffleHiddenObjectives(state: State): void {
  const colors = shuffleInPlace(
    state.rng,
    state.objectives.map((o) => o.color),
  );
  state.objectives.forEach((o, i) => {
    o.color = colors[i];
    o.hidden = true;
  });
}

/** "Starts with [Equipment]": the survivor receives those cards at setup (EN 355, FR 3502), in a slot of the player's choice. */
function giveStartingSkillEquipment(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.survivors.forEach((surv, i) => {
    for (const key of surv.skills) {
      const { id, param } = parseKey(key);
      if (id !== 'startsWith' || !param) continue;
      const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === param);
      if (at < 0) continue;
      const [card] = state.equipmentDeck.splice(at, 1);
      offerCard(ctx, state, i, card, 'setup', events);
    }
  });
}

/** M0: the first player takes a Holy Water from the Equipment deck and gives it to one of their survivors. */
function giveFirstPlayerHolyWater(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const at = state.equipmentDeck.findIndex((c) => ctx.equipment[state.cards[c].def].traits.includes('holyWater'));
  if (at < 0) return;
  const [card] = state.equipmentDeck.splice(at, 1);
  const mine = state.survivors
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.player === state.firstPlayer)
    .map(({ i }) => i);
  if (mine.length === 1) offerCard(ctx, state, mine[0], card, 'setup', events);
  else
    state.pending.push({
      kind: 'chooseRecipient',
      card,
      candidates: mine,
      why: 'M0: the first player gives the Holy Water to one of their survivors',
    });
}
