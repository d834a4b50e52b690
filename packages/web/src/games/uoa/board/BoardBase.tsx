/**
 * The static picture of the map: ground by zone kind, street markings, walls, openings,
 * balconies with railings, printed features (corpse piles, crates, stairs...), tile names.
 * Drawn once per board (memoised); pieces and highlights go on top.
 */
import { memo, type ReactElement } from 'react';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { DX, DY, E, N, OPEN, OPENING, S, W, WALL } from '@horde/zombicide/board/tile';
import { U } from './layout.ts';

const FILL: Record<string, string> = {
  street: '#a9a49a',
  building: '#e9d8b4',
  balcony: '#7fb0d6',
  train: '#c8925c',
  railroad: '#8f8270',
  impassable: '#3b3b3b',
  // Zombicide Classic's observation towers [PO].
  tower: '#8fb8a0',
};

const FEATURE: Record<string, { letter: string; title: string; color: string }> = {
  corpsePile: { letter: 'C', title: 'Corpse pile', color: '#6b2d5c' },
  cemetery: { letter: 'T', title: 'Cemetery', color: '#4b3a6b' },
  mine: { letter: 'M', title: 'Mine', color: '#5b4636' },
  crate: { letter: '▣', title: 'Objective crate', color: '#7a5410' },
  stairs: { letter: '⇅', title: 'Stairs to the balcony', color: '#1f5f8b' },
  // Zombicide Classic's Manhole and Bed cards' spots.
  manhole: { letter: 'O', title: 'Manhole', color: '#333333' },
  blueBed: { letter: 'B', title: 'Blue bed', color: '#1d4ed8' },
  greenBed: { letter: 'B', title: 'Green bed', color: '#15803d' },
  // Zombicide Classic's [PO] special locations: security zones, prison cells, indoor alleys.
  security: { letter: 'Z', title: 'Security zone', color: '#b45309' },
  cell: { letter: 'K', title: 'Prison cell', color: '#475569' },
  alley: { letter: 'A', title: 'Indoor alley', color: '#64748b' },
};

type Seg = [number, number, number, number];

function side(x: number, y: number, d: number): Seg {
  if (d === N) return [x * U, y * U, (x + 1) * U, y * U];
  if (d === S) return [x * U, (y + 1) * U, (x + 1) * U, (y + 1) * U];
  if (d === W) return [x * U, y * U, x * U, (y + 1) * U];
  return [(x + 1) * U, y * U, (x + 1) * U, (y + 1) * U];
}

const path = (segs: Seg[]): string => segs.map((s) => `M${s[0]} ${s[1]}L${s[2]} ${s[3]}`).join('');

/** The printed features the board draws (each has a title, English by default). */
export const FEATURE_KINDS = Object.keys(FEATURE);

