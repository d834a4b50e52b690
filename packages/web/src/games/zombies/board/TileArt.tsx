/**
 * One map tile as laid (its id and quarter turns), drawn as town blocks from its cells: streets in asphalt with
 * their curbs and centre lines (the Town Square a paved plaza), each building a block with its roof standing back
 * behind a sidewalk (blocks.ts), a named building's roof in its colour with its sign (Emblem.tsx), the Helipad's
 * landing circle, doors (a corner door drawn on the corner). The name and Z number are drawn apart, above the
 * pieces (TileLabelAt).
 */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { tileDef, turnedTile } from '../data.ts';
import { centreOf, curbs, owner as letter, roofs, type Rect } from './blocks.ts';
import { Emblem } from './Emblem.tsx';
import { labelRun, type Run } from './labelSpot.ts';
import { SQ, TILE } from './layout.ts';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Roof colours of the named buildings (and the Helipad's pad), by tile id; others get the default. */
const BUILDING_COLOURS: Record<string, string> = {
  hospital: '#eceff1',
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
  helipad: '#9a9a96',
};
const NAMED_DEFAULT = '#9a6a4a';
/** Roofs of the unnamed buildings, by their letter: muted, so that the named ones stand out. */
const UNNAMED = ['#8f7f6c', '#7e7b76', '#9a8064', '#7f7466'];
const SIDEWALK = '#d8d1c1';
/** How far a block's wall stands back from the sidewalk's edge, and its roof inside the wall (tile units). */
const WALL = 6;
const ROOF = 10;

/** A colour darkened by a factor (0-1), for a roof's wall. */
function darker(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (s: number) => Math.round(((n >> s) & 255) * (1 - k));
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

const rect = (r: Rect, key: string, fill: string) => (
  <rect key={key} x={r.x} y={r.y} width={r.w} height={r.h} fill={fill} />
);

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
  const plaza = def.kind === 'townSquare';
  const at = (c: number) => ({ col: c % 3, row: Math.floor(c / 3) });
  const roofColour = (ch: string) => {
    const b = letter(ch);
    return b === 'B' ? named : UNNAMED[(b ?? 'a').charCodeAt(0) % UNNAMED.length];
  };

  // The ground: asphalt (or the plaza's paving) under the streets, the sidewalk under the buildings.
  const ground = cells.map((ch, c) => {
    const { col, row } = at(c);
    const cls = letter(ch) !== null ? 'z-sidewalk' : plaza ? 'z-plaza' : 'z-road';
    return <rect key={`g${c}`} className={cls} x={col * SQ} y={row * SQ} width={SQ} height={SQ} />;
  });

  // Each building's block: its wall (a darker band), then its roof inside.
  const walls = roofs(cells, WALL);
  const tops = roofs(cells, ROOF);
  const cellOf = (r: Rect) => cells[Math.floor(r.y / SQ) * 3 + Math.floor(r.x / SQ)];
  const blocks = [
    ...walls.rects.map((r, i) => rect(r, `w${i}`, darker(roofColour(cellOf(r)), 0.35))),
    ...walls.notches.map((r, i) => rect(r, `wn${i}`, SIDEWALK)),
    ...tops.rects.map((r, i) => rect(r, `t${i}`, roofColour(cellOf(r)))),
    ...tops.notches.map((r, i) => rect(r, `tn${i}`, darker(roofColour(cellOf(r)), 0.35))),
  ];

  // Road centre lines: towards a road neighbour, or out of an exit at an edge's middle (none on the plaza).
  const lines: ReactElement[] = [];
  if (!plaza)
    cells.forEach((ch, c) => {
      if (letter(ch) !== null) return;
      const { col, row } = at(c);
      for (let d = 0; d < 4; d++) {
        const nc = col + DX[d];
        const nr = row + DY[d];
        const inside = nc >= 0 && nc < 3 && nr >= 0 && nr < 3;
        const exit = !inside && (d % 2 === 0 ? col === 1 : row === 1);
        if (!(inside && cells[nr * 3 + nc] === 'R') && !exit) continue;
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
    });
  const curbLines = curbs(cells).map(([x1, y1, x2, y2], i) => (
    <line key={`c${i}`} className="z-curb" x1={x1} y1={y1} x2={x2} y2={y2} />
  ));

  // Unnamed roofs get a vent or two, so that a row of them reads as houses rather than flat boxes.
  const vents = cells.flatMap((ch, c) => {
    const b = letter(ch);
    if (b === null || b === 'B' || c % 2 === 1) return [];
    const { col, row } = at(c);
    return [<rect key={`v${c}`} className="z-vent" x={col * SQ + 16} y={row * SQ + 16} width={9} height={7} />];
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
          x={cx - 7}
          y={cy - 7}
          width={14}
          height={14}
          transform={`rotate(45 ${cx} ${cy})`}
        />
      );
    }
    // Across the sidewalk, from the block's roof to the curb (the building is on the `from` side).
    const vertical = from.row === to.row;
    const ex = vertical ? Math.max(from.col, to.col) * SQ : from.col * SQ + SQ / 2;
    const ey = vertical ? from.row * SQ + SQ / 2 : Math.max(from.row, to.row) * SQ;
    const inward = vertical ? (from.col < to.col ? -1 : 1) : from.row < to.row ? -1 : 1;
    const a0 = inward < 0 ? -ROOF - 1 : -2;
    return vertical ? (
      <rect key={`d${i}`} className={cls} x={ex + a0} y={ey - 11} width={ROOF + 3} height={22} rx={2} />
    ) : (
      <rect key={`d${i}`} className={cls} x={ex - 11} y={ey + a0} width={22} height={ROOF + 3} rx={2} />
    );
  });

  const heli = cells.indexOf('H');
  const sign = def.kind === 'named' ? centreOf(cells, 'B') : null;
  return (
    <g className={`z-tile${ghost ? ' ghost' : ''}`} data-tile={tile} transform={`translate(${x * TILE} ${y * TILE})`}>
      {ground}
      {curbLines}
      {plaza && <circle className="z-plaza-ring" cx={TILE / 2} cy={TILE / 2} r={SQ * 0.42} />}
      {lines}
      {blocks}
      {vents}
      {sign && <Emblem tile={tile} x={sign.x} y={sign.y} ink={darker(named, 0.15)} />}
      {heli >= 0 && (
        <g className="z-heli">
          <circle cx={at(heli).col * SQ + SQ / 2} cy={at(heli).row * SQ + SQ / 2} r={SQ * 0.4} />
          <text x={at(heli).col * SQ + SQ / 2} y={at(heli).row * SQ + SQ / 2 + 9}>
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
