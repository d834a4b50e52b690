/**
 * Zombicide Classic (seed 001, Season 1 with [RM] winning its conflicts) as a
 * ruleset: the standard zombies, the Toxic, Berserker and Skinner species,
 * Crawlers and Zombie Dogz (roster.ts, species.ts) with the Targeting Priority
 * Order that puts Survivors first, five-slot inventories with Wounded cards, Noise
 * tokens left where they are made, doors and the spawn inside buildings,
 * splitting with zombies added to even the groups, experience and Danger
 * Levels, one Search per turn with the Aaahh!! cards.
 */
import { CLASSIC_PART } from './part.ts';
import { CLASSIC_SKILLS_NOT_PLAYED } from './skills-not-played.ts';
import { skillPlayed } from './skills/versions.ts';
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameMeta } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import { CORE_RULES } from '../../apply.ts';
import type { RulesContext } from '../../context.ts';
import { passesByActions, type RuleTable, type Ruleset } from '../../ruleset.ts';
import { hasSkillActive } from '../../skills.ts';
import type { CombatState, State } from '../../state.ts';
import { survivorsInZone } from '../../survivors.ts';
import { addZombies } from '../../zombies.ts';
import { checkGiveAction, deliverGivenActions, performGiveAction } from './born-leader.ts';
import { carAttackSurvivors, checkDrive, performDrive, resumeCarRun } from './car-drive.ts';
import { checkSearchCar, performSearchCar } from './car-search.ts';
import {
  checkChangeSeat,
  checkGetIn,
  checkGetOut,
  outOfCarOnly,
  performChangeSeat,
  performGetIn,
  performGetOut,
} from './cars.ts';
import {
  aboardFlying,
  checkFly,
  checkLand,
  checkTakeOff,
  groundedRules,
  performFly,
  performLand,
  performTakeOff,
} from './helicopter.ts';
import { checkStash, checkTakeStashed, performStash, performTakeStashed } from './stash.ts';
import { classicCandidates } from './candidates.ts';
import { checkOpenDoor, performOpenDoor } from './doors.ts';
import { checkSpawnRoom, performSpawnRoom, resumeBuildingSpawn } from './building-spawn.ts';
import { checkClassicRanged, checkCombine, performClassicRanged, performCombine } from './improved.ts';
import { CLASSIC_INVENTORY } from './inventory.ts';
import { CLASSIC_MISSION } from './mission-rules.ts';
import { CLASSIC_NOISE, checkMakeNoise, performMakeNoise } from './noise.ts';
import { CLASSIC_ROSTER, CROW, isAbomination } from './roster.ts';
import { crowLandings } from './crows.ts';
import { lostAbsorbs, lostMoved } from './lost.ts';
import { vipsMoved } from './vip-walkers.ts';
import { PLAN_STRIDE } from '../../zombie-phase.ts';
import { gameZombieDecks } from './species-decks.ts';
import type { GameConfig } from '../../setup.ts';
import {
  classicCombatEnds,
  classicImmune,
  classicPhaseEnds,
  classicRangedTargets,
  classicZombieKilled,
} from './species.ts';
import { performClassicSearch } from './search.ts';
import { noteSecuritySteps, pushBackSurvivor, pushBackZombies, withSecurityZones } from './security.ts';
import { routingContext, tearBarbwire, zombieSteps } from './barbwire.ts';
import {
  checkBreakBarricade,
  checkBuildBarricade,
  performBreakBarricade,
  performBuildBarricade,
  runnersBreak,
  withoutBarricades,
  zombiesBreak,
} from './barricades.ts';
import { hasHoles, trappedIn, withHoleExit } from './holes.ts';
import { checkClassicSearch } from './search-places.ts';
import { enterTent } from './tents.ts';
import { noJumpIntoTower } from './tower-ladders.ts';
import { checkPullSwitch, performPullSwitch } from './gates.ts';
import { checkLockDoor, performLockDoor } from './lock-it-down.ts';
import { checkLoud, endLoud, performLoud } from './skills/loud.ts';
import { checkClassicTaunt } from './skills/taunt.ts';
import { endRottenActivation, isRotten, noteRotten } from './skills/rotten.ts';
import { checkChargeMove, performChargeMove } from './charge.ts';
import { fireEventTriggers } from './event-triggers.ts';
import { setupClassicPieces } from './setup.ts';
import { classicSequel, veteranIssues } from './modes/veterans.ts';
import { classicSpawnOrder, resolveZombieCard } from './spawn.ts';
import { CLASSIC_SURVIVORS } from './survivors.ts';
import { checkHeal, checkLoseCard, performHeal, performLoseCard, regenerate } from './wounds.ts';
import { returnDowned } from './modes/return-downed.ts';
import { syncCompanions } from './companions/leader.ts';
import { COMPANION_RULES, slotlessOnly } from './companions/rules.ts';
import { seatDogs, withCompanionsAboard, withCompanionsOut } from './companions/vehicles.ts';
import { checkModeChoice, performModeChoice } from './modes/mode-choice.ts';
import { pruneTeamAction, withTeamActions } from './modes/team-actions.ts';
import { competitiveResults, MELEE_RIVAL_RULE, rangedAtRivals } from './modes/competitive.ts';
import { BULLETPROOF_VEST_CARD } from './modes/bulletproof-vest.ts';
import { aBombActivationEnds, aBombImmune } from './a-bomb.ts';
import { uniqueAbominationOption } from './zuul.ts';
import { classicPart } from './state.ts';
import { canStartAtOption } from './skills/can-start-at.ts';
import { fireTrickShotTwin } from './skills/trick-shot.ts';
import { gozerHas } from './gozer.ts';
import { endStreams, streamAbsorbs } from './stay-puft.ts';

