/**
 * Hot-seat with several people: the panel that holds back the next player's hand until they have the device. The
 * map beside it shows what everyone may see, so the others' turns and the bots' stay in view meanwhile. A
 * reaction's clock starts only once its player taps through (useLook).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { HandOver as KitHandOver } from '../../../kit/HandOver.tsx';
import { seatColour } from '../board/colours.ts';
import type { Names } from '../text/names.ts';

export function HandOver({
  seat,
  reacting,
  on,
  names,
  onReady,
}: {
  seat: number;
  /** The seat is asked to react (another seat's turn), not to play its own turn. */
  reacting: boolean;
  /** Whose roll the reaction answers. */
  on: number;
  names: Names;
  onReady: () => void;
}): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <KitHandOver
      title={t('handOver.title', { seat: names.seat(seat) })}
      ready={t(reacting ? 'handOver.readyReact' : 'handOver.ready', { seat: names.seat(seat) })}
      onReady={onReady}
      inline
      className="z-handover-panel"
      boxStyle={{ borderTopColor: seatColour(seat) }}
    >
      <p>{reacting ? t('handOver.textReact', { seat: names.seat(seat), on: names.seat(on) }) : t('handOver.text')}</p>
    </KitHandOver>
  );
}
