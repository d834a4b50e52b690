/** Classic's missions to choose from, and the chosen one's map, difficulty, goals and special rules, in the chosen language. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { goalText, missionIntro, missionName, specialRule } from '../text/missions.ts';
import { GoalList, MissionList, type MissionPickerProps, SpecialRules } from '../../zombicide/MissionParts.tsx';
import { MapPreview } from './MapPreview.tsx';

export function MissionPicker({ missions, chosen, onChoose }: MissionPickerProps): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <section className="mission-picker" aria-labelledby="mission-h">
      <h2 id="mission-h">{t('setup.mission')}</h2>
      <MissionList
        missions={missions}
        chosen={chosen}
        onChoose={onChoose}
        label={t('setup.missions')}
        name={(m) => missionName(t, m)}
        difficulty={(m) => t(`setup.difficulty.${m.difficulty}`)}
      />
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
          <GoalList mission={chosen} goal={(m, i) => goalText(t, m, i)} className="goals" />
          {chosen.specialRules && chosen.specialRules.length > 0 && (
            <details>
              <summary>{t('setup.specialRules', { count: chosen.specialRules.length })}</summary>
              <SpecialRules mission={chosen} rule={(m, id) => specialRule(t, m, id)} />
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
