/**
 * The Danger Bar: adrenaline points on a track with the level thresholds (Yellow 7, Orange 19,
 * Red 43). Levels carry their name and a pattern as well as a colour.
 */
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const LEVELS = [
  { level: 'blue', from: 0 },
  { level: 'yellow', from: 7 },
  { level: 'orange', from: 19 },
  { level: 'red', from: 43 },
] as const;
const TOP = 50;

export function DangerBar({ ap, level }: { ap: number; level: string }): ReactElement {
  const { t } = useTranslation('uoa');
  const name = (l: string) => t(`level.${l}`);
  const next = LEVELS.find((l) => l.from > ap);
  const current = LEVELS.find((l) => l.level === level) ?? LEVELS[0];
  const pct = (v: number) => `${(Math.min(v, TOP) / TOP) * 100}%`;
  const nextText = next ? t('dashboard.nextLevel', { level: name(next.level), at: next.from }) : '';
  const labelId = useId();
  return (
    <div className="danger">
      <div className="danger-head">
        <span className="label" id={labelId}>
          {t('dashboard.adrenaline')}
        </span>
        <span className={`level-chip ${current.level}`}>{name(current.level)}</span>
        <span className="value">
          {t('dashboard.ap', { count: ap })}
          {next ? ` · ${nextText}` : ''}
        </span>
      </div>
      <div
        className="danger-bar"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={TOP}
        aria-valuenow={Math.min(ap, TOP)}
        aria-valuetext={
          next
            ? t('dashboard.meterNext', { count: ap, level: name(current.level), next: nextText })
            : t('dashboard.meter', { count: ap, level: name(current.level) })
        }
      >
        {LEVELS.map((l, i) => (
          <div
            key={l.level}
            className={`seg ${l.level}`}
            style={{ left: pct(l.from), width: `calc(${pct(LEVELS[i + 1]?.from ?? TOP)} - ${pct(l.from)})` }}
          />
        ))}
        <div className="fill" style={{ width: pct(ap) }} />
        {LEVELS.slice(1).map((l) => (
          <div
            key={l.level}
            className="tick"
            style={{ left: pct(l.from) }}
            title={t('dashboard.threshold', { level: name(l.level), at: l.from })}
          />
        ))}
      </div>
    </div>
  );
}
