/**
 * Experience mode [US1] (seed 001 lines 2729-2739): the survivor's Experience cards, read-only: those he brought
 * from earlier games (a sequel's veteran) and those he earned in this one, each an Equipment and its Skill; a
 * Starts with card acts at the setup of the game after the one it is earned in.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { cardName, skillName, skillText } from '../text/names.ts';

export function ExperienceCards({ view, s }: { view: PlayerView; s: number }): ReactElement | null {
  const { t } = useTranslation('classic');
  const held = view.missionState[`experienceCards:${s}`];
  if (!view.options.experienceMode || typeof held !== 'string' || held === '') return null;
  return (
    <div className="experience-cards">
      <span className="label">{t('dashboard.experienceCards')}</span>
      <ul>
        {held.split(',').map((card) => {
          const at = card.indexOf('/');
          const skill = card.slice(at + 1);
          return (
            <li key={card} data-experience-card={card} title={skillText(t, skill)}>
              {cardName(t, card.slice(0, at))} / {skillName(t, skill)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
