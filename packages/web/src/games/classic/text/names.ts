/**
 * Names for people, in the chosen language, of what the engine refers to by index or id: survivors,
 * zones ("street 1B:s2", the label the log and the map show), cards, skills, zombie types, levels.
 * English comes from the content (one source for the texts), French from the table's messages
 * (`content.*`, i18n/content.fr.json), falling back to the English when a text is missing.
 */
import type { TFunction } from 'i18next';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { CLASSIC_TYPES, type ClassicType } from '@horde/zombicide/rulesets/classic/index';
import { content, equipmentById, skillById, survivorById } from '../data.ts';
import { seatWords, type SeatWords } from './seats.ts';

/** The engine's zombie type ids, by type index (the Classic roster: species and kinds). */
export const ZOMBIE_IDS: readonly ClassicType[] = CLASSIC_TYPES;
/** A language-free mark per type (for tests and data attributes): the species' initial, then the kind's. */
export const ZOMBIE_LETTERS = [
  'W',
  'R',
  'F',
  'A',
  'TW',
  'TR',
  'TF',
  'TA',
  'BW',
  'BR',
  'BF',
  'BA',
  'SW',
  'SR',
  'SF',
  'C',
  'D',
  'SK',
  'MC',
  'L',
] as const;

export interface Names {
  t: TFunction;
  /** The language the names are in ("en", "fr"). */
  language: string;
  /** "street 1B:s2", "room 2B:b1". */
  zone(id: number): string;
  /** The same for a zone given by its label ("1B:s2"), as a game mode's choice names it. */
  zoneByLabel?(label: string): string;
  /** A door by the two zones it joins: "the door of room 1B:a1 onto street 1B:s2". */
  door(id: number): string;
  /** A door seen from one of its zones: "the door to room 1B:a1". */
  doorFrom(id: number, from: number): string;
  /** The survivor at an index of the view. */
  survivor(index: number): string;
  /** The card of an instance of the view. */
  card(instance: number): string;
  /** "2 Walkers", "1 Fatty". */
  zombies(type: number, count: number): string;
  /** "Walker". */
  zombieType(type: number): string;
  level(level: string): string;
  /** A colour as said of an Objective (French: masculine). */
  color(color: string): string;
  /** A colour as said of a spawn zone or a door (French: feminine). */
  colorF(color: string): string;
  /** A vehicle of the view by its index: "police car", "pimpmobile", "helicopter". */
  car(index: number): string;
  /** A seat (0-based) inside a sentence: its player's name at an online table, else "seat 2" ("la place 2"). */
  seat(player: number): string;
}

export function survivorName(id: string): string {
  return survivorById[id.split('#')[0]]?.name ?? id;
}

export function cardName(t: TFunction, defId: string): string {
  const def = equipmentById[defId];
  return t(`classic:content.cards.${defId}.name`, { defaultValue: def?.name ?? defId });
}

/** A tent card's name [RM] (English from the content, French from content.fr.json). */
export function tentName(t: TFunction, id: string): string {
  const def = content.tentCards?.find((c) => c.id === id);
  return t(`classic:content.tents.${id}.name`, { defaultValue: def?.name ?? id });
}

/** What a tent card shows [RM]. */
export function tentText(t: TFunction, id: string): string {
  const def = content.tentCards?.find((c) => c.id === id);
  return t(`classic:content.tents.${id}.text`, { defaultValue: def?.text ?? '' });
}

/** What a card that is not a plain weapon does (empty for a plain weapon). */
export function cardText(t: TFunction, defId: string): string {
  const def = equipmentById[defId];
  return t(`classic:content.cards.${defId}.text`, { defaultValue: def?.text ?? '' });
}

function splitKey(key: string): { id: string; param?: string } {
  const m = /^([^(]+)(?:\((.*)\))?$/.exec(key);
  return { id: m?.[1] ?? key, param: m?.[2] };
}

/** A skill parameter as players read it: "Move", "Combat", or an Equipment card's name. */
export function paramName(t: TFunction, param: string): string {
  if (equipmentById[param]) return cardName(t, param);
  return t(`classic:content.params.${param}`, { defaultValue: param.charAt(0).toUpperCase() + param.slice(1) });
}

/** "+1 free Action: Move" from the skill key "plus1FreeAction(move)". */
export function skillName(t: TFunction, key: string): string {
  const { id, param } = splitKey(key);
  const name = t(`classic:content.skills.${id}.name`, { defaultValue: skillById[id]?.name ?? id });
  if (!param) return name.replace(/:?\s*\[[^\]]*\]/g, '');
  const p = paramName(t, param);
  return /\[[^\]]*\]/.test(name) ? name.replace(/\[[^\]]*\]/, p) : `${name}: ${p}`;
}

