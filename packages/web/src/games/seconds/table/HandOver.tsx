/**
 * Hot-seat with both seats on one screen: before showing a seat its hand, the screen is handed
 * over ("Zombie player: your counter"). The other person looks away; the clock keeps running.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '@horde/seconds';
import { HandOver as KitHandOver } from '../../../kit/HandOver.tsx';
import { sideName } from '../text/names.ts';

export function HandOver({ side, why, onReady }: { side: Side; why: string; onReady: () => void }): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <KitHandOver
      title={t('handover.title', { side: sideName(t, side), context: side })}
      ready={t('handover.ready', { side: sideName(t, side) })}
      onReady={onReady}
    >
      <p>{why}</p>
      <p className="muted">{t('handover.detail')}</p>
    </KitHandOver>
  );
}
