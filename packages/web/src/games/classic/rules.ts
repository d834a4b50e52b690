/**
 * Zombicide Classic's rules engine bound to the bundled content (for the in-browser table and
 * replays), what the in-browser table needs of it, and the rules reference the table shows: the
 * rules as this engine plays them, with each decision it took where the seed (seed 001, the Classic
 * rulebook with [RM]'s rules) leaves a choice. The texts are in the table's messages
 * (`reference.<section>.<id>`), in English and French.
 */
import type { Action, GameEvent, PlayerView, State, ZombicideRules } from '@horde/zombicide';
// The rules alone: the schemas that check a client's input are the server's, and stay out of the browser.
import { createClassicRules } from '@horde/zombicide/rulesets/classic/rules';
import { CLASSIC_SKILLS_NOT_PLAYED } from '@horde/zombicide/rulesets/classic/skills-not-played';
import type { LocalRules } from '../../shell/conn/local-game.ts';
import { zombicideLocalRules } from '../zombicide/local-rules.ts';
import { content, geometryOf, missions } from './data.ts';

let game: ZombicideRules | undefined;

export function engine(): ZombicideRules {
  game ??= createClassicRules({ content, missions, geometry: geometryOf });
  return game;
}

/** What the in-browser table needs (zombicide/local-rules.ts), with this ruleset's bots. */
export function localRules(): LocalRules<State, Action, GameEvent, PlayerView> {
  return zombicideLocalRules(engine(), async () =>
    (await import('@horde/bots/classic/heuristic')).classicHeuristicBot(engine()),
  );
}

/** One entry of the rules reference: its id names its texts; `seed` the lines of seed 001 it follows. */
export interface ReferenceEntry {
  id: string;
  seed: string;
}

/** The turn and the rules as played, in the order of a round. */
export const REFERENCE_RULES: readonly ReferenceEntry[] = [
  { id: 'round', seed: '478-510' },
  { id: 'actions', seed: '512-546' },
  { id: 'doors', seed: '548-556' },
  { id: 'buildingSpawn', seed: '558-575' },
  { id: 'inventory', seed: '1108-1114' },
  { id: 'noise', seed: '1028-1042' },
  { id: 'zombies', seed: '773-869' },
  { id: 'targeting', seed: '1312-1339, 3048-3076' },
  { id: 'species', seed: '1407-1577' },
  { id: 'crawlersDogz', seed: '844-846, 1481-1485, 1640-1648' },
  { id: 'seekersCrows', seed: '854-858, 943, 1433-1449, 1521-1541' },
  { id: 'manholes', seed: '949-955, 973-975' },
  { id: 'spawn', seed: '870-1000' },
  { id: 'wounds', seed: '783-789, 1375-1379' },
  { id: 'experience', seed: '1090-1106' },
  { id: 'cars', seed: '542-546, 604-642, 1118-1157, 1357-1373' },
  { id: 'helicopter', seed: '658-718, 1036, 2215, 2229' },
  { id: 'barricadesHoles', seed: '720-746, 811-813, 868, 961-963, 1012-1020, 1074-1076, 1654-1678, 1815-1826' },
  { id: 'prison', seed: '516, 528, 532, 570, 811, 1012-1026, 1080, 1706-1797, 1846-1885' },
  { id: 'modes', seed: '1885-1936, 2757-2824' },
  { id: 'competitive', seed: '2687-2725' },
  { id: 'companions', seed: '437-439, 760-764, 1942-2110' },
  { id: 'end', seed: '490-510' },
];

