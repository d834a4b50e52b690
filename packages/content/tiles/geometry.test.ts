import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tileSources } from './index.ts';
import { benchGeometry } from '@horde/zombicide/board/bench';
import { buildGeometry, computeGeometry } from '@horde/zombicide/board/geometry';
import { M0_TILES, SAMPLE_MAP_3X3 } from '@horde/zombicide/board/sample';
import { contentTiles } from './library.ts';
import { renderSvg } from '@horde/zombicide/board/svg';

describe('designed tiles 2R and 3R (Mission M0: houses with corpse piles, balconies, objective crates)', () => {
  const library = contentTiles();

  it('each tile is marked designed and has a house with a corpse pile, a stairs room with a balcony and a crate', () => {
    for (const id of ['2R', '3R']) {
      const t = library.get(id)!;
      expect(t.designed).toBe(true);
      const has = (f: string) => t.zones.some((z) => (z.features as string[]).includes(f));
      expect(has('corpsePile') && has('stairs') && has('crate')).toBe(true);
      expect(t.zones.some((z) => z.kind === 'balcony')).toBe(true);
      expect(t.zones.filter((z) => z.kind === 'building').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('the lineOffset of each tile source matches the line of its opening backquote', () => {
    for (const src of tileSources) {
      const lines = readFileSync(new URL(`../../../${src.file}`, import.meta.url), 'utf8').split('\n');
      expect(lines.findIndex((l) => l.includes('`'))).toBe(src.lineOffset);
    }
  });

  it('on the M0 map every zone can reach every other zone', () => {
    const g = computeGeometry(M0_TILES, library);
    for (const row of g.distance) for (const d of row) expect(d).toBeGreaterThanOrEqual(0);
  });

  it('buildGeometry caches by shape key: the same placement returns the same object', () => {
    const a = buildGeometry(SAMPLE_MAP_3X3, library);
    const b = buildGeometry(
      SAMPLE_MAP_3X3.map((p) => ({ ...p })),
      library,
    );
    expect(b).toBe(a);
    expect(buildGeometry(M0_TILES, library)).not.toBe(a);
  });

  it('the bench builds the 9-tile map and reports time, size and zone count', () => {
    const r = benchGeometry(library, 3);
    expect(r.zones).toBe(buildGeometry(SAMPLE_MAP_3X3, library).zones.length);
    expect(r.buildMs).toBeGreaterThan(0);
    expect(r.bytes).toBeLessThan(1_000_000);
  });

  it('the SVG shows every zone label, the overlays and the markers', () => {
    const g = computeGeometry(M0_TILES, library);
    const svg = renderSvg(g, {
      labels: 'full',
      highlight: [{ zones: [0], color: 'red' }],
      markers: { 1: '2 walkers' },
    });
    expect(svg.startsWith('<svg')).toBe(true);
    for (const z of g.zones) expect(svg).toContain(`>${z.label}</text>`);
    expect(svg).toContain('2 walkers');
    expect(svg).toContain('class="highlight" fill="red"');
  });
});
