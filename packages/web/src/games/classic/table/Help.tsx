/** Keyboard shortcuts, in the chosen language. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ShortcutsSwitch } from '../../../ui/ShortcutsSwitch.tsx';
import { setCoachOn, useCoachOn } from '../../zombicide/coach-setting.ts';
import { ZOMBICIDE_SHORTCUTS } from '../../zombicide/shortcuts.ts';

const SHORTCUTS = ['zone', 'door', 'answer', 'keys', ...ZOMBICIDE_SHORTCUTS];

export function Help({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation('classic');
  const coach = useCoachOn();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the overlay */}
      <div className="help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">{t('help.title')}</h2>
        <dl>
          {SHORTCUTS.map((k) => (
            <div key={k}>
              <dt>{t(`help.${k}.keys`)}</dt>
              <dd>{t(`help.${k}.text`)}</dd>
            </div>
          ))}
        </dl>
        <ShortcutsSwitch />
        <label className="coach-switch">
          <input type="checkbox" checked={coach} onChange={(e) => setCoachOn(e.target.checked)} /> {t('coach.switch')}{' '}
          <small className="muted">{t('coach.switchHint')}</small>
        </label>
        <button type="button" className="primary" onClick={onClose} autoFocus>
          {t('help.close')}
        </button>
      </div>
    </div>
  );
}
