/**
 * Zombicide: Undead or Alive (seeds 000 EN, 002 FR) as a ruleset: its four
 * zombie types, six-slot inventory with the Favorite Weapon slot, four
 * classes, the Bang/Boom token, the Targeting Priority Order with Friendly
 * Fire, one death losing the game, seven active spawn zones losing it too,
 * corpse piles, adrenaline; its own actions (Charge, Vade Retro, Holy Water,
 * Dynamite, the Wagon and the Gatling, the train, the missions' actions) and
 * what runs between actions (Bounty feats, the train's steps).
 */
import { withParams } from '../../rule-ref.ts';
import { UOA_REFS as U } from './rule-refs.ts';
import type { GameMeta } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import { CORE_RULES } from '../../apply.ts';
import { targetsByTier } from '../../combat.ts';
import type { RulesContext } from '../../context.ts';
import { followLeader } from '../../companions.ts';
import { checkDecision } from '../../choices.ts';
import { checkGoals, goalsBeforeDone } from '../../objectives.ts';
import { ruleError } from '../../rule-error.ts';
import { passesByActions, type RuleTable, type Ruleset } from '../../ruleset.ts';
import type { CombatState, State } from '../../state.ts';
import { survivorsInZone } from '../../survivors.ts';
import { hasSkillActive } from '../../skills.ts';
import { loseGame } from '../../wounds.ts';
import { startZombiePhase } from '../../zombie-phase.ts';
import { gainAdrenaline } from './adrenaline.ts';
import { checkBountyFeat, recordKillForFeats } from './bounty.ts';
import { survivorCandidates } from './candidates.ts';
import {
  checkCharge,
  checkChoice,
  createSurvivor,
  fanningRefused,
  gainClass,
  performCharge,
  searchesPerTurn,
  startingEquipment,
  townsfolkSight,
} from './classes.ts';
import { checkDynamite, performDynamite } from './dynamite.ts';
import { checkHolyWater, performHolyWater } from './holy-water.ts';
import { UOA_INVENTORY } from './inventory.ts';
import {
  checkBoardWagon,
  checkFireGatling,
  checkMoveGatling,
  checkMoveWagon,
  performBoardWagon,
  performFireGatling,
  performMoveGatling,
  performMoveWagon,
  ridersLeft,
  wagonMove,
} from './machines.ts';
import {
  checkBlowMine,
  checkLoadCoal,
  checkLoadWagon,
  coalRefused,
  enterBlocked,
  exitRefused,
  goalDone,
  goalLost,
  lockedCard,
  OBJECTIVE_TOKEN_CARD,
  objectiveReward,
  performBlowMine,
  performLoadCoal,
  performLoadWagon,
  survivorExited,
} from './mission-rules.ts';
import { answerNoiseZone, checkMakeNoise, performMakeNoise, UOA_NOISE } from './noise.ts';
import { checkRally, performRally } from './rally.ts';
import { ABOMINATION, KILL_AP, TYPE_NAMES, UOA_ROSTER } from './roster.ts';
import { UOA_PART } from './part.ts';
import { setupUoaPieces } from './setup.ts';
import { enterZone, onAbominationKilled, resolveZombieCard, setupAbominationSpawns, spawnOrder } from './spawn.ts';
import { advanceBlueObjective, checkStartTrain, performStartTrain, trainStep, trainTriggered } from './train.ts';
import { checkVadeRetro, cleanVadeRetro, haltByVadeRetro, performVadeRetro } from './vade-retro.ts';
import { woundSurvivor } from './wounds.ts';
import { uoaPart } from './state.ts';

/**
 * Rules version stored with every game record: bump it when a change alters how a stored log replays.
 * 2: a trade between two seats' survivors waits for the other seat's consent (confirmTrade).
 * 3: the rules of issue 13 (the Wagon boarded free, Companions with their Leader, the mission lost once it
 *    can no longer be won, one seventh-spawn check, the ammo token traded, no Bowler Hat Walkers).
 * 4: a card found never takes the place of a card that may not be thrown away (an Objective token).
 * 5: "make every Corpse Pile safe" (M2) asks for the piles set on the board, not every printed place (corpsePilesSet).
 */
export const UOA_RULES_VERSION = '6';

export const UOA_META: GameMeta = {
  id: 'uoa',
  name: 'Zombicide: Undead or Alive',
  rulesVersion: UOA_RULES_VERSION,
  seats: { min: 1, max: 6 },
  roles: ['survivors'],
  cooperative: true,
  // 2: events, decisions and outcomes carry codes and parameters instead of English sentences.
  // 3: Undead or Alive's own fields (Vade Retro, corpse piles entered, Bounty decks, train, Wagon, Gatling) moved to
  // its part of the state (`state.uoa`), out of the shared state.
  stateShape: 3,
};

