/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no
 * external asset) with the charts of a simulation report, drawn from the
 * report alone (the module's labels travel in it), plus the module's heat map
 * of a figure when it draws one.
 */
import type { AnyModule } from '@horde/games';
import {
  speedLabel,
  type CountsFigure,
  type FigureSummary,
  type NumberFigure,
  type NumbersFigure,
  type SimReport,
} from './report.ts';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;

const PALETTE = ['#b33a3a', '#7d3c98', '#a0522d', '#2f6fbf', '#c08a00', '#3d8b37', '#555', '#999'];
const CUT_OFF_COLOR = '#777';

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
  opts: { width?: number; format?: (v: number) => string; subtitle?: string } = {},
): string {
  const width = opts.width ?? 520;
  const format = opts.format ?? ((v: number) => String(v));
  const labelW = 170,
    valueW = 140,
    rowH = 26,
    top = 30;
  const max = Math.max(1e-9, ...bars.map((b) => b.value));
  const h = top + Math.max(1, bars.length) * rowH + 10;
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
  const empty = bars.length ? '' : `<text x="${labelW}" y="${top + 17}" font-size="12" fill="#777">none</text>`;
  const sub = opts.subtitle ? ` <tspan font-weight="normal" font-size="12">${esc(opts.subtitle)}</tspan>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${esc(title)}">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">${esc(title)}${sub}</text>${rows.join('')}${empty}</svg>`
  );
}

/** Vertical histogram: games per value, stacked series. */
export function columnChart(
  title: string,
  subtitle: string,
  columns: { value: number; counts: number[] }[],
  series: { name: string; color: string }[],
  xLabel: string,
  width = 520,
): string {
  const h = 220,
    top = 30,
    bottom = 36,
    left = 40;
  const lo = Math.min(...columns.map((c) => c.value), 1);
  const hi = Math.max(lo, ...columns.map((c) => c.value));
  // Wide ranges go in bins of `step` values (a column is labelled with its first value).
  const step = Math.max(1, Math.ceil((hi - lo + 1) / 60));
  const byBin = new Map<number, number[]>();
  for (const c of columns) {
    const bin = Math.floor((c.value - lo) / step);
    const counts = byBin.get(bin) ?? series.map(() => 0);
    c.counts.forEach((n, i) => {
      counts[i] += n;
    });
    byBin.set(bin, counts);
  }
  const maxCount = Math.max(1, ...[...byBin.values()].map((c) => c.reduce((a, b) => a + b, 0)));
  const plotW = width - left - 10,
    plotH = h - top - bottom;
  const span = Math.floor((hi - lo) / step) + 1;
  const bw = plotW / span;
  const base = top + plotH;
  const every = span <= 20 ? 1 : span <= 50 ? 5 : 10;
  const bars: string[] = [];
  for (let bin = 0; bin < span; bin++) {
    const v = lo + bin * step;
    const counts = byBin.get(bin) ?? series.map(() => 0);
    const x = left + bin * bw;
    let y = base;
    counts.forEach((c, i) => {
      const ch = (c / maxCount) * plotH;
      if (c > 0)
        bars.push(
          `<rect x="${(x + 1).toFixed(1)}" y="${(y - ch).toFixed(1)}" width="${Math.max(1, bw - 2).toFixed(1)}" height="${ch.toFixed(1)}" fill="${series[i].color}"><title>${esc(`${xLabel} ${step > 1 ? `${v}-${v + step - 1}` : v}: ${c} ${series[i].name}`)}</title></rect>`,
        );
      y -= ch;
    });
    if (bin === 0 || v % (every * step) === 0)
      bars.push(
        `<text x="${(x + bw / 2).toFixed(1)}" y="${base + 14}" font-size="10" text-anchor="middle">${v}</text>`,
      );
  }
  const shown = series.filter((_, i) => columns.some((c) => c.counts[i] > 0));
  const legend = (shown.length > 1 ? shown : [])
    .map(
      (s, i) =>
        `<rect x="${width - 70 * (shown.length - i)}" y="${h - 16}" width="10" height="10" fill="${s.color}"/><text x="${width - 70 * (shown.length - i) + 14}" y="${h - 7}" font-size="11">${esc(s.name)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${esc(title)}">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">${esc(title)} <tspan font-weight="normal" font-size="12">${esc(subtitle)}</tspan></text>` +
    `<line x1="${left}" y1="${base}" x2="${width - 10}" y2="${base}" stroke="#555"/>` +
    `<text x="${left - 4}" y="${top + 8}" font-size="10" text-anchor="end">${maxCount}</text><text x="${left - 4}" y="${base}" font-size="10" text-anchor="end">0</text>` +
    bars.join('') +
    legend +
    `<text x="${left}" y="${h - 7}" font-size="11">${esc(xLabel)}</text></svg>`
  );
}

