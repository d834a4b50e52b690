// Renders the mission maps of docs/missions.md: `npx tsx docs/img/missions/render.ts [M0 M1 ...]` from the
// repository root. Writes <id>.svg and <id>.png (rsvg-convert, else headless Chromium) here, for each mission that
// validates.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { renderSvg } from '../../../packages/zombicide/src/board/index.ts';
import { contentTiles } from '../../../packages/content/tiles/library.ts';
import { missionGeometry, parseMissions } from '../../../packages/content/src/missions.ts';
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'docs/img/missions';
const src = 'packages/content/missions';
const only = process.argv.slice(2);
const sources: Record<string, string> = {};
for (const f of readdirSync(src).filter((n) => n.endsWith('.yaml'))) {
  if (only.length && !only.includes(f.replace('.yaml', ''))) continue;
  sources[`missions/${f}`] = readFileSync(`${src}/${f}`, 'utf8');
}
const library = contentTiles();
const { missions, problems } = parseMissions(sources, library);
for (const p of problems) console.error(p.text);

const abbrev = { brawler: 'Bra', faithful: 'Fai', gunslinger: 'Gun', townsfolk: 'Twn' } as const;
for (const m of missions) {
  const g = missionGeometry(m, library);
  const z = (label: string) => g.byLabel[label];
  const marks = new Map<number, string[]>();
  const mark = (label: string, text: string) => {
    const id = z(label);
    const list = marks.get(id) ?? [];
    list.push(text);
    marks.set(id, list);
  };
  mark(m.start, 'START');
  for (const s of m.extraStarts ?? []) mark(s, 'START');
  for (const e of m.exits) mark(e, 'EXIT');
  for (const s of m.spawns) mark(s.zone, s.kind === 'starting' ? 'SPAWN-S' : s.kind === 'mobile' ? 'SPAWN-M' : 'SPAWN-A');
  const objs = new Map<string, string[]>();
  for (const o of m.objectives) objs.set(o.zone, [...(objs.get(o.zone) ?? []), o.hidden ? '?' : o.color[0].toUpperCase()]);
  for (const [zone, cs] of objs) mark(zone, `OBJ ${cs.length > 2 && new Set(cs).size === 1 ? `${cs.length}x${cs[0]}` : cs.join('')}`);
  for (const zb of m.zombies) {
    mark(zb.zone, [zb.fatty ? `${zb.fatty}F` : '', zb.runner ? `${zb.runner}R` : '', zb.walker ? `${zb.walker}W` : ''].filter(Boolean).join(' '));
  }
  for (const c of m.companions ?? []) {
    if (c.random || c.zones.length > 1) for (const zone of c.zones) mark(zone, `${abbrev[c.class]}?`);
    else mark(c.zones[0], `${c.count}x${abbrev[c.class]}`);
  }
  if (m.wagon) mark(m.wagon.zone, m.wagon.stuck ? 'WAGON(stuck)' : 'WAGON');
  if (m.gatling) mark(m.gatling.zone, 'GATLING');
  const markers: Record<number, string> = {};
  for (const [id, list] of marks) markers[id] = list.join(' ');
  const ids = (labels: string[]) => labels.map(z).filter((id) => id !== undefined);
  const highlight = [
    { zones: ids(m.objectives.map((o) => o.zone)), color: '#ffe066' },
    { zones: ids(m.spawns.map((s) => s.zone)), color: '#ff6b6b' },
    { zones: ids((m.companions ?? []).flatMap((c) => c.zones)), color: '#d0bfff' },
    { zones: ids(m.wagon ? [m.wagon.zone] : []), color: '#e0b080' },
    { zones: ids(m.exits), color: '#74c0fc' },
    { zones: ids([m.start, ...(m.extraStarts ?? [])]), color: '#8ce99a' },
  ];
  const board = renderSvg(g, { title: `${m.id} ${m.name} (${m.difficulty}, designed map)`, labels: 'full', markers, highlight, cell: 44 });
  const w = Number(/width="(\d+(?:\.\d+)?)"/.exec(board)![1]);
  const h = Number(/height="(\d+(?:\.\d+)?)"/.exec(board)![1]);
  const legend = [
    'START green, EXIT blue, SPAWN-S/M/A (Starting/Mobile/Abomination) red, companions lilac, WAGON tan,',
    'OBJ R/B/G/? yellow (? = face down, blue/green shuffled among red); zombies: F Fatty, R Runner, W Walker;',
    'companions: Bra Brawler, Fai Faithful, Gun Gunslinger, Twn Townsfolk (Xxx? = one of these zones at random);',
    'tile features: C corpse pile, X crate, S stairs, T cemetery, M mine',
  ];
  const lh = 16;
  const width = Math.max(w, 740);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h + lh * legend.length + 12}" viewBox="0 0 ${width} ${h + lh * legend.length + 12}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    board.replace('<svg ', `<svg x="0" y="0" `),
    ...legend.map((t, i) => `<text x="6" y="${h + 14 + i * lh}" font-family="sans-serif" font-size="12" fill="#222">${t}</text>`),
    '</svg>',
  ].join('\n');
  writeFileSync(`${dir}/${m.id}.svg`, out);
  toPng(`${dir}/${m.id}.svg`, `${dir}/${m.id}.png`, width, h + lh * legend.length + 12);
  console.log(`${dir}/${m.id}.svg (+ .png)`);
}

/** rsvg-convert when installed; otherwise a screenshot of the SVG by headless Chromium at its own size. */
function toPng(svg: string, png: string, width: number, height: number): void {
  try {
    execFileSync('rsvg-convert', ['-o', png, svg], { stdio: 'ignore' });
    return;
  } catch {}
  execFileSync(
    process.env.CHROMIUM ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--window-size=${Math.ceil(width)},${Math.ceil(height)}`,
      `--screenshot=${resolve(png)}`,
      `file://${resolve(svg)}`,
    ],
    { stdio: 'ignore' },
  );
}
