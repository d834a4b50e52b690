/**
 * The auto-pass switch beside the decision, with what it does in words on the screen (a phone shows no hover
 * tooltip): the person's own setting (DECISION events.windowClock).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function AutoPass({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <section className="z-autopass" data-autopass={on ? 'on' : 'off'}>
      <label>
        <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} /> {t('top.autoPass')}
      </label>
      <p className="z-muted">{t(on ? 'autoPass.on' : 'autoPass.off')}</p>
    </section>
  );
}
