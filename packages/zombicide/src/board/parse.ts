/**
 * Parser of the tile text format (docs/tiles.md). Every problem throws a
 * TileFormatError naming the file, the line and what is wrong.
 */
import { TileFormatError } from './errors.ts';
import {
  CONTINUE,
  DOOR,
  E,
  FENCE,
  BARBWIRE,
  N,
  OPEN,
  OPENING,
  S,
  TILE_FEATURES,
  W,
  WALL,
  ZONE_KINDS,
  DX,
  DY,
  isIndoor,
  isStreetLike,
  type EdgeType,
  type TileDef,
  type TileZoneDef,
} from './tile.ts';
import type { TileFeature, ZoneKind } from './types.ts';

export interface ParseOptions {
  /** Added to every reported line (when the tile text is embedded in a bigger file). */
  lineOffset?: number;
}

/** The edges only allowed inside a tile: their name in a token's error, and in a sentence. */
const INNER_EDGES = new Map<EdgeType, [string, string]>([
  [DOOR, ['door', 'a door']],
  [FENCE, ['fence', 'a fence']],
  [BARBWIRE, ['barbwire', 'a barbwire fence']],
]);

const VERTICAL: Record<string, EdgeType> = {
  '|': WALL,
  ' ': OPEN,
  ':': OPENING,
  '~': CONTINUE,
  D: DOOR,
  F: FENCE,
  '*': BARBWIRE,
};
const HORIZONTAL: Record<string, EdgeType> = {
  '--': WALL,
  '  ': OPEN,
  '..': OPENING,
  '~~': CONTINUE,
  DD: DOOR,
  FF: FENCE,
  '**': BARBWIRE,
};
const NAME = /^[a-z0-9]{1,2}$/;
const TILE_ID = /^[A-Za-z0-9]+$/;

interface Line {
  text: string;
  no: number;
}

