/**
 * The engine's English sentences in the chosen language: the rule an event names (`rule`), a decision's
 * reason (`why`), a mission event's text and the reason a mission can no longer be won. In English they
 * are shown as the engine wrote them; in another language each known one is recognised by its pattern
 * and said again through the table's messages (`rule.<key>`, `mission.<key>`, `over.why.<key>`; the English messages
 * repeat the engine's words, for the keys to match), with the names in it (zombie types, cards, levels,
 * colours, survivors) translated. One no pattern knows stays in the engine's words, flagged English.
 */
import { i18n } from '../../../i18n/index.ts';
import { content } from '../data.ts';
import { cardNamed, colorName, levelName, namedText, survivorNamed, zombieName, zombies, zombieType } from './names.ts';

export interface Said {
  text: string;
  /** Set when the text is the engine's own English (no translation known). */
  lang?: 'en';
}

type Params = Record<string, string | number>;
/** A pattern, the message key it is said with, and the values the message needs (from the match). */
type Pattern = [RegExp, string, (m: RegExpExecArray, survivors: readonly { id: string }[]) => Params];

const none = (): Params => ({});
const type = (name: string): string => zombieName(Math.max(0, zombieType(name)));
const abomination = (name: string): string => {
  const def = content.abomination;
  return def?.name === name
    ? (i18n.t(`uoa:content.abominations.${def.id}.name`, { defaultValue: name }) as string)
    : name;
};

/** Why zombies move where they move (the end of "Zombie Move: 1 zone along the shortest path ..."). */
const MOVE_REASONS: [string, string][] = [
  ['toward the noisiest zone in sight (Survivors with the Noise token)', 'moveNoisiestInSight'],
  ['toward the zone in sight with the most Survivors', 'moveMostSurvivors'],
  ['toward the Noise token: no Survivor in sight', 'moveNoise'],
  ['toward the taunting Survivor (Taunt)', 'moveTaunt'],
];

