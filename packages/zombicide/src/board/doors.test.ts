import { describe, expect, it } from 'vitest';
import { shapeKey } from './assemble.ts';
import { allDoorsOpen } from './doors.ts';
import { BoardAssemblyError } from './errors.ts';
import { DOORS, MANY_DOORS, STREETS } from './fixtures.test-tiles.ts';
import { buildGeometry, computeGeometry, type BoardGeometryWithGrid } from './geometry.ts';
import { renderSvg } from './svg.ts';
import type { PlacedTile } from './tile.ts';
import { id, lib, names, seen } from './testkit.ts';
import type { Door } from './types.ts';

const Q: PlacedTile[] = [{ tile: 'Q', rotation: 0, col: 0, row: 0 }];
const library = lib(DOORS, MANY_DOORS, STREETS);
const open = (...doors: number[]): BoardGeometryWithGrid => computeGeometry(Q, library, doors);
const dist = (g: BoardGeometryWithGrid, a: string, b: string): number => g.distance[id(g, a)][id(g, b)];
const hops = (g: BoardGeometryWithGrid, target: string, from: string): string[] =>
  names(g, g.nextHops[id(g, target)][id(g, from)]);

/** The DOORS tile redrawn with the open doors as openings (":", "..") and the closed ones as walls. */
function redrawn(doors: readonly Door[], openIds: readonly number[]): string {
  const lines = DOORS.split('\n');
  const top = lines.findIndex((l) => l.startsWith('+'));
  for (const d of doors) {
    const isOpen = openIds.includes(d.id);
    const [[x1, y1], [x2, y2]] = d.cells;
    const row = y1 === y2 ? lines[top + 2 * y1 + 1].split('') : lines[top + 2 * Math.max(y1, y2)].split('');
    if (y1 === y2) row[3 * Math.max(x1, x2)] = isOpen ? ':' : '|';
    else row.splice(3 * x1 + 1, 2, ...(isOpen ? '..' : '--'));
    lines[y1 === y2 ? top + 2 * y1 + 1 : top + 2 * Math.max(y1, y2)] = row.join('');
  }
  return lines.join('\n');
}

