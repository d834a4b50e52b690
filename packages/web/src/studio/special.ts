/**
 * The special pieces and tokens a mission puts in zones, each game its own (the mission schema's fields): another
 * starting zone for both; Undead or Alive's Wagon, Gatling and Companions; Classic's cars, helicopter landing zones,
 * the crashed helicopter's and rubble's covered zones, and tents. A click puts one in the zone, a second takes it.
 */
import type { CAR_KINDS } from '@horde/content/missions-schema';
import type { Command } from './model/commands.ts';
import type { MissionDoc, StudioGame } from './model/mission.ts';

export type CarKind = (typeof CAR_KINDS)[number];
export type ClassName = 'brawler' | 'faithful' | 'gunslinger' | 'townsfolk';
export type SpecialKind =
  | 'extraStart'
  | 'wagon'
  | 'gatling'
  | 'companion'
  | 'car'
  | 'landingZone'
  | 'covered'
  | 'rubble'
  | 'tent';

/** The special kinds each game's missions have. */
export const SPECIALS: Record<StudioGame, readonly SpecialKind[]> = {
  uoa: ['extraStart', 'wagon', 'gatling', 'companion'],
  classic: ['extraStart', 'car', 'landingZone', 'covered', 'rubble', 'tent'],
};

/** The list fields that hold zone labels, by kind. */
const ZONE_LISTS = {
  extraStart: 'extraStarts',
  landingZone: 'landingZones',
  covered: 'covered',
  rubble: 'rubble',
  tent: 'tents',
} as const;

const toggled = (list: readonly string[] | undefined, zone: string): string[] | undefined => {
  const next = (list ?? []).includes(zone) ? (list ?? []).filter((z) => z !== zone) : [...(list ?? []), zone];
  return next.length ? next : undefined;
};

export function specialCommand(
  tool: { what: SpecialKind; car: CarKind; companion: ClassName },
  doc: MissionDoc,
  zone: string,
): Command {
  const set = (key: Parameters<typeof field>[0], value: unknown): Command => field(key, value);
  switch (tool.what) {
    case 'extraStart':
    case 'landingZone':
    case 'covered':
    case 'rubble':
    case 'tent': {
      const key = ZONE_LISTS[tool.what];
      return set(key, toggled(doc[key], zone));
    }
    case 'wagon':
      return set('wagon', doc.wagon?.zone === zone ? undefined : { zone });
    case 'gatling':
      return set('gatling', doc.gatling?.zone === zone ? undefined : { zone });
    case 'car': {
      const cars = doc.cars ?? [];
      const here = cars.find((c) => c.zone === zone && c.kind === tool.car);
      const next = here ? cars.filter((c) => c !== here) : [...cars, { zone, kind: tool.car }];
      return set('cars', next.length ? next : undefined);
    }
    case 'companion': {
      const list = doc.companions ?? [];
      const here = list.find((c) => c.class === tool.companion && c.zones.length === 1 && c.zones[0] === zone);
      const next = here
        ? list.filter((c) => c !== here)
        : [...list, { class: tool.companion, count: 1, zones: [zone], mode: 'lone' as const }];
      return set('companions', next.length ? next : undefined);
    }
  }
}

function field(
  key: 'extraStarts' | 'landingZones' | 'covered' | 'rubble' | 'tents' | 'wagon' | 'gatling' | 'cars' | 'companions',
  value: unknown,
): Command {
  return { kind: 'setField', key, value };
}

/** Each special piece on the map: its zone, kind and a short sign to draw. */
export function specialMarks(doc: MissionDoc): { zone: string; what: SpecialKind; sign: string; detail?: string }[] {
  const out: { zone: string; what: SpecialKind; sign: string; detail?: string }[] = [];
  for (const z of doc.extraStarts ?? []) out.push({ zone: z, what: 'extraStart', sign: '★' });
  if (doc.wagon) out.push({ zone: doc.wagon.zone, what: 'wagon', sign: 'W' });
  if (doc.gatling) out.push({ zone: doc.gatling.zone, what: 'gatling', sign: 'G' });
  for (const c of doc.companions ?? [])
    for (const z of c.zones) out.push({ zone: z, what: 'companion', sign: 'C', detail: c.class });
  for (const c of doc.cars ?? [])
    out.push({ zone: c.zone, what: 'car', sign: c.kind === 'helicopter' ? 'H' : 'V', detail: c.kind });
  for (const z of doc.landingZones ?? []) out.push({ zone: z, what: 'landingZone', sign: 'L' });
  for (const z of doc.covered ?? []) out.push({ zone: z, what: 'covered', sign: '▩' });
  for (const z of doc.rubble ?? []) out.push({ zone: z, what: 'rubble', sign: '▦' });
  for (const z of doc.tents ?? []) out.push({ zone: z, what: 'tent', sign: 'T' });
  return out;
}
