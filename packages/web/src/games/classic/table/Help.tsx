/** Keyboard shortcuts, in the chosen language. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpSwitches, KeyList } from '../../zombicide/HelpParts.tsx';
import { ZOMBICIDE_SHORTCUTS } from '../../zombicide/shortcuts.ts';

const SHORTCUTS = ['zone', 'door', 'answer', 'keys', ...ZOMBICIDE_SHORTCUTS];

export function Help({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation('classic');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the overlay */}
      <div className="help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">{t('help.title')}</h2>
        <KeyList items={SHORTCUTS.map((id) => ({ id, keys: t(`help.${id}.keys`), text: t(`help.${id}.text`) }))} />
        <HelpSwitches t={t} />
        <button type="button" className="primary" onClick={onClose} autoFocus>
          {t('help.close')}
        </button>
      </div>
    </div>
  );
}
