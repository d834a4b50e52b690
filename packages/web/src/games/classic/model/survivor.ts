/**
 * A survivor as the Classic dashboard reads it: Actions left (with the free ones of its skills), the
 * experience track with its Danger Levels (Yellow 7, Orange 19, Red 43), and the five slots (two
 * Hands, three in reserve) with the Wounded cards that took a slot. Pure.
 */
import type { PlayerView } from '@horde/zombicide';
import { equipmentById, type ClassicCardDef } from '../data.ts';
import { HOARD_SLOT } from '@horde/zombicide/rulesets/classic/index';

type SurvivorView = PlayerView['survivors'][number];

export const LEVELS = [
  { level: 'blue', from: 0 },
  { level: 'yellow', from: 7 },
  { level: 'orange', from: 19 },
  { level: 'red', from: 43 },
] as const;

/** The end of the drawn track (a little past Red). */
export const TRACK_TOP = 50;

export interface FreeAction {
  key: string;
  /** What the free Action pays for ("move", "combat", "search"...). */
  param: string;
  left: number;
}

export interface ActionsLeft {
  max: number;
  left: number;
  done: boolean;
  free: FreeAction[];
}

export function actionsOf(s: SurvivorView): ActionsLeft {
  const max = 3 + s.skills.filter((k) => k === 'plus1Action').length;
  const counts = new Map<string, number>();
  for (const k of s.skills) if (k.startsWith('plus1FreeAction(')) counts.set(k, (counts.get(k) ?? 0) + 1);
  const free = [...counts].map(([key, n]) => ({
    key,
    param: /\((.*)\)/.exec(key)?.[1] ?? '',
    left: s.done ? 0 : Math.max(0, n - (s.used[`free:${key}`] ?? 0)),
  }));
  return { max, left: s.done ? 0 : Math.max(0, max - s.actionsUsed), done: s.done, free };
}

export interface Experience {
  xp: number;
  level: string;
  /** The next Danger Level and the experience it needs, or null at Red. */
  next: { level: string; at: number } | null;
}

export function experienceOf(s: SurvivorView): Experience {
  const next = LEVELS.find((l) => l.from > s.ap);
  return { xp: s.ap, level: s.level, next: next ? { level: next.level, at: next.from } : null };
}

export interface SlotView {
  slot: number;
  place: 'hand' | 'reserve';
  card: number | null;
  def: ClassicCardDef | null;
  wounded: boolean;
  loaded: boolean;
  /** A card turned upside down (a Bulletproof Vest that took a first Wound). */
  flipped: boolean;
}

/** The Classic inventory: slots 0-1 the Hands, 2-4 the reserve (rules: CLASSIC_INVENTORY). */
export const HANDS = 2;

export function slotsOf(view: PlayerView, s: number): SlotView[] {
  const surv = view.survivors[s];
  // The fourth reserve slot is Hoard's (seed 001 line 2233): shown only to a survivor with the skill.
  const inventory = surv?.skills.includes('hoard') ? surv.inventory : (surv?.inventory ?? []).slice(0, HOARD_SLOT);
  return inventory.map((card, slot) => {
    const c = card === null ? null : view.cards[card];
    const def = c ? (equipmentById[c.def] ?? null) : null;
    return {
      slot,
      place: slot < HANDS ? 'hand' : 'reserve',
      card,
      def,
      wounded: !!def?.traits.includes('wounded'),
      loaded: c?.loaded ?? true,
      flipped: !!c?.flipped,
    };
  });
}
