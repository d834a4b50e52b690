/** The survivor's skill tree by level: unlocked skills ticked, the others locked (with the text on hover). */
import type { ReactElement } from 'react';
import type { SurvivorDef } from '@horde/zombicide';
import { skillName, skillText } from '../text/names.ts';

const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;
const key = (r: { id: string; param?: string }) => (r.param ? `${r.id}(${r.param})` : r.id);

export function Skills({ def, unlocked }: { def: SurvivorDef | undefined; unlocked: string[] }): ReactElement | null {
  if (!def) return null;
  return (
    <div className="skills">
      <span className="label">Skills</span>
      <ul>
        {LEVELS.map((level) => (
          <li key={level} className={`skill-level ${level}`}>
            <span className={`level-chip ${level}`}>{level[0].toUpperCase() + level.slice(1)}</span>
            {def.skills[level].map((ref) => {
              const k = key(ref);
              const has = unlocked.includes(k);
              return (
                <span key={k} className={has ? 'skill on' : 'skill off'} title={skillText(k)}>
                  <span aria-hidden="true">{has ? '✓ ' : '◌ '}</span>
                  <span className="sr-only">{has ? 'unlocked: ' : 'locked: '}</span>
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
