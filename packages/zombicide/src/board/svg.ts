/**
 * SVG picture of a board (a single tile or a whole map): zones filled by kind,
 * walls, openings, doors, street markings, tile borders, zone labels, feature
 * marks, plus optional overlays (highlighted zones, text markers per zone).
 */
import type { Board } from './assemble.ts';
import { DX, DY, E, FENCE, N, OPEN, OPENING, S, W, WALL } from './tile.ts';
import type { TileFeature, Zone, ZoneKind } from './types.ts';

export interface RenderOptions {
  /** Pixels per cell (default 48). */
  cell?: number;
  /** Zone labels: the local name ("h1"), the full label ("2R:h1") or none. Default local. */
  labels?: 'local' | 'full' | 'none';
  /** Zones to tint, each group with its colour (CSS colour). */
  highlight?: { zones: readonly number[]; color: string }[];
  /** Text shown in a zone (pieces, counts, ranges...). */
  markers?: Record<number, string>;
  /** Caption above the board. */
  title?: string;
  /** Door ids drawn open (the others closed). Default: as in the geometry (open where it was built with them open). */
  openDoors?: readonly number[];
}

const FILL: Record<ZoneKind, string> = {
  street: '#b9b9b4',
  building: '#eedfbf',
  balcony: '#6fa8d6',
  train: '#c8925c',
  railroad: '#9b8a76',
  impassable: '#3b3b3b',
  tower: '#8fb8a0',
};
const FEATURE: Record<TileFeature, { letter: string; color: string; title: string }> = {
  corpsePile: { letter: 'C', color: '#9b1c1c', title: 'corpse pile' },
  cemetery: { letter: 'T', color: '#4b3a6b', title: 'cemetery' },
  mine: { letter: 'M', color: '#5b4636', title: 'mine' },
  crate: { letter: 'X', color: '#8a5a12', title: 'objective crate' },
  stairs: { letter: 'S', color: '#1f5f8b', title: 'stairs to the balcony' },
  manhole: { letter: 'O', color: '#333333', title: 'manhole' },
  blueBed: { letter: 'B', color: '#1d4ed8', title: 'blue bed' },
  greenBed: { letter: 'B', color: '#15803d', title: 'green bed' },
  hospital: { letter: 'H', color: '#b91c1c', title: 'hospital room (no Search)' },
  lockerRoom: { letter: 'L', color: '#ca8a04', title: 'locker room (Search)' },
  eventTrigger: { letter: '!', color: '#7c3aed', title: 'event trigger' },
  security: {
    letter: 'Z',
    color: '#b45309',
    title: 'security zone (Move only; pushed back at the end of an Activation)',
  },
  cell: { letter: 'K', color: '#475569', title: 'prison cell (no Search)' },
  alley: { letter: 'A', color: '#64748b', title: 'indoor alley (a street zone; no Search)' },
  gate: { letter: 'G', color: '#0f766e', title: 'rotating security gate (a Switch turns it; no Search)' },
  hole: { letter: 'U', color: '#44403c', title: 'hole zone (3 Actions to climb out; no Search)' },
};
/** A rotating security gate's [PO] sides: closed, a thick teal bar; open, a thin one. */
const GATE_COLOR = '#0f766e';
/** A barbwire fence [PO], whole (red-brown crosses) or torn (a broken, faint line). */
const BARBWIRE_COLOR = '#7f1d1d';
const FENCE_COLOR = '#2f6b3a';
const TENT_COLOR = '#c9a227';
const WALL_COLOR = '#2a1f16';
const DOOR_COLOR = '#c2410c';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The cell of a zone nearest its centre, preferring cells without a balcony above. */
function labelCell(zone: Zone, grid: Board): [number, number] {
  const cx = zone.cells.reduce((s, c) => s + c[0], 0) / zone.cells.length;
  const cy = zone.cells.reduce((s, c) => s + c[1], 0) / zone.cells.length;
  let best = zone.cells[0];
  let bestScore = Infinity;
  for (const c of zone.cells) {
    const covered = zone.kind !== 'balcony' && grid.overlay[c[1] * grid.width + c[0]] >= 0;
    const score = (c[0] - cx) ** 2 + (c[1] - cy) ** 2 + (covered ? 100 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

const line = (a: number[], attrs: string): string =>
  `<line x1="${a[0]}" y1="${a[1]}" x2="${a[2]}" y2="${a[3]}" ${attrs}/>`;

/**
 * A door on edge segment s: wall ends as for an opening; closed, a thick coloured bar fills the gap;
 * open, the gap stays free between two small jambs (short strokes across the wall line).
 */
function drawDoor(
  s: [number, number, number, number],
  label: string,
  open: boolean,
  u: number,
  walls: string[],
  closed: string[],
  opened: string[],
): void {
  const k = 0.3; // a narrower gap than an opening's
  const dx = s[2] - s[0];
  const dy = s[3] - s[1];
  const g1 = [s[0] + dx * k, s[1] + dy * k];
  const g2 = [s[2] - dx * k, s[3] - dy * k];
  walls.push(line([s[0], s[1], g1[0], g1[1]], ''), line([g2[0], g2[1], s[2], s[3]], ''));
  const title = `<title>door ${esc(label)} (${open ? 'open' : 'closed'})</title>`;
  if (!open) {
    closed.push(`<line x1="${g1[0]}" y1="${g1[1]}" x2="${g2[0]}" y2="${g2[1]}">${title}</line>`);
    return;
  }
  // Jambs stand across the edge (perpendicular to it), so the open door reads as a doorway, not as an opening's sill.
  const j = u * 0.12;
  const [px, py] = dx === 0 ? [j, 0] : [0, j];
  for (const g of [g1, g2])
    opened.push(`<line x1="${g[0] - px}" y1="${g[1] - py}" x2="${g[0] + px}" y2="${g[1] + py}">${title}</line>`);
}

/** A barbwire fence on edge segment s: a line with small crosses; torn, a faint broken line. */
function drawBarbwire(s: [number, number, number, number], label: string, torn: boolean, u: number): string {
  const title = `<title>barbwire ${esc(label)} (${torn ? 'torn' : 'whole'})</title>`;
  if (torn) return `<g stroke-width="2" stroke-dasharray="2 6" opacity="0.6">${title}${line(s, '')}</g>`;
  const crosses: string[] = [];
  const k = u * 0.07;
  for (const f of [0.25, 0.5, 0.75]) {
    const cx = s[0] + (s[2] - s[0]) * f;
    const cy = s[1] + (s[3] - s[1]) * f;
    crosses.push(line([cx - k, cy - k, cx + k, cy + k], ''), line([cx - k, cy + k, cx + k, cy - k], ''));
  }
  return `<g stroke-width="2">${title}${line(s, '')}${crosses.join('')}</g>`;
}

export function renderSvg(geometry: { zones: Zone[]; grid: Board }, options: RenderOptions = {}): string {
  const grid = geometry.grid;
  const zones = geometry.zones;
  const u = options.cell ?? 48;
  const m = 10;
  const top = options.title ? 28 : 0;
  const px = (x: number): number => m + x * u;
  const py = (y: number): number => m + top + y * u;
  const out: string[] = [];
  const w = grid.width * u + 2 * m;
  const h = grid.height * u + 2 * m + top;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  out.push(`<rect width="${w}" height="${h}" fill="#ffffff"/>`);
  if (options.title)
    out.push(`<text x="${m}" y="${m + 14}" font-size="15" font-weight="bold">${esc(options.title)}</text>`);

  // Ground cells.
  out.push('<g id="cells">');
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const z = grid.cellZone[y * grid.width + x];
      if (z < 0) continue;
      out.push(
        `<rect x="${px(x)}" y="${py(y)}" width="${u}" height="${u}" fill="${FILL[zones[z].kind]}"><title>${esc(zones[z].label)}</title></rect>`,
      );
    }
  }
  for (const t of grid.sightless ?? [])
    for (const [x, y] of zones[t]?.cells ?? [])
      out.push(
        `<rect x="${px(x) + u * 0.08}" y="${py(y) + u * 0.08}" width="${u * 0.84}" height="${u * 0.84}" fill="${TENT_COLOR}" fill-opacity="0.55" stroke="${TENT_COLOR}" stroke-width="2"><title>tent ${esc(zones[t].label)}</title></rect>`,
      );
  out.push('</g>');

  // Highlights.
  for (const group of options.highlight ?? []) {
    out.push(`<g class="highlight" fill="${esc(group.color)}" fill-opacity="0.45">`);
    for (const id of group.zones)
      for (const [x, y] of zones[id]?.cells ?? [])
        out.push(`<rect x="${px(x)}" y="${py(y)}" width="${u}" height="${u}"/>`);
    out.push('</g>');
  }

  // Edges: street markings (dashed), walls (thick), openings (wall ends around a gap, with a door sill).
  const marks: string[] = [];
  const walls: string[] = [];
  const doors: string[] = [];
  const closedDoors: string[] = [];
  const openDoors: string[] = [];
  const fences: string[] = [];
  const barbwire: string[] = [];
  const gateSides: string[] = [];
  const stairs: string[] = [];
  const stairAt = new Set(grid.stairSides ?? []);
  const seg = (x: number, y: number, d: number): [number, number, number, number] => {
    // The side d of cell (x, y) as a segment in pixels.
    if (d === N) return [px(x), py(y), px(x + 1), py(y)];
    if (d === S) return [px(x), py(y + 1), px(x + 1), py(y + 1)];
    if (d === W) return [px(x), py(y), px(x), py(y + 1)];
    return [px(x + 1), py(y), px(x + 1), py(y + 1)];
  };
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const c = y * grid.width + x;
      const a = grid.cellZone[c];
      if (a < 0) continue;
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        const inside =
          nx >= 0 && ny >= 0 && nx < grid.width && ny < grid.height && grid.cellZone[ny * grid.width + nx] >= 0;
        if (inside && d !== E && d !== S) continue; // each inner edge once
        const s = seg(x, y, d);
        if (!inside) continue; // the board frame is drawn below
        const b = grid.cellZone[ny * grid.width + nx];
        const type = grid.sides[c * 4 + d];
        const door = grid.doorAt[c * 4 + d];
        const gate = door >= 0 ? grid.doors[door].gate : undefined;
        if (gate !== undefined && grid.gates) {
          // Without a state, a gate shows its rotation 0 (the sides the tile draws open).
          const g = grid.gates[gate];
          const open = options.openDoors
            ? options.openDoors.includes(door)
            : g.sides.some((id, dir) => id === door && (g.open & (1 << dir)) !== 0);
          const t = `<title>gate side ${esc(grid.doors[door].label)} (${open ? 'open' : 'closed'})</title>`;
          gateSides.push(
            open
              ? `<line x1="${s[0]}" y1="${s[1]}" x2="${s[2]}" y2="${s[3]}" stroke-width="1.5" stroke-dasharray="2 3">${t}</line>`
              : `<line x1="${s[0]}" y1="${s[1]}" x2="${s[2]}" y2="${s[3]}" stroke-width="${Math.max(5, u / 7)}">${t}</line>`,
          );
        } else if (door >= 0 && grid.doors[door].barbwire) {
          const torn = options.openDoors ? options.openDoors.includes(door) : type === OPENING;
          barbwire.push(drawBarbwire(s, grid.doors[door].label, torn, u));
        } else if (door >= 0) {
          const open = options.openDoors ? options.openDoors.includes(door) : type === OPENING;
          drawDoor(s, grid.doors[door].label, open, u, walls, closedDoors, openDoors);
        } else if (type === WALL) walls.push(line(s, ''));
        else if (type === FENCE) fences.push(line(s, ''));
        else if (stairAt.has(c * 4 + d) || stairAt.has((ny * grid.width + nx) * 4 + ((d + 2) & 3))) {
          // A stair token over the fence: rungs across the edge.
          const j = u * 0.14;
          for (const k of [0.2, 0.4, 0.6, 0.8]) {
            const rx = s[0] + (s[2] - s[0]) * k;
            const ry = s[1] + (s[3] - s[1]) * k;
            stairs.push(s[0] === s[2] ? line([rx - j, ry, rx + j, ry], '') : line([rx, ry - j, rx, ry + j], ''));
          }
        } else if (type === OPENING) {
          const k = 0.22;
          const p1 = [s[0], s[1], s[0] + (s[2] - s[0]) * k, s[1] + (s[3] - s[1]) * k];
          const p2 = [s[2] - (s[2] - s[0]) * k, s[3] - (s[3] - s[1]) * k, s[2], s[3]];
          walls.push(line(p1, ''), line(p2, ''));
          doors.push(line([p1[2], p1[3], p2[0], p2[1]], ''));
        } else if (type === OPEN && a !== b) marks.push(line(s, ''));
      }
    }
  }
  out.push(`<g id="markings" stroke="#ffffff" stroke-width="2" stroke-dasharray="6 4">${marks.join('')}</g>`);

  // Tile borders (thin), then the board frame.
  const tileLines: string[] = [];
  for (const p of grid.placed) {
    const idx = grid.placed.indexOf(p);
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -1;
    let y1 = -1;
    for (let c = 0; c < grid.cellTile.length; c++) {
      if (grid.cellTile[c] !== idx) continue;
      const x = c % grid.width;
      const y = (c - x) / grid.width;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    if (x1 < 0) continue;
    tileLines.push(
      `<rect x="${px(x0)}" y="${py(y0)}" width="${(x1 - x0 + 1) * u}" height="${(y1 - y0 + 1) * u}" fill="none"/>`,
    );
    tileLines.push(
      `<text x="${px(x1 + 1) - 4}" y="${py(y1 + 1) - 4}" text-anchor="end" font-size="${Math.round(u * 0.3)}" fill="#555" stroke="none">${esc(p.name)}${p.rotation ? ` ${p.rotation}°` : ''}</text>`,
    );
  }
  out.push(`<g id="tiles" stroke="#6b6b6b" stroke-width="1" stroke-dasharray="2 3">${tileLines.join('')}</g>`);
  out.push(
    `<g id="walls" stroke="${WALL_COLOR}" stroke-width="${Math.max(3, u / 9)}" stroke-linecap="square">${walls.join('')}</g>`,
  );
  out.push(`<g id="doors" stroke="#a0522d" stroke-width="2" stroke-dasharray="3 2">${doors.join('')}</g>`);
  if (stairs.length > 0)
    out.push(
      `<g id="stairs" stroke="${FENCE_COLOR}" stroke-width="3"><title>stair token</title>${stairs.join('')}</g>`,
    );
  if (fences.length > 0)
    out.push(
      `<g id="fences" stroke="${FENCE_COLOR}" stroke-width="${Math.max(3, u / 10)}" stroke-dasharray="2 3"><title>fence</title>${fences.join('')}</g>`,
    );
  if (barbwire.length > 0) out.push(`<g id="barbwire" stroke="${BARBWIRE_COLOR}">${barbwire.join('')}</g>`);
  if (gateSides.length > 0) out.push(`<g id="gates" stroke="${GATE_COLOR}">${gateSides.join('')}</g>`);
  if (grid.doors.length > 0) {
    // Only on boards with doors, so door-less pictures stay as they were.
    out.push(
      `<g id="doors-closed" stroke="${DOOR_COLOR}" stroke-width="${Math.max(5, u / 6)}" stroke-linecap="butt">${closedDoors.join('')}</g>`,
    );
    out.push(
      `<g id="doors-open" stroke="${DOOR_COLOR}" stroke-width="${Math.max(2, u / 16)}" stroke-linecap="butt">${openDoors.join('')}</g>`,
    );
  }
  out.push(
    `<rect x="${px(0)}" y="${py(0)}" width="${grid.width * u}" height="${grid.height * u}" fill="none" stroke="#000" stroke-width="2"/>`,
  );

  // Balconies: translucent decks with a railing over the street cells.
  out.push('<g id="balconies">');
  for (const zone of zones) {
    if (zone.kind !== 'balcony') continue;
    const own = new Set(zone.cells.map(([x, y]) => y * grid.width + x));
    const rail: string[] = [];
    for (const [x, y] of zone.cells) {
      out.push(
        `<rect x="${px(x)}" y="${py(y)}" width="${u}" height="${u}" fill="${FILL.balcony}" fill-opacity="0.6"><title>${esc(zone.label)}</title></rect>`,
      );
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (own.has(ny * grid.width + nx) && nx >= 0 && nx < grid.width) continue;
        rail.push(line(seg(x, y, d), ''));
      }
    }
    out.push(`<g stroke="#1d4f7a" stroke-width="2.5">${rail.join('')}</g>`);
  }
  out.push('</g>');

  // Labels, features and markers.
  out.push('<g id="labels" text-anchor="middle">');
  const fs = Math.round(u * 0.27);
  for (const zone of zones) {
    if (zone.cells.length === 0) continue;
    const [x, y] = labelCell(zone, grid);
    const cx = px(x) + u / 2;
    const cy = py(y) + u / 2;
    const text =
      options.labels === 'full'
        ? zone.label
        : zone.label
            .split('+')
            .map((l) => l.slice(l.indexOf(':') + 1))
            .join('+');
    if (options.labels !== 'none') {
      const color = zone.kind === 'impassable' ? '#eee' : '#1a1a1a';
      out.push(
        `<text x="${cx}" y="${cy - u * 0.08}" font-size="${fs}" font-weight="bold" fill="${color}">${esc(text)}</text>`,
      );
    }
    // A locker room is a hospital room: its L says both.
    const shown = zone.features.includes('lockerRoom') ? zone.features.filter((f) => f !== 'hospital') : zone.features;
    shown.forEach((f, i) => {
      const info = FEATURE[f];
      const fx = cx + (i - (shown.length - 1) / 2) * fs * 1.15;
      const fy = cy + u * 0.2;
      out.push(
        `<g><title>${info.title}</title><circle cx="${fx}" cy="${fy}" r="${fs * 0.55}" fill="${info.color}"/><text x="${fx}" y="${fy + fs * 0.33}" font-size="${Math.round(fs * 0.85)}" font-weight="bold" fill="#fff">${info.letter}</text></g>`,
      );
    });
    const marker = options.markers?.[zone.id];
    if (marker !== undefined) {
      out.push(
        `<text x="${cx}" y="${cy + u * 0.46}" font-size="${Math.round(fs * 0.9)}" fill="#b00020" font-weight="bold">${esc(marker)}</text>`,
      );
    }
  }
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n');
}