/**
 * Rules version stored with every game record: bump it when a change alters how a stored log replays.
 * 2: the zombie species, Crawlers and Dogz (the state holds 17 zombie types, so its hash differs), and Tough no
 * longer stops a zombie attack in the Players' Phase.
 * 3: cars (a mission's cars in the state, their actions and car attacks).
 * 4: the helicopter, special cards and species decks, the game modes.
 * 5: companions and dogs, Search: +1 card applied, Competitive mode and Bulletproof Vests, the A-Bomb Abomination
 * (a hook at the end of every zombie activation), zones covered by a crashed helicopter; a card found never takes a
 * Wounded card's place; the last survivor on the board falling wins when those who left have done every goal.
 * 6: the [PO] special locations (security zones with their push-back, observation towers, barbwire, cells, indoor
 * alleys, rotating security gates and Pull a Switch), the [RM] ones (hospital and locker rooms, tents and their cards, Event triggers, the helipad fence and
 * stair tokens, rubble), the second way of each Team Action card, dogs in vehicles and Companion cards stashed;
 * Noise tokens kept as a list without holes.
 * 7: [PO] Switches that open and lock up doors (no other means opens them; a building opened again spawns nothing)
 * and Objectives linked to a Switch; mission C9 with its cell Switch.
 * 8: Ultrared's free choice offers every Skill whose name carries no brackets and the engine plays (seed 001 line
 * 2838; option `freeSkillsNamed`); the Sniper Rifle and Sniper may give a hit to no target (lines 1395, 2291; option
 * `noTargetChoice`); the Skills Super strength, Gunslinger, Frenzy, Free reload, Death grasp, Regeneration, 2 cocktails
 * are better than 1 and Collector played.
 * 9: a mission may set aside the Zombie cards that bring an Abomination (option `abominationCardsAside`: C0, the
 * tutorial, tutorial-deck.ts); Skills played (option `skillsV9`, skills/versions.ts): Barbarian and Full auto
 * (skills/actor-dice.ts), Destiny (skills/destiny.ts), Is that all you've got? (skills/is-that-all.ts), Loud
 * (skills/loud.ts), Rotten (skills/rotten.ts), Taunt (skills/taunt.ts), +1 free Dog Action (an Instruction to a
 * dog, companions/instructions.ts); a game of version 7 holding one from Ultrared's free choice keeps it without
 * effect, version 8 never offered them.
 * 10: option `skillsV10` (skills/versions.ts): Trick shot, Tactician, Distributor, Can start at [Danger Level],
 * Escalation: Proton Pack; Gozer [G2] and Stay Puft [G3] with the Proton Pack (designed); a game of version 9
 * holding one of those Skills from Ultrared's free choice could not have it (never offered), so it replays alike.
 * 10: [TCM] barricades (a mission's spots; build, complete, break; their blocking; the zombies breaking them on
 * an extra Activation) and [AN] Hole Zones (a tile's `hole` zones), on mission C11 that uses them (barricades.ts,
 * holes.ts); no mission of an older version has either.
 * 11: Experience mode's veterans (config `veterans`, refused before): a survivor's cards and highest Danger Level
 * carried from his earlier games, and the game's `sequel` that makes them (modes/veterans.ts); no older config has it.
 */
