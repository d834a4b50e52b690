// Renders the tile and map pictures of docs/tiles.md: `npx tsx docs/img/tiles/render.ts` from the repository root
// (needs rsvg-convert for the PNGs).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { computeGeometry, contentTiles, M0_TILES, renderSvg, SAMPLE_MAP_3X3, type PlacedTile } from '../../../packages/zombicide/src/board/index.ts';
import { MISSION_LAYOUTS } from '../../../packages/content/tiles/layouts.ts';

const dir = 'docs/img/tiles';
const library = contentTiles();
const ids = [...library.keys()];

// Every tile side at once: the 18 town sides in 6 columns, then the train row (train side, railroad side).
const town = ids.filter((id) => parseInt(id) < 10);
const train = ['10V', '11V', '12V', '11R', '12R', '10R'];
const all: PlacedTile[] = [
  ...town.map((tile, i): PlacedTile => ({ tile, rotation: 0, col: i % 6, row: Math.floor(i / 6) })),
  ...train.map((tile, i): PlacedTile => ({ tile, rotation: 0, col: i, row: Math.ceil(town.length / 6) })),
];

const jobs: { name: string; placed: PlacedTile[]; title: string; labels?: 'full' | 'local'; cell?: number }[] = [
  ...ids.map((id) => ({ name: `tile-${id}`, placed: [{ tile: id, rotation: 0 as const, col: 0, row: 0 }], title: `Tile ${id} (designed)` })),
  { name: 'map-M0', placed: [...M0_TILES], title: 'Mission M0: 2R + 3R', labels: 'full' },
  ...Object.entries(MISSION_LAYOUTS).filter(([m]) => m !== 'M0').map(([m, placed]) => ({
    name: `map-${m}`, placed: [...placed], title: `Mission ${m} layout: ${placed.map((p) => p.tile).join(' ')}`, cell: 30,
  })),
  { name: 'map-all-tiles', placed: all, title: 'All tile sides (rotation 0); bottom row: railroad 10V 11V 12V, train 11R 12R 10R', cell: 26 },
  { name: 'map-sample-3x3', placed: [...SAMPLE_MAP_3X3], title: 'Sample 3x3 map (2R/3R rotated)', cell: 36 },
];
for (const job of jobs) {
  const g = computeGeometry(job.placed, library);
  const svg = renderSvg(g, { title: job.title, labels: job.labels ?? 'local', cell: job.cell });
  writeFileSync(`${dir}/${job.name}.svg`, svg);
  execFileSync('rsvg-convert', ['-o', `${dir}/${job.name}.png`, `${dir}/${job.name}.svg`]);
  console.log(`${dir}/${job.name}.svg (+ .png)`);
}
// A sight example: what 2R:h4 sees (standard) on the M0 map, with ranges as markers.
const g = computeGeometry([...M0_TILES], library);
const from = g.byLabel['2R:h4'];
const markers: Record<number, string> = {};
for (const s of g.sight[from]) markers[s.zone] = `r${s.range}`;
const svg = renderSvg(g, { title: 'Sight from 2R:h4 (standard), ranges', markers, highlight: [{ zones: g.sight[from].map((s) => s.zone), color: '#ffd400' }, { zones: [from], color: '#ff5a00' }] });
writeFileSync(`${dir}/sight-M0-h4.svg`, svg);
execFileSync('rsvg-convert', ['-o', `${dir}/sight-M0-h4.png`, `${dir}/sight-M0-h4.svg`]);
console.log(`${dir}/sight-M0-h4.svg (+ .png)`);