describe('doors on the board (seed 001 l.548-554 «Open a Door»: a locked door is flipped to its open side)', () => {
  it('lists every door with a stable id, a label from its two zones ("#2" for a second one) and its cells', () => {
    const g = open();
    expect(g.doors).toEqual([
      {
        id: 0,
        label: 'Q:r1|Q:r2',
        zones: [0, 1],
        cells: [
          [1, 0],
          [2, 0],
        ],
      },
      {
        id: 1,
        label: 'Q:r2|Q:s1',
        zones: [1, 3],
        cells: [
          [2, 0],
          [2, 1],
        ],
      },
      {
        id: 2,
        label: 'Q:r2|Q:r3',
        zones: [1, 2],
        cells: [
          [3, 0],
          [4, 0],
        ],
      },
      {
        id: 3,
        label: 'Q:r3|Q:s2',
        zones: [2, 4],
        cells: [
          [4, 0],
          [4, 1],
        ],
      },
      {
        id: 4,
        label: 'Q:r3|Q:s2#2',
        zones: [2, 4],
        cells: [
          [5, 0],
          [5, 1],
        ],
      },
    ]);
  });

  it('labels sort the zone labels, zones sort the ids, cells[i] lies in zones[i]', () => {
    const g = computeGeometry(
      [{ tile: 'R', rotation: 0, col: 0, row: 0 }],
      lib('tile R\ngrid\n+--+--+\n|s1Dhh|\n+--+--+\nzones\ns1 street\nhh building\n'),
    );
    expect(g.doors).toEqual([
      {
        id: 0,
        label: 'R:hh|R:s1',
        zones: [0, 1],
        cells: [
          [0, 0],
          [1, 0],
        ],
      },
    ]);
  });

  it('a closed door blocks movement both ways (seed l.522: no moving through locked doors)', () => {
    const g = open();
    expect(names(g, g.neighbors[id(g, 'r1')])).toEqual(['s1']);
    expect(g.neighbors[id(g, 'r2')]).toEqual([]);
    expect(g.neighbors[id(g, 's1')]).not.toContain(id(g, 'r2'));
    expect(dist(g, 's1', 'r2')).toBe(-1);
    expect(dist(g, 'r2', 's1')).toBe(-1);
  });

  it('paths go around a closed door through open ones (r2 -> r3 by the street while the door r2|r3 is closed)', () => {
    const around = open(1, 3);
    expect(dist(around, 'r2', 'r3')).toBe(3);
    expect(dist(around, 'r3', 'r2')).toBe(3);
    expect(hops(around, 'r3', 'r2')).toEqual(['s1']);
    expect(hops(around, 'r2', 'r3')).toEqual(['s2']);
    const through = open(1, 2, 3);
    expect(dist(through, 'r2', 'r3')).toBe(1);
    expect(hops(through, 'r3', 'r2')).toEqual(['r3']);
    expect(hops(through, 'r3', 's1')).toEqual(['r2', 's2']); // two shortest routes: zombies split
    expect(hops(open(1, 3), 'r3', 's1')).toEqual(['s2']);
  });

  it('a closed door blocks sight both ways; open, it is seen through like an opening (seed l.1070, l.2343)', () => {
    const closed = open();
    expect(seen(closed, 's1').r2).toBeUndefined();
    expect(seen(closed, 'r2')).toEqual({ r2: 0 });
    expect(seen(closed, 'r1')).toEqual({ r1: 0, s1: 1 });
    const g = open(0, 1);
    expect(seen(g, 's1').r2).toBe(1);
    expect(seen(g, 'r2')).toEqual({ r2: 0, r1: 1, s1: 1 });
    expect(seen(g, 'r1')).toEqual({ r1: 0, r2: 1, s1: 1 });
  });

  it('an open door is exactly an opening, a closed one a wall: every open set against the tile drawn with ":"/"|"', () => {
    const doors = open().doors;
    for (let mask = 0; mask < 1 << doors.length; mask++) {
      const ids = doors.filter((d) => (mask >> d.id) & 1).map((d) => d.id);
      const g = open(...ids);
      const same = computeGeometry(Q, lib(redrawn(doors, ids)));
      expect(same.doors).toEqual([]);
      expect(g.zones.map((z) => z.label)).toEqual(same.zones.map((z) => z.label));
      expect(g.neighbors, `open ${ids}`).toEqual(same.neighbors);
      expect(g.sight, `open ${ids}`).toEqual(same.sight);
      expect(g.sightTownsfolk, `open ${ids}`).toEqual(same.sightTownsfolk);
      expect(
        g.distance.map((r) => [...r]),
        `open ${ids}`,
      ).toEqual(same.distance.map((r) => [...r]));
      expect(g.nextHops, `open ${ids}`).toEqual(same.nextHops);
    }
  });

  it('zone ids, building ids and door ids do not change when doors open (only adjacency, sight and paths do)', () => {
    const base = open();
    for (const ids of [[0], [1, 4], [0, 1, 2, 3, 4]]) {
      const g = open(...ids);
      expect(g.doors).toEqual(base.doors);
      expect(g.zones).toEqual(base.zones);
      const cached = buildGeometry(Q, library, ids);
      expect(cached.zones).toBe(buildGeometry(Q, library).zones);
      expect(cached.doors).toBe(buildGeometry(Q, library).doors);
    }
  });

  it('rooms joined only by doors are separate buildings (seed l.560-564: a room behind a locked door opens later)', () => {
    const g = open();
    expect(new Set(['r1', 'r2', 'r3'].map((r) => g.zones[id(g, r)].building)).size).toBe(3);
    const all = computeGeometry(Q, lib(redrawn(g.doors, allDoorsOpen(g))));
    expect(new Set(['r1', 'r2', 'r3'].map((r) => all.zones[id(all, r)].building)).size).toBe(1);
  });

  it('a rotated tile has the same doors (labels), at the rotated cells', () => {
    const g = computeGeometry([{ tile: 'Q', rotation: 90, col: 0, row: 0 }], library);
    expect(g.doors.map((d) => d.label).sort()).toEqual(
      open()
        .doors.map((d) => d.label)
        .sort(),
    );
    for (const d of g.doors) {
      d.cells.forEach(([x, y], i) => {
        expect(g.grid.cellZone[y * g.width + x]).toBe(d.zones[i]);
      });
    }
  });

  it('a door that a "~" merge puts inside one zone is refused at assembly', () => {
    // Two rooms of X continue ("~") into the one room of Y next to it: all three become one zone.
    const x = `tile X
grid
+--+--+--+--+--+--+
|r1 r1 r1 r1 r1 r1~
+--+--+--+--+--+DD+
|r2 r2 r2 r2 r2 r2~
+--+--+--+--+--+--+
zones
r1 building
r2 building
`;
    const y = 'tile Y\ngrid\n+--+\n~q |\n+  +\n~q |\n+--+\nzones\nq building\n';
    const placed: PlacedTile[] = [
      { tile: 'X', rotation: 0, col: 0, row: 0 },
      { tile: 'Y', rotation: 0, col: 1, row: 0 },
    ];
    expect(() => computeGeometry(placed, lib(x, y))).toThrow(
      /door at cell \(5, 0\) lies inside zone "X:r1\+X:r2\+Y:q"/,
    );
  });
});