/** Where the seed leaves a choice, what this engine does. */
export const REFERENCE_DECISIONS: readonly ReferenceEntry[] = [
  { id: 'companionsOption', seed: '1948' },
  { id: 'companionDeckOut', seed: '1964-1966' },
  { id: 'takeCompanion', seed: '1968, 1974' },
  { id: 'companionCardLeads', seed: '1972-1974, 2003, 2057' },
  { id: 'companionVolley', seed: '2009, 2032' },
  { id: 'companionExperience', seed: '2085' },
  { id: 'handymanBarricades', seed: '2018-2020' },
  { id: 'dogChoice', seed: '439' },
  { id: 'dogCards', seed: '384, 2071, 2078' },
  { id: 'dogMove', seed: '2067, 2070, 2077' },
  { id: 'dogSearch', seed: '2081-2083' },
  { id: 'companionVehicles', seed: '618, 668, 1997-2001, 2091-2097' },
  { id: 'dogVehicles', seed: '618, 668, 2091-2097' },
  { id: 'companionStash', seed: '646, 656, 712, 2003, 2059' },
  { id: 'dogLeftBehind', seed: '2087' },
  { id: 'splitTopUp', seed: '815-832' },
  { id: 'spawnOrder', seed: '882-926' },
  { id: 'survivorsFirst', seed: '1312-1339' },
  { id: 'aaahh', seed: '1129' },
  { id: 'roomOrder', seed: '558-566' },
  { id: 'loseCard', seed: '1375-1379' },
  { id: 'closedRoutes', seed: '795-803' },
  { id: 'startingDeal', seed: '411-419' },
  { id: 'lossOnlyWhenNobodyLeft', seed: '500-510' },
  { id: 'speciesDecks', seed: '267-275, 331' },
  { id: 'skinnerRoll', seed: '1455-1461' },
  { id: 'bloodSprayTiming', seed: '1549-1559, 2309' },
  { id: 'berserkerAbominationMove', seed: '850, 1429' },
  { id: 'berserkerFreeTargets', seed: '1395, 1413, 2259' },
  { id: 'noSkinnerAbomination', seed: '1450, 1583-1591' },
  { id: 'carAttackOtherCars', seed: '59, 68, 1365' },
  { id: 'carAttackOrder', seed: '1359-1363' },
  { id: 'carSkinners', seed: '1361, 1456-1460' },
  { id: 'carMoveOut', seed: '614, 2241, 2287' },
  { id: 'carSearchIsSearch', seed: '536, 542-546' },
  { id: 'carZones', seed: '630, 2670' },
  { id: 'hippiemobileHarmless', seed: '1143' },
  { id: 'taxiSearch', seed: '1157' },
  { id: 'helicopterNoSearch', seed: '658-718' },
  { id: 'helicopterFlightLines', seed: '702' },
  { id: 'helicopterBoarding', seed: '662-664, 706' },
  { id: 'helicopterAboard', seed: '706, 1036' },
  { id: 'stashWounded', seed: '646, 712' },
  { id: 'stashSlots', seed: '648, 714' },
  { id: 'seekerCards', seed: '943, 1439, 1447-1449' },
  { id: 'crowFlight', seed: '856-858, 1527-1541' },
  { id: 'manholeCards', seed: '949-955, 973-975' },
  { id: 'lostTier', seed: '1320, 1505' },
  { id: 'lostWounds', seed: '1507, 1515' },
  { id: 'vipStock', seed: '1167, 1617' },
  { id: 'vipKilledFirst', seed: '1613, 1621-1628' },
  { id: 'vipCollected', seed: '1628-1632' },
  { id: 'speciesSwitches', seed: '331' },
  { id: 'sevenPlusSpawnDice', seed: '335, 2779' },
  { id: 'comebackTiming', seed: '2765, 2799' },
  { id: 'teamWipe', seed: '2771' },
  { id: 'zombivorSkills', seed: '305, 2801' },
  { id: 'gamingNightWeapons', seed: '2769' },
  { id: 'teamsArePlayers', seed: '341-343, 415' },
  { id: 'teamActionWays', seed: '1908-1936' },
  { id: 'teamActionSkill', seed: '415, 1889, 2145' },
  { id: 'competitiveEnd', seed: '2689-2697' },
  { id: 'rivalAttacks', seed: '2693, 2703, 2721' },
  { id: 'firstPlayerDecides', seed: '2701' },
  { id: 'vestBoxCount', seed: '380, 2709' },
  { id: 'vestOrder', seed: '2711-2719' },
  { id: 'aBombIsTheAbomination', seed: '1163, 1579-1593' },
  { id: 'tutorialDeck', seed: '1185' },
  { id: 'zuulIsTheAbomination', seed: '971, 1165, 1595-1605' },
  { id: 'aBombAdjacent', seed: '1591' },
  { id: 'crashedHelicopterZones', seed: '963, 1016, 1680-1686' },
  { id: 'hospitalRooms', seed: '532, 1836-1844' },
  { id: 'tentDeal', seed: '176, 1742-1759' },
  { id: 'tentBeds', seed: '955, 1748' },
  { id: 'tentSight', seed: '1084, 1759' },
  { id: 'eventTriggerRooms', seed: '1688-1704' },
  { id: 'stairTokens', seed: '1803-1813' },
  { id: 'securityZoneActions', seed: '516, 528, 1026, 1870-1884' },
  { id: 'towerLadders', seed: '1018, 1080, 1719-1724' },
  { id: 'barbwireRoutes', seed: '811, 1776-1778' },
  { id: 'alleyDoors', seed: '570, 636-638, 1846-1853' },
  { id: 'extraZonesAndCells', seed: '532, 1706-1710, 1789-1797' },
  { id: 'gateZone', seed: '572, 801, 1726-1730' },
  { id: 'pullSwitch', seed: '123, 748-756, 1726' },
  { id: 'switchDoors', seed: '756' },
  { id: 'switchDoorOccupied', seed: '756' },
  { id: 'linkedObjective', seed: '758' },
  { id: 'jumpIntoTower', seed: '1024, 1716-1720' },
  { id: 'ultraredAnySkill', seed: '2838' },
  { id: 'superStrength', seed: '2301' },
  { id: 'noTarget', seed: '1395, 2291' },
  { id: 'collectorKind', seed: '2193' },
  { id: 'twoCocktailsSlot', seed: '2159' },
  { id: 'deathGraspSlot', seed: '2195' },
  { id: 'regenerationTiming', seed: '2269' },
  { id: 'lockItDown', seed: '2243' },
  { id: 'blitzAtOnce', seed: '2169' },
  { id: 'holdYourNoseZones', seed: '2235' },
  { id: 'experienceDeck', seed: '2726-2755' },
  { id: 'otherGamesHouseRules', seed: '2848-2990' },
  { id: 'chargeCost', seed: '2191' },
  { id: 'bloodlustFreeAttack', seed: '2171-2175' },
  { id: 'actorDice', seed: '2167, 2225' },
  { id: 'skillsByVersion', seed: '2838' },
  { id: 'destinyCards', seed: '2197' },
  { id: 'isThatAllWoundByWound', seed: '2237' },
  { id: 'loudFree', seed: '2245-2247' },
  { id: 'rottenActions', seed: '2279' },
  { id: 'tauntSight', seed: '2307' },
  { id: 'dogAction', seed: '2135' },
  { id: 'canStartAtAgreed', seed: '2189' },
  { id: 'distributorDice', seed: '2402' },
  { id: 'trickShotRolls', seed: '2313, 1038' },
  { id: 'gozerAbilities', seed: '947, 1601, 3069, 3083' },
  { id: 'crossingTheStreams', seed: '1262, 1609-1611, 3085' },
  { id: 'protonPack', seed: '1609, 2211-2213' },
  { id: 'escalationProtonPack', seed: '2211-2213' },
  { id: 'tacticianOrder', seed: '2305' },
  { id: 'barricadeSpots', seed: '722, 1014' },
  { id: 'barricadeBuild', seed: '724-742' },
  { id: 'barricadeBreak', seed: '746, 1670, 2181' },
  { id: 'barricadeZombies', seed: '811, 868, 1672-1674' },
  { id: 'holeZones', seed: '813, 963, 1020, 1076, 1815-1834' },
];

/**
 * What the seed has and this table does not play yet, with why: the rules (`reference.notYet.<id>`) and every
 * Skill of the engine's list (`reference.notYet.skill`, the skill named by the content's words).
 */
export const REFERENCE_NOT_YET: readonly ReferenceEntry[] = [
  { id: 'rueMorgue', seed: '9-11, 1726-1797' },
  { id: 'barricades', seed: '2903' },
];

/** The Skills not played yet (never offered), each with its reason's id. */
export const REFERENCE_SKILLS_NOT_PLAYED: readonly string[] = Object.keys(CLASSIC_SKILLS_NOT_PLAYED);
