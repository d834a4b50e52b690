/** Every survivor as a tab: colour and initials, Wounded cards, experience; pick one to see its dashboard. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { SURVIVOR_COLORS, SURVIVOR_TEXT } from '../../uoa/board/colors.ts';
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
  const { t } = useTranslation('classic');
  return (
    <nav className="survivor-tabs" aria-label={t('tabs.label')}>
      {view.survivors.map((s, i) => {
        // A Companion is drawn on the board by its Leader, not a survivor the players select.
        if (s.card !== undefined) return null;
        const name = survivorName(s.id);
        const state = s.eliminated
          ? 'eliminated'
          : s.exited
            ? 'escaped'
            : s.done
              ? 'done'
              : actors.includes(i)
                ? 'canAct'
                : 'waiting';
        return (
          <button
            key={i}
            type="button"
            className={`survivor-tab${selected === i ? ' selected' : ''}${actors.includes(i) ? ' acting' : ''}`}
            aria-pressed={selected === i}
            onClick={() => onSelect(i)}
            data-survivor={i}
            data-wounds={s.eliminated || s.exited ? undefined : s.wounds}
          >
            {/* Read as one sentence (name, seat, wounds, experience, state); the signs are for the eyes. */}
            <span className="sr-only">
              {t('tabs.tab', { name, seat: s.player + 1, count: s.wounds, xp: s.ap, state: t(`status.${state}`) })}
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
              {s.eliminated
                ? '✝'
                : s.exited
                  ? '⇥'
                  : `${'✚'.repeat(s.wounds)}${s.wounds ? ' · ' : ''}${t('tabs.xp', { count: s.ap })}`}
              {s.done && !s.eliminated && !s.exited ? ` · ${t('status.done')}` : ''}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