describe('geometry cache with open doors (buildGeometry(placed, library, openDoors))', () => {
  it('keys add the sorted open doors; equal open sets share one object; none open is the door-less key', () => {
    const base = buildGeometry(Q, library);
    expect(base.key).toBe(shapeKey(Q));
    expect(buildGeometry(Q, library, [])).toBe(base);
    const g = buildGeometry(Q, library, [4, 1]);
    expect(g.key).toBe(`${shapeKey(Q)}|doors:1,4`);
    expect(buildGeometry(Q, library, [1, 4, 4])).toBe(g);
    expect(computeGeometry(Q, library, [4, 1]).key).toBe(g.key);
    expect(buildGeometry(Q, library, [1])).not.toBe(g);
  });

  it('a door id the board does not have is refused', () => {
    expect(() => buildGeometry(Q, library, [5])).toThrow(BoardAssemblyError);
    expect(() => computeGeometry(Q, library, [-1])).toThrow(/no door -1 on this board \(it has 5 doors\)/);
  });

  it('keeps at most 256 open sets per library, dropping the least recently used', () => {
    const M: PlacedTile[] = [{ tile: 'M', rotation: 0, col: 0, row: 0 }];
    const own = lib(MANY_DOORS);
    const set = (n: number): number[] => [...Array(9).keys()].filter((b) => (n >> b) & 1);
    const first = buildGeometry(M, own, set(1));
    const second = buildGeometry(M, own, set(2));
    for (let n = 3; n <= 257; n++) {
      buildGeometry(M, own, set(n));
      if (n === 200) expect(buildGeometry(M, own, set(1))).toBe(first); // used again: kept
    }
    expect(buildGeometry(M, own, set(1))).toBe(first);
    expect(buildGeometry(M, own, set(2))).not.toBe(second);
  });

  it('allDoorsOpen builds the board "as if all doors were open" (seed l.801: zombies route so when no path is open)', () => {
    const closed = buildGeometry(Q, library);
    expect(allDoorsOpen(closed)).toEqual([0, 1, 2, 3, 4]);
    expect(dist(closed, 'r1', 'r3')).toBe(-1);
    const g = buildGeometry(Q, library, allDoorsOpen(closed));
    expect(dist(g, 'r1', 'r3')).toBe(2);
    expect(hops(g, 'r3', 'r1')).toEqual(['r2']);
  });
});

describe('boards without doors are unchanged', () => {
  const A: PlacedTile[] = [{ tile: 'A', rotation: 0, col: 0, row: 0 }];

  it('same key, no doors, the same cached object with or without an empty open set', () => {
    const g = buildGeometry(A, library);
    expect(g.key).toBe(shapeKey(A));
    expect(g.doors).toEqual([]);
    expect(allDoorsOpen(g)).toEqual([]);
    expect(buildGeometry(A, library, [])).toBe(g);
    const again = computeGeometry(A, library, []);
    expect([again.key, again.neighbors, again.sight, again.distance.map((r) => [...r])]).toEqual([
      g.key,
      g.neighbors,
      g.sight,
      g.distance.map((r) => [...r]),
    ]);
    expect(renderSvg(again)).not.toContain('doors-closed');
  });
});

describe('doors in the SVG: a closed door is a thick coloured bar, an open door a gap between jambs', () => {
  const count = (svg: string, group: string): number =>
    (svg.match(new RegExp(`<g id="${group}"[^>]*>(.*?)</g>`))?.[1].match(/<line /g) ?? []).length;

  it('draws the doors as the geometry has them, or as the openDoors option says', () => {
    const closed = renderSvg(open());
    expect(count(closed, 'doors-closed')).toBe(5);
    expect(count(closed, 'doors-open')).toBe(0);
    expect(closed).toContain('<title>door Q:r3|Q:s2#2 (closed)</title>');
    const one = renderSvg(open(1));
    expect(count(one, 'doors-closed')).toBe(4);
    expect(count(one, 'doors-open')).toBe(2); // two jambs
    expect(one).toContain('<title>door Q:r2|Q:s1 (open)</title>');
    const chosen = renderSvg(open(), { openDoors: [0, 2] });
    expect([count(chosen, 'doors-closed'), count(chosen, 'doors-open')]).toEqual([3, 4]);
  });
});
