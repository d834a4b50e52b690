/** Missions to choose from, and the chosen one's map, difficulty, goals and special rules. */
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { unsupportedGoals, type MissionDef } from '@horde/zombicide';
import { goalText, missionIntro, missionName, specialRule } from '../text/missions.ts';
import { MapPreview } from './MapPreview.tsx';

export function MissionPicker({
  missions,
  chosen,
  onChoose,
}: {
  missions: MissionDef[];
  chosen: MissionDef;
  onChoose: (id: string) => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const difficulty = (m: MissionDef) => t(`setup.difficulty.${m.difficulty}`);
  return (
    <section className="mission-picker" aria-labelledby="mission-h">
      <h2 id="mission-h">{t('setup.mission')}</h2>
      <div className="mission-list" role="radiogroup" aria-label={t('setup.missions')}>
        {missions.map((m) => (
          <label key={m.id} className={`mission-item${m.id === chosen.id ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="mission"
              value={m.id}
              checked={m.id === chosen.id}
              onChange={() => onChoose(m.id)}
            />
            <span className="mission-id">{m.id}</span> <span>{missionName(m)}</span>
            <span className={`difficulty ${m.difficulty}`}>{difficulty(m)}</span>
            {unsupportedGoals(m).length > 0 && (
              <span className="preview-only" title={t('setup.previewTitle')}>
                {t('setup.preview')}
              </span>
            )}
          </label>
        ))}
      </div>
      <div className="mission-detail">
        <MapPreview mission={chosen} />
        <div className="mission-text">
          <h3>{missionName(chosen)}</h3>
          <p className="meta">
            <Trans t={t} i18nKey="setup.difficultyLine" values={{ level: difficulty(chosen) }}>
              Difficulty: <strong>{'{{level}}'}</strong>
            </Trans>
            {chosen.duration ? t('setup.duration', { minutes: chosen.duration }) : ''}
          </p>
          {chosen.intro && <p className="intro">{missionIntro(chosen)}</p>}
          <h4>{t('setup.goals')}</h4>
          <ol className="goals">
            {chosen.goals.map((_, i) => (
              <li key={i}>{goalText(chosen, i)}</li>
            ))}
          </ol>
          {unsupportedGoals(chosen).length > 0 && (
            <p className="warning" role="note">
              {t('setup.notWinnable', {
                goals: unsupportedGoals(chosen)
                  .map((g) => goalText(chosen, chosen.goals.indexOf(g)))
                  .join(' '),
              })}
            </p>
          )}
          {chosen.specialRules && chosen.specialRules.length > 0 && (
            <details>
              <summary>{t('setup.specialRules', { count: chosen.specialRules.length })}</summary>
              <dl>
                {chosen.specialRules.map((r) => {
                  const rule = specialRule(chosen, r.id);
                  return (
                    <div key={r.id}>
                      <dt>{rule.title}</dt>
                      <dd>{rule.text}</dd>
                    </div>
                  );
                })}
              </dl>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
