/**
 * The survivor's skill tree by Danger Level, compact: the skills it has ticked, the others locked (their
 * text on hover); under it, what each skill it has does, in words.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { skillKey, type SurvivorDef } from '@horde/zombicide';
import { skillName, skillText } from '../text/names.ts';

const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;

/**
 * `picked`: the tree entries taken, as "level:key" (the same skill may sit at two levels, and only the
 * one taken is ticked).
 */
export function Skills({ def, picked }: { def: SurvivorDef | undefined; picked: string[] }): ReactElement | null {
  const { t } = useTranslation('classic');
  if (!def) return null;
  const has = [...new Set(picked.map((p) => p.slice(p.indexOf(':') + 1)))];
  return (
    <div className="skills classic-skills">
      <span className="label">{t('dashboard.skills')}</span>
      <ul>
        {LEVELS.map((level) => (
          <li key={level} className={`skill-level ${level}`}>
            <span className={`level-chip ${level}`}>{t(`names.level.${level}`)}</span>
            {def.skills[level].map((ref) => {
              const k = skillKey(ref);
              const on = picked.includes(`${level}:${k}`);
              return (
                <span key={k} className={on ? 'skill on' : 'skill off'} title={skillText(t, k)} data-skill={k}>
                  <span aria-hidden="true">{on ? '✓ ' : '◌ '}</span>
                  <span className="sr-only">{on ? t('dashboard.skillOn') : t('dashboard.skillOff')}</span>
                  {skillName(t, k)}
                </span>
              );
            })}
          </li>
        ))}
      </ul>
      {has.length > 0 && (
        <dl className="skill-texts">
          {has.map((k) => (
            <div key={k}>
              <dt>{skillName(t, k)}</dt>
              <dd>{skillText(t, k)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
