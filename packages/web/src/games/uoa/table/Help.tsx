/**
 * Help at the table: the keyboard shortcuts, and every decision this table took where the rulebooks are
 * silent or disagree (the engine lists them: rulesets/uoa/decisions.ts), in English and French.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UOA_DECISIONS } from '@horde/zombicide/rulesets/uoa/decisions';

/** The shortcuts, each with its keys under help.keysOf.<id> (Space, Shift: named in each language) and its text under help.keys.<id>. */
export const SHORTCUTS: readonly string[] = [
  'zone',
  'answer',
  'actions',
  'melee',
  'end',
  'survivors',
  'undo',
  'skip',
  'map',
  'log',
  'help',
];

export function Help({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the overlay */}
      <div className="help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">{t('help.title')}</h2>
        <dl>
          {SHORTCUTS.map((id) => (
            <div key={id}>
              <dt>{t(`help.keysOf.${id}`)}</dt>
              <dd>{t(`help.keys.${id}`)}</dd>
            </div>
          ))}
        </dl>
        <h3>{t('help.decisions')}</h3>
        <p className="muted">{t('help.decisionsIntro')}</p>
        <dl className="reference">
          {UOA_DECISIONS.map((d) => (
            <div key={d.id} data-decision={d.id}>
              <dt>
                {t(`help.decision.${d.id}.title`)} <small>{t(`help.decision.${d.id}.seed`)}</small>
              </dt>
              <dd>{t(`help.decision.${d.id}.text`)}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="primary" onClick={onClose} autoFocus>
          {t('help.close')}
        </button>
      </div>
    </div>
  );
}
