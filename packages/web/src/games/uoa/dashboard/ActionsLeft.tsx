/** Actions left this turn, as pips and as text. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function ActionsLeft({
  used,
  max,
  done,
  players = true,
}: {
  used: number;
  max: number;
  done: boolean;
  /** Outside the players' phase a survivor has no Actions to spend: the last turn's count is not shown. */
  players?: boolean;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const left = done ? 0 : Math.max(0, max - used);
  if (!players)
    return (
      <div className="actions-left" role="group" aria-label={t('dashboard.noActions')}>
        <span className="label">{t('dashboard.actions')}</span>
        <span className="value">{t('dashboard.noActions')}</span>
      </div>
    );
  return (
    <div
      className="actions-left"
      role="group"
      aria-label={done ? t('dashboard.turnOver') : t('dashboard.actionsLeft', { count: left, max })}
    >
      <span className="label">{t('dashboard.actions')}</span>
      <span className="pips" aria-hidden="true">
        {Array.from({ length: max }, (_, i) => (
          <span key={i} className={i < left ? 'pip on' : 'pip'}>
            {i < left ? '●' : '○'}
          </span>
        ))}
      </span>
      <span className="value">{done ? t('dashboard.done') : `${left}/${max}`}</span>
    </div>
  );
}
