/**
 * The pieces that join places of the map, each in the mission schema's own fields: Classic's Switches ([PO] `switches`:
 * a token in a zone that opens and closes `doors`, or turns the security `gate` of a zone, with an Objective of a
 * colour beside it or not), Classic's stair tokens ([RM] `stairs`: two zones across a fence, "<a>|<b>"), and Undead or
 * Alive's train (`train`: the placed tiles of its `track` in order, its heading, whether it moves and what brings it,
 * the `cars` its tiles turn into). A click puts one, the same click again takes it.
 */
import type { Command } from './model/commands.ts';
import type { MissionDoc } from './model/mission.ts';

type Color = 'red' | 'blue' | 'green';
type Switch = NonNullable<MissionDoc['switches']>[number];
export type Train = NonNullable<MissionDoc['train']>;

export const HEADINGS = ['north', 'east', 'south', 'west'] as const;
export const TRAIN_TRIGGERS = ['blueObjectiveLeaves', 'allAboard', 'blueAndGreenTaken', 'locomotiveAction'] as const;

const set = (key: 'switches' | 'stairs' | 'barricades' | 'train', value: unknown): Command => ({
  kind: 'setField',
  key,
  value,
});
/** An object with its keys in the schema's order, so the saved file reads as a hand-written one. */
function inOrder<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  const out = {} as T;
  for (const k of keys) if (value[k] !== undefined) out[k] = value[k];
  return out;
}
const SWITCH_KEYS = ['zone', 'gate', 'doors', 'objective'] as const;
const TRAIN_KEYS = ['mobile', 'track', 'heading', 'trigger', 'cars'] as const;
const orNone = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);
const toggled = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** A Switch put in `zone` (with the Objective of `objective` beside it), or taken away when one is there. */
export function switchCommand(doc: MissionDoc, zone: string, objective: Color | null): Command {
  const list = doc.switches ?? [];
  const here = list.some((s) => s.zone === zone);
  const next = here ? list.filter((s) => s.zone !== zone) : [...list, { zone, ...(objective ? { objective } : {}) }];
  return set('switches', orNone(next));
}

/** The Switch of zone `at` changed by `change` (a field absent when `change` leaves it empty). */
function changeSwitch(doc: MissionDoc, at: string, change: (s: Switch) => Switch): Command | null {
  const list = doc.switches ?? [];
  if (!list.some((s) => s.zone === at)) return null;
  return set(
    'switches',
    list.map((s) => (s.zone === at ? inOrder(change(s), SWITCH_KEYS) : s)),
  );
}

/** Door `door` opened and closed by the Switch of zone `at`, or no longer. */
export function switchDoorCommand(doc: MissionDoc, at: string, door: string): Command | null {
  return changeSwitch(doc, at, (s) => {
    const { doors, ...rest } = s;
    const next = toggled(doors ?? [], door);
    return next.length ? { ...rest, doors: next } : rest;
  });
}

/** The security gate of zone `gate` turned by the Switch of zone `at`, or no longer. */
export function switchGateCommand(doc: MissionDoc, at: string, gate: string): Command | null {
  return changeSwitch(doc, at, (s) => {
    const { gate: was, ...rest } = s;
    return was === gate ? rest : { ...rest, gate };
  });
}

/** The stair token between zones `a` and `b` ("<a>|<b>", sorted as door labels are), put or taken away. */
export function stairsCommand(doc: MissionDoc, a: string, b: string): Command | null {
  if (a === b) return null;
  const label = [a, b].sort().join('|');
  return set('stairs', orNone(toggled(doc.stairs ?? [], label)));
}

/**
 * A barricade spot [TCM] on the border of zones `a` and `b`: a click adds one, a second a spot beside it (a standard
 * street takes two: seed 001 line 1014; the checks say when a border takes one only), a third takes them away.
 */
export function barricadeCommand(doc: MissionDoc, a: string, b: string): Command | null {
  if (a === b) return null;
  const label = [a, b].sort().join('|');
  const list = doc.barricades ?? [];
  const here = list.filter((s) => s === label).length;
  return set('barricades', orNone(here >= 2 ? list.filter((s) => s !== label) : [...list, label]));
}

/** The placed tile `tile` added to the end of the train's track, or taken off it (a new train: immobile, east). */
export function trackCommand(doc: MissionDoc, tile: string): Command {
  const train: Train = doc.train ?? { mobile: false, track: [], heading: 'east' };
  const track = toggled(train.track, tile);
  if (!track.length) return set('train', undefined);
  const cars = train.cars?.filter((c) => track.some((t) => sameTile(t, c)));
  const { cars: _, ...rest } = train;
  return set('train', inOrder({ ...rest, track, ...(cars?.length ? { cars } : {}) }, TRAIN_KEYS));
}

/** The train's options changed (its mobility, heading, trigger; `trigger: undefined` removes it). */
export function trainCommand(doc: MissionDoc, change: Partial<Train>): Command | null {
  if (!doc.train) return null;
  return set('train', inOrder({ ...doc.train, ...change }, TRAIN_KEYS));
}

/** A tile's number: "12V#2" and "12R" are the two sides of tile 12. */
const tileNumber = (name: string): string => name.replace(/#\d+$/, '').replace(/[A-Z]$/, '');
const sameTile = (a: string, b: string): boolean => tileNumber(a) === tileNumber(b);

/** The other side of a track tile (its car: "12V" turns into "12R"), among the box's tile ids. */
export function carOf(tile: string, ids: readonly string[]): string | undefined {
  const own = tile.replace(/#\d+$/, '');
  return ids.find((id) => id !== own && tileNumber(id) === tileNumber(own));
}

/** Car `car` listed in the train's `cars` (the side its track tile turns into), or no longer. */
export function trainCarCommand(doc: MissionDoc, car: string): Command | null {
  if (!doc.train) return null;
  const { cars, ...rest } = doc.train;
  const next = toggled(cars ?? [], car);
  const train: Train = next.length ? { ...rest, cars: next } : rest;
  return set('train', inOrder(train, TRAIN_KEYS));
}

/** Each piece of these on the map: the zone it stands in, its sign, and its title's message and parameters. */
export interface LinkMark {
  zone: string;
  sign: string;
  title: string;
  params: Record<string, string | number>;
}

export function linkMarks(doc: MissionDoc): LinkMark[] {
  const out: LinkMark[] = [];
  for (const s of doc.switches ?? []) {
    // K, as the tiles mark the zones of their Switches (10P's k1, k2).
    out.push({ zone: s.zone, sign: 'K', title: 'studio.marks.switch', params: { zone: s.zone } });
    if (s.gate) out.push({ zone: s.gate, sign: '⟳', title: 'studio.marks.gate', params: { zone: s.gate, at: s.zone } });
  }
  for (const spot of doc.barricades ?? []) {
    const [a, b] = spot.split('|');
    for (const zone of [a, b]) out.push({ zone, sign: '▬', title: 'studio.marks.barricade', params: { a, b } });
  }
  for (const stair of doc.stairs ?? []) {
    const [a, b] = stair.split('|');
    for (const zone of [a, b]) out.push({ zone, sign: '⇅', title: 'studio.marks.stairs', params: { a, b } });
  }
  return out;
}

/** The Switch that opens and closes door `door`, if any. */
export const switchOfDoor = (doc: MissionDoc, door: string): Switch | undefined =>
  doc.switches?.find((s) => s.doors?.includes(door));