/** Whose win rate the report leads with: the team's in a cooperative game, seat 0's otherwise. */
const lead = (r: SimReport) => (r.game.cooperative || r.seats === 1 ? 'Win rate' : 'Seat 0 win rate');

/** Win rate on a 0-100% axis with its 95% interval. */
export function winRateChart(r: SimReport, width = 520): string {
  const left = 20,
    right = width - 20,
    y = 66;
  const x = (p: number) => left + p * (right - left);
  const [lo, hi] = r.winRate95;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" y1="${y + 14}" x2="${x(t)}" y2="${y + 20}" stroke="#555"/><text x="${x(t)}" y="${y + 34}" font-size="11" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  const draws = r.draws ? `, ${pct(r.drawRate)} drawn` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="114" viewBox="0 0 ${width} 114" role="img" aria-label="win rate">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">${lead(r)} ${pct(r.winRate)}</text>` +
    `<text x="0" y="36" font-size="12">95% interval ${pct(lo)} to ${pct(hi)}, ${r.wins} of ${r.games} games won${draws}</text>` +
    `<rect x="${left}" y="${y - 10}" width="${right - left}" height="20" fill="#eee" stroke="#bbb"/>` +
    `<rect x="${x(lo)}" y="${y - 10}" width="${Math.max(1, x(hi) - x(lo))}" height="20" fill="#9cc59a"><title>95% interval</title></rect>` +
    `<line x1="${x(r.winRate)}" y1="${y - 16}" x2="${x(r.winRate)}" y2="${y + 16}" stroke="#1d5c1a" stroke-width="3"><title>win rate ${pct(r.winRate)}</title></line>` +
    `<line x1="${left}" y1="${y + 14}" x2="${right}" y2="${y + 14}" stroke="#555"/>${ticks}</svg>`
  );
}

/** A competitive game's results: each seat's wins, and the draws. */
export function seatsChart(r: SimReport): string {
  const bars: Bar[] = r.perSeat.map((s) => ({
    label: `seat ${s.seat} (${s.bot}) wins`,
    value: s.winRate,
    note: `${pct(s.winRate95[0])}-${pct(s.winRate95[1])}`,
    color: PALETTE[(s.seat + 3) % PALETTE.length],
  }));
  bars.push({ label: 'draws', value: r.drawRate, color: '#999' });
  return barChart('Results by seat', bars, { format: (v) => pct(v), subtitle: `(${r.games} games)` });
}

/** Games by round reached, split by seat 0's result. */
export function roundsChart(r: SimReport, width = 520): string {
  if (!r.rounds) return '';
  const mean = (v: number | null) => (v === null ? 'n/a' : v.toFixed(1));
  return columnChart(
    'Rounds to finish',
    `(mean ${mean(r.rounds.mean)}; won ${mean(r.rounds.meanWon)}, lost ${mean(r.rounds.meanLost)})`,
    r.rounds.histogram.map((b) => ({ value: b.round, counts: [b.won, b.drawn, b.lost] })),
    [
      { name: 'won', color: '#3d8b37' },
      { name: 'drawn', color: '#c08a00' },
      { name: 'lost', color: '#b33a3a' },
    ],
    'round reached',
    width,
  );
}

const reasonLabel = (r: SimReport, code: string) => r.reasonLabels[code] ?? code;

export function lossCausesChart(r: SimReport): string {
  const lost = Object.values(r.lossCauses).reduce((a, b) => a + b, 0);
  const bars: Bar[] = Object.entries(r.lossCauses).map(([code, n], i) => ({
    label: reasonLabel(r, code),
    value: n,
    note: lost ? pct(n / lost, 0) : '',
    color: ['roundLimit', 'stepLimit', 'stuck'].includes(code) ? CUT_OFF_COLOR : PALETTE[i % PALETTE.length],
  }));
  const title = r.game.cooperative || r.seats === 1 ? 'Causes of loss' : "Seat 0's losses by reason";
  return barChart(title, bars, { subtitle: `(${lost} lost games)` });
}

