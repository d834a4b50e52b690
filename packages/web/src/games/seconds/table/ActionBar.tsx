/**
 * The actions that belong to no card or row: end the phase, stand up, draw a Tactics card, the
 * Special Ability, the zombie side's draws… One button per group, with its key; a group of
 * several actions opens a menu.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsAction } from '@horde/seconds';
import { BAR_KEYS } from '../model/offers.ts';

export interface BarGroup {
  group: string;
  actions: SecondsAction[];
  /** The one action's label (a group of one), else the group's name. */
  label: string;
}

export function ActionBar({
  groups,
  onGroup,
  hint,
}: {
  groups: BarGroup[];
  onGroup: (group: BarGroup, at: HTMLElement) => void;
  hint?: string;
}): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <section className="action-bar" aria-label={t('bar.label')}>
      {groups.map((g) => (
        <button
          key={g.group}
          type="button"
          className={g.group === 'endPhase' ? 'end-phase' : ''}
          data-action={g.group}
          onClick={(e) => onGroup(g, e.currentTarget)}
          aria-keyshortcuts={BAR_KEYS[g.group]}
        >
          {g.label}
          {/* How many choices a menu holds; not for the discarded pair, picked card by card (it read as a cost). */}
          {g.actions.length > 1 && g.group !== 'drawDiscarding' && <span className="count"> ({g.actions.length})</span>}
          {BAR_KEYS[g.group] && <kbd>{BAR_KEYS[g.group].toUpperCase()}</kbd>}
        </button>
      ))}
      {hint && <p className="hint">{hint}</p>}
    </section>
  );
}
