/**
 * Hot-seat with both seats on one screen: before showing a seat its hand, the screen is handed
 * over ("Zombie player: your counter"). The other person looks away; the clock keeps running.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '@horde/seconds/types';
import { sideName } from '../text/names.ts';

export function HandOver({ side, why, onReady }: { side: Side; why: string; onReady: () => void }): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className="handover-box">
        <h2 id="handover-title">{t('handover.title', { side: sideName(t, side) })}</h2>
        <p>{why}</p>
        <p className="muted">{t('handover.detail')}</p>
        <button type="button" className="primary big" onClick={onReady} autoFocus>
          {t('handover.ready', { side: sideName(t, side) })}
        </button>
      </div>
    </div>
  );
}