function numberChart(f: NumberFigure, games: number): string {
  if (f.labels) {
    const counts = new Map(f.histogram.map((b) => [b.value, b.games]));
    const values = [...new Set([...f.labels.keys(), ...counts.keys()])].sort((a, b) => a - b);
    return barChart(
      f.title,
      values.map((v) => ({
        label: f.labels?.[v] ?? String(v),
        value: counts.get(v) ?? 0,
        note: games ? pct((counts.get(v) ?? 0) / games, 0) : '',
        color: '#4a6fa5',
      })),
      { subtitle: '(games)' },
    );
  }
  return columnChart(
    f.title,
    `(mean ${f.mean.toFixed(1)} over ${f.games} games)`,
    f.histogram.map((b) => ({ value: b.value, counts: [b.games] })),
    [{ name: 'games', color: '#4a6fa5' }],
    'value',
  );
}

function numbersChart(f: NumbersFigure): string {
  return barChart(
    f.title,
    f.totals.map((t, i) => ({
      label: f.labels?.[i] ?? `#${i}`,
      value: t,
      note: `${f.perGame[i].toFixed(2)}/game`,
      color: '#556b2f',
    })),
    { subtitle: `(total over ${f.games} games)` },
  );
}

function countsChart(f: CountsFigure, top = 10): string {
  const entries = Object.entries(f.totals);
  return barChart(
    f.title,
    entries.slice(0, top).map(([key, n]) => ({
      label: key,
      value: n,
      note: f.total ? pct(n / f.total, 0) : '',
      color: '#8e4b2f',
    })),
    { subtitle: `(${f.total} in all${entries.length > top ? `, top ${top} of ${entries.length}` : ''})` },
  );
}

export function figureChart(f: FigureSummary, games: number): string {
  switch (f.shape) {
    case 'number':
      return numberChart(f, games);
    case 'numbers':
      return numbersChart(f);
    case 'counts':
      return countsChart(f);
  }
}

/** The module's map of its heat-map figure, or '' when it has none. */
export function heatMapSvg(r: SimReport, module?: Pick<AnyModule, 'simReport'>): string {
  const spec = module?.simReport?.heatMap;
  const f = spec ? r.figures[spec.figure] : undefined;
  if (!spec || !f || f.shape !== 'counts') return '';
  return spec.draw(r.entry.id, f.totals, `${f.title}: ${f.total} in ${r.games} games`);
}

const cssId = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_');

export function renderReportHtml(r: SimReport, module?: Pick<AnyModule, 'simReport'>): string {
  const heat = heatMapSvg(r, module);
  const title = r.entry.name === r.entry.id ? r.entry.id : `${r.entry.id}: ${r.entry.name}`;
  const bots = [...new Set(r.bots)].length === 1 ? `${r.bots[0]} bot` : `bots ${r.bots.join(', ')}`;
  const figures = Object.entries(r.figures)
    .map(([key, f]) => `  <div class="card" id="figure-${cssId(key)}">${figureChart(f, r.games)}</div>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horde sim: ${esc(r.game.name)}, ${esc(r.entry.id)} with ${esc(bots)}</title>
<style>
  body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 24px; color: #222; background: #fafaf7; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .sub { color: #555; margin-bottom: 18px; font-size: 13px; }
  .grid { display: flex; flex-wrap: wrap; gap: 18px; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 14px; }
  .wide { flex-basis: 100%; }
  code { background: #f0f0ea; padding: 1px 4px; }
</style>
</head>
<body>
<h1>${esc(title)}</h1>
<div class="sub">${esc(r.game.name)}${r.entry.label ? ` · ${esc(r.entry.label)}` : ''} · ${r.games} games · ${r.seats} seat${r.seats === 1 ? '' : 's'} · ${esc(bots)} · seed ${r.seed} · ${r.meanSteps.toFixed(0)} actions per game on average${r.entry.description ? `<br>${esc(r.entry.description)}` : ''}<br>
made by <code>${esc(r.run.command)}</code> (${r.run.queue ? `over a queue: ${r.run.queue.workers} worker${r.run.queue.workers === 1 ? '' : 's'}, ${r.run.workers} slot${r.run.workers === 1 ? '' : 's'}` : `${r.run.workers} worker${r.run.workers === 1 ? '' : 's'}`}, ${r.run.seconds.toFixed(1)} s, ${speedLabel(r.run.gamesPerSecond)})</div>
<div class="grid">
  <div class="card" id="win-rate">${winRateChart(r)}</div>
${r.game.cooperative || r.seats === 1 ? '' : `  <div class="card" id="seats">${seatsChart(r)}</div>\n`}${r.rounds ? `  <div class="card" id="rounds">${roundsChart(r)}</div>\n` : ''}  <div class="card" id="loss-causes">${lossCausesChart(r)}</div>
${figures}
${heat ? `  <div class="card wide" id="heat-map">${heat}</div>\n` : ''}</div>
</body>
</html>
`;
}