export function parseTile(text: string, file = '<tile>', options: ParseOptions = {}): TileDef {
  const offset = options.lineOffset ?? 0;
  const fail = (line: number, msg: string): never => {
    throw new TileFormatError(file, line === 0 ? 0 : line + offset, msg);
  };
  const lines: Line[] = text.split(/\r?\n/).map((t, i) => ({ text: t, no: i + 1 }));

  let id: string | undefined;
  let designed = false;
  let grid: Line[] | undefined;
  let zoneLines: Line[] | undefined;
  let overlayLines: Line[] | undefined;
  let section: 'head' | 'grid' | 'zones' | 'overlay' = 'head';
  const sectionLine: Record<string, number> = {};

  for (const ln of lines) {
    const raw = ln.text;
    const trimmed = raw.trim();
    if (
      section === 'grid' &&
      trimmed !== '' &&
      !trimmed.startsWith('#') &&
      /^[+|:~DF* ]/.test(raw) &&
      !/^\s*(zones|overlay|grid|tile|designed)\s*$/.test(raw)
    ) {
      grid!.push(ln);
      continue;
    }
    const content = trimmed.replace(/\s+#.*$/, '');
    if (content === '' || content.startsWith('#')) continue;
    const [word, ...rest] = content.split(/\s+/);
    if (word === 'tile') {
      if (id !== undefined) fail(ln.no, 'second "tile" line');
      if (rest.length !== 1 || !TILE_ID.test(rest[0]))
        fail(ln.no, `"tile" needs one id of letters and digits, e.g. "tile 2R"; got "${content}"`);
      id = rest[0];
      continue;
    }
    if (word === 'designed' && rest.length === 0) {
      designed = true;
      continue;
    }
    if ((word === 'grid' || word === 'zones' || word === 'overlay') && rest.length === 0) {
      if (sectionLine[word] !== undefined)
        fail(ln.no, `second "${word}" section (first at line ${sectionLine[word] + offset})`);
      sectionLine[word] = ln.no;
      section = word;
      if (word === 'grid') grid = [];
      if (word === 'zones') zoneLines = [];
      if (word === 'overlay') overlayLines = [];
      continue;
    }
    if (section === 'zones') {
      zoneLines!.push(ln);
      continue;
    }
    if (section === 'overlay') {
      overlayLines!.push(ln);
      continue;
    }
    fail(ln.no, `unexpected line "${content}" (expected "tile", "designed", "grid", "zones" or "overlay")`);
  }
  if (id === undefined) fail(1, 'missing "tile <id>" line');
  if (!grid || grid.length === 0) fail(sectionLine.grid ?? 0, 'missing "grid" section with the drawing of the tile');
  if (!zoneLines) fail(0, 'missing "zones" section');

  const zones = parseZones(zoneLines!, fail);
  const index = new Map(zones.map((z, i) => [z.name, i]));
  const g = parseGrid(grid!, index, zones, fail);
  const overlay = parseOverlay(overlayLines ?? [], sectionLine.overlay ?? 0, g.width, g.height, index, zones, fail);
  const tile: TileDef = {
    id: id!,
    file,
    designed,
    width: g.width,
    height: g.height,
    zones,
    cells: g.cells,
    overlay,
    sides: g.sides,
  };
  checkTile(tile, g.cellLine, fail);
  return tile;
}

type Fail = (line: number, msg: string) => never;

function parseZones(lines: Line[], fail: Fail): TileZoneDef[] {
  const zones: TileZoneDef[] = [];
  for (const ln of lines) {
    const parts = ln.text
      .trim()
      .replace(/\s+#.*$/, '')
      .split(/\s+/);
    const [name, kind, ...more] = parts;
    if (!NAME.test(name)) fail(ln.no, `zone name "${name}" must be 1-2 lowercase letters or digits`);
    if (zones.some((z) => z.name === name)) fail(ln.no, `zone "${name}" declared twice`);
    if (!ZONE_KINDS.includes(kind as ZoneKind))
      fail(ln.no, `zone "${name}": unknown kind "${kind ?? ''}" (one of ${ZONE_KINDS.join(', ')})`);
    const zone: TileZoneDef = { name, kind: kind as ZoneKind, features: [], line: ln.no };
    for (const m of more) {
      const eq = m.indexOf('=');
      if (eq < 0) {
        if (!TILE_FEATURES.includes(m as TileFeature))
          fail(ln.no, `zone "${name}": unknown feature "${m}" (one of ${TILE_FEATURES.join(', ')})`);
        // A zone may show two manholes (each brings the Manhole card's zombies); other features count once.
        if (m === 'manhole' || !zone.features.includes(m as TileFeature)) zone.features.push(m as TileFeature);
        continue;
      }
      const key = m.slice(0, eq);
      const value = m.slice(eq + 1);
      if (key === 'stairs') {
        if (zone.kind !== 'balcony') fail(ln.no, `zone "${name}": "stairs=" is only for balconies`);
        zone.stairs = value;
      } else if (key === 'building') {
        if (!isIndoor(zone.kind)) fail(ln.no, `zone "${name}": "building=" is only for building or train zones`);
        if (!/^[A-Za-z0-9]+$/.test(value)) fail(ln.no, `zone "${name}": bad building tag "${value}"`);
        zone.building = value;
      } else {
        fail(ln.no, `zone "${name}": unknown key "${key}" (stairs=, building=)`);
      }
    }
    if (zone.kind === 'balcony' && zone.stairs === undefined) fail(ln.no, `balcony "${name}" needs "stairs=<room>"`);
    // Hospital rooms are building rooms (seed 001 line 1838); a locker room is a hospital room that can be Searched.
    for (const f of ['hospital', 'lockerRoom'] as const)
      if (zone.features.includes(f) && zone.kind !== 'building')
        fail(ln.no, `zone "${name}": "${f}" is only for building zones (a hospital's rooms)`);
    if (zone.features.includes('lockerRoom') && !zone.features.includes('hospital')) zone.features.push('hospital');
    // [PO] special locations: security zones and cells are building zones, indoor alleys street zones (seed 001
    // lines 1797, 1848, 1872).
    for (const [f, kind] of [
      ['security', 'building'],
      ['cell', 'building'],
      ['alley', 'street'],
      // A rotating security gate [PO] is a one-cell building zone (gates.ts; seed silent on its kind: decision gateZone).
      ['gate', 'building'],
      // A Hole Zone [AN] is dug into a building (seed 001 line 1824).
      ['hole', 'building'],
    ] as const)
      if (zone.features.includes(f) && zone.kind !== kind)
        fail(ln.no, `zone "${name}": "${f}" is only for ${kind} zones`);
    zones.push(zone);
  }
  for (const z of zones) {
    if (z.stairs === undefined) continue;
    const room = zones.find((r) => r.name === z.stairs);
    if (!room) fail(z.line, `balcony "${z.name}": stairs room "${z.stairs}" is not declared`);
    if (!isIndoor(room!.kind))
      fail(z.line, `balcony "${z.name}": stairs room "${z.stairs}" is a ${room!.kind}, not a building`);
    if (!room!.features.includes('stairs')) room!.features.push('stairs');
  }
  return zones;
}

interface Grid {
  width: number;
  height: number;
  cells: Int16Array;
  sides: Uint8Array;
  cellLine: Int32Array;
}

function parseGrid(lines: Line[], index: Map<string, number>, zones: TileZoneDef[], fail: Fail): Grid {
  const first = lines[0];
  const trimmedFirst = first.text.trimEnd();
  if (!trimmedFirst.startsWith('+') || (trimmedFirst.length - 1) % 3 !== 0 || trimmedFirst.length < 4) {
    fail(first.no, 'the grid must start with a border line like "+--+--+" (3 characters per cell)');
  }
  const width = (trimmedFirst.length - 1) / 3;
  const rowLen = 1 + 3 * width;
  if (lines.length % 2 === 0)
    fail(lines[lines.length - 1].no, 'the grid must end with a border line starting with "+"');
  const height = (lines.length - 1) / 2;
  const cells = new Int16Array(width * height).fill(-1);
  const sides = new Uint8Array(width * height * 4);
  const cellLine = new Int32Array(width * height);

  /** A door, fence or barbwire joins two zones of one tile: never on its border. */
  const innerOnly = (ln: Line, type: EdgeType, token: string, column: number): void => {
    const named = INNER_EDGES.get(type);
    if (named)
      fail(
        ln.no,
        `"${token}" (${named[0]}) on the tile border, column ${column}; ${named[1]} joins two zones of one tile`,
      );
  };
  const edgeRow = (ln: Line, y: number): void => {
    // y: index of the cell row below this line (height for the bottom border).
    const t = ln.text.trimEnd().padEnd(rowLen, ' ');
    if (t.length !== rowLen)
      fail(ln.no, `border line is ${ln.text.trimEnd().length} characters long, expected ${rowLen}`);
    for (let x = 0; x <= width; x++) {
      if (t[3 * x] !== '+') fail(ln.no, `expected "+" at column ${3 * x + 1}, found "${t[3 * x]}"`);
    }
    for (let x = 0; x < width; x++) {
      const seg = t.slice(3 * x + 1, 3 * x + 3);
      const type = HORIZONTAL[seg];
      if (type === undefined)
        fail(
          ln.no,
          `bad edge "${seg}" at column ${3 * x + 2} (use "  " open, "--" wall, ".." opening, "DD" door, "FF" fence, "~~" continue)`,
        );
      const border = y === 0 || y === height;
      if (type === CONTINUE && !border)
        fail(ln.no, `"~~" (continue) is only allowed on the tile border, column ${3 * x + 2}`);
      if (border) innerOnly(ln, type, seg, 3 * x + 2);
      if (y > 0) sides[((y - 1) * width + x) * 4 + S] = type;
      if (y < height) sides[(y * width + x) * 4 + N] = type;
    }
  };
  const cellRow = (ln: Line, y: number): void => {
    const t = ln.text.trimEnd().padEnd(rowLen, ' ');
    if (t.length !== rowLen)
      fail(ln.no, `cell line is ${ln.text.trimEnd().length} characters long, expected ${rowLen}`);
    for (let x = 0; x <= width; x++) {
      const c = t[3 * x];
      const type = VERTICAL[c];
      if (type === undefined)
        fail(
          ln.no,
          `bad edge "${c}" at column ${3 * x + 1} (use " " open, "|" wall, ":" opening, "D" door, "F" fence, "~" continue)`,
        );
      const border = x === 0 || x === width;
      if (type === CONTINUE && !border)
        fail(ln.no, `"~" (continue) is only allowed on the tile border, column ${3 * x + 1}`);
      if (border) innerOnly(ln, type, c, 3 * x + 1);
      if (x > 0) sides[(y * width + x - 1) * 4 + E] = type;
      if (x < width) sides[(y * width + x) * 4 + W] = type;
    }
    for (let x = 0; x < width; x++) {
      const name = t.slice(3 * x + 1, 3 * x + 3).trim();
      const z = index.get(name);
      if (name === '') fail(ln.no, `cell (${x}, ${y}) has no zone name, column ${3 * x + 2}`);
      if (z === undefined && /[|:~D]/.test(name))
        fail(
          ln.no,
          `cell (${x}, ${y}): "${name}" mixes a name and an edge; cells are 2 characters wide plus 1 edge character, pad 1-letter names with a space`,
        );
      if (z === undefined) fail(ln.no, `cell (${x}, ${y}): zone "${name}" is not declared in the "zones" section`);
      if (zones[z!].kind === 'balcony')
        fail(ln.no, `cell (${x}, ${y}): balcony "${name}" cannot be a ground cell; draw it in the "overlay" section`);
      cells[y * width + x] = z!;
      cellLine[y * width + x] = ln.no;
    }
  };
  for (let i = 0; i < lines.length; i++) {
    const ln = lines[i];
    const isEdge = i % 2 === 0;
    if (isEdge && !ln.text.startsWith('+')) fail(ln.no, 'expected a border line starting with "+"');
    if (!isEdge && ln.text.startsWith('+')) fail(ln.no, 'expected a cell line, found a border line');
    if (isEdge) edgeRow(ln, i / 2);
    else cellRow(ln, (i - 1) / 2);
  }
  return { width, height, cells, sides, cellLine };
}

function parseOverlay(
  lines: Line[],
  header: number,
  width: number,
  height: number,
  index: Map<string, number>,
  zones: TileZoneDef[],
  fail: Fail,
): Int16Array {
  const overlay = new Int16Array(width * height).fill(-1);
  if (lines.length === 0) {
    if (header !== 0) fail(header, 'empty "overlay" section');
    return overlay;
  }
  if (lines.length !== height)
    fail(lines[lines.length - 1].no, `overlay has ${lines.length} rows, the grid has ${height}`);
  lines.forEach((ln, y) => {
    const tokens = ln.text
      .trim()
      .replace(/\s+#.*$/, '')
      .split(/\s+/);
    if (tokens.length !== width) fail(ln.no, `overlay row has ${tokens.length} entries, the grid is ${width} wide`);
    tokens.forEach((tok, x) => {
      if (tok === '.') return;
      const z = index.get(tok);
      if (z === undefined) fail(ln.no, `overlay cell (${x}, ${y}): zone "${tok}" is not declared`);
      if (zones[z!].kind !== 'balcony')
        fail(ln.no, `overlay cell (${x}, ${y}): "${tok}" is a ${zones[z!].kind}; only balconies go in the overlay`);
      overlay[y * width + x] = z!;
    });
  });
  return overlay;
}

/** Doors join a building and a street, or two rooms. Trains, railroads, balconies and impassable zones have none. */
function doorJoins(a: ZoneKind, b: ZoneKind): boolean {
  return (a === 'building' && (b === 'building' || b === 'street')) || (a === 'street' && b === 'building');
}

/**
 * A door into an indoor alley [PO] from another street zone: the building's door leads into the alley, a street zone
 * (seed 001 line 570: opening it draws no Zombie card).
 */
function alleyDoor(a: TileZoneDef, b: TileZoneDef): boolean {
  return (
    a.kind === 'street' &&
    b.kind === 'street' &&
    (a.features.includes('alley') || b.features.includes('alley')) &&
    !(a.features.includes('alley') && b.features.includes('alley'))
  );
}

/**
 * An observation tower's ladders (its openings) all lead down to one zone: nobody moves through a tower (seed 001
 * line 1719), and a zombie routed toward a survivor up there stops at the foot of the ladder.
 */
function checkTowers(tile: TileDef, fail: Fail): void {
  const { width, height, cells, sides, zones } = tile;
  zones.forEach((z, i) => {
    if (z.kind !== 'tower') return;
    const feet = new Set<number>();
    for (let c = 0; c < width * height; c++) {
      if (cells[c] !== i) continue;
      const x = c % width;
      const y = (c - x) / width;
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const b = cells[ny * width + nx];
        if (b !== i && sides[c * 4 + d] === OPENING) feet.add(b);
      }
    }
    if (feet.size === 0) fail(z.line, `tower "${z.name}" has no ladder (an opening ":" or ".." in its wall)`);
    if (feet.size > 1)
      fail(
        z.line,
        `tower "${z.name}": its ladders lead to ${feet.size} zones; nobody moves through a tower, give it one`,
      );
  });
}

/** Checks that need the whole tile: edge types against zone kinds, balconies, unused zones. */
function checkTile(tile: TileDef, cellLine: Int32Array, fail: Fail): void {
  const { width, height, cells, sides, zones } = tile;
  const used = new Set<number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const a = cells[c];
      used.add(a);
      const ka = zones[a].kind;
      for (let d = 0; d < 4; d++) {
        const type = sides[c * 4 + d];
        const nx = x + DX[d];
        const ny = y + DY[d];
        const where = `cell (${x}, ${y}) ${'NESW'[d]} side`;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
          if ((isIndoor(ka) || ka === 'tower') && type === OPEN)
            fail(cellLine[c], `${where}: ${ka} "${zones[a].name}" on the tile border needs a wall, an opening or "~"`);
          continue;
        }
        const b = cells[ny * width + nx];
        const kb = zones[b].kind;
        if (a === b) {
          if (type === OPENING) fail(cellLine[c], `${where}: opening inside zone "${zones[a].name}"`);
          if (type === DOOR) fail(cellLine[c], `${where}: door inside zone "${zones[a].name}"`);
          if (type === FENCE) fail(cellLine[c], `${where}: fence inside zone "${zones[a].name}"`);
          if (type === BARBWIRE) fail(cellLine[c], `${where}: barbwire inside zone "${zones[a].name}"`);
          continue;
        }
        if (type === FENCE && !(isStreetLike(ka) && isStreetLike(kb)))
          fail(
            cellLine[c],
            `${where}: fence between ${ka} "${zones[a].name}" and ${kb} "${zones[b].name}"; a fence stands between two street zones`,
          );
        if (type === BARBWIRE && !(isStreetLike(ka) && isStreetLike(kb)))
          fail(
            cellLine[c],
            `${where}: barbwire between ${ka} "${zones[a].name}" and ${kb} "${zones[b].name}"; a barbwire fence stands between two street zones`,
          );
        if (type === DOOR && !doorJoins(ka, kb) && !alleyDoor(zones[a], zones[b])) {
          fail(
            cellLine[c],
            `${where}: door between ${ka} "${zones[a].name}" and ${kb} "${zones[b].name}"; a door joins a building and a street, or two buildings`,
          );
        }
        if (type === OPEN && !(isStreetLike(ka) && isStreetLike(kb)) && ka !== 'impassable' && kb !== 'impassable') {
          fail(
            cellLine[c],
            `${where}: open edge between ${ka} "${zones[a].name}" and ${kb} "${zones[b].name}"; use a wall or an opening`,
          );
        }
      }
    }
  }
  zones.forEach((z, i) => {
    if (z.kind === 'balcony') return;
    if (!used.has(i)) fail(z.line, `zone "${z.name}" has no cell in the grid`);
  });
  zones.forEach((z, i) => {
    if (z.kind !== 'balcony') return;
    const stairs = zones.findIndex((r) => r.name === z.stairs);
    let count = 0;
    let touchesStairs = false;
    for (let c = 0; c < width * height; c++) {
      if (tile.overlay[c] !== i) continue;
      count++;
      const x = c % width;
      const y = (c - x) / width;
      if (!isStreetLike(zones[cells[c]].kind))
        fail(
          z.line,
          `balcony "${z.name}" cell (${x}, ${y}) is over ${zones[cells[c]].kind} "${zones[cells[c]].name}"; balconies hang over streets`,
        );
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && cells[ny * width + nx] === stairs) touchesStairs = true;
      }
    }
    if (count === 0) fail(z.line, `balcony "${z.name}" has no cell in the "overlay" section`);
    if (!touchesStairs) fail(z.line, `balcony "${z.name}" does not touch its stairs room "${z.stairs}"`);
  });
  checkTowers(tile, fail);
}
