/** The survivor's skill tree by Danger Level with each skill's text: the ones it has ticked, the others locked. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { skillKey, type SurvivorDef } from '@horde/zombicide';
import { skillName, skillText } from '../text/names.ts';

const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;

export function Skills({ def, unlocked }: { def: SurvivorDef | undefined; unlocked: string[] }): ReactElement | null {
  const { t } = useTranslation('classic');
  if (!def) return null;
  return (
    <div className="skills classic-skills">
      <span className="label">{t('dashboard.skills')}</span>
      <ul>
        {LEVELS.map((level) => (
          <li key={level} className={`skill-level ${level}`}>
            <span className={`level-chip ${level}`}>{t(`names.level.${level}`)}</span>
            <ul className="skill-list">
              {def.skills[level].map((ref) => {
                const k = skillKey(ref);
                const has = unlocked.includes(k);
                return (
                  <li key={k} className={has ? 'skill on' : 'skill off'} data-skill={k}>
                    <span aria-hidden="true">{has ? '✓ ' : '◌ '}</span>
                    <span className="sr-only">{has ? t('dashboard.skillOn') : t('dashboard.skillOff')}</span>
                    <strong>{skillName(t, k)}</strong>
                    <span className="skill-text"> — {skillText(t, k)}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
