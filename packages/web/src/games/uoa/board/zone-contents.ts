/**
 * What is in a zone, in words, for a player who does not see the board: the survivors (with their wounds),
 * the zombies by type and count, the tokens (Noise, Objectives, spawn zones, exit, Vade Retro, Wagon, Gatling),
 * the printed features (corpse pile, crate, stairs...), the balconies above or the streets below, and where one
 * may walk from it. Each zone's accessible description on the map, and what the `I` key says.
 */
import { typeCount, zombiesIn, type PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import type { UoaView } from '@horde/zombicide/rulesets/uoa/index';
import { i18n } from '../../../i18n/index.ts';
import { capitalized, colorName, survivorName, zombies, zoneName } from '../text/names.ts';

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;
const list = (items: string[]): string => items.join(', ');
/** Between the parts: "; " (" ; " in French). */
const parts = (items: string[]): string => items.join(t('uoa:a11y.separator'));

/** The parts of a zone's contents, each a short phrase ("Hanna (1 wound of 3)", "2 Walkers", "Noise token: Bang"). */
export function zoneParts(view: PlayerView, geo: BoardGeometry, zone: number, exits: number[]): string[] {
  const z = geo.zones[zone];
  if (!z) return [];
  const out: string[] = [];
  const people = view.survivors.filter((s) => s.zone === zone && !s.exited && !s.eliminated);
  if (people.length)
    out.push(
      list(
        people.map((s) =>
          s.wounds > 0
            ? t('uoa:a11y.survivorHurt', { name: survivorName(s.id), count: s.wounds, health: s.health })
            : survivorName(s.id),
        ),
      ),
    );
  const hordes: string[] = [];
  for (let type = 0; type < typeCount(view); type++) {
    const n = zombiesIn(view, zone, type) ?? 0;
    if (n > 0) hordes.push(zombies(type, n));
  }
  out.push(hordes.length ? list(hordes) : t('uoa:a11y.noZombie'));
  if (view.noise.zone === zone) out.push(t('uoa:board.noiseTitle', { noise: view.noise.boom ? 'Boom' : 'Bang' }));
  for (const o of view.objectives)
    if (o.zone === zone && !o.taken)
      out.push(o.hidden ? t('uoa:board.objectiveHidden') : t('uoa:board.objective', { color: colorName(o.color) }));
  for (const sp of view.spawns)
    if (sp.zone === zone)
      out.push(
        t('uoa:board.spawnTitle', {
          kind: t(`uoa:names.spawn.${sp.kind}`),
          state: t(sp.safe ? 'uoa:board.spawnSafe' : sp.active ? 'uoa:board.spawnActive' : 'uoa:board.spawnInactive'),
        }),
      );
  if (exits.includes(zone)) out.push(t('uoa:board.exitTitle'));
  // Undead or Alive's own pieces, shown beside the shared view's fields.
  const { vadeRetro, wagon, gatling } = view as UoaView;
  if (vadeRetro.includes(zone)) out.push(t('uoa:board.vadeRetroTitle'));
  if (wagon?.zone === zone) out.push(t('uoa:board.wagonTitle'));
  if (gatling?.zone === zone) out.push(t('uoa:board.gatlingTitle'));
  for (const f of z.features) out.push(t(`uoa:board.feature.${f}`, { defaultValue: f }));
  if (z.kind === 'balcony') {
    if (z.straddles?.length) out.push(t('uoa:a11y.over', { zones: list(z.straddles.map((s) => zoneName(geo, s))) }));
    if (z.stairs !== undefined) out.push(t('uoa:a11y.stairsFrom', { zone: zoneName(geo, z.stairs) }));
  } else {
    const above = geo.zones.filter((b) => b.kind === 'balcony' && b.straddles?.includes(zone));
    if (above.length) out.push(t('uoa:a11y.under', { zones: list(above.map((b) => zoneName(geo, b.id))) }));
  }
  const ways = geo.neighbors[zone] ?? [];
  if (ways.length) out.push(t('uoa:a11y.leadsTo', { zones: list(ways.map((n) => zoneName(geo, n))) }));
  return out;
}

/** A zone's contents as one sentence, without its name (a zone's description on the map). */
export function zoneContents(view: PlayerView, geo: BoardGeometry, zone: number, exits: number[]): string {
  return `${capitalized(parts(zoneParts(view, geo, zone, exits)))}.`;
}

/** "Street 2R:s2: Hanna; 2 Walkers; Noise token: Bang; leads to street 2R:s1." (what the `I` key says). */
export function zoneReport(view: PlayerView, geo: BoardGeometry, zone: number, exits: number[]): string {
  return t('uoa:a11y.report', {
    zone: capitalized(zoneName(geo, zone)),
    contents: parts(zoneParts(view, geo, zone, exits)),
  });
}
