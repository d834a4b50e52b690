/** Hot-seat with several people: the screen that hides everything until the next player has the device. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { seatColour } from '../board/colours.ts';
import type { Names } from '../text/names.ts';

export function HandOver({ seat, names, onReady }: { seat: number; names: Names; onReady: () => void }): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <div className="z-overlay z-handover" role="dialog" aria-modal="true" aria-labelledby="z-handover-h">
      <div className="z-dialog" style={{ borderTopColor: seatColour(seat) }}>
        <h2 id="z-handover-h">{t('handOver.title', { seat: names.seat(seat) })}</h2>
        <p>{t('handOver.text')}</p>
        <button type="button" className="primary big" onClick={onReady} autoFocus>
          {t('handOver.ready', { seat: names.seat(seat) })}
        </button>
      </div>
    </div>
  );
}
