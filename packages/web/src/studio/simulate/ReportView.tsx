/**
 * One simulation's report on screen: the win rate with its 95% interval, the causes of loss, the rounds (mean and
 * a small histogram), the heat map on the mission's map, and the command line that plays the same games.
 */
import type { CountsFigure, SimReport } from '@horde/sim/pure';
import { useTranslation } from 'react-i18next';
import { HeatMap } from './HeatMap.tsx';
import type { RunResult } from './runner.ts';

/** The reason codes the panel words (the engine's and the simulator's cut-offs); others show their code. */
const REASONS = new Set([
  'goalsDone',
  'survivorEliminated',
  'nobodyLeft',
  'sevenSpawnZones',
  'companionLost',
  'wagonOnTrack',
  'zombiesAboardTrain',
  'trainLeftWithoutPosse',
  'missionLost',
  'lost',
  'roundLimit',
  'stepLimit',
  'stuck',
]);

export function usePercent(): (x: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { style: 'percent', maximumFractionDigits: 1 });
  return (x) => format.format(x);
}

export function ReasonName(props: { code: string }) {
  const { t } = useTranslation();
  return <>{REASONS.has(props.code) ? t(`studio.sim.reasons.${props.code}`) : props.code}</>;
}

function RoundsChart(props: { rounds: NonNullable<SimReport['rounds']> }) {
  const { t } = useTranslation();
  const bars = props.rounds.histogram;
  const most = Math.max(1, ...bars.map((b) => b.won + b.drawn + b.lost));
  const first = bars[0]?.round ?? 0;
  const last = bars[bars.length - 1]?.round ?? 0;
  const span = last - first + 1;
  const w = 12;
  const h = 60;
  return (
    <svg
      className="studio-sim-rounds"
      viewBox={`0 0 ${span * w} ${h + 10}`}
      width={Math.min(480, span * w * 2)}
      height={(h + 10) * 2}
      role="img"
      aria-label={t('studio.sim.roundsChart', {
        bars: bars
          .map((b) => t('studio.sim.roundsBar', { round: b.round, won: b.won, lost: b.lost + b.drawn }))
          .join('; '),
      })}
    >
      {bars.map((b) => {
        const x = (b.round - first) * w;
        const won = (b.won / most) * h;
        const lost = ((b.lost + b.drawn) / most) * h;
        return (
          <g key={b.round}>
            <rect x={x + 1} y={h - won} width={w - 2} height={won} className="won" />
            <rect x={x + 1} y={h - won - lost} width={w - 2} height={lost} className="lost" />
          </g>
        );
      })}
      <text x={0} y={h + 8}>
        {first}
      </text>
      {span > 1 && (
        <text x={span * w} y={h + 8} textAnchor="end">
          {last}
        </text>
      )}
    </svg>
  );
}

export function ReportView(props: { result: RunResult; heading: string }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const { report, heat } = props.result;
  const losses = Object.entries(report.lossCauses);
  const lost = losses.reduce((s, [, n]) => s + n, 0);
  const heatFigure = heat.figure ? report.figures[heat.figure] : undefined;
  const counts = heatFigure?.shape === 'counts' ? (heatFigure as CountsFigure).totals : {};
  const decimal = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  const number = (x: number | null) => (x === null ? '–' : decimal.format(x));
  return (
    <section className="studio-sim-report" aria-label={props.heading}>
      <h3>{props.heading}</h3>
      {props.result.stopped && <p className="studio-sim-note">{t('studio.sim.stopped', { games: report.games })}</p>}
      <p className="studio-sim-rate">
        <span className="studio-sim-rate-value" data-testid="win-rate">
          {percent(report.winRate)}
        </span>{' '}
        {t('studio.sim.winRate', { wins: report.wins, games: report.games })}
        <br />
        <span className="studio-sim-interval">
          {t('studio.sim.interval', { lo: percent(report.winRate95[0]), hi: percent(report.winRate95[1]) })}
        </span>
      </p>
      <h4>{t('studio.sim.lossCauses')}</h4>
      {losses.length === 0 ? (
        <p>{t('studio.sim.noLosses')}</p>
      ) : (
        <table className="studio-sim-causes">
          <tbody>
            {losses.map(([code, n]) => (
              <tr key={code}>
                <th scope="row">
                  <ReasonName code={code} />
                </th>
                <td>{n}</td>
                <td>{percent(n / lost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.rounds && (
        <>
          <h4>{t('studio.sim.rounds')}</h4>
          <p>
            {t('studio.sim.roundsMean', {
              mean: number(report.rounds.mean),
              won: number(report.rounds.meanWon),
              lost: number(report.rounds.meanLost),
            })}
          </p>
          <RoundsChart rounds={report.rounds} />
        </>
      )}
      <h4>{t('studio.sim.heatMap')}</h4>
      <HeatMap map={heat.map} counts={counts} games={report.games} />
      <p className="studio-sim-command">
        {t('studio.sim.command', { seconds: number(report.run.seconds), count: report.run.workers })}{' '}
        <code>{report.run.command}</code>
      </p>
    </section>
  );
}
