/**
 * Several bots on the same games (`horde sim --compare heuristic,search,clairvoyant`): each bot plays every
 * seat of the same N games (the same seeds), so the rates compare directly. compare.json holds each bot's
 * win rate with its interval, the clairvoyant bound when it was run (the search knowing the hidden cards: an
 * upper bound on what careful play wins), and where the practical bot lost (rounds, causes); compare.html
 * draws them beside each other, with that bot's heat map. Each bot's own report sits in a folder of its own.
 */
import type { AnyModule } from '@horde/games';
import { heatMapSvg, lossCausesChart, roundsChart } from './html.ts';
import type { SimReport } from './report.ts';

/** The bot that reads the hidden cards: its rate is a bound, not a player's rate. */
export const BOUND_BOT = 'clairvoyant';

export interface CompareRow {
  bot: string;
  games: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  meanRounds: number | null;
  lossCauses: Record<string, number>;
  gamesPerSecond: number;
  /** Seconds per game on the run's workers (a search bot's games take seconds: games/s rounds to 0). */
  secondsPerGame: number;
  /** Where its own report.json and report.html are (relative to compare.json). */
  report: string;
}

export interface CompareReport {
  game: SimReport['game'];
  entry: SimReport['entry'];
  games: number;
  seed: number;
  seats: number;
  rows: CompareRow[];
  /** The clairvoyant row's rate and interval, when it was run. */
  bound: { winRate: number; winRate95: [number, number] } | null;
  /** The practical bot whose losses are shown (search when run, else the first bot that is not the bound). */
  lossesOf: string;
  reasonLabels: Record<string, string>;
  command: string;
}

/** The bot whose losses a comparison shows: `search` when it ran, else the first bot that is not the bound. */
export function practicalBot(bots: readonly string[]): string {
  return bots.includes('search') ? 'search' : (bots.find((b) => b !== BOUND_BOT) ?? bots[0]);
}