export const CLASSIC_RULES_VERSION = '11';

export const CLASSIC_META: GameMeta = {
  id: 'classic',
  name: 'Zombicide Classic',
  rulesVersion: CLASSIC_RULES_VERSION,
  seats: { min: 1, max: 6 },
  roles: ['survivors'],
  cooperative: true,
  // 2: events, decisions and outcomes carry codes and parameters instead of English sentences.
  // 3: the shared state lost the other ruleset's fields (Vade Retro, Bounty decks, train, Wagon, Gatling), and its own
  // (doors locked, cars, tents, gates...) moved to its part of the state.
  stateShape: 3,
};

// Nobody acts across a flying helicopter's hull (helicopter.ts, seed 001 line 706).
// Security zones [PO]: nothing but Moves while standing in one (security.ts, seed 001 line 516).
export const CLASSIC_RULES: RuleTable = withSecurityZones(
  groundedRules({
    ...CORE_RULES,
    // Hospital rooms but locker rooms, tents but the Administrative and Infirmary ones [RM] (search-places.ts).
    search: { fields: ['s'], check: checkClassicSearch, perform: performClassicSearch },
    makeNoise: { fields: ['s'], check: checkMakeNoise, perform: performMakeNoise },
    openDoor: { fields: ['s', 'door', 'slot'], check: checkOpenDoor, perform: performOpenDoor },
    loseCard: { fields: ['slot'], check: checkLoseCard, perform: performLoseCard },
    spawnRoom: { fields: ['zone'], check: checkSpawnRoom, perform: performSpawnRoom },
    modeChoice: { fields: [], check: checkModeChoice, perform: performModeChoice },
    heal: { fields: ['s', 'who'], check: checkHeal, perform: performHeal },
    combine: { fields: ['s', 'a', 'b'], check: checkCombine, perform: performCombine },
    bornLeader: { fields: ['s', 'to'], check: checkGiveAction, perform: performGiveAction },
    // Competitive: also at a zone where rivals stand without zombies (modes/competitive.ts).
    ranged: rangedAtRivals({ fields: ['s', 'slot', 'zone'], check: checkClassicRanged, perform: performClassicRanged }),
    meleeRival: MELEE_RIVAL_RULE,
    // A Leader does not walk away from his Companion left in a vehicle (companions/vehicles.ts).
    // Getting out of a Hole Zone [AN] costs 2 more Actions (holes.ts).
    // A survivor in a car gets out before a Move, Jump or Charge (decision carMoveOut), a Lifesaver (seed 001
    // line 2241) or a Shove (seed 001 line 2287): outOfCarOnly (cars.ts).
    move: withCompanionsOut(outOfCarOnly(withHoleExit(CORE_RULES.move))),
    sprint: withCompanionsOut(outOfCarOnly(withHoleExit(CORE_RULES.sprint))),
    // Observation towers [PO] are climbed only by their ladders: no Jump into one (tower-ladders.ts).
    jump: withCompanionsOut(outOfCarOnly(withHoleExit(noJumpIntoTower(CORE_RULES.jump)))),
    lifesaver: outOfCarOnly(CORE_RULES.lifesaver),
    shove: outOfCarOnly(CORE_RULES.shove),
    getInCar: { fields: ['s', 'car', 'seat'], check: checkGetIn, perform: performGetIn },
    getOutOfCar: { fields: ['s'], check: checkGetOut, perform: performGetOut },
    changeSeat: { fields: ['s', 'seat'], check: checkChangeSeat, perform: performChangeSeat },
    // A vehicle moves with every Companion aboard with his Leader (companions/vehicles.ts).
    drive: withCompanionsAboard({ fields: ['s'], check: checkDrive, perform: performDrive }),
    searchCar: { fields: ['s', 'car'], check: checkSearchCar, perform: performSearchCar },
    takeOff: { fields: ['s'], check: checkTakeOff, perform: performTakeOff },
    land: { fields: ['s'], check: checkLand, perform: performLand },
    fly: withCompanionsAboard({ fields: ['s'], check: checkFly, perform: performFly }),
    stash: { fields: ['s', 'car'], check: checkStash, perform: performStash },
    takeStashed: { fields: ['s', 'car'], check: checkTakeStashed, perform: performTakeStashed },
    // [PO] Pull a Switch: its rotating security gate turns a quarter turn, either way (gates.ts).
    pullSwitch: { fields: ['s', 'switch', 'turn'], check: checkPullSwitch, perform: performPullSwitch },
    lockDoor: { fields: ['s', 'door'], check: checkLockDoor, perform: performLockDoor },
    loud: { fields: ['s'], check: checkLoud, perform: performLoud },
    // Taunt: a zone in sight (skills/taunt.ts); the extra Activation is the engine's.
    taunt: { ...CORE_RULES.taunt!, check: checkClassicTaunt },
    // Charge (charge.ts): a move, so not out of a car seat, nor away from a Companion left in a vehicle.
    chargeMove: withCompanionsOut(
      outOfCarOnly(withHoleExit({ fields: ['s', 'to'], check: checkChargeMove, perform: performChargeMove })),
    ),
    // [TCM] Barricades: build (3 Actions, twice to complete) and break like a door (barricades.ts).
    buildBarricade: { fields: ['s', 'spot'], check: checkBuildBarricade, perform: performBuildBarricade },
    breakBarricade: { fields: ['s', 'spot', 'slot'], check: checkBreakBarricade, perform: performBreakBarricade },
    // Companions [AN] and Dog Companions [DC]: taking one, Instructions; Trades hand over the Searcher only.
    ...COMPANION_RULES,
    giveCompanion: slotlessOnly(CORE_RULES.giveCompanion!),
  }),
);

