/**
 * How a simulation report shows a Zombicide (both rulesets): the reason codes and figures
 * in English, a mission's pieces in one line, and the wounds heat map drawn
 * on the mission map (the board's renderSvg with tinted zones and counts).
 */
import type { MissionDef } from '@horde/zombicide';
import { renderSvg, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { SimReportSpec } from '../module.ts';

/** Five shades, from a few wounds to the worst zone's. */
const HEAT = ['#f9c9a0', '#f39a6b', '#e5603f', '#c7301f', '#8e0b0b'];

/** The shade index of a zone with `n` wounds when the worst zone has `max` (the studio's heat map shades so too). */
export function heatLevel(n: number, max: number): number {
  return Math.min(HEAT.length - 1, Math.floor((n / max) * HEAT.length - 1e-9));
}

/** The colour of a zone with `n` wounds when the worst zone has `max`. */
export function heatColour(n: number, max: number): string {
  return HEAT[heatLevel(n, max)];
}

export function zombicideSimReport(
  mission: (id: string) => MissionDef | undefined,
  geometry: (mission: MissionDef) => BoardGeometryWithGrid,
): SimReportSpec {
  return {
    reasons: {
      goalsDone: 'goals done',
      survivorEliminated: 'survivor eliminated',
      sevenSpawnZones: 'seventh spawn zone',
      wagonOnTrack: 'Wagon left on the track',
      zombiesAboardTrain: 'zombies aboard the train',
      trainLeftWithoutPosse: 'train left without the posse',
      nobodyLeft: 'nobody left',
      missionLost: 'mission can no longer be won',
      roundLimit: 'round limit',
    },
    figures: {
      kills: { title: 'Kills by zombie type', labels: ['walker', 'runner', 'fatty', 'abomination'] },
      danger: { title: 'Highest Danger Level reached', labels: ['blue', 'yellow', 'orange', 'red'] },
      woundsByZone: { title: 'Wounds taken by zone' },
      spawnCards: { title: 'Spawn cards drawn per game' },
    },
    entryDescription(entry) {
      const m = mission(entry);
      if (!m) return '';
      const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
      return [
        `start ${m.start}`,
        `exit ${list(m.exits)}`,
        `spawns ${list(m.spawns.map((s) => `${s.zone} (${s.kind})`))}`,
        `objectives ${list(m.objectives.map((o) => `${o.zone} (${o.color})`))}`,
      ].join(' · ');
    },
    heatMap: {
      figure: 'woundsByZone',
      draw(entry, counts, title) {
        const m = mission(entry);
        if (!m) return '';
        const geo = geometry(m);
        const byZone = Object.entries(counts)
          .map(([label, n]) => [geo.byLabel[label], n] as const)
          .filter(([zone, n]) => zone !== undefined && n > 0);
        const max = Math.max(0, ...byZone.map(([, n]) => n));
        const groups: number[][] = HEAT.map(() => []);
        const markers: Record<number, string> = {};
        for (const [zone, n] of byZone) {
          groups[heatLevel(n, max)].push(zone);
          markers[zone] = `${n}`;
        }
        return renderSvg(geo, {
          cell: 40,
          labels: 'local',
          highlight: groups.map((zones, i) => ({ zones, color: HEAT[i] })).filter((g) => g.zones.length > 0),
          markers,
          title,
        });
      },
    },
  };
}