const RULES: Pattern[] = [
  [/^Move$/, 'move', none],
  [/^Move: (\d+) extra Action\(s\) for the zombies in the zone left$/, 'movePenalty', (m) => ({ count: Number(m[1]) })],
  [/^Sprint: one Move Action over 2 or 3 zones$/, 'sprint', none],
  [/^Jump: 2 zones in Line Of Sight, ignoring the zone between$/, 'jump', none],
  [/^Hit & run: a free Move after a kill, without extra Actions$/, 'hitAndRun', none],
  [/^Charge$/, 'charge', none],
  [/^Search$/, 'search', none],
  [/^Take Objective$/, 'objective', none],
  [/^Objective \((\d+) AP\)$/, 'objectiveAp', (m) => ({ count: Number(m[1]) })],
  [/^Bounty Weapon$/, 'bounty', none],
  [/^Bounty feat achieved: the top Bounty Weapon is gained \(one per Action\)$/, 'bountyFeat', none],
  [/^Setup$/, 'setup', none],
  [/^Discard: free at any time$/, 'discard', none],
  [/^Discarded to make room \(free at any time\)$/, 'discardToMakeRoom', none],
  [/^The card found is discarded$/, 'foundDiscarded', none],
  [/^Tinker: a card is discarded for a new one$/, 'tinker', none],
  [/^Reload: 1 Action$/, 'reload', none],
  [
    /^(Melee|Ranged) Action: each die at or above (\d)\+(?: \(\+(\d) to each die\))? hits$/,
    'dice',
    (m) => ({
      kind: i18n.t(`uoa:rule.kind.${m[1].toLowerCase()}`) as string,
      accuracy: m[2],
      bonus: m[3] ? (i18n.t('uoa:rule.diceBonus', { bonus: m[3] }) as string) : '',
    }),
  ],
  [/^Melee hit$/, 'meleeHit', none],
  [/^Ranged hit \(Targeting Priority Order\)$/, 'rangedHit', none],
  [/^Ranged hit \(targets chosen freely\)$/, 'rangedHitFree', none],
  [/^Reaper: an additional identical zombie$/, 'reaper', none],
  [/^Extra hits are lost once all targets are eliminated$/, 'hitsLost', none],
  [
    /^Damage (\d+) cannot eliminate a (\w+) \(needs (\d+)\)$/,
    'tooTough',
    (m) => ({ damage: Number(m[1]), type: type(m[2]), needs: Number(m[3]) }),
  ],
  [
    /^Friendly Fire: a missed shot hits a Survivor in the target zone for the weapon's Damage \((\d+)\)$/,
    'friendlyFire',
    (m) => ({ damage: Number(m[1]) }),
  ],
  [/^Melee: the player divides hits freely$/, 'meleeChoice', none],
  [/^Marksman \/ Point-blank: the shooter chooses the targets$/, 'freeTargeting', none],
  [/^Targeting Priority Order: Fatty or Abomination, the shooter chooses$/, 'rangedChoice', none],
  [/^(.+) makes a (Bang|Boom)$/, 'weaponNoise', (m) => ({ weapon: cardNamed(m[1]), noise: m[2] })],
  [/^Fanning produces a Boom$/, 'fanningBoom', none],
  [/^Make Noise: Bang in the survivor's zone$/, 'makeNoise', none],
  [/^Eliminated a (\w+)$/, 'killAp', (m) => ({ type: type(m[1]) })],
  [/^Reached the (\w+) Danger Level$/, 'levelReached', (m) => ({ level: levelName(m[1]) })],
  [/^(\w+) level skill$/, 'levelSkill', (m) => ({ level: levelName(m[1]) })],
  [/^(\w+) level: the player chose$/, 'levelChosen', (m) => ({ level: levelName(m[1]) })],
  [/^Ultrared: the Adrenaline tracker goes back to 0, the survivor stays at Red$/, 'ultrared', none],
  [
    /^(\d+) (\w+)\(s\) share a zone with Survivors: each attacks for 1 Wound, always hitting$/,
    'zombieAttack',
    (m) => ({ count: Number(m[1]), zombies: zombies(Math.max(0, zombieType(m[2])), Number(m[1])) }),
  ],
  [/^Zombie attack: 1 Wound$/, 'zombieWound', none],
  [/^Zombie attack: 1 Wound, shared as the players chose$/, 'zombieWoundShared', none],
  [/^Zombie attack: players share the Wounds as they like$/, 'shareWounds', none],
  [/^Zombie card$/, 'zombieCard', none],
  [/^Zombie card: an Abomination$/, 'zombieCardAbomination', none],
  [/^Extra Activation card: every (\w+) activates$/, 'extraActivation', (m) => ({ type: type(m[1]) })],
  [/^Extra Activation cards have no effect at the Blue Danger Level/, 'extraActivationBlue', none],
  [/^Abomination card: (.+) arrives$/, 'abominationArrives', (m) => ({ name: abomination(m[1]) })],
  [/^An Abomination is already on the board: it gets an extra Activation$/, 'abominationAgain', none],
  [/^An Abomination is on the board: Abomination spawn zones are active$/, 'abominationSpawns', none],
  [/^The Abomination is eliminated: Abomination spawn zones turn inactive$/, 'abominationGone', none],
  [/^Out of miniatures: place what is left, then resolve an Abomination spawn$/, 'outOfMiniatures', none],
  [/^Corpse Pile: a Survivor entered this building on this tile$/, 'corpsePile', none],
  [/^Holy Water on a spawn zone$/, 'holyWater', none],
  [/^Holy Water is discarded when used$/, 'holyWaterDiscarded', none],
  [/^Holy Water: the Corpse Pile is safe and spawns no more$/, 'holyWaterCorpsePile', none],
  [/^Holy Water: the spawn zone moves onto the Starting spawn zone, keeping its status$/, 'holyWaterMoves', none],
  [/^Water: discarded for 3 AP$/, 'water', none],
  [/^Water discarded$/, 'waterDiscarded', none],
  [
    /^Dynamite eliminates every Actor in the zone \((\w+), (\d+) AP\)$/,
    'dynamiteKill',
    (m) => ({ type: type(m[1]), count: Number(m[2]) }),
  ],
  [/^Dynamite eliminates every Actor in the target zone, Survivors too$/, 'dynamiteSurvivors', none],
  [/^Dynamite is discarded when thrown$/, 'dynamiteDiscarded', none],
  [/^Dynamite: Boom in the target zone$/, 'dynamiteBoom', none],
  [/^Explosives expert: on 4\+ the Dynamite goes back to the Backpack$/, 'explosivesExpert', none],
  [/^End Phase: the Bang token moves to the zone with the most Survivors$/, 'endPhaseBang', none],
  [/^End Phase: the Boom token is flipped to its Bang side$/, 'endPhaseBoom', none],
  [/^Noise token set in the zone with the most Survivors \(players chose on a tie\)$/, 'noiseSet', none],
  [
    /^Zombies reached the Noise token: it goes to the zone with the most Survivors, on its Bang side$/,
    'noiseReached',
    none,
  ],
  [/^The train left: the Noise goes to the zone with the most Survivors$/, 'noiseTrainLeft', none],
  [/^Vade Retro: the zombies in this zone lose their whole activation; the tokens are removed$/, 'vadeRetroHalt', none],
  [/^Vade Retro tokens are removed when their zone holds no zombie$/, 'vadeRetroClean', none],
  [/^Rally: 1 Action, same zone$/, 'rally', none],
  [/^A Companion follows its Leader$/, 'companionFollows', none],
  [/^A Companion completes the posse \(EN 282\)$/, 'companionPosse', none],
  [/^Linked Companion: the players chose its Leader at setup$/, 'companionLinked', none],
  [/^Trade: the Companion ID card changes hands$/, 'companionTraded', none],
  [/^Trade: both players agreed$/, 'tradeAgreed', none],
  [/^Trade: the other player refused; everything goes back$/, 'tradeRefused', none],
  [/^Trade: the ammo token changes hands like an Equipment card$/, 'ammoTraded', none],
  [/^Shove: pushed into the next zone \(not a Move\)$/, 'shove', none],
  [/^Lifesaver: dragged to safety \(not a Move\)$/, 'lifesaver', none],
  [/^Taunt: the zombies in (\S+) activate toward the taunting survivor$/, 'taunt', (m) => ({ zone: m[1] })],
  [/^Born leader: a free Action, used at once$/, 'bornLeader', none],
  [/^Born leader: 1 Action for the recipient's next Activation, lost if unused$/, 'bornLeaderNext', none],
  [/^Medic: 1 Wound healed in the End Phase$/, 'medic', none],
  [/^Ironclad: the survivor ignores Wounds from (\w+)s$/, 'ironclad', (m) => ({ type: type(m[1]) })],
  [/^Zombie link: an extra Turn before the extra-activated zombies$/, 'zombieLink', none],
  [/^Move the Wagon: 3 Actions, riders and load go with it$/, 'moveWagon', none],
  [/^Move the Gatling Gun: 3 Actions$/, 'moveGatling', none],
  [/^Moves with the Wagon$/, 'movesWithWagon', none],
  [/^Moves with the Gatling Gun$/, 'movesWithGatling', none],
  [/^Got in the Wagon \(a Move\)$/, 'wagonIn', none],
  [/^Got in the Wagon at the end of a Move \(free\)$/, 'wagonInFree', none],
  [/^Got out of the Wagon \(a Move\)$/, 'wagonOut', none],
  [/^Got out of the Wagon as the Move began \(part of the Move\)$/, 'wagonOutMove', none],
  [/^Left the Wagon's zone: out of the Wagon$/, 'wagonLeft', none],
  [/^The Gatling Gun produces a Boom$/, 'gatlingBoom', none],
  [/^Train: a Boom on the locomotive$/, 'trainBoom', none],
  [/^Train: a survivor in an altered zone goes to the nearest street zone$/, 'trainStepAside', none],
  [/^Train: every zombie in an altered or departing zone is eliminated, no AP$/, 'trainKills', none],
  [/^Train: its tiles change$/, 'trainTiles', none],
  [/^Train: other game elements are removed$/, 'trainRemoves', none],
  [/^Train: other game elements in an altered zone are removed$/, 'trainRemovesZone', none],
  [/^The train: the players chose the street zone$/, 'trainChosen', none],
  [/^M0: the first player gives the Holy Water to one of their survivors$/, 'm0HolyWater', none],
  [/^M1: The train is coming$/, 'm1Train', none],
  [/^M2: Blow up the zombie train$/, 'm2Blow', none],
  [/^M2: the zombie train car is blown up$/, 'm2Blown', none],
  [/^M4: Ammo\? \(no slot, not a Plenty of Ammo card\)$/, 'm4Ammo', none],
  [/^M4: Reload!$/, 'm4Reload', none],
  [/^M6: Blow the mine$/, 'm6Blow', none],
  [/^M6: a Dynamite in its zone destroys the stuck Wagon$/, 'm6Wagon', none],
  [/^M6: a Gunslinger is rallied, the Mine's Abomination spawn zone plays normally$/, 'm6Rallied', none],
  [/^M7: Travel wagon \(for good\)$/, 'm7Wagon', none],
  [/^M9: 1 Action in the locomotive$/, 'm9Start', none],
  [/^M9: Coal sacks \(no AP\)$/, 'm9Sacks', none],
  [/^M9: Love me tender \(5 AP a sack\)$/, 'm9Tender', none],
  [/^M9: coal sacks loaded$/, 'm9Loaded', none],
  [
    /^The (\w+) Objective was a (\w+): a Companion joins$/,
    'objectiveCompanion',
    (m) => ({ color: colorName(m[1]), class: i18n.t(`uoa:setup.class.${m[2]}`, { defaultValue: m[2] }) as string }),
  ],
];

/**
 * The message key of the rule an event or a decision names ('move', 'moveNoise', 'friendlyFire'...),
 * whatever the language: what the rules reference links a log line to. Null when no pattern knows it.
 */
export function ruleKey(rule: string): string | null {
  const move = /^Zombie Move: 1 zone along the shortest path (.+)$/.exec(rule);
  if (move) {
    const reason = MOVE_REASONS.find(([words]) => words === move[1]);
    if (reason) return reason[1];
  }
  for (const [re, key] of RULES) if (re.test(rule)) return key;
  return null;
}

/** Every key ruleKey may answer (each has a topic in the rules reference: reference/topics.ts). */
export const RULE_IDS: readonly string[] = [...RULES.map(([, key]) => key), ...MOVE_REASONS.map(([, key]) => key)];

/** A mission event's text, or a train's ("The blue Objective moves along the railroad"). */
const MISSION: Pattern[] = [
  [/^The blue Objective moves along the railroad$/, 'blueMoves', none],
  [/^The blue Objective leaves the board: the train is coming$/, 'blueLeaves', none],
  [/^The Dynamite blows a train car off its track$/, 'trainCarBlown', none],
  [/^The train is started: it moves at the end of the Players' Phase$/, 'trainStarted', none],
  [/^The stuck Wagon is blown apart$/, 'wagonBlown', none],
  [/^The mine is blown up$/, 'mineBlown', none],
  [/^Ammo handed over for the rally$/, 'ammoHanded', none],
  [
    /^(\S+) keeps the (\w+) token as ammo for the Townsfolk$/,
    'ammoKept',
    (m, s) => ({ who: survivorNamed(m[1], s), color: colorName(m[2]) }),
  ],
  [/^(\d+) Objective token\(s\) stowed in the Wagon$/, 'stowed', (m) => ({ count: Number(m[1]) })],
  [/^(\S+) carries a coal sack$/, 'carriesSack', (m, s) => ({ who: survivorNamed(m[1], s) })],
  [/^(\d+) coal sack\(s\) loaded into the tender$/, 'sacksLoaded', (m) => ({ count: Number(m[1]) })],
  [
    /^(\S+) hands an ammo token to (\S+)$/,
    'ammoGiven',
    (m, s) => ({ from: survivorNamed(m[1], s), to: survivorNamed(m[2], s) }),
  ],
  [/^(\d+) zombie\(s\) eliminated by the train \(no AP\)$/, 'trainKilled', (m) => ({ count: Number(m[1]) })],
  [
    /^a (\w+) spawn zone is removed$/,
    'spawnRemoved',
    (m) => ({ kind: i18n.t(`uoa:names.spawn.${m[1]}`, { defaultValue: m[1] }) as string }),
  ],
  [/^an Objective is removed from the game$/, 'objectiveRemoved', none],
  [/^the Wagon is crushed by the train$/, 'wagonCrushed', none],
];

/** Why a mission can no longer be won (the end of "<mission>: <why>"). */
const LOST: Pattern[] = [
  [/^an Objective to take was removed from the game$/, 'objectiveRemoved', none],
  [
    /^a (.+) Objective to take was removed from the game$/,
    'colorRemoved',
    (m) => ({
      colors: m[1]
        .split(' or ')
        .map(colorName)
        .join(i18n.t('uoa:names.or') as string),
    }),
  ],
  [/^a Companion to save can no longer be found$/, 'companionLost', none],
  [
    /^(\d+) set-aside Bounty Weapon\(s\) and only (\d+) Objective\(s\) left to take$/,
    'setAside',
    (m) => ({ count: Number(m[1]), left: Number(m[2]) }),
  ],
  [/^an Objective was removed from the game$/, 'objectiveGone', none],
  [/^the Wagon is gone$/, 'wagonGone', none],
  [/^(\S+) left without a Bounty Weapon$/, 'leftWithout', (m, s) => ({ who: survivorNamed(m[1], s) })],
  [/^too few Bounty Weapons are left for every survivor$/, 'tooFewBounty', none],
];

const english = (): boolean => (i18n.language ?? 'en').startsWith('en');

function say(patterns: Pattern[], prefix: string, text: string, survivors: readonly { id: string }[]): Said | null {
  for (const [re, key, params] of patterns) {
    const m = re.exec(text);
    if (m) return { text: i18n.t(`uoa:${prefix}.${key}`, params(m, survivors)) as string };
  }
  return null;
}

/** The rule an event or a decision names, in the chosen language. */
export function ruleText(rule: string): Said {
  if (english()) return { text: rule };
  const move = /^Zombie Move: 1 zone along the shortest path (.+)$/.exec(rule);
  if (move) {
    const reason = MOVE_REASONS.find(([words]) => words === move[1]);
    if (reason) return { text: i18n.t(`uoa:rule.${reason[1]}`) as string };
  }
  return say(RULES, 'rule', rule, []) ?? { text: rule, lang: 'en' };
}

/** A mission event's text (survivor ids turned into names), in the chosen language. */
export function missionText(text: string, survivors: readonly { id: string }[]): Said {
  const said = say(MISSION, 'mission', text, survivors);
  if (said) return said;
  // A text no pattern knows: the engine's words with the survivors named, as a sentence.
  const out = `${namedText(text, survivors)}.`;
  return english() ? { text: out } : { text: out, lang: 'en' };
}

/** Why a mission can no longer be won, in the chosen language. */
export function lostText(why: string, survivors: readonly { id: string }[]): Said {
  return say(LOST, 'over.why', why, survivors) ?? (english() ? { text: why } : { text: why, lang: 'en' });
}

/** Every message key the patterns use, for the messages test. */
export const RULE_KEYS: readonly string[] = [
  ...RULES.map(([, key]) => `rule.${key}`),
  ...MOVE_REASONS.map(([, key]) => `rule.${key}`),
  'rule.kind.melee',
  'rule.kind.ranged',
  'rule.diceBonus',
  ...MISSION.map(([, key]) => `mission.${key}`),
  ...LOST.map(([, key]) => `over.why.${key}`),
];