const NO_SURVIVORS: number[] = [];
const CLASSIC_MOVES = CLASSIC_ROSTER.moves!;

/**
 * Survivors come first in the Targeting Priority Order (seed 001 "Targeting Priority Order", tier 1): every
 * one in the target zone but the shooter and a Low profile survivor; Steady hand ignores them all.
 */
function survivorsHitFirst(state: State, c: CombatState): number[] {
  if (c.car !== undefined) {
    // A car attack (line 1363): survivors outside every car, Low profile ones excepted; Steady hand spares them.
    const hit = carAttackSurvivors(state, c.survivor, c.zone, []);
    return hit.length > 0 ? hit : NO_SURVIVORS;
  }
  if (hasSkillActive(state, c.survivor, 'steadyHand')) return NO_SURVIVORS;
  // Survivors aboard a flying helicopter are out of reach (line 706).
  const out = survivorsInZone(state, c.zone).filter(
    (i) => i !== c.survivor && !hasSkillActive(state, i, 'lowProfile') && !aboardFlying(state, i),
  );
  return out.length > 0 ? out : NO_SURVIVORS;
}

/**
 * The zombies' routes (seed 001 "Move", lines 797-803): the shortest open routes; with none, the routes as if
 * every door were open, though locked doors still stop them, and a route through a closed door leaves them
 * where they are (the seed's example of the zombie facing a locked door). Murders of Crows fly (crows.ts).
 */
