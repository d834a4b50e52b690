/** Missions to choose from, and the chosen one's map, difficulty, goals and special rules. */
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { unsupportedGoals, type MissionDef } from '@horde/zombicide';
import { goalText, missionIntro, missionName, specialRule } from '../text/missions.ts';
import { GoalList, MissionList, type MissionPickerProps, SpecialRules } from '../../zombicide/MissionParts.tsx';
import { MapPreview } from './MapPreview.tsx';

export function MissionPicker({ missions, chosen, onChoose }: MissionPickerProps): ReactElement {
  const { t } = useTranslation('uoa');
  const difficulty = (m: MissionDef) => t(`setup.difficulty.${m.difficulty}`);
  return (
    <section className="mission-picker" aria-labelledby="mission-h">
      <h2 id="mission-h">{t('setup.mission')}</h2>
      <MissionList
        missions={missions}
        chosen={chosen}
        onChoose={onChoose}
        label={t('setup.missions')}
        name={missionName}
        difficulty={difficulty}
        badge={(m) =>
          unsupportedGoals(m).length > 0 && (
            <span className="preview-only" title={t('setup.previewTitle')}>
              {t('setup.preview')}
            </span>
          )
        }
      />
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
          <GoalList mission={chosen} goal={goalText} className="goals" />
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
              <SpecialRules mission={chosen} rule={specialRule} />
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
