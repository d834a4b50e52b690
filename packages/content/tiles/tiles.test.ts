// Checks of the designed tiles (docs/tiles.md, "The designed tiles"): every side of the box parses, the mine,
// the cemetery, corpse piles and balconies per mission, the border pattern, connected mission maps, the train row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  computeGeometry,
  parseTile,
  tileLibrary,
  TILE_CELLS,
  type BoardGeometry,
  type PlacedTile,
  type TileDef,
  type TileLibrary,
} from '../../zombicide/src/board/index.ts';
import { tileSources } from './index.ts';
import { MISSION_LAYOUTS, MISSION_TILES } from './layouts.ts';

const SIDES = [
  '1R',
  '1V',
  '2R',
  '2V',
  '3R',
  '3V',
  '4R',
  '4V',
  '5R',
  '5V',
  '6R',
  '6V',
  '7R',
  '7V',
  '8R',
  '8V',
  '9R',
  '9V',
  '10R',
  '10V',
  '11R',
  '11V',
  '12R',
  '12V',
];
const TRAIN = ['10R', '10V', '11R', '11V', '12R', '12V'];
/** The train sides: on their short ends the middle cells are the train (walls), so they join town tiles on their long sides. */
const TRAIN_SIDES = ['10R', '11R', '12R'];
/** 2R and 3R were designed for M0 before the border pattern; the mission layouts orient them (layouts.ts). */
const LEGACY = ['2R', '3R'];
const N = TILE_CELLS;

const library: TileLibrary = tileLibrary(tileSources);
const tile = (id: string): TileDef => library.get(id)!;
const kindAt = (t: TileDef, x: number, y: number) => t.zones[t.cells[y * N + x]].kind;
const streetLike = (k: string) => k === 'street' || k === 'railroad';
const count = (id: string, f: string) => tile(id).zones.filter((z) => (z.features as string[]).includes(f)).length;
/** Border cells of a side, read clockwise: north west->east, east north->south, south east->west, west south->north. */
function side(t: TileDef, s: 'N' | 'E' | 'S' | 'W'): string[] {
  const r = [...Array(N).keys()];
  if (s === 'N') return r.map((i) => kindAt(t, i, 0));
  if (s === 'E') return r.map((i) => kindAt(t, N - 1, i));
  if (s === 'S') return r.map((i) => kindAt(t, N - 1 - i, N - 1));
  return r.map((i) => kindAt(t, 0, N - 1 - i));
}
/** Every zone but impassable ones can reach every other one. */
function unreachable(g: BoardGeometry): string[] {
  const zs = g.zones.filter((z) => z.kind !== 'impassable');
  return zs.filter((z) => zs.some((o) => g.distance[z.id][o.id] < 0)).map((z) => z.label);
}

