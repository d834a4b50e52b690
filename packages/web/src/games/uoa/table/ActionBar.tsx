/** The selected survivor's actions that do not point at a zone, each a button with its key. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombicide';
import type { Offer } from '../model/actions.ts';
import type { Missing } from '../model/why-not.ts';

export function ActionBar({
  offers,
  onAction,
  hint,
  lock,
  missing = [],
}: {
  offers: Offer[];
  onAction: (a: Action) => void;
  hint?: string;
  /** Why this survivor may do nothing now (one survivor at a time, turn ended...). */
  lock?: string | null;
  /** Actions a player may look for that the rules refuse now, with why. */
  missing?: Missing[];
}): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <section className="action-bar" aria-label={t('actions.label')}>
      {lock ? (
        <p className="hint lock" role="status">
          {lock}
        </p>
      ) : (
        hint && <p className="hint">{hint}</p>
      )}
      <div className="action-buttons">
        {offers.map((o, i) => (
          <button
            key={i}
            type="button"
            className={o.action.type === 'endTurn' ? 'end-turn' : o.warning ? 'warn' : undefined}
            onClick={() => onAction(o.action)}
            title={[o.detail, o.warning, o.key ? t('actions.key', { key: o.key.toUpperCase() }) : '']
              .filter(Boolean)
              .join(' — ')}
            data-action={o.action.type}
          >
            {o.label}
            {o.cost && <span className="cost">{o.cost}</span>}
            {o.key && <kbd>{o.key.toUpperCase()}</kbd>}
            {o.warning && <span className="warning">⚠ {o.warning}</span>}
          </button>
        ))}
      </div>
      {missing.length > 0 && (
        <details className="why-not" open>
          <summary>{t('why.title')}</summary>
          <ul>
            {missing.map((m) => (
              <li key={m.label} data-code={m.code}>
                <strong>{m.label}</strong>: {m.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
