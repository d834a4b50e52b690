/**
 * The selected survivor's actions that do not point at a zone (both Zombicide tables), each a button with its key,
 * its cost and its warning; words from the table's namespace (`actions.label`, `actions.key`, `why.title`).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombicide';
import type { Missing, Offer } from './offer.ts';

export function ActionBar({
  offers,
  onAction,
  hint,
  lock,
  missing = [],
  ns,
}: {
  offers: Offer[];
  onAction: (a: Action) => void;
  hint?: string;
  /** Why this survivor may do nothing now (one survivor at a time, turn ended...). */
  lock?: string | null;
  /** Actions a player may look for that the rules refuse now, with why. */
  missing?: Missing[];
  /** The table's i18n namespace. */
  ns: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="action-bar" aria-label={t(`${ns}:actions.label`)}>
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
            title={[o.detail, o.warning, o.key ? t(`${ns}:actions.key`, { key: o.key.toUpperCase() }) : '']
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
          <summary>{t(`${ns}:why.title`)}</summary>
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