/** Every action of Undead or Alive: the core's and its own. */
export const UOA_RULES: RuleTable = {
  ...CORE_RULES,
  move: wagonMove(CORE_RULES.move!),
  sprint: wagonMove(CORE_RULES.sprint!),
  rally: { fields: ['s', 'companion'], check: checkRally, perform: performRally },
  charge: { fields: ['s', 'to', 'slot'], check: checkCharge, perform: performCharge },
  makeNoise: { fields: ['s'], check: checkMakeNoise, perform: performMakeNoise },
  dynamite: { fields: ['s', 'slot', 'zone'], check: checkDynamite, perform: performDynamite },
  holyWater: { fields: ['s', 'slot', 'spawn'], check: checkHolyWater, perform: performHolyWater },
  vadeRetro: { fields: ['s', 'zone', 'replace'], check: checkVadeRetro, perform: performVadeRetro },
  moveWagon: { fields: ['s', 'to'], check: checkMoveWagon, perform: performMoveWagon },
  boardWagon: { fields: ['s'], check: checkBoardWagon, perform: performBoardWagon },
  leaveWagon: { fields: ['s'], check: checkBoardWagon, perform: performBoardWagon },
  moveGatling: { fields: ['s', 'to'], check: checkMoveGatling, perform: performMoveGatling },
  fireGatling: { fields: ['s', 'zone'], check: checkFireGatling, perform: performFireGatling },
  loadWagon: { fields: ['s'], check: checkLoadWagon, perform: performLoadWagon },
  startTrain: { fields: ['s'], check: checkStartTrain, perform: performStartTrain },
  loadCoal: {
    fields: ['s'],
    check: checkLoadCoal,
    perform: (ctx, state, a, events) =>
      performLoadCoal(ctx, state, a, events, (ap) => gainAdrenaline(ctx, state, a.s, ap, U.m9Loaded, events)),
  },
  blowMine: {
    fields: ['s'],
    check: (ctx, state, a) => checkBlowMine(ctx, state, a, goalsBeforeDone(ctx, state, 'blowMine')),
    perform: performBlowMine,
  },
  noiseZone: { fields: ['zone'], check: checkDecision, perform: answerNoiseZone },
  stepAside: {
    fields: ['zone'],
    check: (_ctx, state, a) => {
      const d = state.pending[0];
      return d?.kind === 'stepAside' && d.options.includes(a.zone) ? null : ruleError('decision.option');
    },
    perform: (ctx, state, a, events) => {
      const d = state.pending.shift();
      if (d?.kind !== 'stepAside') return;
      const from = state.survivors[d.survivor].zone;
      events.push({
        type: 'survivorMoved',
        s: d.survivor,
        from,
        to: a.zone,
        rule: U.trainChosen,
      });
      state.survivors[d.survivor].zone = a.zone;
      // Its Companions go with it (EN 1556).
      followLeader(ctx, state, d.survivor, from, a.zone, events);
    },
  },
};

const NO_SURVIVORS: number[] = [];

/** Friendly Fire hits Survivors in the target zone, never the shooter, never a Low profile survivor (EN "Low profile"). */
function friendlyFireTargets(state: State, c: CombatState): number[] {
  return survivorsInZone(state, c.zone).filter((i) => i !== c.survivor && !hasSkillActive(state, i, 'lowProfile'));
}

/** A zombie eliminated: its adrenaline, the Bounty feats' kill facts, the Abomination spawn zones turning off. */
/** The rule of each zombie type's kill, made once (kills are many). */
const KILL_REFS = TYPE_NAMES.map((_, type) => withParams(U.killAp, { type }));

function zombieKilled(ctx: RulesContext, state: State, s: number, zone: number, type: number, events: GameEvent[]) {
  gainAdrenaline(ctx, state, s, KILL_AP[type], KILL_REFS[type], events);
  recordKillForFeats(ctx, state, s, type);
  if (type === ABOMINATION) onAbominationKilled(state, events);
}

/** Between actions: the Bounty feat of the action just resolved; the train's step and the Zombies' Phase after it. */
function resume(ctx: RulesContext, state: State, events: GameEvent[]): RulesContext | null {
  ridersLeft(state, events);
  if (state.action && !state.action.checked) {
    checkBountyFeat(ctx, state, events);
    return ctx;
  }
  if (state.missionState.trainDue) {
    delete state.missionState.trainDue;
    const next = trainStep(ctx, state, events);
    state.missionState.zombiesDue = true;
    checkGoals(next, state, events);
    // Survivors left behind by a train they had to leave on: the mission can no longer be won.
    if (
      uoaPart(state).train?.gone &&
      next.mission.goals.some((g) => g.kind === 'leaveOnTrain') &&
      state.survivors.some((survivor) => !survivor.eliminated && !survivor.exited)
    ) {
      loseGame(state, 'trainLeftWithoutPosse', U.trainLeftWithoutPosse, events);
    }
    return next;
  }
  if (state.missionState.zombiesDue) {
    // After the train's step (and any survivor it moved aside), the Zombies' Phase.
    delete state.missionState.zombiesDue;
    startZombiePhase(ctx, state, events);
    return ctx;
  }
  return null;
}