function routes(ctx: RulesContext, state: State, from: number, target: number, type: number): readonly number[] {
  if (type === CROW) return crowLandings(ctx, from, target).filter((z) => ctx.geo.zones[z].kind !== 'tower');
  // A Hole Zone [AN] traps its zombies (holes.ts, seed 001 lines 813, 1823).
  if (hasHoles(ctx) && trappedIn(ctx, from, type)) return NO_HOPS;
  // Barricades [TCM], barbwire fences and observation towers [PO]: routes as if no barricade or fence stood,
  // steps only where zombies go: they pile up at them (barricades.ts, barbwire.ts, seed 001 lines 811, 1018).
  const free = withoutBarricades(state);
  const routing = routingContext(free === state ? ctx : ctx.refresh(free), free);
  const hops = openRoutes(routing, free, from, target);
  return routing === ctx && !hasTowers(ctx) ? hops : zombieSteps(ctx, state, from, hops, type);
}

const NO_HOPS: readonly number[] = Object.freeze([]);

const towers = new WeakMap<object, boolean>();
function hasTowers(ctx: RulesContext): boolean {
  let has = towers.get(ctx.geo);
  if (has === undefined) {
    has = ctx.geo.zones.some((z) => z.kind === 'tower');
    towers.set(ctx.geo, has);
  }
  return has;
}

/** The shortest routes of the board, or as if every unlocked door were open when none is open. */
function openRoutes(ctx: RulesContext, state: State, from: number, target: number): readonly number[] {
  if (from === target || ctx.geo.distance[from][target] >= 0) return ctx.geo.nextHops[target][from];
  const closed = ctx.geo.doors.filter(
    (d) => !state.doors?.includes(d.id) && !classicPart(state).lockedDoors?.includes(d.id),
  );
  if (closed.length === 0) return ctx.geo.nextHops[target][from];
  const asIfOpen = ctx.refresh({
    ...state,
    doors: [...(state.doors ?? []), ...closed.map((d) => d.id)].sort((a, b) => a - b),
  });
  return asIfOpen.geo.nextHops[target][from].filter((z) => ctx.geo.neighbors[from].includes(z));
}

/**
 * Splitting (seed 001 "Splitting", lines 815-832): zombies are added from the box so every group holds as many
 * of each type (a Fatty added comes without escort). An Abomination never splits, and when the box lacks the
 * zombies to even the groups, the players choose where the odd ones go ([RM]: the first player decides).
 */
function topUpSplit(
  _ctx: RulesContext,
  state: State,
  zone: number,
  type: number,
  odd: number,
  routeCount: number,
  events: GameEvent[],
): boolean {
  if (isAbomination(type)) return false;
  const needed = routeCount - odd;
  if (state.pool[type] < needed) return false;
  addZombies(state, zone, type, needed);
  events.push({
    type: 'spawned',
    zone,
    zombie: type,
    count: needed,
    rule: withParams(C.splitTopUp, { count: needed, type }),
  });
  return true;
}

/**
 * The cards of the Zombie deck: the core deck and the expansion decks the mission or the game's switches add
 * (seed 001 line 331).
 */
function zombieDeck(ctx: RulesContext, config: GameConfig): number[] {
  const decks = gameZombieDecks(ctx.mission.zombieDecks, config);
  const out: number[] = [];
  for (const card of Object.values(ctx.zombieCards)) if (!card.deck || decks.includes(card.deck)) out.push(card.id);
  return out;
}

