/**
 * One map tile as laid (its id and quarter turns): roads with their centre lines, buildings with their
 * outlines, doors (a corner door drawn on the corner), and a named building's name and Z number.
 */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { tileDef, turnedTile } from '../data.ts';
import { labelRun, type Run } from './labelSpot.ts';
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
 * A tile's name and Z number, drawn above the pieces but only on cells where none stands (`busy`: a bit per
 * tile cell holding a piece or a step mark), so that neither hides the other (issue 33).
 */
export const TileLabelAt = memo(function TileLabelAt({
  tile,
  rotation,
  x,
  y,
  busy = 0,
}: {
  tile: string;
  rotation: number;
  x: number;
  y: number;
  busy?: number;
}): ReactElement {
  return (
    <g className="z-tile-label" transform={`translate(${x * TILE} ${y * TILE})`}>
      <TileLabel tile={tile} rotation={rotation} busy={busy} />
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

/** Smallest readable size of a name; below it the free cells show the Z number alone. */
const MIN_FONT = 9;
/** Letters of the bold name that fit in one em (a safe bound: a wider name would run over the Z number). */
const CHARS_PER_EM = 1.5;
/** Room the Z number takes at the start of a run. */
const Z_ROOM = 26;

/**
 * A named building's (or the Town Square's) name along the longest run of its free cells, turned along a
 * column, with the building's Z number before it. No free cell: the Z number on the building's corner.
 */
function TileLabel({
  tile,
  rotation,
  busy = 0,
}: {
  tile: string;
  rotation: number;
  busy?: number;
}): ReactElement | null {
  const { t } = useTranslation('zombies');
  const def = tileDef(tile);
  const cells = turnedTile(tile, rotation)?.cells;
  if (!def || !cells || def.kind === 'road') return null;
  const { kind, z } = def;
  const name = t(`tiles.${tile}.name`);
  const town = kind === 'townSquare';
  const own = town ? cells.map((_, c) => c) : cells.flatMap((ch, c) => (letter(ch) === 'B' ? [c] : []));
  const cols = own.map((c) => c % 3);
  const rows = own.map((c) => Math.floor(c / 3));
  const tall = Math.max(...rows) - Math.min(...rows) > Math.max(...cols) - Math.min(...cols);
  // The Helipad's Helicopter circle is no place for its name either.
  const heli = cells.indexOf('H');
  const run = labelRun(own, heli >= 0 ? busy | (1 << heli) : busy, tall);
  if (!run) {
    const x0 = Math.min(...cols) * SQ;
    const y0 = Math.min(...rows) * SQ;
    return z > 0 ? <ZNumber z={z} cx={x0 + 8} cy={y0 + 8} r={8} /> : null;
  }
  if (run.from === run.to) return <OneCellLabel name={name} z={z} run={run} />;
  // The run's box, in tile units.
  const a = run.from * SQ;
  const b = (run.to + 1) * SQ;
  const [x0, x1, y0, y1] = run.vertical
    ? [run.line * SQ, (run.line + 1) * SQ, a, b]
    : [a, b, run.line * SQ, (run.line + 1) * SQ];
  const zRoom = z > 0 ? Z_ROOM : 0;
  const room = b - a - 12 - zRoom;
  const size = Math.min(town ? 14 : 16, (room / Math.max(4, name.length)) * CHARS_PER_EM);
  const showName = size >= MIN_FONT;
  // Along the run: the Z number first, then the name centred in what is left.
  const along = showName ? a + zRoom + 6 + room / 2 : (a + b) / 2;
  const across = run.vertical ? (x0 + x1) / 2 : (y0 + y1) / 2;
  const zAt = showName ? a + 6 + Z_ROOM / 2 - 2 : along;
  const point = (p: number) => (run.vertical ? { x: across, y: p } : { x: p, y: across });
  const nameAt = point(along);
  const zPoint = point(zAt);
  return (
    <g className="z-building-label">
      {showName && (
        <text
          className={`z-tile-name${town ? ' town' : ''}`}
          x={nameAt.x}
          y={nameAt.y}
          style={{ fontSize: size }}
          dominantBaseline="middle"
          transform={run.vertical ? `rotate(-90 ${nameAt.x} ${nameAt.y})` : undefined}
        >
          {name}
        </text>
      )}
      {z > 0 && <ZNumber z={z} cx={zPoint.x} cy={zPoint.y} r={11} />}
    </g>
  );
}

/** A name in one free cell: the Z number in its corner, the name below on two lines when it has two words. */
function OneCellLabel({ name, z, run }: { name: string; z: number; run: Run }): ReactElement {
  const col = run.vertical ? run.line : run.from;
  const row = run.vertical ? run.from : run.line;
  const x = col * SQ;
  const y = row * SQ;
  const words = name.split(' ');
  // Two lines, split where they come out most even.
  let lines = [name];
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = (l: string[]) => Math.max(...l.map((w) => w.length));
    if (lines.length === 1 || longest(pair) < longest(lines)) lines = pair;
  }
  const size = Math.min(12, ((SQ - 6) / Math.max(4, ...lines.map((l) => l.length))) * CHARS_PER_EM);
  const top = y + (z > 0 ? 30 : SQ / 2 - ((lines.length - 1) * size) / 2);
  return (
    <g className="z-building-label">
      {z > 0 && <ZNumber z={z} cx={x + 12} cy={y + 12} r={9} />}
      {size >= 7 &&
        lines.map((line, i) => (
          <text
            key={i}
            className="z-tile-name"
            x={x + SQ / 2}
            y={top + i * (size + 1)}
            style={{ fontSize: size }}
            dominantBaseline="middle"
          >
            {line}
          </text>
        ))}
    </g>
  );
}

function ZNumber({ z, cx, cy, r }: { z: number; cx: number; cy: number; r: number }): ReactElement {
  return (
    <g className="z-number">
      <circle cx={cx} cy={cy} r={r} />
      <text x={cx} y={cy + (r < 10 ? 3 : 4)} style={r < 10 ? { fontSize: 7 } : undefined}>
        Z{z}
      </text>
    </g>
  );
}
