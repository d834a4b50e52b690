// Renders the Zombicide Classic mission maps (packages/content/missions/classic/README.md):
// `npx tsx docs/img/classic/render.ts [C0 C1 ...]` from the repository root. Writes <id>.svg here, and <id>.png
// with rsvg-convert when installed, else with headless chromium when installed.
// The missions are read with the mission schema alone (no tile checks needed for a picture).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { buildGeometry, pitchTents, placeStairs, renderSvg } from '../../../packages/zombicide/src/board/index.ts';
import { gateOpenDoors } from '../../../packages/zombicide/src/board/gates.ts';
import { missionSchema } from '../../../packages/content/src/missions-schema.ts';
import { classicTiles } from '../../../packages/content/tiles/classic/library.ts';

const dir = 'docs/img/classic';
const src = 'packages/content/missions/classic';
const only = process.argv.slice(2);
const DOOR_COLOR: Record<string, string> = { blue: '#1c7ed6', green: '#2f9e44', red: '#c92a2a' };
const CAR_MARK: Record<string, string> = {
  police: 'POLICE',
  pimpmobile: 'PIMP',
  hippiemobile: 'HIPPIE',
  muscle: 'MUSCLE',
  taxi: 'TAXI',
  helicopter: 'HELI',
};

function converter(): ((svg: string, png: string, w: number, h: number) => void) | undefined {
  const has = (cmd: string) => {
    try {
      execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has('rsvg-convert')) return (svg, png) => execFileSync('rsvg-convert', ['-o', png, svg]);
  const chromium = ['chromium', 'chromium-browser', 'google-chrome'].find(has);
  if (chromium)
    return (svg, png, w, h) =>
      execFileSync(
        chromium,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--hide-scrollbars',
          `--window-size=${Math.ceil(w)},${Math.ceil(h)}`,
          `--screenshot=${resolve(png)}`,
          `file://${resolve(svg)}`,
        ],
        { stdio: 'ignore' },
      );
  return undefined;
}