/** The train moves at the end of the Players' Phase, before the Zombies' Phase (EN "Train"). */
function playersPhaseEnds(ctx: RulesContext, state: State): boolean {
  if (!trainTriggered(ctx, state)) return false;
  uoaPart(state).train!.running = true;
  state.missionState.trainDue = true;
  return true;
}

export const UOA: Ruleset = {
  meta: UOA_META,
  roster: UOA_ROSTER,
  inventory: UOA_INVENTORY,
  extraCards: [OBJECTIVE_TOKEN_CARD],
  // Rules version 2 added trade consent: a game created under 0 or 1 replays without it.
  // The rules of the first servers are kept for their games too (issue 31; the archaeology is in
  // packages/server/src/storage/fixtures/make-first-server.md), each for the rules versions whose games were all
  // created before it changed. Ruling: version "0" names every server before the registry (64f959e-d514a31, one
  // evening of changes); it plays by the first server's rules (b573ff8), the one whose games are checked in. Its
  // games restore unverified, so a game of a later pre-registry server replays by them too. Versions 1 and up are
  // checked against their stored hashes: a game a change reaches is retired, never replayed into another game.
  // - companionZonesPutBack: "2 of the 3 balconies" drawn without putting the first back (M5, FR 2987; dc43cee)
  //   came under version 2 without a bump: games of 0 and 1 were all set up before it; version 2 games straddle
  //   it and keep today's draw.
  // - hitAndRunKept: Hit & run's free Move used up by any other Action (1f4d98f), before the registry: 0.
  // - turnEndsAtLastAction: a turn left open for the exit at its end (FR 2731; aa1f2d6), before the registry: 0.
  // - companionsTrade: no trade with a Companion (EN 1558; f0c81b3, rules version 3): 0, 1 and 2.
  // - wagonExitFirst: a rider gets out of the Wagon for its Action before it may Move (FR 1298-1299, EN 874), from
  //   version 6 on; set only for the new games, so the states of older ones keep their shape and hash.
  options: (config, rulesVersion) => ({
    ultrared: config.ultrared ?? false,
    ...(rulesVersion !== '0' && rulesVersion !== '1' ? { tradeConsent: true } : { companionZonesPutBack: true }),
    ...(rulesVersion === '0' ? { hitAndRunKept: true, turnEndsAtLastAction: true } : {}),
    ...(rulesVersion === '0' || rulesVersion === '1' || rulesVersion === '2' ? { companionsTrade: true } : {}),
    ...(Number(rulesVersion) >= 6 ? { wagonExitFirst: true } : {}),
  }),
  afterSetup: setupUoaPieces,
  part: UOA_PART,
  survivors: {
    team: { min: 1, max: 6 },
    // "A 3 or 4 Survivor posse may complete its ranks with Companions" (EN 282): up to the usual 6 (EN 280).
    posseCompanions: { posse: [3, 4], ranks: 6 },
    checkChoice,
    create: createSurvivor,
    vadeRetroZone: (state, zone) => uoaPart(state).vadeRetro.includes(zone),
    startingEquipment,
    skillGained: gainClass,
    sight: townsfolkSight,
    searchesPerTurn,
    fanningRefused,
    gainExperience: gainAdrenaline,
    wound: woundSurvivor,
  },
  noise: UOA_NOISE,
  zombies: {
    passes: passesByActions(UOA_ROSTER),
    activationStarts: haltByVadeRetro,
    changed: cleanVadeRetro,
    killed: zombieKilled,
    rangedTargets: targetsByTier(UOA_ROSTER),
    rangedChoice: U.rangedChoice,
    friendlyFire: friendlyFireTargets,
    // Survivors are not in the Targeting Priority Order (EN "Ranged Action"): only misses wound them.
    hitSurvivorsFirst: () => NO_SURVIVORS,
    routes: (ctx, _state, from, target) => ctx.geo.nextHops[target][from],
    // Uneven groups split as the players choose (EN "split"): nothing is added.
    topUpSplit: () => false,
  },
  spawn: {
    setup: setupAbominationSpawns,
    order: spawnOrder,
    spawn: resolveZombieCard,
    entered: enterZone,
  },
  actions: {
    rules: UOA_RULES,
    candidates: survivorCandidates,
    resume,
    playersPhaseEnds,
  },
  mission: {
    entryRefused: enterBlocked,
    objectiveRefused: coalRefused,
    objectiveTaken: objectiveReward,
    exitRefused,
    exited: survivorExited,
    goalDone,
    goalLost,
    cardLocked: lockedCard,
  },
  endOfRound: advanceBlueObjective,
};
