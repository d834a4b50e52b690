/**
 * One map tile as laid (its id and quarter turns): roads with their centre lines, buildings with their
 * outlines, doors (a corner door drawn on the corner), and a named building's name and Z number.
 */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { tileDef, turnedTile } from '../data.ts';
import { SQ, TILE } from './layout.ts';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Colours of the named buildings (and the Helipad), by tile id; others get the default. */
const BUILDING_COLOURS: Record<string, string> = {
  hospital: '#d9d2c5',
  'police-station': '#3f5f8a',
  'army-surplus': '#5d6b3a',
  'fire-station': '#a83a2a',
  'sporting-goods': '#2f7d6d',
  hardware: '#8a6d3b',
  'drug-store': '#5f8fb5',
  'gas-station': '#c27a1f',
  'toy-store': '#a5589a',
  'skate-shop': '#5a6fc0',
  florist: '#c7708a',
  'lawn-and-garden': '#5f8f3e',
  helipad: '#8c8c8c',
};
const NAMED_DEFAULT = '#9a6a4a';
const UNNAMED = '#b9b2a3';
const ROAD = '#4a4a4a';

/** The building letter of a cell ('H', the Helicopter, is part of the Helipad 'B'), or null on a road. */
const letter = (ch: string): string | null => (ch === 'R' ? null : ch === 'H' ? 'B' : ch);

export const TileArt = memo(function TileArt({
  tile,
  rotation,
  x,
  y,
  unnamedDoorsOpen = false,
  ghost = false,
}: {
  tile: string;
  rotation: number;
  /** Tile coordinates on the map grid. */
  x: number;
  y: number;
  /** In Here, Quick!: unnamed buildings' doors are in use (drawn stronger). */
  unnamedDoorsOpen?: boolean;
  /** Drawn as the preview of a tile being placed. */
  ghost?: boolean;
}): ReactElement | null {
  const def = tileDef(tile);
  const turned = turnedTile(tile, rotation);
  if (!def || !turned) return null;
  const cells = turned.cells;
  const named = BUILDING_COLOURS[tile] ?? NAMED_DEFAULT;
  const at = (c: number) => ({ col: c % 3, row: Math.floor(c / 3) });
  const fill = (ch: string) => (ch === 'R' ? ROAD : letter(ch) === 'B' ? named : UNNAMED);

  const ground = cells.map((ch, c) => {
    const { col, row } = at(c);
    return <rect key={`g${c}`} x={col * SQ} y={row * SQ} width={SQ} height={SQ} fill={fill(ch)} />;
  });

  // Building outlines: an edge where the next cell is not the same building (or is off the tile).
  const outlines: ReactElement[] = [];
  const lines: ReactElement[] = [];
  cells.forEach((ch, c) => {
    const { col, row } = at(c);
    const mine = letter(ch);
    for (let d = 0; d < 4; d++) {
      const nc = col + DX[d];
      const nr = row + DY[d];
      const inside = nc >= 0 && nc < 3 && nr >= 0 && nr < 3;
      const other = inside ? cells[nr * 3 + nc] : null;
      if (mine !== null && (!inside || letter(other!) !== mine)) {
        const [x1, y1, x2, y2] = edge(col, row, d);
        outlines.push(<line key={`o${c}${d}`} className="z-wall" x1={x1} y1={y1} x2={x2} y2={y2} />);
      }
      // Road centre lines: towards a road neighbour, or out of an exit at an edge's middle.
      const exit = !inside && (d % 2 === 0 ? col === 1 : row === 1);
      if (mine === null && ((inside && other === 'R') || exit)) {
        const cx = col * SQ + SQ / 2;
        const cy = row * SQ + SQ / 2;
        lines.push(
          <line
            key={`r${c}${d}`}
            className="z-lane"
            x1={cx}
            y1={cy}
            x2={cx + (DX[d] * SQ) / 2}
            y2={cy + (DY[d] * SQ) / 2}
          />,
        );
      }
    }
  });

  const doors = turned.doors.map(([a, b], i) => {
    const from = at(a);
    const to = at(b);
    const isNamed = letter(cells[a]) === 'B';
    const cls = `z-door${isNamed ? ' named' : unnamedDoorsOpen ? ' open' : ''}`;
    if (from.col !== to.col && from.row !== to.row) {
      // A corner door: on the corner the two cells share.
      const cx = Math.max(from.col, to.col) * SQ;
      const cy = Math.max(from.row, to.row) * SQ;
      return (
        <rect
          key={`d${i}`}
          className={cls}
          x={cx - 6}
          y={cy - 6}
          width={12}
          height={12}
          transform={`rotate(45 ${cx} ${cy})`}
        />
      );
    }
    const vertical = from.row === to.row;
    const ex = vertical ? Math.max(from.col, to.col) * SQ : from.col * SQ + SQ / 2;
    const ey = vertical ? from.row * SQ + SQ / 2 : Math.max(from.row, to.row) * SQ;
    return vertical ? (
      <rect key={`d${i}`} className={cls} x={ex - 3} y={ey - 12} width={6} height={24} />
    ) : (
      <rect key={`d${i}`} className={cls} x={ex - 12} y={ey - 3} width={24} height={6} />
    );
  });

  const heli = cells.indexOf('H');
  return (
    <g className={`z-tile${ghost ? ' ghost' : ''}`} data-tile={tile} transform={`translate(${x * TILE} ${y * TILE})`}>
      {ground}
      {lines}
      {outlines}
      {heli >= 0 && (
        <g className="z-heli">
          <circle cx={at(heli).col * SQ + SQ / 2} cy={at(heli).row * SQ + SQ / 2} r={SQ * 0.38} />
          <text x={at(heli).col * SQ + SQ / 2} y={at(heli).row * SQ + SQ / 2 + 8}>
            H
          </text>
        </g>
      )}
      {doors}
      <rect className="z-tile-edge" x={0} y={0} width={TILE} height={TILE} />
      {ghost && <TileLabel tile={tile} rotation={rotation} />}
    </g>
  );
});

