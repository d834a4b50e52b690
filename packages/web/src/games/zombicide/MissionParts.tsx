/**
 * Parts of a mission's text both Zombicide tables show (the setup's mission picker, Undead or Alive's rules
 * reference): the list to choose from, the goals, the special rules. Each table passes its words.
 */
import type { ReactElement, ReactNode } from 'react';
import type { MissionDef } from '@horde/zombicide';

/** A setup's mission picker: the missions offered, the one chosen, and how to choose another. */
export interface MissionPickerProps {
  missions: MissionDef[];
  chosen: MissionDef;
  onChoose: (id: string) => void;
}

/** The missions as radio buttons: id, name, difficulty, and any mark of the table's own (`badge`). */
export function MissionList({
  missions,
  chosen,
  onChoose,
  label,
  name,
  difficulty,
  badge,
}: {
  missions: readonly MissionDef[];
  chosen: MissionDef;
  onChoose: (id: string) => void;
  label: string;
  name: (m: MissionDef) => string;
  difficulty: (m: MissionDef) => string;
  badge?: (m: MissionDef) => ReactNode;
}): ReactElement {
  return (
    <div className="mission-list" role="radiogroup" aria-label={label}>
      {missions.map((m) => (
        <label key={m.id} className={`mission-item${m.id === chosen.id ? ' chosen' : ''}`}>
          <input
            type="radio"
            name="mission"
            value={m.id}
            checked={m.id === chosen.id}
            onChange={() => onChoose(m.id)}
          />
          <span className="mission-id">{m.id}</span> <span>{name(m)}</span>
          <span className={`difficulty ${m.difficulty}`}>{difficulty(m)}</span>
          {badge?.(m)}
        </label>
      ))}
    </div>
  );
}

/** A mission's goals, in order, said by the table (`goal(mission, index)`). */
export function GoalList({
  mission,
  goal,
  className,
}: {
  mission: MissionDef;
  goal: (m: MissionDef, i: number) => string;
  className?: string;
}): ReactElement {
  return (
    <ol className={className}>
      {mission.goals.map((_, i) => (
        <li key={i}>{goal(mission, i)}</li>
      ))}
    </ol>
  );
}

/** A mission's special rules, each its title and text as the table says them. */
export function SpecialRules({
  mission,
  rule,
  className,
}: {
  mission: MissionDef;
  rule: (m: MissionDef, id: string) => { title: string; text: string };
  className?: string;
}): ReactElement {
  return (
    <dl className={className}>
      {(mission.specialRules ?? []).map((r) => {
        const said = rule(mission, r.id);
        return (
          <div key={r.id}>
            <dt>{said.title}</dt>
            <dd>{said.text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
