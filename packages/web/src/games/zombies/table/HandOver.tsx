/** Hot-seat with several people: the screen that hides everything until the next player has the device. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { HandOver as KitHandOver } from '../../../kit/HandOver.tsx';
import { seatColour } from '../board/colours.ts';
import type { Names } from '../text/names.ts';

export function HandOver({ seat, names, onReady }: { seat: number; names: Names; onReady: () => void }): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <KitHandOver
      title={t('handOver.title', { seat: names.seat(seat) })}
      ready={t('handOver.ready', { seat: names.seat(seat) })}
      onReady={onReady}
      className="z-overlay z-handover"
      boxClassName="z-dialog"
      boxStyle={{ borderTopColor: seatColour(seat) }}
    >
      <p>{t('handOver.text')}</p>
    </KitHandOver>
  );
}