export function compareReports(reports: readonly SimReport[], command: string): CompareReport {
  const first = reports[0];
  const rows: CompareRow[] = reports.map((r) => ({
    bot: r.bots[0],
    games: r.games,
    wins: r.wins,
    winRate: r.winRate,
    winRate95: r.winRate95,
    meanRounds: r.rounds?.mean ?? null,
    lossCauses: r.lossCauses,
    gamesPerSecond: r.run.gamesPerSecond,
    secondsPerGame: r.games ? Math.round((r.run.seconds / r.games) * 1000) / 1000 : 0,
    report: `${r.bots[0]}/report.json`,
  }));
  const bound = rows.find((x) => x.bot === BOUND_BOT);
  return {
    game: first.game,
    entry: first.entry,
    games: first.games,
    seed: first.seed,
    seats: first.seats,
    rows,
    bound: bound ? { winRate: bound.winRate, winRate95: bound.winRate95 } : null,
    lossesOf: practicalBot(rows.map((x) => x.bot)),
    reasonLabels: Object.assign({}, ...reports.map((r) => r.reasonLabels)),
    command,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Console lines: each bot's rate and interval side by side, the bound named. */
export function compareSummary(c: CompareReport): string {
  const causes = (row: CompareRow) =>
    Object.entries(row.lossCauses)
      .map(([code, n]) => `${c.reasonLabels[code] ?? code} ${n}`)
      .join(', ') || 'none';
  return [
    `${c.game.id} ${c.entry.id}${c.entry.label ? ` (${c.entry.label})` : ''}, ${c.games} games each, seed ${c.seed} (the same games for every bot)`,
    ...c.rows.map(
      (row) =>
        `  ${row.bot.padEnd(12)} ${pct(row.winRate).padStart(6)} (95% ${pct(row.winRate95[0])}-${pct(row.winRate95[1])})` +
        `${row.meanRounds === null ? '' : `, mean rounds ${row.meanRounds.toFixed(1)}`}, ${row.secondsPerGame} s/game, losses: ${causes(row)}` +
        `${row.bot === BOUND_BOT ? '  <- upper bound (knows the hidden cards)' : ''}`,
    ),
  ].join('\n');
}

/** One row per bot on a shared 0-100% axis: the rate, its 95% interval, the bound's interval shaded behind. */
export function compareChart(c: CompareReport, width = 720): string {
  const left = 130,
    right = width - 230,
    rowH = 34,
    top = 34;
  const x = (p: number) => left + p * (right - left);
  const h = top + c.rows.length * rowH + 36;
  const shade = c.bound
    ? `<rect x="${x(c.bound.winRate95[0])}" y="${top - 6}" width="${Math.max(1, x(c.bound.winRate95[1]) - x(c.bound.winRate95[0]))}" height="${c.rows.length * rowH + 6}" fill="#f3e6c4"><title>clairvoyant bound, 95% interval</title></rect>`
    : '';
  const rows = c.rows.map((row, i) => {
    const y = top + i * rowH + 12;
    const [lo, hi] = row.winRate95;
    return (
      `<text x="${left - 8}" y="${y + 4}" font-size="12" text-anchor="end">${esc(row.bot)}${row.bot === BOUND_BOT ? ' (bound)' : ''}</text>` +
      `<rect x="${x(lo)}" y="${y - 7}" width="${Math.max(1, x(hi) - x(lo))}" height="14" fill="#9cc59a"><title>${esc(row.bot)}: 95% interval ${pct(lo)} to ${pct(hi)}</title></rect>` +
      `<line x1="${x(row.winRate)}" y1="${y - 11}" x2="${x(row.winRate)}" y2="${y + 11}" stroke="#1d5c1a" stroke-width="3"/>` +
      `<text x="${right + 8}" y="${y + 4}" font-size="12">${pct(row.winRate)} (${pct(lo)}-${pct(hi)}), ${row.wins}/${row.games}</text>`
    );
  });
  const axisY = top + c.rows.length * rowH + 4;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" y1="${axisY}" x2="${x(t)}" y2="${axisY + 6}" stroke="#555"/><text x="${x(t)}" y="${axisY + 20}" font-size="11" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="win rates compared">` +
    `<text x="0" y="18" font-size="15" font-weight="bold">Win rate by bot, the same ${c.games} games</text>` +
    shade +
    rows.join('') +
    `<line x1="${left}" y1="${axisY}" x2="${right}" y2="${axisY}" stroke="#555"/>${ticks}</svg>`
  );
}

/** compare.html: the rates side by side, then where the practical bot lost (rounds, causes, heat map). */
export function renderCompareHtml(
  c: CompareReport,
  reports: readonly SimReport[],
  module?: Pick<AnyModule, 'simReport'>,
): string {
  const lost = reports.find((r) => r.bots[0] === c.lossesOf) ?? reports[0];
  const heat = heatMapSvg(lost, module);
  // Causes of loss: one row per reason code, one column per bot (games lost of the same games).
  const codes = [...new Set(c.rows.flatMap((row) => Object.keys(row.lossCauses)))];
  const causes =
    `<table><caption>Causes of loss (games of ${c.games})</caption><tr><th></th>${c.rows.map((row) => `<th>${esc(row.bot)}</th>`).join('')}</tr>` +
    codes
      .map(
        (code) =>
          `<tr><td>${esc(c.reasonLabels[code] ?? code)}</td>${c.rows.map((row) => `<td>${row.lossCauses[code] ?? 0}</td>`).join('')}</tr>`,
      )
      .join('') +
    `<tr><td>mean rounds</td>${c.rows.map((row) => `<td>${row.meanRounds === null ? 'n/a' : row.meanRounds.toFixed(1)}</td>`).join('')}</tr>` +
    `<tr><td>seconds per game</td>${c.rows.map((row) => `<td>${row.secondsPerGame}</td>`).join('')}</tr></table>`;
  const bound = c.bound
    ? `The clairvoyant bound is ${pct(c.bound.winRate)} (${pct(c.bound.winRate95[0])}-${pct(c.bound.winRate95[1])}): the same search knowing the hidden cards. A bound near 0% says the mission, not the bot, is the problem.`
    : 'Add <code>clairvoyant</code> to the list for an upper bound on what careful play wins.';
  const links = c.rows.map((row) => `<a href="${esc(row.bot)}/report.html">${esc(row.bot)}</a>`).join(' · ');
  const title = c.entry.name === c.entry.id ? c.entry.id : `${c.entry.id}: ${c.entry.name}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horde sim: ${esc(c.game.name)}, ${esc(c.entry.id)}, bots compared</title>
<style>
  body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 24px; color: #222; background: #fafaf7; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 17px; margin: 22px 0 8px; }
  .sub { color: #555; margin-bottom: 18px; font-size: 13px; }
  .grid { display: flex; flex-wrap: wrap; gap: 18px; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 14px; }
  .wide { flex-basis: 100%; }
  code { background: #f0f0ea; padding: 1px 4px; }
  table { border-collapse: collapse; font-size: 13px; }
  caption { font-weight: bold; font-size: 15px; text-align: left; padding-bottom: 8px; }
  th, td { padding: 3px 10px; border-bottom: 1px solid #eee; text-align: right; }
  td:first-child { text-align: left; }
</style>
</head>
<body>
<h1>${esc(title)}: bots compared</h1>
<div class="sub">${esc(c.game.name)}${c.entry.label ? ` · ${esc(c.entry.label)}` : ''} · ${c.games} games per bot, the same seeds · seed ${c.seed}<br>
${bound}<br>each bot's full report: ${links}<br>made by <code>${esc(c.command)}</code></div>
<div class="grid">
  <div class="card wide" id="compare">${compareChart(c)}</div>
  <div class="card" id="causes">${causes}</div>
</div>
<h2>Where ${esc(c.lossesOf)} lost</h2>
<div class="sub">the rounds its games ended in (lost in red), its causes of loss, and where its survivors took their Wounds (all its games)</div>
<div class="grid">
${lost.rounds ? `  <div class="card" id="rounds">${roundsChart(lost)}</div>\n` : ''}  <div class="card" id="loss-causes">${lossCausesChart(lost)}</div>
${heat ? `  <div class="card wide" id="heat-map">${heat}</div>\n` : ''}</div>
</body>
</html>
`;
}