describe('designed tiles: every side of the box', () => {
  it('every tile source parses on its own, is marked designed and sits at its lineOffset', () => {
    for (const src of tileSources) {
      const t = parseTile(src.text, src.file, { lineOffset: src.lineOffset });
      expect(t.designed, t.id).toBe(true);
      expect([t.width, t.height]).toEqual([N, N]);
      const lines = readFileSync(new URL(`../../../${src.file}`, import.meta.url), 'utf8').split('\n');
      expect(
        lines.findIndex((l) => l.includes('`')),
        src.file,
      ).toBe(src.lineOffset);
      expect(src.file).toBe(`packages/content/tiles/${t.id}.ts`);
    }
  });

  it('has every tile side 1R-12V, and nothing else', () => {
    expect([...library.keys()].sort()).toEqual([...SIDES].sort());
  });

  it('8V holds the Mine, a building zone with a single door (M6 Wagon, M9 coal)', () => {
    const mine = tile('8V').zones.filter((z) => z.features.includes('mine'));
    expect(mine.map((z) => [z.name, z.kind])).toEqual([['mn', 'building']]);
    const g = computeGeometry([{ tile: '8V', rotation: 0, col: 0, row: 0 }], library);
    expect(g.neighbors[g.byLabel['8V:mn']].map((z) => g.zones[z].label)).toEqual(['8V:s1']);
    for (const id of SIDES) if (id !== '8V') expect(count(id, 'mine'), id).toBe(0);
  });

  it('exactly one tile has the Cemetery: 9V', () => {
    expect(SIDES.filter((id) => count(id, 'cemetery') > 0)).toEqual(['9V']);
    expect(count('9V', 'cemetery')).toBe(1);
  });

  it('no mission needs more than the 9 corpse pile tokens of the box', () => {
    for (const [m, ids] of Object.entries(MISSION_TILES)) {
      const piles = ids.reduce((n, id) => n + count(id, 'corpsePile'), 0);
      expect(piles, m).toBeLessThanOrEqual(9);
      expect(piles, m).toBeGreaterThan(0);
    }
    for (const id of SIDES)
      if (count(id, 'corpsePile') > 0) {
        for (const z of tile(id).zones)
          if (z.features.includes('corpsePile')) expect(z.kind, `${id}:${z.name}`).toBe('building');
      }
  });

  it('balconies with stairs rooms on several tiles; M5 has exactly the 3 balconies its Townsfolk need', () => {
    const balconies = (id: string) => tile(id).zones.filter((z) => z.kind === 'balcony').length;
    expect(SIDES.filter((id) => balconies(id) > 0).length).toBeGreaterThanOrEqual(8);
    expect(MISSION_TILES.M5.reduce((n, id) => n + balconies(id), 0)).toBe(3);
    for (const [m, ids] of Object.entries(MISSION_TILES))
      expect(
        ids.some((id) => balconies(id) > 0),
        m,
      ).toBe(true);
  });

  it('every town tile has an objective crate; every mission has several', () => {
    for (const id of SIDES) if (!TRAIN.includes(id)) expect(count(id, 'crate'), id).toBeGreaterThan(0);
    for (const [m, ids] of Object.entries(MISSION_TILES)) {
      expect(
        ids.reduce((n, id) => n + count(id, 'crate'), 0),
        m,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('10R is the locomotive: an impassable engine, a cab and a tender (M9) that survivors can enter', () => {
    const t = tile('10R');
    expect(t.zones.filter((z) => z.kind === 'impassable').map((z) => z.name)).toEqual(['lo']);
    expect(
      t.zones
        .filter((z) => z.kind === 'train')
        .map((z) => z.name)
        .sort(),
    ).toEqual(['ca', 'te']);
    const g = computeGeometry([{ tile: '10R', rotation: 0, col: 0, row: 0 }], library);
    expect(g.zones[g.byLabel['10R:te']].building).toBe(g.zones[g.byLabel['10R:ca']].building);
    expect(g.distance[g.byLabel['10R:s1']][g.byLabel['10R:te']]).toBe(2);
    // The engine blocks sight across the track: the verges on either side of it do not see each other.
    expect(g.sight[g.byLabel['10R:s2']].map((s) => s.zone)).not.toContain(g.byLabel['10R:s4']);
    expect(tile('11R').zones.filter((z) => z.kind === 'train').length).toBe(1);
    expect(tile('12R').zones.filter((z) => z.kind === 'train').length).toBe(2);
    const g12 = computeGeometry([{ tile: '12R', rotation: 0, col: 0, row: 0 }], library);
    expect(g12.zones[g12.byLabel['12R:c1']].building).toBe(g12.zones[g12.byLabel['12R:c2']].building);
  });
});

describe('designed tiles: borders and maps', () => {
  it('border pattern: the two middle cells of every side are street (railroad) on every tile but 2R and 3R', () => {
    for (const id of SIDES) {
      if (LEGACY.includes(id)) continue;
      // The train side of 10-12 carries the train on the middle cells of its short (west, east) ends.
      for (const s of (TRAIN_SIDES.includes(id) ? ['N', 'S'] : ['N', 'E', 'S', 'W']) as ('N' | 'E' | 'S' | 'W')[]) {
        const b = side(tile(id), s);
        expect(streetLike(b[2]) && streetLike(b[3]), `${id} ${s}: ${b.join(' ')}`).toBe(true);
      }
    }
  });

  it('train tiles: the track (train, engine or railroad) fills rows 2-3 from west to east, street elsewhere on the border', () => {
    for (const id of TRAIN) {
      const t = tile(id);
      for (let x = 0; x < N; x++)
        for (const y of [2, 3])
          expect(['train', 'impassable', 'railroad'], `${id} (${x},${y})`).toContain(kindAt(t, x, y));
      for (const y of [0, 1, 4, 5])
        for (const x of [0, N - 1]) expect(kindAt(t, x, y), `${id} (${x},${y})`).toBe('street');
      for (let x = 0; x < N; x++)
        for (const y of [0, N - 1]) expect(kindAt(t, x, y), `${id} (${x},${y})`).toBe('street');
      if (id.endsWith('V')) for (let x = 0; x < N; x++) expect(kindAt(t, x, 2)).toBe('railroad');
    }
  });

  it('any two pattern tiles join in any rotation: each tile next to 1R (and 1R next to it) is one connected map', () => {
    for (const id of SIDES) {
      if (id === '1R' || LEGACY.includes(id)) continue; // 2R/3R only join on some sides (see the mission layouts)
      for (const rotation of [0, 90, 180, 270] as const) {
        for (const other of [0, 90, 180, 270] as const) {
          const placed: PlacedTile[][] = [
            [
              { tile: '1R', rotation: other, col: 0, row: 0 },
              { tile: id, rotation, col: 1, row: 0 },
            ],
            [
              { tile: id, rotation, col: 0, row: 0 },
              { tile: '1R', rotation: other, col: 0, row: 1 },
            ],
          ];
          // A train side meets its neighbour with a long side (the track runs along the row).
          const along = rotation === 0 || rotation === 180;
          for (const [i, p] of placed.entries()) {
            if (TRAIN_SIDES.includes(id) && (i === 0) === along) continue;
            expect(
              unreachable(computeGeometry(p, library)),
              `${id} @${rotation} / 1R @${other} (${i ? 'above' : 'right'})`,
            ).toEqual([]);
          }
        }
      }
    }
  });

  it("every mission layout uses exactly the mission's tiles and every zone is reachable from every other", () => {
    expect(Object.keys(MISSION_LAYOUTS).sort()).toEqual(Object.keys(MISSION_TILES).sort());
    for (const [m, placed] of Object.entries(MISSION_LAYOUTS)) {
      expect(placed.map((p) => p.tile).sort(), m).toEqual([...MISSION_TILES[m]].sort());
      const g = computeGeometry([...placed], library);
      expect(unreachable(g), m).toEqual([]);
    }
  });

  it('the railroad lines up along a row: 1R | 10V 11V 12V | 7R, track zones adjacent and in one sight line', () => {
    const row: PlacedTile[] = ['1R', '10V', '11V', '12V', '7R'].map((t, col) => ({
      tile: t,
      rotation: 0,
      col,
      row: 0,
    }));
    const g = computeGeometry(row, library);
    const z = (l: string) => g.byLabel[l];
    const chain = ['1R:s4', '10V:r1', '10V:r2', '11V:r1', '11V:r2', '12V:r1', '12V:r2', '7R:s3'];
    for (let i = 1; i < chain.length; i++) expect(g.neighbors[z(chain[i - 1])], chain[i]).toContain(z(chain[i]));
    const seen = new Map(g.sight[z('10V:r1')].map((s) => [s.zone, s.range]));
    expect(seen.get(z('12V:r2'))).toBe(5);
    expect(seen.get(z('7R:s3'))).toBe(6);
    expect(unreachable(g)).toEqual([]);
  });

  it('the train lines up on the same row: 11R 12R 10R between town tiles, cars on the track cells, the engine at the front', () => {
    const above: PlacedTile[] = ['1V', '2V', '3V', '4V', '5V'].map((t, col) => ({ tile: t, rotation: 0, col, row: 0 }));
    const row: PlacedTile[] = ['1R', '11R', '12R', '10R', '7R'].map((t, col) => ({
      tile: t,
      rotation: 0,
      col,
      row: 1,
    }));
    const g = computeGeometry([...above, ...row], library);
    for (let col = 1; col <= 3; col++) {
      for (let x = col * N; x < (col + 1) * N; x++)
        for (const y of [N + 2, N + 3]) {
          const zone = g.zones.find((zz) => zz.cells.some(([cx, cy]) => cx === x && cy === y))!;
          expect(['train', 'impassable'], `(${x},${y})`).toContain(zone.kind);
        }
    }
    // Each car is its own building; the street beyond the engine cannot see into the train.
    const b = (l: string) => g.zones[g.byLabel[l]].building;
    expect(new Set([b('11R:c1'), b('12R:c1'), b('10R:te')]).size).toBe(3);
    expect(g.sight[g.byLabel['7R:s3']].map((s) => g.zones[s.zone].label)).not.toContain('10R:ca');
    expect(unreachable(g)).toEqual([]);
    // Swapping any train tile for its railroad side (the train moving on) keeps the map connected.
    for (const id of ['10R', '11R', '12R']) {
      const swapped = [...above, ...row].map((p) => (p.tile === id ? { ...p, tile: id.replace('R', 'V') } : p));
      expect(unreachable(computeGeometry(swapped, library)), id).toEqual([]);
    }
  });
});
