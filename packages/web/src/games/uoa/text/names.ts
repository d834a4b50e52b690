/** Human names for the things the engine refers to by index or id. */
import type { PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { equipmentById, skillById, survivorById } from '../data.ts';

export const ZOMBIE_NAMES = ['Walker', 'Runner', 'Fatty', 'Abomination'] as const;
export const ZOMBIE_PLURALS = ['Walkers', 'Runners', 'Fatties', 'Abominations'] as const;
export const ZOMBIE_LETTERS = ['W', 'R', 'F', 'A'] as const;

export function zombies(type: number, count: number): string {
  return `${count} ${count === 1 ? ZOMBIE_NAMES[type] : ZOMBIE_PLURALS[type]}`;
}

export function cardName(defId: string): string {
  return equipmentById[defId]?.name ?? defId;
}

export function survivorName(id: string): string {
  return survivorById[id]?.name ?? id;
}

/**
 * "Plus 1 to dice roll (Ranged)" from a skill key "plus1ToDiceRoll(ranged)". A parameter that is
 * itself a skill or a card is named as such ("Brother in arms: Low profile", not "lowProfile").
 */
export function skillName(key: string): string {
  const m = /^([^(]+)(?:\((.*)\))?$/.exec(key);
  const id = m?.[1] ?? key;
  const raw = m?.[2];
  const name = skillById[id]?.name ?? id;
  if (!raw) return name.replace(/:?\s*\[[^\]]*\]/g, '');
  const param = skillById[raw.replace(/\(.*$/, '')] ? skillName(raw) : (equipmentById[raw]?.name ?? raw);
  return /\[[^\]]*\]/.test(name) ? name.replace(/\[[^\]]*\]/, param) : `${name}: ${param}`;
}

export function skillText(key: string): string {
  const id = key.replace(/\(.*$/, '');
  return skillById[id]?.text ?? '';
}

const KIND_WORD: Record<string, string> = {
  street: 'street',
  building: 'room',
  balcony: 'balcony',
  train: 'train car',
  railroad: 'railroad',
  impassable: 'blocked',
};

/** "2R:s4" plus its kind, e.g. "street 2R:s4". */
export function zoneName(geo: BoardGeometry, zone: number): string {
  const z = geo.zones[zone];
  if (!z) return `zone ${zone}`;
  return `${KIND_WORD[z.kind] ?? z.kind} ${z.label}`;
}

export interface Namer {
  zone(id: number): string;
  survivor(index: number): string;
  card(instance: number): string;
  /** The engine's sentence with survivor ids turned into their names ("henry was eliminated" → "Henry was eliminated"). */
  named?(text: string): string;
}

/** The engine's sentence with the survivors' ids turned into their names, capitalised. */
export function namedText(text: string, survivors: readonly { id: string }[]): string {
  let out = text;
  for (const s of survivors)
    out = out.replace(new RegExp(`\\b${s.id.replace(/[#]/g, '\\$&')}\\b`, 'g'), survivorName(s.id.split('#')[0]));
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function namer(view: PlayerView, geo: BoardGeometry): Namer {
  return {
    zone: (id) => zoneName(geo, id),
    survivor: (i) => survivorName(view.survivors[i]?.id ?? `#${i}`),
    card: (instance) => cardName(view.cards[instance]?.def ?? '?'),
    named: (text) => namedText(text, view.survivors),
  };
}
