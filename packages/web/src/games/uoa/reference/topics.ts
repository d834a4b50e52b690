/**
 * The rules reference's topics, and the topic of every rule the engine names in its events (a log line's
 * "§ Move" opens the reference at "Movement"). The rule is read by its pattern (text/rule-text.ts,
 * ruleKey), so a topic is found in every language. Each topic's title and text are the table's messages
 * (`reference.topic.<id>`), written for this table from the rulebooks (seeds 000 and 002).
 */
import { ruleKey } from '../text/rule-text.ts';

export const TOPICS = [
  'turn',
  'actions',
  'movement',
  'combat',
  'friendlyFire',
  'zombies',
  'spawn',
  'danger',
  'noise',
  'inventory',
  'objectives',
  'classes',
  'traits',
  'balconies',
  'trains',
  'wagon',
  'companions',
  'mission',
  'skills',
  'equipment',
] as const;

export type TopicId = (typeof TOPICS)[number];

/** Topics drawn from the content as well as written (the galleries, the mission being played). */
export const GALLERIES: readonly TopicId[] = ['skills', 'equipment', 'mission'];

/** The topic of each rule key (text/rule-text.ts: RULE_IDS). */
export const RULE_TOPIC: Readonly<Record<string, TopicId>> = {
  move: 'movement',
  movePenalty: 'movement',
  sprint: 'movement',
  jump: 'movement',
  hitAndRun: 'skills',
  charge: 'classes',
  search: 'actions',
  objective: 'objectives',
  objectiveAp: 'objectives',
  bounty: 'objectives',
  bountyFeat: 'objectives',
  setup: 'inventory',
  discard: 'inventory',
  discardToMakeRoom: 'inventory',
  foundDiscarded: 'inventory',
  tinker: 'skills',
  reload: 'traits',
  dice: 'combat',
  meleeHit: 'combat',
  rangedHit: 'combat',
  rangedHitFree: 'skills',
  reaper: 'skills',
  hitsLost: 'combat',
  tooTough: 'combat',
  friendlyFire: 'friendlyFire',
  meleeChoice: 'combat',
  freeTargeting: 'skills',
  rangedChoice: 'combat',
  weaponNoise: 'noise',
  fanningBoom: 'classes',
  makeNoise: 'noise',
  killAp: 'danger',
  levelReached: 'danger',
  levelSkill: 'danger',
  levelChosen: 'danger',
  ultrared: 'danger',
  zombieAttack: 'zombies',
  zombieWound: 'zombies',
  zombieWoundShared: 'zombies',
  shareWounds: 'zombies',
  moveNoisiestInSight: 'zombies',
  moveMostSurvivors: 'zombies',
  moveNoise: 'zombies',
  moveTaunt: 'skills',
  zombieCard: 'spawn',
  zombieCardAbomination: 'spawn',
  extraActivation: 'spawn',
  extraActivationBlue: 'spawn',
  abominationArrives: 'spawn',
  abominationAgain: 'spawn',
  abominationSpawns: 'spawn',
  abominationGone: 'spawn',
  outOfMiniatures: 'spawn',
  corpsePile: 'spawn',
  holyWater: 'traits',
  holyWaterDiscarded: 'traits',
  holyWaterCorpsePile: 'traits',
  holyWaterMoves: 'traits',
  water: 'traits',
  waterDiscarded: 'traits',
  dynamiteKill: 'traits',
  dynamiteSurvivors: 'traits',
  dynamiteDiscarded: 'traits',
  dynamiteBoom: 'traits',
  explosivesExpert: 'skills',
  endPhaseBang: 'noise',
  endPhaseBoom: 'noise',
  noiseSet: 'noise',
  noiseReached: 'noise',
  noiseTrainLeft: 'trains',
  vadeRetroHalt: 'classes',
  vadeRetroClean: 'classes',
  rally: 'companions',
  companionFollows: 'companions',
  companionPosse: 'companions',
  companionLinked: 'companions',
  companionTraded: 'companions',
  tradeAgreed: 'inventory',
  tradeRefused: 'inventory',
  ammoTraded: 'mission',
  shove: 'skills',
  lifesaver: 'skills',
  taunt: 'skills',
  bornLeader: 'skills',
  bornLeaderNext: 'skills',
  medic: 'skills',
  ironclad: 'skills',
  zombieLink: 'skills',
  moveWagon: 'wagon',
  moveGatling: 'wagon',
  movesWithWagon: 'wagon',
  movesWithGatling: 'wagon',
  wagonIn: 'wagon',
  wagonInFree: 'wagon',
  wagonOut: 'wagon',
  wagonOutMove: 'wagon',
  wagonLeft: 'wagon',
  gatlingBoom: 'wagon',
  trainBoom: 'trains',
  trainStepAside: 'trains',
  trainKills: 'trains',
  trainTiles: 'trains',
  trainRemoves: 'trains',
  trainRemovesZone: 'trains',
  trainChosen: 'trains',
  m0HolyWater: 'mission',
  m1Train: 'mission',
  m2Blow: 'mission',
  m2Blown: 'mission',
  m4Ammo: 'mission',
  m4Reload: 'mission',
  m6Blow: 'mission',
  m6Wagon: 'mission',
  m6Rallied: 'mission',
  m7Wagon: 'mission',
  m9Start: 'mission',
  m9Sacks: 'mission',
  m9Tender: 'mission',
  m9Loaded: 'mission',
  objectiveCompanion: 'companions',
};

/** The topic of a rule as the engine wrote it ("Move: 2 extra Action(s) …" → movement), or null. */
export function topicOfRule(rule: string): TopicId | null {
  let topic = known.get(rule);
  if (topic === undefined) {
    const key = ruleKey(rule);
    topic = key ? (RULE_TOPIC[key] ?? null) : null;
    if (known.size > 2000) known.clear();
    known.set(rule, topic);
  }
  return topic;
}

/** Rules already read (the log asks for the same few again and again). */
const known = new Map<string, TopicId | null>();

export function isTopic(id: string): id is TopicId {
  return (TOPICS as readonly string[]).includes(id);
}
