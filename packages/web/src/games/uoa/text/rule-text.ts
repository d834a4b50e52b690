/**
 * The rules the engine names, in the chosen language. The engine writes no sentence: an event's rule, a
 * decision's reason, a mission event's text and why a game ended are a code with parameters (ids: a zombie
 * type, a card, a survivor's index, a colour, a level, a zone). Each code is a message of the table
 * (`rule.<code>`, `mission.<code>`, `over.why.<code>`, `over.reason.<code>`), said with its parameters named.
 * The rulebook lines a rule cites are a source note (`source`), for a title, never in the sentence.
 */
import type { RuleRef, RuleSource } from '@horde/zombicide/rule-ref';
import { CORE_REFS, CORE_SOURCES } from '@horde/zombicide/rule-refs';
import { UOA_REFS, UOA_SOURCES } from '@horde/zombicide/rulesets/uoa/rule-refs';
import { i18n } from '../../../i18n/index.ts';
import { content, missions } from '../data.ts';
import { missionName } from './missions.ts';
import { cardName, colorName, levelName, survivorNamed, zombieName, zombies } from './names.ts';

export interface Said {
  text: string;
  /** The rulebook lines the rule comes from, in words ("Rulebook, line 756"): a note, not part of the text. */
  source?: string;
}

/** What names a rule's parameters: the game's survivors (by index) and its zones (by id). */
export interface RuleNames {
  survivors?: readonly { id: string }[];
  zone?: (zone: number) => string;
}

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;

/** Codes said as a mission event's text (`mission.<code>`). */
export const MISSION_CODES = [
  'blueMoves',
  'blueLeaves',
  'trainCarBlown',
  'trainStarted',
  'wagonBlown',
  'mineBlown',
  'ammoHanded',
  'ammoKept',
  'stowed',
  'carriesSack',
  'sacksLoaded',
  'ammoGiven',
  'trainKilled',
  'spawnRemoved',
  'objectiveRemoved',
  'wagonCrushed',
] as const;

/** Codes of why a mission can no longer be won (`over.why.<code>`). */
export const WHY_CODES = [
  'objectiveRemoved',
  'colorRemoved',
  'companionLost',
  'setAside',
  'objectiveGone',
  'wagonGone',
  'leftWithout',
  'tooFewBounty',
] as const;

/** Codes of why a game ended (`over.reason.<code>`). */
export const OUTCOME_CODES = [
  'goalsDone',
  'survivorEliminated',
  'sevenSpawnZones',
  'missionLost',
  'nobodyLeft',
  'wagonOnTrack',
  'zombiesAboardTrain',
  'trainLeftWithoutPosse',
] as const;

/** Why zombies move where they move: said as a whole rule (`rule.<reason>`). */
const MOVE_REASONS = ['moveNoisiestInSight', 'moveMostSurvivors', 'moveNoise', 'moveTaunt'] as const;

/**
 * Codes of the shared engine that Undead or Alive never names: another ruleset's cars, rival survivors and
 * flying zombies; a zombie move is said by its reason.
 */
const NOT_NAMED = new Set([
  'carRunOver',
  'carAttackSurvivors',
  'rivalMelee',
  'rivalGone',
  'survivorsFirst',
  'zombieFlight',
  'zombieMove',
]);

const OTHER = new Set<string>([...MISSION_CODES, ...WHY_CODES, ...OUTCOME_CODES]);

/** Every code said as a rule (`rule.<code>`): each has a topic in the rules reference (reference/topics.ts). */
export const RULE_IDS: readonly string[] = [
  ...[...Object.keys(CORE_REFS), ...Object.keys(UOA_REFS)].filter((c) => !NOT_NAMED.has(c) && !OTHER.has(c)),
  ...MOVE_REASONS,
];

