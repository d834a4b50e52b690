/** The survivor's skill tree by level: unlocked skills ticked, the others locked (with the text on hover). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurvivorDef } from '@horde/zombicide';
import { skillName, skillText } from '../text/names.ts';

const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;
const key = (r: { id: string; param?: string }) => (r.param ? `${r.id}(${r.param})` : r.id);

export function Skills({ def, unlocked }: { def: SurvivorDef | undefined; unlocked: string[] }): ReactElement | null {
  const { t } = useTranslation('uoa');
  if (!def) return null;
  return (
    <div className="skills">
      <span className="label">{t('dashboard.skills')}</span>
      <ul>
        {LEVELS.map((level) => (
          <li key={level} className={`skill-level ${level}`}>
            <span className={`level-chip ${level}`}>{t(`level.${level}`)}</span>
            {def.skills[level].map((ref) => {
              const k = key(ref);
              const has = unlocked.includes(k);
              return (
                <span key={k} className={has ? 'skill on' : 'skill off'} title={skillText(k)}>
                  <span aria-hidden="true">{has ? '✓ ' : '◌ '}</span>
                  <span className="sr-only">{has ? t('dashboard.skillOn') : t('dashboard.skillOff')}</span>
                  {skillName(k)}
                </span>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
