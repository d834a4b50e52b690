/**
 * The Danger Bar: adrenaline points on a track with the level thresholds (Yellow 7, Orange 19,
 * Red 43). Levels carry their name and a pattern as well as a colour.
 */
import type { ReactElement } from 'react';

const LEVELS = [
  { level: 'blue', from: 0, name: 'Blue' },
  { level: 'yellow', from: 7, name: 'Yellow' },
  { level: 'orange', from: 19, name: 'Orange' },
  { level: 'red', from: 43, name: 'Red' },
] as const;
const TOP = 50;

export function DangerBar({ ap, level }: { ap: number; level: string }): ReactElement {
  const next = LEVELS.find((l) => l.from > ap);
  const current = LEVELS.find((l) => l.level === level) ?? LEVELS[0];
  const pct = (v: number) => `${(Math.min(v, TOP) / TOP) * 100}%`;
  return (
    <div className="danger">
      <div className="danger-head">
        <span className="label">Adrenaline</span>
        <span className={`level-chip ${current.level}`}>{current.name}</span>
        <span className="value">
          {ap} AP{next ? ` · ${next.name} at ${next.from}` : ''}
        </span>
      </div>
      <div
        className="danger-bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={TOP}
        aria-valuenow={Math.min(ap, TOP)}
        aria-valuetext={`${ap} adrenaline points, ${current.name} level${next ? `, ${next.name} at ${next.from}` : ''}`}
      >
        {LEVELS.map((l, i) => (
          <div
            key={l.level}
            className={`seg ${l.level}`}
            style={{ left: pct(l.from), width: `calc(${pct(LEVELS[i + 1]?.from ?? TOP)} - ${pct(l.from)})` }}
          />
        ))}
        <div className="fill" style={{ width: pct(ap) }} />
        {LEVELS.slice(1).map((l) => (
          <div key={l.level} className="tick" style={{ left: pct(l.from) }} title={`${l.name}: ${l.from} AP`} />
        ))}
      </div>
    </div>
  );
}
