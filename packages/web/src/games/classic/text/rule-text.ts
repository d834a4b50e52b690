/**
 * The rule an engine event or decision names, in the chosen language. The engine writes its rules in
 * English words (`rule`, `why`), shown as they are in English; in another language the Classic ones are
 * recognised by their pattern and said again through the table's messages (`rule.<key>`; the English
 * messages repeat the engine's words, for the keys to match), with names (zombie types, cards, colours)
 * translated.
 * A rule no pattern knows is shown in the engine's English words, marked as such (`lang: 'en'`).
 */
import type { TFunction } from 'i18next';
import { content } from '../data.ts';
import { CLASSIC_TYPE_NAMES, CLASSIC_TYPES } from '@horde/zombicide/rulesets/classic/index';
import { cardName } from './names.ts';

export interface RuleLine {
  text: string;
  /** Set when the text is the engine's own English (no translation known). */
  lang?: 'en';
}

/** The engine's type names ("Toxic Walker", in any case) → their ids. */
const TYPE_OF: Record<string, string> = Object.fromEntries(
  CLASSIC_TYPE_NAMES.map((name, i) => [name.toLowerCase(), CLASSIC_TYPES[i]]),
);

type Params = Record<string, string | number>;
type Pattern = [RegExp, string, (m: RegExpExecArray, t: TFunction) => Params];

const none = (): Params => ({});
/** "Walker" (an engine type name) → its translated name. */
const typeName = (t: TFunction, name: string): string =>
  t(`classic:names.zombie.${TYPE_OF[name.toLowerCase()] ?? 'walker'}`, { defaultValue: name });
/** "Toxic Walker", 2 → "2 Toxic Walkers" in the language. */
const counted = (t: TFunction, name: string, count: number): string =>
  t(`classic:names.zombies.${TYPE_OF[name.toLowerCase()] ?? 'walker'}`, { count, defaultValue: `${count} ${name}` });
/** "Crowbar" (an engine card name) → its translated name. */
const card = (t: TFunction, name: string): string => {
  const def = content.equipment.find((e) => e.name === name);
  return def ? cardName(t, def.id) : name;
};
const color = (t: TFunction, c: string): string => t(`classic:names.color.${c}`, { defaultValue: c });
const colorF = (t: TFunction, c: string): string => t(`classic:names.colorF.${c}`, { defaultValue: c });
const level = (t: TFunction, l: string): string => t(`classic:names.level.${l.toLowerCase()}`, { defaultValue: l });

const REASONS: [string, string][] = [
  ['toward the noisiest zone in sight', 'reasonSight'],
  ['toward the noisiest zone of the board', 'reasonBoard'],
  ['nowhere', 'reasonNowhere'],
  ['toward the taunting Survivor', 'reasonTaunt'],
];

