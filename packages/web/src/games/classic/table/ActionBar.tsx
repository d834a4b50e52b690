/** The selected survivor's actions that do not point at a zone, each a button with its key. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombicide';
import type { Offer } from '../model/offers.ts';

export function ActionBar({
  offers,
  onAction,
  hint,
}: {
  offers: Offer[];
  onAction: (a: Action) => void;
  hint?: string;
}): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <section className="action-bar" aria-label={t('actions.label')}>
      {hint && <p className="hint">{hint}</p>}
      <div className="action-buttons">
        {offers.map((o, i) => (
          <button
            key={i}
            type="button"
            className={o.action.type === 'endTurn' ? 'end-turn' : undefined}
            onClick={() => onAction(o.action)}
            title={[o.detail, o.key ? t('actions.key', { key: o.key.toUpperCase() }) : ''].filter(Boolean).join(' — ')}
            data-action={o.action.type}
          >
            {o.label}
            {o.key && <kbd>{o.key.toUpperCase()}</kbd>}
          </button>
        ))}
      </div>
    </section>
  );
}