const library = classicTiles();
const toPng = converter();
for (const f of readdirSync(src).filter((n) => /^C\d+\.yaml$/.test(n))) {
  const id = f.replace('.yaml', '');
  if (only.length && !only.includes(id)) continue;
  const r = missionSchema.safeParse(parse(readFileSync(`${src}/${f}`, 'utf8')));
  if (!r.success) {
    console.error(`${src}/${f}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    continue;
  }
  const m = r.data;
  // [RM] The mission's stair tokens and tents drawn on its board (board/stairs.ts, board/tents.ts).
  const g = pitchTents(placeStairs(buildGeometry(m.tiles, library), m.stairs ?? []), m.tents ?? []);
  const z = (label: string) => g.byLabel[label];
  const marks = new Map<number, string[]>();
  const mark = (label: string, text: string) => {
    const list = marks.get(z(label)) ?? [];
    list.push(text);
    marks.set(z(label), list);
  };
  mark(m.start, 'START');
  for (const e of m.exits) mark(e, 'EXIT');
  m.spawns.forEach((s, i) => {
    const tag = s.color ? `SP${i + 1} ${s.color}` : `SP${i + 1}`;
    mark(s.zone, s.locators?.length ? `${tag} L${s.locators.join('')}` : tag);
  });
  for (const o of m.objectives) mark(o.zone, `OBJ ${o.color[0].toUpperCase()}`);
  for (const c of m.cars ?? []) mark(c.zone, CAR_MARK[c.kind]);
  for (const l of m.landingZones ?? []) mark(l, 'LZ');
  for (const zb of m.zombies)
    mark(
      zb.zone,
      [
        zb.abomination ? (m.rules.aBomb ? 'A-BOMB' : `${zb.abomination}A`) : '',
        zb.fatty ? `${zb.fatty}F` : '',
        zb.runner ? `${zb.runner}R` : '',
        zb.walker ? `${zb.walker}W` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  for (const c of m.covered ?? []) mark(c, 'WRECK');
  for (const c of m.rubble ?? []) mark(c, 'RUBBLE');
  for (const c of m.tents ?? []) mark(c, 'TENT');
  // [PO] A Switch turns a gate (SWITCH>g2) or opens and locks up teal doors (SWITCH>doors); +B: its linked Objective.
  for (const sw of m.switches ?? [])
    mark(
      sw.zone,
      `SWITCH>${sw.gate ? sw.gate.split(':')[1] : 'doors'}${sw.objective ? ` +${sw.objective[0].toUpperCase()}` : ''}`,
    );
  const markers: Record<number, string> = {};
  for (const [zid, list] of marks) markers[zid] = list.join(' ');
  const ids = (labels: string[]) => labels.map(z).filter((zid) => zid !== undefined);
  const doorId = new Map(g.doors.map((d) => [d.label, d.id]));
  const openDoors = (m.doors ?? []).filter((d) => d.open).map((d) => doorId.get(d.door)!);
  // [PO] Rotating security gates stand as their tiles draw them (rotation 0).
  for (const gate of g.gates ?? []) openDoors.push(...gateOpenDoors(gate, 0));
  const highlight = [
    { zones: ids(m.objectives.map((o) => o.zone)), color: '#ffe066' },
    { zones: ids(m.spawns.filter((s) => !s.color).map((s) => s.zone)), color: '#ff6b6b' },
    { zones: ids(m.spawns.filter((s) => s.color === 'blue').map((s) => s.zone)), color: '#74a9fc' },
    { zones: ids(m.spawns.filter((s) => s.color === 'green').map((s) => s.zone)), color: '#69db7c' },
    { zones: ids(m.exits), color: '#74c0fc' },
    { zones: ids([m.start]), color: '#8ce99a' },
    { zones: ids([...(m.covered ?? []), ...(m.rubble ?? [])]), color: '#868e96' },
  ];
  let board = renderSvg(g, {
    title: `${m.id} ${m.name} (${m.difficulty}, designed map)`,
    labels: 'full',
    markers,
    highlight,
    openDoors,
    cell: 56,
  });
  // Locked coloured doors in their colour (the renderer draws every closed door orange).
  for (const d of m.doors ?? []) {
    if (!d.locked) continue;
    const title = `<title>door ${d.door} (closed)</title>`;
    board = board.replace(`>${title}`, ` stroke="${DOOR_COLOR[d.color ?? 'red']}">${title}`);
  }
  // [PO] Doors opened and locked up by a Switch, in teal.
  for (const label of (m.switches ?? []).flatMap((sw) => sw.doors ?? [])) {
    const title = `<title>door ${label} (closed)</title>`;
    board = board.replace(`>${title}`, ` stroke="#0f766e">${title}`);
  }
  const w = Number(/width="(\d+(?:\.\d+)?)"/.exec(board)![1]);
  const h = Number(/height="(\d+(?:\.\d+)?)"/.exec(board)![1]);
  const legend = [
    'START green, EXIT light blue; SPn spawn zone n (red), numbered clockwise from SP1; L = its [RM] spawn locators;',
    'SPn blue/green: coloured spawn zone, dormant until the Objective of its colour is taken;',
    'OBJ R/B/G yellow: red/blue/green Objective; zombies: F Fatty, R Runner, W Walker;',
    'doors: orange closed, blue/green locked until that Objective is taken, jambs only = open at setup',
    ...(m.cars?.length || m.landingZones?.length
      ? ['vehicles: POLICE, PIMP, HIPPIE, MUSCLE car, TAXI, HELI helicopter (landed); LZ helicopter landing zone']
      : []),
    ...(m.covered?.length ? ['WRECK grey: covered by the crashed helicopter [RM] (not entered, crossed or seen through)'] : []),
    ...(m.rubble?.length ? ['RUBBLE grey: covered by rubble [TCM] (not entered, crossed or seen through)'] : []),
    ...(m.tents?.length ? ['TENT gold: a tent [RM], its card dealt face down (no sight into, out of or through it)'] : []),
    ...(m.stairs?.length ? ["green dashes: the helipad's fence [RM]; rungs: a stair token over it"] : []),
    ...(m.switches?.length
      ? ['G: a rotating security gate [PO] (teal bar: closed side, thin dashes: open); SWITCH>g: its Switch']
      : []),
    ...(m.switches?.some((sw) => sw.doors)
      ? ['SWITCH>doors: a Switch [PO] opening and locking up the teal doors (no other way); +B: the Objective linked to it']
      : []),
    ...(m.rules.aBomb ? ['A-BOMB: the A-Bomb Abomination [RM] at setup (impervious but to a Molotov, grabs)'] : []),
  ];
  const lh = 16;
  const width = Math.max(w, 700);
  const height = h + lh * legend.length + 12;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    board.replace('<svg ', '<svg x="0" y="0" '),
    ...legend.map(
      (t, i) => `<text x="6" y="${h + 14 + i * lh}" font-family="sans-serif" font-size="12" fill="#222">${t}</text>`,
    ),
    '</svg>',
  ].join('\n');
  writeFileSync(`${dir}/${m.id}.svg`, `${out}\n`);
  if (toPng) {
    toPng(`${dir}/${m.id}.svg`, `${dir}/${m.id}.png`, width, height);
    console.log(`${dir}/${m.id}.svg (+ .png)`);
  } else console.log(`${dir}/${m.id}.svg (no svg converter: rsvg-convert or chromium)`);
}
if (!existsSync(dir)) console.error(`${dir} is missing`);
