/**
 * The experience track: experience points on a bar with the Danger Level thresholds (Yellow 7,
 * Orange 19, Red 43). Each level carries its name as well as its colour.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { experienceOf, LEVELS, TRACK_TOP } from '../model/survivor.ts';

export function ExperienceBar({ survivor }: { survivor: PlayerView['survivors'][number] }): ReactElement {
  const { t } = useTranslation('classic');
  const xp = experienceOf(survivor);
  const level = t(`names.level.${xp.level}`);
  const next = xp.next ? t('dashboard.nextLevel', { level: t(`names.level.${xp.next.level}`), at: xp.next.at }) : '';
  const pct = (v: number) => `${(Math.min(v, TRACK_TOP) / TRACK_TOP) * 100}%`;
  return (
    <div className="danger experience">
      <div className="danger-head">
        <span className="label">{t('dashboard.experience')}</span>
        <span className={`level-chip ${xp.level}`} title={t('dashboard.dangerLevel')}>
          {t('dashboard.levelChip', { level })}
        </span>
        <span className="value">
          {t('dashboard.xp', { count: xp.xp })}
          {next ? ` · ${next}` : ''}
        </span>
      </div>
      <div
        className="danger-bar"
        role="meter"
        aria-label={t('dashboard.experience')}
        aria-valuemin={0}
        aria-valuemax={TRACK_TOP}
        aria-valuenow={Math.min(xp.xp, TRACK_TOP)}
        aria-valuetext={t('dashboard.xpMeter', { count: xp.xp, level, next })}
      >
        {LEVELS.map((l, i) => (
          <div
            key={l.level}
            className={`seg ${l.level}`}
            style={{ left: pct(l.from), width: `calc(${pct(LEVELS[i + 1]?.from ?? TRACK_TOP)} - ${pct(l.from)})` }}
          />
        ))}
        <div className="fill" style={{ width: pct(xp.xp) }} />
        {LEVELS.slice(1).map((l) => (
          <div
            key={l.level}
            className="tick"
            style={{ left: pct(l.from) }}
            title={t('dashboard.threshold', { level: t(`names.level.${l.level}`), at: l.from })}
          />
        ))}
      </div>
      <div className="thresholds" aria-hidden="true">
        {LEVELS.slice(1).map((l) => (
          <span key={l.level} className={`threshold ${l.level}`} style={{ left: pct(l.from) }}>
            {l.from}
          </span>
        ))}
      </div>
    </div>
  );
}
