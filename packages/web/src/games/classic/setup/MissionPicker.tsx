/** Classic's missions to choose from, and the chosen one's map, difficulty, goals and special rules, in the chosen language. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
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
  const { t } = useTranslation('classic');
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
            <span className="mission-id">{m.id}</span> <span>{missionName(t, m)}</span>
            <span className={`difficulty ${m.difficulty}`}>{t(`setup.difficulty.${m.difficulty}`)}</span>
          </label>
        ))}
      </div>
      <div className="mission-detail">
        <MapPreview mission={chosen} />
        <div className="mission-text">
          <h3>{missionName(t, chosen)}</h3>
          <p className="meta">
            {t('setup.difficultyLabel')} <strong>{t(`setup.difficulty.${chosen.difficulty}`)}</strong>
            {chosen.duration ? ` · ${t('setup.duration', { count: chosen.duration })}` : ''}
          </p>
          {chosen.intro && <p className="intro">{missionIntro(t, chosen)}</p>}
          <h4>{t('setup.goals')}</h4>
          <ol className="goals">
            {chosen.goals.map((_, i) => (
              <li key={i}>{goalText(t, chosen, i)}</li>
            ))}
          </ol>
          {chosen.specialRules && chosen.specialRules.length > 0 && (
            <details>
              <summary>{t('setup.specialRules', { count: chosen.specialRules.length })}</summary>
              <dl>
                {chosen.specialRules.map((r) => {
                  const rule = specialRule(t, chosen, r.id);
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