/**
 * A tile's name and Z number, drawn above the pieces (the map draws every tile's label in a layer of its
 * own, so that names stay readable whatever stands on the squares).
 */
export const TileLabelAt = memo(function TileLabelAt({
  tile,
  rotation,
  x,
  y,
}: {
  tile: string;
  rotation: number;
  x: number;
  y: number;
}): ReactElement {
  return (
    <g className="z-tile-label" transform={`translate(${x * TILE} ${y * TILE})`}>
      <TileLabel tile={tile} rotation={rotation} />
    </g>
  );
});

/** The line of cell (col, row)'s edge in direction d (N, E, S, W). */
function edge(col: number, row: number, d: number): [number, number, number, number] {
  const x = col * SQ;
  const y = row * SQ;
  switch (d) {
    case 0:
      return [x, y, x + SQ, y];
    case 1:
      return [x + SQ, y, x + SQ, y + SQ];
    case 2:
      return [x, y + SQ, x + SQ, y + SQ];
    default:
      return [x, y, x, y + SQ];
  }
}

/** A named building's name across its squares (turned along a tall building) and its Z number. */
function TileLabel({ tile, rotation }: { tile: string; rotation: number }): ReactElement | null {
  const { t } = useTranslation('zombies');
  const def = tileDef(tile);
  const cells = turnedTile(tile, rotation)?.cells;
  if (!def || !cells || def.kind === 'road') return null;
  const { kind, z } = def;
  const name = t(`tiles.${tile}.name`);
  if (kind === 'townSquare')
    return (
      <text className="z-tile-name town" x={TILE / 2} y={SQ / 2 + 5}>
        {name}
      </text>
    );
  const squares = cells.flatMap((ch, c) => (letter(ch) === 'B' ? [c] : []));
  const cols = squares.map((c) => c % 3);
  const rows = squares.map((c) => Math.floor(c / 3));
  const x0 = Math.min(...cols) * SQ;
  const x1 = (Math.max(...cols) + 1) * SQ;
  const y0 = Math.min(...rows) * SQ;
  const y1 = (Math.max(...rows) + 1) * SQ;
  const tall = y1 - y0 > x1 - x0;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const room = (tall ? y1 - y0 : x1 - x0) - 16;
  const size = Math.min(16, (room / Math.max(4, name.length)) * 1.8);
  return (
    <g className="z-building-label">
      <text
        className="z-tile-name"
        x={cx}
        y={kind === 'helipad' ? y0 + 16 : cy}
        fontSize={size}
        dominantBaseline="middle"
        transform={tall ? `rotate(-90 ${cx} ${cy})` : undefined}
      >
        {name}
      </text>
      {z > 0 && (
        <g className="z-number">
          <circle cx={x0 + 13} cy={y0 + 13} r={11} />
          <text x={x0 + 13} y={y0 + 17}>
            Z{z}
          </text>
        </g>
      )}
    </g>
  );
}
