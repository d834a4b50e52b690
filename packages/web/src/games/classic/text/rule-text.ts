/**
 * The rules the engine names, in the chosen language. The engine writes no sentence: an event's rule, a
 * decision's reason and a mission event's text are a code with parameters (ids: a zombie type, a card, a
 * survivor's index, a colour, a level, a zone). Each code is a message of the table (`rule.<code>`, a mission
 * event's `log.<code>`), said with its parameters named. The rulebook lines a rule cites are a source note
 * (`source`), for a title, never in the sentence.
 */
import type { RuleRef, RuleSource } from '@horde/zombicide/rule-ref';
import { CORE_REFS, CORE_SOURCES } from '@horde/zombicide/rule-refs';
import { CLASSIC_REFS, CLASSIC_SOURCES } from '@horde/zombicide/rulesets/classic/rule-refs';
import { cardName, survivorName, tentName, type Names } from './names.ts';

export interface RuleLine {
  text: string;
  /** The rulebook lines the rule comes from, in words: a note, not part of the text. */
  source?: string;
}

/** Codes said as a mission event's text (`log.<code>`). */
export const TEXT_CODES = [
  'tentRevealed',
  'rotten',
  'barbwireTorn',
  'eventTrigger',
  'companionOnBoard',
  'companionStashed',
  'companionDeckOut',
  'teamAction',
  'spawnDice',
  'extraActivationBlue',
  'doorUnlocked',
  'hippiemobileHarmless',
  'noInvasion',
  'lostWounded',
  'barricadeStarted',
  'barricadeCompleted',
  'barricadeBroken',
  'barricadeZombies',
  'handymanBarricade',
] as const;

/** Codes of why a game ended (`over.reason.<code>`, with the outcome's code). */
export const OUTCOME_CODES = ['goalsDone', 'nobodyLeft', 'missionLost', 'companionDied', 'companionLeft'] as const;

/** Why zombies move where they move: the reason of a `zombieMove` or `zombieFlight` (`rule.<reason>`). */
const REASONS = ['reasonSight', 'reasonBoard', 'reasonNowhere', 'moveTaunt'] as const;

/**
 * Codes Classic never names: another ruleset's mission texts and reasons a mission is lost (Classic's missions
 * have no such goals), and the Undead or Alive Friendly Fire (Classic puts Survivors first instead).
 */
const NOT_NAMED = new Set([
  'ammoGiven',
  'ammoTraded',
  'colorRemoved',
  'companionLost',
  'objectiveRemoved',
  'friendlyFire',
  'fanningBoom',
  'water',
  'waterDiscarded',
  'bounty',
  'companionPosse',
  'companionTraded',
  'companionLinked',
]);

const ONLY_TEXT = new Set<string>(['companionOnBoard', 'doorUnlocked', 'lostWounded', 'spawnDice']);

/** Every code said as a rule (`rule.<code>`). */
export const RULE_CODES: readonly string[] = [
  ...[...Object.keys(CORE_REFS), ...Object.keys(CLASSIC_REFS)].filter(
    (c) => !NOT_NAMED.has(c) && !ONLY_TEXT.has(c) && !(OUTCOME_CODES as readonly string[]).includes(c),
  ),
  ...REASONS,
];

/** The parameters of a reference, named for its message. */
function values(ref: RuleRef, n: Names): Record<string, unknown> {
  const t = n.t;
  const out: Record<string, unknown> = {};
  const params = ref.params ?? {};
  for (const [key, value] of Object.entries(params)) {
    switch (key) {
      case 'type':
        out.type = n.zombieType(Number(value));
        out.zombies = n.zombies(Number(value), Number(params.count ?? 1));
        out.fatty = out.type;
        break;
      case 'escort':
        out.escort = n.zombies(Number(value), 2);
        break;
      case 'weapon':
      case 'card':
      case 'found':
        out[key] = cardName(t, String(value));
        break;
      case 'level':
        out.level = n.level(String(value));
        break;
      case 'color':
        out.color = ref.code === 'doorUnlocked' ? n.colorF(String(value)) : n.color(String(value));
        out.colorF = n.colorF(String(value));
        break;
      case 'who':
      case 'from':
      case 'to':
      case 'leader':
        out[key] = n.survivor(Number(value));
        break;
      case 'survivors':
        out.who = (value as readonly string[]).map(survivorName).join(', ');
        break;
      case 'zone':
        out.zone = n.zone(Number(value));
        break;
      // Gozer's abilities: the Abominations chosen (gozer.ts).
      case 'ability1':
      case 'ability2':
        out[key] = t(`classic:prompt.gozerAbility.${value}`);
        break;
      case 'kind':
        out.kind = t(`classic:rule.kind.${value}`);
        break;
      case 'bonus':
        out.bonus = Number(value) > 0 ? ` (+${value})` : '';
        break;
      case 'way':
        out.way = t(`classic:offer.way.${value}`);
        break;
      case 'reason':
        out.reason = t(`classic:rule.${value}`);
        break;
      case 'border':
        // A barricade spot [TCM]: its two zones.
        out.border = String(value)
          .split('|')
          .map((l) => n.zoneByLabel?.(l) ?? l)
          .join(' / ');
        break;
      case 'tent':
        out.tent = tentName(t, String(value));
        break;
      case 'spot':
        out.spot = t(
          `classic:board.spot.${value === 'manhole' ? 'manhole' : value === 'blueBed' ? 'blue_bed' : 'green_bed'}`,
        );
        break;
      default:
        out[key] = value;
    }
  }
  if (ref.code === 'teamAction' && typeof params.card === 'string')
    out.card = t(`classic:offer.teamCard.${params.card}`);
  if (ref.code === 'companionOnBoard' || ref.code === 'companionStashed') out.who = out.card;
  return out;
}

/** The rulebook lines of each code (the engine's tables). */
const SOURCES: Readonly<Record<string, RuleSource | null>> = { ...CORE_SOURCES, ...CLASSIC_SOURCES };

/** The rulebook lines of a reference's rule, in words, or undefined. */
function source(ref: RuleRef, n: Names): string | undefined {
  const at = SOURCES[ref.code];
  return at
    ? n.t('classic:rule.source', { seed: at.seed, lines: at.lines.join(', '), count: at.lines.length })
    : undefined;
}

/** The rule an event or a decision names, in the chosen language. */
export function ruleText(n: Names, rule: RuleRef): RuleLine {
  const text = n.t(`classic:rule.${rule.code}`, values(rule, n));
  const note = source(rule, n);
  return note ? { text, source: note } : { text };
}

/** A mission event's text, in the chosen language, as a sentence. */
export function missionText(n: Names, text: RuleRef): string {
  return n.t(`classic:log.${text.code}`, values(text, n));
}

/** Every rule key the codes use (the messages test checks that both languages have them). */
export const RULE_KEYS: readonly string[] = [...RULE_CODES, 'kind.melee', 'kind.ranged', 'source'];
