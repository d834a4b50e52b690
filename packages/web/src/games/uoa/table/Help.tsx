/**
 * Help at the table: the keyboard shortcuts, and every decision this table took where the rulebooks are
 * silent or disagree (the engine lists them: rulesets/uoa/rulings.ts), in English and French.
 */
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleSource } from '../../../kit/RuleSource.tsx';
import { UOA_RULINGS } from '@horde/zombicide/rulesets/uoa/rulings';
import { useFocusTrap } from '../../../ui/useFocusTrap.ts';
import { ZOMBICIDE_SHORTCUTS } from '../../zombicide/shortcuts.ts';
import { HelpSwitches, KeyList } from '../../zombicide/HelpParts.tsx';

/** The shortcuts, each with its keys under help.keysOf.<id> (Space, Shift: named in each language) and its text under help.keys.<id>. */
export const SHORTCUTS: readonly string[] = ['zone', 'answer', 'actions', ...ZOMBICIDE_SHORTCUTS];

/** The keys for a player who does not see the board (their texts under a11y.keys.<id>, a11y.keysOf.<id>). */
export const A11Y_SHORTCUTS: readonly string[] = ['inspect', 'zones'];

export function Help({
  onClose,
  onReference,
}: {
  onClose: () => void;
  /** Opens the rules reference (the help closes). */
  onReference?: () => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const box = useRef<HTMLDivElement | null>(null);
  // Holds the focus while open; Escape closes; the focus goes back where it was.
  useFocusTrap(box, { onEscape: onClose });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the overlay */}
      <div className="help" ref={box} onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title" tabIndex={-1} data-autofocus="">
          {t('help.title')}
        </h2>
        {onReference && (
          <p>
            <button type="button" className="help-reference" onClick={onReference}>
              {t('reference.fromHelp')}
            </button>
          </p>
        )}
        <KeyList
          items={[
            ...SHORTCUTS.map((id) => ({ id, keys: t(`help.keysOf.${id}`), text: t(`help.keys.${id}`) })),
            ...A11Y_SHORTCUTS.map((id) => ({ id, keys: t(`a11y.keysOf.${id}`), text: t(`a11y.keys.${id}`) })),
          ]}
        />
        <HelpSwitches t={t} />
        <h3>{t('help.decisions')}</h3>
        <p className="muted">{t('help.decisionsIntro')}</p>
        <dl className="reference">
          {UOA_RULINGS.map((d) => (
            <div key={d.id} data-decision={d.id}>
              <dt>{t(`help.decision.${d.id}.title`)}</dt>
              <dd>
                {t(`help.decision.${d.id}.text`)} <RuleSource source={t(`help.decision.${d.id}.seed`)} />
              </dd>
            </div>
          ))}
        </dl>
        <button type="button" className="primary" onClick={onClose}>
          {t('help.close')}
        </button>
      </div>
    </div>
  );
}
