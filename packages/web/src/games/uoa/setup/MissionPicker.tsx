/** Missions to choose from, and the chosen one's map, difficulty, goals and special rules. */
import type { ReactElement } from 'react';
import { unsupportedGoals, type MissionDef } from '@horde/zombicide';
import { MapPreview } from './MapPreview.tsx';

const DIFFICULTY: Record<string, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', veryHard: 'Very hard' };

export function MissionPicker({
  missions,
  chosen,
  onChoose,
}: {
  missions: MissionDef[];
  chosen: MissionDef;
  onChoose: (id: string) => void;
}): ReactElement {
  return (
    <section className="mission-picker" aria-labelledby="mission-h">
      <h2 id="mission-h">Mission</h2>
      <div className="mission-list" role="radiogroup" aria-label="Missions">
        {missions.map((m) => (
          <label key={m.id} className={`mission-item${m.id === chosen.id ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="mission"
              value={m.id}
              checked={m.id === chosen.id}
              onChange={() => onChoose(m.id)}
            />
            <span className="mission-id">{m.id}</span> <span>{m.name}</span>
            <span className={`difficulty ${m.difficulty}`}>{DIFFICULTY[m.difficulty]}</span>
            {unsupportedGoals(m).length > 0 && (
              <span className="preview-only" title="Some goals of this mission need rules the table does not play yet">
                preview
              </span>
            )}
          </label>
        ))}
      </div>
      <div className="mission-detail">
        <MapPreview mission={chosen} />
        <div className="mission-text">
          <h3>
            {chosen.name}
            {chosen.nameFr ? <small> — {chosen.nameFr}</small> : null}
          </h3>
          <p className="meta">
            Difficulty: <strong>{DIFFICULTY[chosen.difficulty]}</strong>
            {chosen.duration ? ` · about ${chosen.duration} min` : ''}
          </p>
          {chosen.intro && <p className="intro">{chosen.intro}</p>}
          <h4>Goals</h4>
          <ol className="goals">
            {chosen.goals.map((g, i) => (
              <li key={i}>{g.text ?? g.kind}</li>
            ))}
          </ol>
          {unsupportedGoals(chosen).length > 0 && (
            <p className="warning" role="note">
              ⚠ Not winnable yet: the table does not play these goals yet (
              {unsupportedGoals(chosen)
                .map((g) => g.kind)
                .join(', ')}
              ). You can still play the mission's map and fight its zombies.
            </p>
          )}
          {chosen.specialRules && chosen.specialRules.length > 0 && (
            <details>
              <summary>Special rules ({chosen.specialRules.length})</summary>
              <dl>
                {chosen.specialRules.map((r) => (
                  <div key={r.id}>
                    <dt>{r.title}</dt>
                    <dd>{r.text}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