function BoardBaseImpl({
  geo,
  featureTitle,
}: {
  geo: BoardGeometryWithGrid;
  /** A feature's name in the table's language (default: English). */
  featureTitle?: (kind: string) => string;
}): ReactElement {
  const grid = geo.grid;
  const cells: ReactElement[] = [];
  const marks: Seg[] = [];
  const walls: Seg[] = [];
  const doors: Seg[] = [];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const c = y * grid.width + x;
      const a = grid.cellZone[c];
      if (a < 0) continue;
      cells.push(<rect key={c} x={x * U} y={y * U} width={U} height={U} fill={FILL[geo.zones[a].kind]} />);
      for (const d of [E, S]) {
        const nx = x + DX[d],
          ny = y + DY[d];
        if (nx >= grid.width || ny >= grid.height) continue;
        const b = grid.cellZone[ny * grid.width + nx];
        if (b < 0) continue;
        const s = side(x, y, d);
        const t = grid.sides[c * 4 + d];
        if (t === WALL) walls.push(s);
        else if (t === OPENING) {
          const k = 0.22;
          walls.push([s[0], s[1], s[0] + (s[2] - s[0]) * k, s[1] + (s[3] - s[1]) * k]);
          walls.push([s[2] - (s[2] - s[0]) * k, s[3] - (s[3] - s[1]) * k, s[2], s[3]]);
          doors.push([
            s[0] + (s[2] - s[0]) * k,
            s[1] + (s[3] - s[1]) * k,
            s[2] - (s[2] - s[0]) * k,
            s[3] - (s[3] - s[1]) * k,
          ]);
        } else if (t === OPEN && a !== b) marks.push(s);
      }
    }
  }
  const balconies: ReactElement[] = [];
  for (const zone of geo.zones) {
    if (zone.kind !== 'balcony') continue;
    const own = new Set(zone.cells.map(([x, y]) => y * grid.width + x));
    const rail: Seg[] = [];
    for (const [x, y] of zone.cells) {
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d],
          ny = y + DY[d];
        if (nx >= 0 && nx < grid.width && own.has(ny * grid.width + nx)) continue;
        rail.push(side(x, y, d));
      }
    }
    balconies.push(
      <g key={zone.id} className="balcony">
        {zone.cells.map(([x, y]) => (
          <rect
            key={`${x},${y}`}
            x={x * U + 2}
            y={y * U + 2}
            width={U - 4}
            height={U - 4}
            fill={FILL.balcony}
            fillOpacity={0.55}
          />
        ))}
        <path d={path(rail)} stroke="#1d4f7a" strokeWidth={3} fill="none" />
      </g>,
    );
  }
  const features: ReactElement[] = [];
  for (const zone of geo.zones) {
    const cellsOf =
      zone.kind === 'balcony' ? zone.cells : zone.cells.filter(([x, y]) => grid.overlay[y * grid.width + x] < 0);
    const corner = (cellsOf.length ? cellsOf : zone.cells).reduce((b, c) =>
      c[1] > b[1] || (c[1] === b[1] && c[0] < b[0]) ? c : b,
    );
    zone.features.forEach((f, i) => {
      const info = FEATURE[f];
      if (!info) return;
      const fx = corner[0] * U + 10 + i * 20,
        fy = (corner[1] + 1) * U - 10;
      features.push(
        <g key={`${zone.id}-${f}-${i}`}>
          <title>{`${featureTitle?.(f) ?? info.title} (${zone.label})`}</title>
          <circle cx={fx} cy={fy} r={8} fill={info.color} />
          <text x={fx} y={fy + 4} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#fff">
            {info.letter}
          </text>
        </g>,
      );
    });
  }
  const tiles = grid.placed.map((p, idx) => {
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -1,
      y1 = -1;
    for (let c = 0; c < grid.cellTile.length; c++) {
      if (grid.cellTile[c] !== idx) continue;
      const x = c % grid.width,
        y = (c - x) / grid.width;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    return (
      <text
        key={p.name}
        x={(x1 + 1) * U - 4}
        y={(y1 + 1) * U - 4}
        textAnchor="end"
        fontSize={12}
        fill="#4a4a4a"
        opacity={0.8}
      >
        {p.name}
      </text>
    );
  });
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the drawn tiles hold nothing focusable; zones are reached through .zone-hits
    <g className="board-base" aria-hidden="true">
      <g>{cells}</g>
      <path d={path(marks)} stroke="#f4f1ea" strokeWidth={2} strokeDasharray="6 5" fill="none" />
      <path d={path(walls)} stroke="#2a1f16" strokeWidth={6} strokeLinecap="square" fill="none" />
      <path d={path(doors)} stroke="#a0522d" strokeWidth={2} strokeDasharray="3 2" fill="none" />
      <rect x={0} y={0} width={grid.width * U} height={grid.height * U} fill="none" stroke="#1a1a1a" strokeWidth={3} />
      {balconies}
      {features}
      {tiles}
    </g>
  );
}

export const BoardBase = memo(BoardBaseImpl);