export const CLASSIC: Ruleset = {
  meta: CLASSIC_META,
  roster: CLASSIC_ROSTER,
  inventory: CLASSIC_INVENTORY,
  // Competitive's Bulletproof Vests, made at its setup (modes/bulletproof-vest.ts).
  extraCards: [BULLETPROOF_VEST_CARD],
  // Never offered by Ultrared's free choice (skills-not-played.ts).
  skillsNotPlayed: Object.keys(CLASSIC_SKILLS_NOT_PLAYED),
  // The Skills a game's rules version plays (skills/versions.ts).
  skillPlayed,
  zombieDeck,
  options: (config, rulesVersion) => ({
    ultrared: config.ultrared ?? false,
    tradeConsent: true,
    spawnDice: config.spawnDice ?? false,
    resurrection: config.resurrection ?? false,
    gamingNight: config.gamingNight ?? false,
    teamActions: config.teamActions ?? false,
    humanCompanions: config.humanCompanions ?? false,
    dogCompanions: config.dogCompanions ?? false,
    ...(config.competitive ? { competitive: true } : {}),
    ...(config.aBomb ? { aBomb: true } : {}),
    // Zuul [G1] or Vinz Clortho [G2] as the box's Abomination (zuul.ts).
    ...uniqueAbominationOption(config, rulesVersion),
    ...(config.experienceMode ? { experienceMode: true } : {}),
    // Rules version 8 on: Ultrared's free choice names every bracket-free Skill the engine plays (line 2838).
    // and a shooter picking the targets may give a hit to none (lines 1395, 2291).
    // and the examples' cards out of the box set aside (example-cards.ts).
    ...(Number(rulesVersion) >= 8 ? { freeSkillsNamed: true, noTargetChoice: true, exampleCards: true } : {}),
    // Rules version 9 on: a mission's `abominationCardsAside` is honoured (C0's tutorial deck, tutorial-deck.ts), and
    // the Skills played from that version (skills/versions.ts).
    ...(Number(rulesVersion) >= 9 ? { abominationCardsAside: true, skillsV9: true } : {}),
    // Rules version 10 on: the last Skills of seed 001 and the Ghostbusters Abominations (skills/versions.ts).
    // and every player's agreement to Can start at [Danger Level] (skills/can-start-at.ts).
    ...(Number(rulesVersion) >= 10 ? { skillsV10: true, ...canStartAtOption(config) } : {}),
  }),
  afterSetup: setupClassicPieces,
  // Experience mode's veterans: checked with the config, made by the sequel of an ended game (modes/veterans.ts).
  configIssues: veteranIssues,
  sequel: classicSequel,
  part: CLASSIC_PART,
  // Security zones [PO]: nobody ends an Activation in one (security.ts).
  // Rotten: the token for an Activation without combat, driving or noise (skills/rotten.ts).
  survivors: {
    ...CLASSIC_SURVIVORS,
    activationEnds: (ctx, state, s, events) => {
      endRottenActivation(state, s, events);
      pushBackSurvivor(ctx, state, s, events);
    },
  },
  // The Losts' Wounds and the VIP Walkers' status travel with them (lost.ts, vip-walkers.ts).
  noise: {
    ...CLASSIC_NOISE,
    zombiesMoved: (ctx, state, plan, events) => {
      lostMoved(state, plan, PLAN_STRIDE);
      vipsMoved(state, plan, PLAN_STRIDE);
      noteSecuritySteps(ctx, state, plan, PLAN_STRIDE);
      runnersBreak(ctx, state, plan, events);
      CLASSIC_NOISE.zombiesMoved(ctx, state, plan, events);
    },
  },
  zombies: {
    passes: passesByActions(CLASSIC_ROSTER),
    // An extra Activation breaks the barricades where its zombies stand (barricades.ts, seed 001 line 868).
    activationStarts: (ctx, state, zp, mask, events) => {
      const taunt = zp.tasks[0]?.taunt;
      if (state.barricades && (mask !== CLASSIC_ROSTER.all || taunt))
        zombiesBreak(ctx, state, zp, mask, taunt?.zones, events);
    },
    changed: () => {},
    killed: classicZombieKilled,
    // The A-Bomb: impervious; it grabs at the end of its Activations (a-bomb.ts).
    immune: (state, c, type) => aBombImmune(state, c, type) ?? classicImmune(state, c, type),
    // Zombies ending their Activation in a security zone [PO] are pushed back first (security.ts).
    activationEnds: (ctx, state, mask, events) => {
      pushBackZombies(ctx, state, mask, events);
      aBombActivationEnds(ctx, state, mask, events);
    },
    // An Abomination tears a barbwire fence [PO] on its way (barbwire.ts).
    clearWay: tearBarbwire,
    // Stay Puft: a first stream of the round is absorbed (stay-puft.ts); a Lost's Wounds (lost.ts).
    absorbs: (ctx, state, zone, type, damage, events) =>
      streamAbsorbs(ctx, state, zone, type, events) || lostAbsorbs(ctx, state, zone, type, damage, events),
    // Trick shot: the twin weapon fires once the first weapon's shot is resolved (skills/trick-shot.ts).
    combatEnds: (ctx, state, c, events) => {
      classicCombatEnds(ctx, state, c, events);
      fireTrickShotTwin(ctx, state, c, events);
    },
    phaseEnds: classicPhaseEnds,
    rangedTargets: classicRangedTargets,
    rangedChoice: C.rangedChoice,
    friendlyFire: () => NO_SURVIVORS,
    hitSurvivorsFirst: survivorsHitFirst,
    // Aboard a flying helicopter, or Rotten (skills/rotten.ts): out of every zombie's reach.
    unreachable: (state, s) => aboardFlying(state, s) || isRotten(state, s),
    routes,
    topUpSplit,
    // Gozer with the Berserker Abomination's abilities: 2 Zones per Move (gozer.ts).
    zonesPerMove: (state, type) => (gozerHas(state, type, 'berserkerAbomination') ? 2 : CLASSIC_MOVES[type]),
  },
  spawn: {
    setup: () => {},
    order: classicSpawnOrder,
    spawn: resolveZombieCard,
    // A survivor entering a face-down tent reveals it and Zombies spawn inside (tents.ts).
    entered: enterTent,
  },
  actions: {
    // Team Actions [RM]: their two actions, and nothing else while one is resolved (modes/team-actions.ts).
    rules: withTeamActions(CLASSIC_RULES),
    candidates: (ctx, state, s, push) => classicCandidates(ctx, state, s, CLASSIC_RULES, push),
    resume: (ctx, state, events) => {
      // The Companion miniatures follow their cards (companions/leader.ts); dogs aboard find their place.
      syncCompanions(ctx, state, events);
      seatDogs(ctx, state, events);
      deliverGivenActions(state);
      // Loud ends when its survivor's next Activation starts (skills/loud.ts).
      endLoud(state, events);
      noteRotten(state, events);
      pruneTeamAction(ctx, state, CLASSIC_RULES);
      if (resumeCarRun(ctx, state, events)) return ctx;
      // [RM] A survivor standing in a triggered tile's building at the end of an Action (event-triggers.ts).
      if (fireEventTriggers(ctx, state, events)) return ctx;
      return resumeBuildingSpawn(ctx, state, events) ? ctx : null;
    },
    playersPhaseEnds: () => false,
  },
  mission: CLASSIC_MISSION,
  // Resurrection and Gaming Night: the downed return before the next Players' Phase (modes/comeback.ts).
  endOfRound: (ctx, state, events) => {
    // Regeneration: every Wounded card discarded at the end of the round (wounds.ts).
    regenerate(ctx, state, events);
    returnDowned(ctx, state, events);
    // Crossing the streams counts within one round (stay-puft.ts).
    endStreams(state);
  },
  // Competitive: the most experienced team wins (modes/competitive.ts).
  results: competitiveResults,
};
