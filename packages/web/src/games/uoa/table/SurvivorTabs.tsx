/** Every survivor as a tab: colour and initials, wounds, AP; pick one to see its dashboard. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('uoa');
  return (
    <nav className="survivor-tabs" aria-label={t('tabs.label')}>
      {view.survivors.map((s, i) => {
        const name = survivorName(s.id);
        const state = t(
          s.eliminated
            ? 'tabs.eliminated'
            : s.exited
              ? 'tabs.escaped'
              : s.done
                ? 'tabs.done'
                : actors.includes(i)
                  ? 'tabs.canAct'
                  : 'tabs.waiting',
        );
        return (
          <button
            key={i}
            type="button"
            className={`survivor-tab${selected === i ? ' selected' : ''}${actors.includes(i) ? ' acting' : ''}`}
            aria-pressed={selected === i}
            onClick={() => onSelect(i)}
            data-survivor={i}
          >
            {/* Read as one sentence (name, seat, wounds, AP, state); the signs are for the eyes. */}
            <span className="sr-only">
              {t('tabs.tab', { name, seat: s.player + 1, count: s.wounds, health: s.health, ap: s.ap, state })}
            </span>
            <span
              className="swatch"
              aria-hidden="true"
              style={{ background: SURVIVOR_COLORS[i % 6], color: SURVIVOR_TEXT[i % 6] }}
            >
              {name.slice(0, 2)}
            </span>
            <span className="tab-name" aria-hidden="true">
              {name}
            </span>
            <span className="tab-meta" aria-hidden="true">
              {s.eliminated ? '✝' : s.exited ? '⇥' : t('tabs.meta', { health: s.health - s.wounds, ap: s.ap })}
              {s.done && !s.eliminated && !s.exited ? ` · ${t('tabs.done')}` : ''}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