export function skillText(t: TFunction, key: string): string {
  const { id } = splitKey(key);
  return t(`classic:content.skills.${id}.text`, { defaultValue: skillById[id]?.text ?? '' });
}

export function zoneName(t: TFunction, geo: BoardGeometry, zone: number): string {
  const z = geo.zones[zone];
  if (!z) return t('classic:names.unknownZone', { zone });
  return t(`classic:names.zone.${z.kind === 'building' ? 'building' : 'street'}`, { label: z.label });
}

/** A door by the room it closes and the zone it opens onto (two rooms: both). */
export function doorName(t: TFunction, geo: BoardGeometry, door: number): string {
  const d = geo.doors[door];
  if (!d) return t('classic:names.unknownDoor', { door });
  const [a, b] = d.zones.map((z) => geo.zones[z]);
  const room = a.kind === 'building' ? a : b;
  const other = room === a ? b : a;
  return t('classic:names.door', { room: zoneName(t, geo, room.id), other: zoneName(t, geo, other.id) });
}

/** A type's message id: the Abomination is the A-Bomb, Zuul or Vinz Clortho when the game's switch says so. */
export function zombieId(view: Pick<ClassicView, 'options'>, type: number): string {
  if (ZOMBIE_IDS[type] === 'abomination') {
    if (view.options.aBomb) return 'aBomb';
    if (view.options.uniqueAbomination) return view.options.uniqueAbomination;
  }
  return ZOMBIE_IDS[type] ?? 'walker';
}

export function names(
  view: ClassicView,
  geo: BoardGeometry,
  t: TFunction,
  language: string,
  seats: SeatWords = seatWords(),
): Names {
  return {
    t,
    language,
    zone: (id) => zoneName(t, geo, id),
    zoneByLabel: (label) => (geo.byLabel[label] === undefined ? label : zoneName(t, geo, geo.byLabel[label])),
    door: (id) => doorName(t, geo, id),
    doorFrom: (id, from) => {
      const d = geo.doors[id];
      if (!d?.zones.includes(from)) return doorName(t, geo, id);
      return t('classic:names.doorTo', { zone: zoneName(t, geo, d.zones[0] === from ? d.zones[1] : d.zones[0]) });
    },
    // A Companion is named by its card ("Gunman", "Cherry"), in the language.
    survivor: (i) => {
      const c = view.survivors[i]?.card;
      return c === undefined ? survivorName(view.survivors[i]?.id ?? `#${i}`) : cardName(t, view.cards[c]?.def ?? '?');
    },
    card: (instance) => cardName(t, view.cards[instance]?.def ?? '?'),
    // The A-Bomb switch names the Abomination the A-Bomb [RM].
    zombies: (type, count) => t(`classic:names.zombies.${zombieId(view, type)}`, { count }),
    zombieType: (type) => t(`classic:names.zombie.${zombieId(view, type)}`),
    level: (level) => t(`classic:names.level.${level}`, { defaultValue: level }),
    color: (color) => t(`classic:names.color.${color}`, { defaultValue: color }),
    colorF: (color) => t(`classic:names.colorF.${color}`, { defaultValue: color }),
    car: (index) => t(`classic:names.car.${carKind(view.cars?.[index]?.kind)}`),
    seat: seats.said,
  };
}

/** The vehicle kinds the table names and draws (seed 001 "Cars" and the [RM] helicopter); any other is a police car. */
export const CAR_KINDS = ['police', 'pimpmobile', 'hippiemobile', 'muscle', 'taxi', 'helicopter'] as const;
export type CarKind = (typeof CAR_KINDS)[number];

export function carKind(kind: string | undefined): CarKind {
  return (CAR_KINDS as readonly string[]).includes(kind ?? '') ? (kind as CarKind) : 'police';
}
