/** Every survivor as a tab: colour and initials, wounds, AP; pick one to see its dashboard. */
import type { ReactElement } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { SURVIVOR_COLORS, SURVIVOR_TEXT } from '../board/colors.ts';
import { survivorName } from '../text/names.ts';

export function SurvivorTabs({
  view,
  selected,
  actors,
  onSelect,
}: {
  view: PlayerView;
  selected: number | null;
  actors: number[];
  onSelect: (s: number) => void;
}): ReactElement {
  return (
    <nav className="survivor-tabs" aria-label="Survivors">
      {view.survivors.map((s, i) => {
        const name = survivorName(s.id);
        const state = s.eliminated
          ? 'eliminated'
          : s.exited
            ? 'escaped'
            : s.done
              ? 'done'
              : actors.includes(i)
                ? 'can act'
                : 'waiting';
        return (
          <button
            key={i}
            type="button"
            className={`survivor-tab${selected === i ? ' selected' : ''}${actors.includes(i) ? ' acting' : ''}`}
            aria-pressed={selected === i}
            onClick={() => onSelect(i)}
            data-survivor={i}
            aria-label={`${name}, seat ${s.player + 1}, ${s.wounds} of ${s.health} wounds, ${s.ap} AP, ${state}`}
          >
            <span className="swatch" style={{ background: SURVIVOR_COLORS[i % 6], color: SURVIVOR_TEXT[i % 6] }}>
              {name.slice(0, 2)}
            </span>
            <span className="tab-name">{name}</span>
            <span className="tab-meta">
              {s.eliminated ? '✝' : s.exited ? '⇥' : `♥${s.health - s.wounds} · ${s.ap}AP`}
              {s.done && !s.eliminated && !s.exited ? ' · done' : ''}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