/** The parameters of a reference, named for its message. */
function values(ref: RuleRef, names: RuleNames): Record<string, unknown> {
  const survivor = (i: unknown): string => {
    const id = names.survivors?.[Number(i)]?.id;
    return id ? survivorNamed(id, names.survivors ?? []) : String(i);
  };
  const out: Record<string, unknown> = {};
  const params = ref.params ?? {};
  for (const [key, value] of Object.entries(params)) {
    switch (key) {
      case 'type':
        out.type = zombieName(Number(value));
        out.zombies = zombies(Number(value), Number(params.count ?? 1));
        break;
      case 'weapon':
      case 'card':
        out[key] = cardName(String(value));
        break;
      case 'level':
        out.level = levelName(String(value));
        break;
      case 'color':
        out.color = colorName(String(value));
        break;
      case 'colors':
        out.colors = (value as readonly string[]).map(colorName).join(t('uoa:names.or'));
        break;
      case 'who':
      case 'from':
      case 'to':
      case 'leader':
        out[key] = survivor(value);
        break;
      case 'zone':
        out.zone = names.zone ? names.zone(Number(value)) : String(value);
        break;
      case 'noise':
        out.noise = value === 'boom' ? 'Boom' : 'Bang';
        break;
      case 'kind':
        out.kind =
          ref.code === 'dice' ? t(`uoa:rule.kind.${value}`) : t(`uoa:names.spawn.${value}`, { defaultValue: value });
        break;
      case 'bonus':
        out.bonus = Number(value) > 0 ? t('uoa:rule.diceBonus', { bonus: value }) : '';
        break;
      case 'abomination':
        out.name = t(`uoa:content.abominations.${value}.name`, { defaultValue: content.abomination?.name ?? value });
        break;
      case 'class':
        out.class = t(`uoa:setup.class.${value}`, { defaultValue: value });
        break;
      case 'mission': {
        const m = missions.find((x) => x.id === value);
        out.mission = m ? missionName(m) : value;
        break;
      }
      default:
        out[key] = value;
    }
  }
  return out;
}

/** The rulebook lines of each code (the engine's tables). */
const SOURCES: Readonly<Record<string, RuleSource | null>> = { ...CORE_SOURCES, ...UOA_SOURCES };

/** The rulebook lines of a reference's rule, in words, or undefined. */
function source(ref: RuleRef): string | undefined {
  const at = SOURCES[ref.code];
  return at ? t('uoa:rule.source', { seed: at.seed, lines: at.lines.join(', '), count: at.lines.length }) : undefined;
}

/** The message key of the rule an event or a decision names (what the rules reference links a log line to). */
export function ruleKey(rule: RuleRef): string {
  return rule.code === 'zombieMove' && typeof rule.params?.reason === 'string' ? rule.params.reason : rule.code;
}

/** The rule an event or a decision names, in the chosen language. */
export function ruleText(rule: RuleRef, names: RuleNames = {}): Said {
  const text = t(`uoa:rule.${ruleKey(rule)}`, values(rule, names));
  const note = source(rule);
  return note ? { text, source: note } : { text };
}

/** A mission event's text, in the chosen language, as a sentence. */
export function missionText(text: RuleRef, names: RuleNames = {}): Said {
  return { text: t(`uoa:mission.${text.code}`, values(text, names)) };
}

/** Why a game ended, in the chosen language: the outcome's code, and for a mission lost why it is. */
export function outcomeSaid(reason: RuleRef, names: RuleNames = {}): string {
  const said = values(reason, names);
  if (reason.code === 'missionLost')
    said.why = t(`uoa:over.why.${reason.params?.why}`, values({ code: reason.code, params: reason.params }, names));
  if (reason.code === 'survivorEliminated') said.name = said.who;
  return t(`uoa:over.reason.${reason.code}`, said);
}

/** Every message key the codes use, for the messages test. */
export const RULE_KEYS: readonly string[] = [
  ...RULE_IDS.map((code) => `rule.${code}`),
  'rule.kind.melee',
  'rule.kind.ranged',
  'rule.diceBonus',
  'rule.source',
  ...MISSION_CODES.map((code) => `mission.${code}`),
  ...WHY_CODES.map((code) => `over.why.${code}`),
  ...OUTCOME_CODES.map((code) => `over.reason.${code}`),
];
