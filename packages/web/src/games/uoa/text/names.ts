/**
 * Names for people, in the chosen language, of what the engine refers to by index or id: survivors,
 * zones ("street 2R:s4"), cards, skills and their parameters, zombie types, Danger Levels, colours,
 * spawn zones. English comes from the content (one source for the texts), French from the table's
 * messages (`content.*`, i18n/content.fr.json), falling back to the English when a text is missing.
 * Called outside React: a component that shows them re-renders when the language changes (the
 * table's memos depend on it).
 */
import type { PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { i18n } from '../../../i18n/index.ts';
import { equipmentById, skillById, survivorById } from '../data.ts';

export const ZOMBIE_IDS = ['walker', 'runner', 'fatty', 'abomination'] as const;
/** The letters of the zombie types in English: the board's `data-zombie` (the drawn letter is translated). */
export const ZOMBIE_LETTERS = ['W', 'R', 'F', 'A'] as const;

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;
const zombieId = (type: number): string => ZOMBIE_IDS[type] ?? 'walker';

/** "Walker". */
export function zombieName(type: number): string {
  return t(`uoa:names.zombie.${zombieId(type)}`);
}

/** "2 Walkers", "1 Fatty". */
export function zombies(type: number, count: number): string {
  return t(`uoa:names.zombies.${zombieId(type)}`, { count });
}

/** The letter drawn on the board for a zombie type ("W" in English, "R" for Rôdeur in French). */
export function zombieLetter(type: number): string {
  return t(`uoa:names.letter.${zombieId(type)}`);
}

/** The index of an engine type name ("Walker", "walker") in the roster, or -1. */
export function zombieType(name: string): number {
  return ZOMBIE_IDS.indexOf(name.toLowerCase() as (typeof ZOMBIE_IDS)[number]);
}

/** A Danger Level ("blue") in words ("Blue"). */
export function levelName(level: string): string {
  return t(`uoa:level.${level.toLowerCase()}`, { defaultValue: level });
}

/** An Objective's colour ("red") in words, as said of an Objective. */
export function colorName(color: string): string {
  return t(`uoa:names.color.${color}`, { defaultValue: color });
}

/** A card by its content id: the content's English name, the table's French one. */
export function cardName(defId: string): string {
  const def = equipmentById[defId];
  // Cards a ruleset adds (M7's Objective tokens) are not in the content: the table names them.
  const english = def?.name ?? t(`uoa:names.card.${defId}`, { defaultValue: defId });
  return t(`uoa:content.cards.${defId}.name`, { defaultValue: english });
}

export function survivorName(id: string): string {
  return survivorById[id.split('#')[0]]?.name ?? id;
}

function splitKey(key: string): { id: string; param?: string } {
  const m = /^([^(]+)(?:\((.*)\))?$/.exec(key);
  return { id: m?.[1] ?? key, param: m?.[2] };
}

/** A skill's parameter as players read it: another skill, a card, or a word ("Ranged", "Rifle", "Walker"). */
export function paramName(param: string): string {
  if (skillById[splitKey(param).id]) return skillName(param);
  if (equipmentById[param]) return cardName(param);
  return t(`uoa:names.param.${param}`, { defaultValue: param });
}

/**
 * "+1 to dice roll: Ranged" from a skill key "plus1ToDiceRoll(ranged)". A parameter that is itself a
 * skill or a card is named as such ("Brother in arms: Low profile", not "lowProfile").
 */
export function skillName(key: string): string {
  const { id, param } = splitKey(key);
  const name = t(`uoa:content.skills.${id}.name`, { defaultValue: skillById[id]?.name ?? id });
  if (!param) return name.replace(/\s*:?\s*\[[^\]]*\]/g, '').trim();
  const p = paramName(param);
  return /\[[^\]]*\]/.test(name) ? name.replace(/\[[^\]]*\]/, p) : t('uoa:names.withParam', { name, param: p });
}

export function skillText(key: string): string {
  const { id } = splitKey(key);
  return t(`uoa:content.skills.${id}.text`, { defaultValue: skillById[id]?.text ?? '' });
}

/** What rerolls dice: a card (Plenty Of Bullets) or a skill (Lucky), by its id. */
export function rerollSource(source: string): string {
  if (equipmentById[source]) return cardName(source);
  if (skillById[splitKey(source).id]) return skillName(source);
  return source;
}

/** A slot of an inventory: "Hand 1", "Favorite", "Backpack 2". */
export function slotName(slot: number): string {
  return t(`uoa:slot.${slot}`, { defaultValue: String(slot + 1) });
}

/** Zone names by board and language: the board's first drawing asks for each zone's several times. */
const zoneNames = new WeakMap<BoardGeometry, Map<string, string>>();

/** "street 2R:s4", "room 2R:b1": a zone by its kind and its tile-qualified label. */
export function zoneName(geo: BoardGeometry, zone: number): string {
  const z = geo.zones[zone];
  if (!z) return t('uoa:names.unknownZone', { zone });
  let names = zoneNames.get(geo);
  if (!names) zoneNames.set(geo, (names = new Map()));
  const key = `${i18n.language}|${zone}`;
  let name = names.get(key);
  if (name === undefined) {
    name = t(`uoa:names.zone.${z.kind}`, { label: z.label, defaultValue: `${z.kind} ${z.label}` });
    // Kept only once the language's messages are in: a name said before they arrive is a stand-in.
    if (i18n.hasResourceBundle(i18n.language, 'uoa')) names.set(key, name);
  }
  return name;
}

/** A text with its first letter in capital (a zone's name as a title: "La rue 2R:s4"). */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface Namer {
  zone(id: number): string;
  survivor(index: number): string;
  card(instance: number): string;
  /** The view's survivors, for the rules that name them by index. */
  survivors?: readonly { id: string; eliminated?: boolean }[];
  /** A seat inside a sentence: its player's name online, else "seat 2" (table/seats.ts). */
  seat?(seat: number): string;
}

/** A survivor of the view by its id ("hanna", "hanna#2"), by its name. */
export function survivorNamed(id: string, survivors: readonly { id: string }[]): string {
  const s = survivors.find((x) => x.id === id) ?? survivors.find((x) => x.id.split('#')[0] === id);
  return survivorName(s?.id ?? id);
}

export function namer(view: PlayerView, geo: BoardGeometry): Namer {
  return {
    zone: (id) => zoneName(geo, id),
    survivor: (i) => survivorName(view.survivors[i]?.id ?? `#${i}`),
    card: (instance) => cardName(view.cards[instance]?.def ?? '?'),
    survivors: view.survivors,
  };
}
