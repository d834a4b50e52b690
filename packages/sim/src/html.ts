/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no
 * external asset) with the charts of a simulation report and a heat map of
 * the wounds on the mission map (the board's renderSvg with overlays).
 */
import { renderSvg, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { MissionDef } from '@horde/zombicide';
import { DANGER_NAMES, ZOMBIE_NAMES, type SimReport } from './report.ts';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;

interface Bar {
  label: string;
  value: number;
  color?: string;
  note?: string;
}

/** Horizontal bar chart. */
export function barChart(
  title: string,
  bars: Bar[],
  opts: { width?: number; format?: (v: number) => string } = {},
): string {
  const width = opts.width ?? 520;
  const format = opts.format ?? ((v: number) => String(v));
  const labelW = 150,
    valueW = 140,
    rowH = 26,
    top = 30;
  const max = Math.max(1e-9, ...bars.map((b) => b.value));
  const h = top + bars.length * rowH + 10;
  const plotW = width - labelW - valueW;
  const rows = bars.map((b, i) => {
    const y = top + i * rowH;
    const w = Math.max(b.value > 0 ? 1 : 0, (b.value / max) * plotW);
    return (
      `<g><text x="${labelW - 8}" y="${y + 17}" text-anchor="end" font-size="13">${esc(b.label)}</text>` +
      `<rect x="${labelW}" y="${y + 4}" width="${w.toFixed(1)}" height="${rowH - 8}" fill="${b.color ?? '#4a6fa5'}"><title>${esc(`${b.label}: ${format(b.value)}${b.note ? ` (${b.note})` : ''}`)}</title></rect>` +
      `<text x="${labelW + w + 6}" y="${y + 17}" font-size="12" fill="#333">${esc(format(b.value))}${b.note ? ` <tspan fill="#777">${esc(b.note)}</tspan>` : ''}</text></g>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${esc(title)}">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">${esc(title)}</text>${rows.join('')}</svg>`
  );
}

/** Win rate on a 0-100% axis with its 95% interval. */
export function winRateChart(r: SimReport, width = 520): string {
  const left = 20,
    right = width - 20,
    y = 56;
  const x = (p: number) => left + p * (right - left);
  const [lo, hi] = r.winRate95;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" y1="${y + 14}" x2="${x(t)}" y2="${y + 20}" stroke="#555"/><text x="${x(t)}" y="${y + 34}" font-size="11" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="104" viewBox="0 0 ${width} 104" role="img" aria-label="win rate">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">Win rate ${pct(r.winRate)} <tspan font-weight="normal" font-size="13">(95% interval ${pct(lo)} to ${pct(hi)}, ${r.wins} of ${r.games} games)</tspan></text>` +
    `<rect x="${left}" y="${y - 10}" width="${right - left}" height="20" fill="#eee" stroke="#bbb"/>` +
    `<rect x="${x(lo)}" y="${y - 10}" width="${Math.max(1, x(hi) - x(lo))}" height="20" fill="#9cc59a"><title>95% interval</title></rect>` +
    `<line x1="${x(r.winRate)}" y1="${y - 16}" x2="${x(r.winRate)}" y2="${y + 16}" stroke="#1d5c1a" stroke-width="3"><title>win rate ${pct(r.winRate)}</title></line>` +
    `<line x1="${left}" y1="${y + 14}" x2="${right}" y2="${y + 14}" stroke="#555"/>${ticks}</svg>`
  );
}

/** Games by round reached, won and lost stacked. */
export function roundsChart(r: SimReport, width = 520): string {
  const hist = r.rounds.histogram;
  const h = 220,
    top = 30,
    bottom = 36,
    left = 40;
  const maxRound = Math.max(1, ...hist.map((b) => b.round));
  const counts = new Map(hist.map((b) => [b.round, b]));
  const maxCount = Math.max(1, ...hist.map((b) => b.won + b.lost));
  const plotW = width - left - 10,
    plotH = h - top - bottom;
  const bw = plotW / maxRound;
  const bars: string[] = [];
  for (let round = 1; round <= maxRound; round++) {
    const b = counts.get(round) ?? { won: 0, lost: 0 };
    const x = left + (round - 1) * bw;
    const hw = (b.won / maxCount) * plotH,
      hl = (b.lost / maxCount) * plotH;
    const base = top + plotH;
    bars.push(
      `<rect x="${x + 1}" y="${base - hw}" width="${Math.max(1, bw - 2)}" height="${hw}" fill="#3d8b37"><title>round ${round}: ${b.won} won</title></rect>`,
    );
    bars.push(
      `<rect x="${x + 1}" y="${base - hw - hl}" width="${Math.max(1, bw - 2)}" height="${hl}" fill="#b33a3a"><title>round ${round}: ${b.lost} lost</title></rect>`,
    );
    if (maxRound <= 20 || round % 5 === 0 || round === 1)
      bars.push(`<text x="${x + bw / 2}" y="${base + 14}" font-size="10" text-anchor="middle">${round}</text>`);
  }
  const mean = (v: number | null) => (v === null ? 'n/a' : v.toFixed(1));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="rounds to finish">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">Rounds to finish <tspan font-weight="normal" font-size="12">(mean ${mean(r.rounds.mean)}; won ${mean(r.rounds.meanWon)}, lost ${mean(r.rounds.meanLost)})</tspan></text>` +
    `<line x1="${left}" y1="${top + plotH}" x2="${width - 10}" y2="${top + plotH}" stroke="#555"/>` +
    `<text x="${left - 4}" y="${top + 8}" font-size="10" text-anchor="end">${maxCount}</text><text x="${left - 4}" y="${top + plotH}" font-size="10" text-anchor="end">0</text>` +
    bars.join('') +
    `<rect x="${width - 150}" y="${h - 16}" width="10" height="10" fill="#3d8b37"/><text x="${width - 136}" y="${h - 7}" font-size="11">won</text>` +
    `<rect x="${width - 95}" y="${h - 16}" width="10" height="10" fill="#b33a3a"/><text x="${width - 81}" y="${h - 7}" font-size="11">lost</text>` +
    `<text x="${left}" y="${h - 7}" font-size="11">round reached</text></svg>`
  );
}

const HEAT = ['#f9c9a0', '#f39a6b', '#e5603f', '#c7301f', '#8e0b0b'];

/** The mission map with zones tinted by wounds taken there (5 shades, relative to the worst zone) and the count written in. */
export function woundsHeatMap(r: SimReport, geo: BoardGeometryWithGrid): string {
  const max = Math.max(0, ...r.wounds.byZone.map((z) => z.wounds));
  const groups: number[][] = HEAT.map(() => []);
  const markers: Record<number, string> = {};
  for (const z of r.wounds.byZone) {
    if (z.wounds <= 0 || max === 0) continue;
    const level = Math.min(HEAT.length - 1, Math.floor((z.wounds / max) * HEAT.length - 1e-9));
    groups[level].push(z.zone);
    markers[z.zone] = `${z.wounds}`;
  }
  return renderSvg(geo, {
    cell: 40,
    labels: 'local',
    highlight: groups.map((zones, i) => ({ zones, color: HEAT[i] })).filter((g) => g.zones.length > 0),
    markers,
    title: `Wounds taken by survivors (${r.wounds.total} in ${r.games} games)`,
  });
}

export function renderReportHtml(r: SimReport, geo: BoardGeometryWithGrid, mission?: MissionDef): string {
  const pieces = mission
    ? `<p class="sub">start ${esc(mission.start)} · exit ${esc(mission.exits.join(', ') || 'none')} · spawns ${esc(mission.spawns.map((s) => `${s.zone} (${s.kind})`).join(', '))} · objectives ${esc(mission.objectives.map((o) => `${o.zone} (${o.color})`).join(', ') || 'none')}</p>`
    : '';
  const causes: Bar[] = [
    { label: 'survivor eliminated', value: r.lossCauses.eliminated, color: '#b33a3a' },
    { label: 'seventh spawn zone', value: r.lossCauses.sevenSpawnZones, color: '#7d3c98' },
    { label: 'objectives impossible', value: r.lossCauses.objectivesImpossible, color: '#a0522d' },
    { label: 'round limit', value: r.lossCauses.roundLimit, color: '#777' },
    { label: 'other', value: r.lossCauses.other, color: '#999' },
  ];
  const lost = r.games - r.wins;
  const share = (v: number) => (lost ? pct(v / lost, 0) : '');
  const kills: Bar[] = ZOMBIE_NAMES.map((z) => ({
    label: z,
    value: r.kills.total[z],
    note: `${r.kills.perGame[z].toFixed(2)}/game`,
    color: '#556b2f',
  }));
  const dangerColors = ['#2f6fbf', '#e0b000', '#e07b00', '#c0392b'];
  const danger: Bar[] = DANGER_NAMES.map((d, i) => ({
    label: d,
    value: r.danger[d],
    color: dangerColors[i],
    note: r.games ? pct(r.danger[d] / r.games, 0) : '',
  }));
  const topZones = r.wounds.byZone
    .slice(0, 8)
    .map((z) => `<tr><td>${esc(z.label)}</td><td>${z.wounds}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horde sim: ${esc(r.mission.id)} with the ${esc(r.bot)} bot</title>
<style>
  body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 24px; color: #222; background: #fafaf7; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .sub { color: #555; margin-bottom: 18px; font-size: 13px; }
  .grid { display: flex; flex-wrap: wrap; gap: 18px; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 14px; }
  .wide { flex-basis: 100%; }
  table { border-collapse: collapse; font-size: 13px; }
  td { padding: 2px 10px 2px 0; }
  code { background: #f0f0ea; padding: 1px 4px; }
</style>
</head>
<body>
<h1>${esc(r.mission.id)}: ${esc(r.mission.name)}</h1>
<div class="sub">difficulty ${esc(r.mission.difficulty)} · ${r.games} games · ${esc(r.bot)} bot · seed ${r.seed} · ${r.meanSteps.toFixed(0)} actions per game on average<br>
made by <code>${esc(r.run.command)}</code> (${r.run.workers} worker${r.run.workers === 1 ? '' : 's'}, ${r.run.seconds.toFixed(1)} s, ${r.run.gamesPerSecond} games/s)</div>
<div class="grid">
  <div class="card" id="win-rate">${winRateChart(r)}</div>
  <div class="card" id="rounds">${roundsChart(r)}</div>
  <div class="card" id="loss-causes">${barChart(
    `Causes of loss (${lost} lost games)`,
    causes.map((c) => ({ ...c, note: share(c.value) })),
  )}</div>
  <div class="card" id="kills">${barChart('Kills by zombie type', kills)}</div>
  <div class="card" id="danger">${barChart('Highest Danger Level reached', danger)}</div>
  <div class="card" id="worst-zones"><b>Zones with the most wounds</b><table>${topZones || '<tr><td>no wounds taken</td></tr>'}</table></div>
  <div class="card wide" id="heat-map">${woundsHeatMap(r, geo)}${pieces}</div>
</div>
</body>
</html>
`;
}
