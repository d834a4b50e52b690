/**
 * Barricades [TCM] and Hole Zones [AN] on the Classic board (seed 001 lines 720-746, 1654-1678, 1815-1826): each
 * barricade spot of the mission is drawn on its border (and each barricade a Handyman's Leader built off them, line
 * 2020), a dashed outline while empty, a striped plank for the
 * token's incomplete face, a solid brown plank for its complete face; a Hole Zone is a dark pit over its cells, and a
 * plank through one [AN] a line from one linked zone to the other.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef, PlayerView } from '@horde/zombicide';
import { type BoardGeometryWithGrid, freeSpotBorder } from '@horde/zombicide/board/index';
import { WALL } from '@horde/zombicide/board/tile';
import { U } from '../../uoa/board/layout.ts';
import { zoneName } from '../text/names.ts';

export type BarricadeFace = 'spot' | 'incomplete' | 'complete';

export interface BarricadeMark {
  spot: number;
  face: BarricadeFace;
  /** The edge's two ends, in board units. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  zones: [number, number];
}

/** The cell edges between zones `a` and `b` (doors first: a barricade on a door covers it), as board segments. */
function borderEdges(geo: BoardGeometryWithGrid, a: number, b: number): [number, number, number, number][] {
  const { width, height, cellZone, doorAt } = geo.grid;
  const doors: [number, number, number, number][] = [];
  const open: [number, number, number, number][] = [];
  for (const [x, y] of geo.zones[a].cells) {
    const sides: [number, number, number, number, number][] = [
      [0, x, y - 1, 0, 0],
      [1, x + 1, y, 1, 0],
      [2, x, y + 1, 0, 1],
      [3, x - 1, y, 0, 0],
    ];
    for (const [d, nx, ny, ox, oy] of sides) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || cellZone[ny * width + nx] !== b) continue;
      const horizontal = d === 0 || d === 2;
      const x0 = (x + ox) * U;
      const y0 = (y + oy) * U;
      const seg: [number, number, number, number] = horizontal ? [x0, y0, x0 + U, y0] : [x0, y0, x0, y0 + U];
      const cell = y * width + x;
      if (doorAt[cell * 4 + d] >= 0) doors.push(seg);
      else if (geo.grid.sides[cell * 4 + d] !== WALL) open.push(seg);
    }
  }
  return doors.length > 0 ? doors : open;
}

/** Where each of the mission's barricade spots is drawn, with the face of the token on it (if any). */
export function barricadeMarks(view: PlayerView, mission: MissionDef, geo: BoardGeometryWithGrid): BarricadeMark[] {
  const out: BarricadeMark[] = [];
  const seen = new Map<string, number>();
  (mission.barricades ?? []).forEach((text, spot) => {
    const [a, b] = text.split('|').map((l) => geo.byLabel[l]);
    if (a === undefined || b === undefined) return;
    const edges = borderEdges(geo, a, b);
    if (edges.length === 0) return;
    // Two spots on one border stand side by side, each on its own edge.
    const key = [a, b].sort((p, q) => p - q).join(',');
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    const [x1, y1, x2, y2] = edges[k % edges.length];
    const token = view.barricades?.find((t) => t.spot === spot);
    const face: BarricadeFace = !token ? 'spot' : token.complete ? 'complete' : 'incomplete';
    out.push({ spot, face, x1, y1, x2, y2, zones: [a, b] });
  });
  // Barricades off the mission's spots (a Handyman's Leader, line 2020): the k-th token of its border on its own edge.
  for (const token of view.barricades ?? []) {
    const free = freeSpotBorder(token.spot);
    if (!free || free.zones[1] >= geo.zones.length) continue;
    const edges = borderEdges(geo, free.zones[0], free.zones[1]);
    if (edges.length === 0) continue;
    const [x1, y1, x2, y2] = edges[free.k % edges.length];
    const face: BarricadeFace = token.complete ? 'complete' : 'incomplete';
    out.push({ spot: token.spot, face, x1, y1, x2, y2, zones: free.zones });
  }
  return out;
}

const PLANK = 10;

/** The middle of a zone's cells, in board units (a plank's end). */
function centre(geo: BoardGeometryWithGrid, zone: number): [number, number] {
  const cells = geo.zones[zone].cells;
  const x = cells.reduce((sum, [cx]) => sum + cx + 0.5, 0) / cells.length;
  const y = cells.reduce((sum, [, cy]) => sum + cy + 0.5, 0) / cells.length;
  return [x * U, y * U];
}

export function Barricades({
  view,
  mission,
  geo,
}: {
  view: PlayerView;
  mission: MissionDef;
  geo: BoardGeometryWithGrid;
}): ReactElement | null {
  const { t } = useTranslation('classic');
  const marks = barricadeMarks(view, mission, geo);
  const holes = geo.zones.filter((z) => z.features.includes('hole'));
  const planks = (mission.planks ?? []).flatMap((p) => {
    const [a, b] = p.split('|').map((l) => geo.byLabel[l]);
    return a === undefined || b === undefined ? [] : [{ label: p, a: centre(geo, a), b: centre(geo, b) }];
  });
  if (marks.length === 0 && holes.length === 0 && planks.length === 0) return null;
  return (
    <g className="barricades" pointerEvents="none">
      <defs>
        <pattern
          id="barricade-incomplete"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill="#d9b26f" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#6b4a1b" strokeWidth="3" />
        </pattern>
      </defs>
      {holes.map((z) => (
        <g key={`h${z.id}`} data-hole={z.label}>
          <title>{t('board.hole')}</title>
          {z.cells.map(([x, y]) => (
            <rect
              key={`${x},${y}`}
              x={x * U + 4}
              y={y * U + 4}
              width={U - 8}
              height={U - 8}
              rx={10}
              fill="#1c1917"
              opacity={0.55}
            />
          ))}
        </g>
      ))}
      {planks.map((p) => (
        <g key={p.label} data-plank={p.label}>
          <title>{t('board.plank')}</title>
          <line
            x1={p.a[0]}
            y1={p.a[1]}
            x2={p.b[0]}
            y2={p.b[1]}
            stroke="#a16207"
            strokeWidth={7}
            strokeLinecap="round"
          />
        </g>
      ))}
      {marks.map((m) => {
        const horizontal = m.y1 === m.y2;
        const len = U - 12;
        const cx = (m.x1 + m.x2) / 2;
        const cy = (m.y1 + m.y2) / 2;
        const w = horizontal ? len : PLANK;
        const h = horizontal ? PLANK : len;
        const border = `${zoneName(t, geo, m.zones[0])} / ${zoneName(t, geo, m.zones[1])}`;
        return (
          <g key={m.spot} data-barricade={m.spot} data-barricade-face={m.face}>
            <title>{t(`board.barricade.${m.face}`, { border })}</title>
            <rect
              x={cx - w / 2}
              y={cy - h / 2}
              width={w}
              height={h}
              rx={2}
              fill={m.face === 'complete' ? '#7c4a12' : m.face === 'incomplete' ? 'url(#barricade-incomplete)' : 'none'}
              stroke={m.face === 'spot' ? '#7c4a12' : '#3b2206'}
              strokeWidth={m.face === 'spot' ? 1.5 : 2}
              strokeDasharray={m.face === 'spot' ? '4 3' : undefined}
            />
          </g>
        );
      })}
    </g>
  );
}