const PATTERNS: Pattern[] = [
  [/^Move$/, 'move', none],
  [/^Move: (\d+) extra Action\(s\) for the zombies in the zone left$/, 'movePenalty', (m) => ({ count: Number(m[1]) })],
  [/^Hit & run: /, 'hitAndRun', none],
  [
    /^(Melee|Ranged) Action: each die at or above (\d)\+(?: \(\+(\d) to each die\))? hits$/,
    'dice',
    (m, t) => ({
      kind: t(`classic:rule.kind.${m[1].toLowerCase()}`),
      accuracy: m[2],
      bonus: m[3] ? ` (+${m[3]})` : '',
    }),
  ],
  [/^Open a door with (.+): no roll needed$/, 'doorWith', (m, t) => ({ weapon: card(t, m[1]) })],
  [/^Break-in: the door opens without a weapon$/, 'breakIn', none],
  [/^(.+) opens the door noisily$/, 'doorNoisy', (m, t) => ({ weapon: card(t, m[1]) })],
  [/^Make Some Noise!: a Noise token in the zone$/, 'makeNoise', none],
  [/^End Phase: every Noise token is removed$/, 'noiseCleared', none],
  [/^Wounded: the survivor loses an Equipment card$/, 'woundLoses', none],
  [/^Wounded: a Wounded card fills the slot$/, 'woundFills', none],
  [
    /^(\d+) (.+?)\(s\) share a zone with Survivors: each attacks for 1 Wound, always hitting$/,
    'zombieAttack',
    (m, t) => ({ count: Number(m[1]), type: typeName(t, m[2]) }),
  ],
  [/^Zombie attack: players share the Wounds as they like$/, 'shareWounds', none],
  [/^Zombie attack: 1 Wound$/, 'zombieWound', none],
  [/^Zombie attack: 1 Wound, shared as the players chose$/, 'zombieWoundShared', none],
  [
    /^A (.+) spawns with 2 (.+)s as escort$/,
    'fattyEscort',
    (m, t) => ({ fatty: typeName(t, m[1]), escort: counted(t, m[2], 2) }),
  ],
  [/^(.+) makes a (Bang|Boom)$/, 'weaponNoise', (m, t) => ({ weapon: card(t, m[1]) })],
  [/^Melee hit$/, 'meleeHit', none],
  [/^Ranged hit \(targets chosen freely\)$/, 'rangedHitFree', none],
  [/^Ranged hit \(Targeting Priority Order\)$/, 'rangedHit', none],
  [
    /^Friendly Fire: Survivors in the target zone come first in the Targeting Priority Order; the hit inflicts the weapon's Damage \((\d+)\) in Wounds$/,
    'survivorsFirst',
    (m) => ({ damage: Number(m[1]) }),
  ],
  [
    /^Splitting: (\d+) (.+?)\(s\) added so every group is the same$/,
    'splitTopUp',
    (m, t) => ({ count: Number(m[1]), type: typeName(t, m[2]) }),
  ],
  [/^Zombie card$/, 'zombieCard', none],
  [/^Zombie card: an? (.+)$/, 'zombieCardAbomination', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Extra Activation card: every (.+) activates again$/, 'extraActivation', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Extra Activation cards have no effect at the Blue Danger Level/, 'extraActivationBlue', none],
  [/^Out of (.+?) miniatures: /, 'outOfMiniatures', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Out of (.+?) miniatures for every (?:manhole|bed): /, 'outOfManholes', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Seeker card: every Seeker on the board gets an extra Activation/, 'seekerCard', none],
  [/^Manhole card: /, 'manholeCard', none],
  [/^Bed card: a Crawler on every (blue|green) bed /, 'bedCard', (m, t) => ({ color: color(t, m[1]) })],
  [/^(?:Manhole|Bed) invasions never happen /, 'noInvasion', none],
  [/^Not enough (.+?)s for every spot: /, 'manholeSpot', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^A Lost endures 5 Wounds /, 'lostWounds', none],
  [/^A Lost is killed: its killer may take any weapon card /, 'lostLoot', none],
  [/^No (.+?) left in the box: /, 'noAbomination', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Spawn locators \[RM\]: /, 'spawnDice', none],
  [
    /^The (\w+) Objective is taken: the \w+ Spawn Zone is active$/,
    'spawnWakes',
    (m, t) => ({ color: color(t, m[1]), colorF: colorF(t, m[1]) }),
  ],
  [
    /^The (\w+) Objective is taken: doors of its colour can be opened$/,
    'doorsUnlocked',
    (m, t) => ({ color: color(t, m[1]) }),
  ],
  [/^Spawning in buildings: the survivor who opened it chooses the order of the rooms$/, 'roomOrder', none],
  [/^Aaahh!!: a Walker jumps out$/, 'aaahh', none],
  [/^Take Objective$/, 'objective', none],
  [/^Objective taken: (\d+) experience points$/, 'objectiveXp', (m) => ({ count: Number(m[1]) })],
  [/^Eliminated a (.+)$/, 'killXp', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Reached the (\w+) Danger Level$/, 'levelReached', (m, t) => ({ level: level(t, m[1]) })],
  [/^(\w+) level skill$/, 'levelSkill', (m, t) => ({ level: level(t, m[1]) })],
  [/^(\w+) level: the player chose$/, 'levelChosen', (m, t) => ({ level: level(t, m[1]) })],
  [/^Reload: 1 Action$/, 'reload', none],
  [/^Extra hits are lost once all targets are eliminated$/, 'hitsLost', none],
  [
    /^Damage (\d+) cannot eliminate a (.+) \(needs (\d+)\)$/,
    'tooTough',
    (m, t) => ({ damage: Number(m[1]), type: typeName(t, m[2]), needs: Number(m[3]) }),
  ],
  [/^Melee: the player divides hits freely$/, 'meleeChoice', none],
  [/^Marksman \/ Point-blank: the shooter chooses the targets$/, 'freeTargeting', none],
  [/^Targeting Priority Order: zombies of the same tier, the shooter chooses$/, 'rangedChoice', none],
  [/^Toxic Blood Spray: an? (.+) killed in its killer's zone /, 'bloodSpray', (m, t) => ({ type: typeName(t, m[1]) })],
  [/^Toxic immunity: /, 'toxicImmunity', none],
  [/^Skinners: a Crawler for each "1" rolled/, 'skinnerCrawlers', none],
  [
    /^Toxic Abomination: (\d+) (.+?)\(s\) in its zone turn Toxic /,
    'toxicTurn',
    (m, t) => ({ zombies: counted(t, m[2], Number(m[1])) }),
  ],
  [/^Berserker zombies are immune to Ranged weapon Damage/, 'rangedImmunity', none],
  [/^Search$/, 'search', none],
  [/^The card found is discarded$/, 'foundDiscarded', none],
  [/^Discarded to make room \(free at any time\)$/, 'discardToMakeRoom', none],
  [/^Setup$/, 'setup', none],
  [/^Trade: both players agreed$/, 'tradeAgreed', none],
  [/^Trade: the other player refused; everything goes back$/, 'tradeRefused', none],
  [/^Ultrared: /, 'ultrared', none],
  [/^Resurrection: /, 'resurrection', none],
  [/^Gaming Night: /, 'gamingNight', none],
  [/^7\+ Survivors: /, 'sevenPlus', none],
  [/^Team Actions \[RM\]: /, 'teamAction', none],
  [/^Tough: /, 'tough', none],
  [/^Medic: /, 'medic', none],
  [/^Born leader: /, 'bornLeader', none],
  [/^Improved weapon: (.+), built for free$/, 'improvedWeapon', (m, t) => ({ weapon: card(t, m[1]) })],
  [/^Molotov: /, 'molotov', none],
  [/^The Molotov is noisy$/, 'molotovNoise', none],
  [/^Get in the (?:police car|pimpmobile|hippiemobile|muscle car|taxi|helicopter|car) /, 'carGetIn', none],
  [/^Get out of the flying helicopter: /, 'heliFastRoping', none],
  [/^Get out of the (?:police car|pimpmobile|hippiemobile|muscle car|taxi|helicopter|car): /, 'carGetOut', none],
  [/^Change seats in the /, 'carChangeSeat', none],
  [/^Drive a car: /, 'carDrive', none],
  [/^Car attack on .+?: 1 die per Actor/, 'carAttackDice', none],
  [/^Car attack: Survivors outside cars come first/, 'carAttackSurvivors', none],
  [/^Car attack: run over/, 'carRunOver', none],
  [/^Search a police car: a card that is not a weapon is discarded$/, 'carSearchDiscard', none],
  [/^Search a police car: /, 'carSearchPolice', none],
  [/^Search a (?:pimpmobile|hippiemobile): /, 'carSearchPimp', none],
  [/^Search a taxi: /, 'carSearchTaxi', none],
  [/^Hippiemobile: /, 'hippiemobileHarmless', none],
  [/^Stash Equipment in the /, 'stashStore', none],
  [/^Take stashed Equipment from the /, 'stashTake', none],
  [/^Take off: /, 'heliTakeOff', none],
  [/^Land: /, 'heliLand', none],
  [/^Fly a helicopter: /, 'heliFly', none],
  [/^Aaahh!!: a Walker jumps out and the Search ends$/, 'aaahhCar', none],
  // Competitive [RM] and its Bulletproof Vests.
  [/^Bulletproof Vest: the first Wound /, 'vestTurned', none],
  [/^Bulletproof Vest: the second Wound /, 'vestSetAside', none],
  [/^Bulletproof Vests: a free vest /, 'vestGiven', none],
  [/^Bulletproof Vests: rival teams receive /, 'vestWhy', none],
  [
    /^Melee against a rival Survivor: the hit inflicts the weapon's Damage \((\d+)\) in Wounds$/,
    'rivalMelee',
    (m) => ({ damage: Number(m[1]) }),
  ],
  [/^The survivor attacked is gone$/, 'rivalGone', none],
  // The A-Bomb Abomination [RM].
  [/^A-Bomb Abomination: impervious/, 'aBombImpervious', none],
  [/^A-Bomb Abomination: grabbed /, 'aBombGrabbed', none],
  [/^A-Bomb Abomination: a Survivor several /, 'aBombGrabWhy', none],
  // The [RM] special locations: tents, Event triggers.
  [/^Tents: a Survivor entering a tent /, 'tentRevealed', none],
  [/^Event triggers: the first time a Survivor stands /, 'eventTrigger', none],
  // The [PO] special locations: security zones, barbwire fences.
  [/^Security zone: nobody ends an Activation there/, 'securityPushBack', none],
  [
    /^Security zone: (\d+) (.+)\(s\) end their Activation there/,
    'securityPushBackZombies',
    (m, t) => ({ zombies: counted(t, m[2], Number(m[1])) }),
  ],
  [/^Barbwire fence: an Abomination tears it/, 'barbwireTorn', none],
  [
    /^Pull a Switch: the rotating security gate turns a quarter turn (clockwise|counterclockwise)/,
    'gateTurned',
    (m, t) => ({ way: t(`classic:offer.way.${m[1] === 'clockwise' ? 'cw' : 'ccw'}`) }),
  ],
  [/^Pull a Switch: the door closes, locked up /, 'switchDoorClosed', none],
  [/^Pull a Switch: the door opens; a building opened again /, 'switchDoorOpened', none],
  [/^Pull a Switch: the first Survivor to pull it takes the linked Objective/, 'switchObjective', none],
  // Companions [AN] and Dog Companions [DC].
  [/^Companions: the card was discarded or lost/, 'companionCardGone', none],
  [/^Companions: left behind when the Leader exited$/, 'companionLeftBehind', none],
  [/^Companions: the Leader is gone/, 'companionLeaderGone', none],
  [/^Companions: a Companion is revealed$/, 'companionRevealed', none],
  [/^Companions: a token revealed/, 'companionDeckOut', none],
  [/^Companions: (.+) joins (.+)$/, 'companionJoins', none],
  [/^Companions: his token is taken$/, 'companionTaken', none],
  [/^Companions: the holder of the card leads$/, 'companionHolder', none],
  [/^Companions: the card joins the inventory$/, 'companionCard', none],
  [/^Dog Companions: .+ may begin with a dog/, 'dogChoice', none],
  [/^Dog Companions: a dog aboard with its Handler occupies no seat/, 'dogNoSeat', none],
  [/^Dog Companions: a dog left in the vehicle occupies a vacant seat/, 'dogLeftAboard', none],
  [/^Companions can be stashed in a vehicle: /, 'companionStashed', none],
  [/^Dog Companions: /, 'dogChosen', none],
  [/^Instruction: the dog Moves$/, 'dogMoves', none],
  [/^Instruction: the Companion gets in alongside his Leader$/, 'companionGetIn', none],
  [/^Instruction: the Companion gets out alongside his Leader$/, 'companionGetOut', none],
  [/ opens the door silently \(Handyman\)$/, 'handymanDoor', none],
  [/ fires: 1 Noise token$/, 'companionShot', none],
  [/ barks: Make some Noise$/, 'dogBarks', none],
  [/^The dog drops the card it held$/, 'dogDrops', none],
  [/: keep one \(seed 001 line 2081\)$/, 'dogKeep', none],
];

/** The rule in the chosen language: in English the engine's own words; in French said again, or flagged English. */
export function ruleText(t: TFunction, rule: string, language: string): RuleLine {
  if (language.startsWith('en')) return { text: rule };
  const move =
    /^Zombie Move: (1 zone along the shortest path|flies over obstacles to a zone on the shortest flight) (.+)$/.exec(
      rule,
    );
  if (move) {
    const reason = REASONS.find(([start]) => move[2].startsWith(start));
    const key = move[1].startsWith('flies') ? 'zombieFlight' : 'zombieMove';
    if (reason) return { text: t(`classic:rule.${key}`, { reason: t(`classic:rule.${reason[1]}`) }) };
  }
  for (const [re, key, params] of PATTERNS) {
    const m = re.exec(rule);
    if (m) return { text: t(`classic:rule.${key}`, params(m, t)) };
  }
  return { text: rule, lang: 'en' };
}

/** Every rule key the patterns use (the messages test checks that both languages have them). */
export const RULE_KEYS: readonly string[] = [
  ...PATTERNS.map(([, key]) => key),
  'zombieMove',
  'zombieFlight',
  ...REASONS.map(([, key]) => key),
  'kind.melee',
  'kind.ranged',
];
