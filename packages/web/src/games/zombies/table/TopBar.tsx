/** The game's bar: its name, the round, whose turn and which step, the decks, and the table's buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZombiesView } from '@horde/zombies';
import { TopBar as KitTopBar } from '../../../kit/TopBar.tsx';
import type { Names } from '../text/names.ts';

export function TopBar({
  view,
  names,
  children,
}: {
  view: ZombiesView;
  names: Names;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <KitTopBar
      className="z-topbar"
      spacerClassName="z-spacer"
      heading={t('title')}
      chips={
        <>
          <span className="z-chip" data-round={view.round}>
            {t('top.round', { round: Math.min(view.round, view.config.roundLimit), limit: view.config.roundLimit })}
          </span>
          {view.phase === 'play' && (
            <span className="z-chip turn">
              {t('top.turn', { seat: names.seat(view.turn.seat) })} · {t(`step.${view.turn.step}`)}
            </span>
          )}
          {view.phase === 'setup' && <span className="z-chip turn">{t('top.setup')}</span>}
          <span className="z-chip muted">{t('top.tiles', { count: view.tileDeckSize })}</span>
          <span className="z-chip muted">{t('top.cards', { count: view.eventDeckSize })}</span>
        </>
      }
    >
      {children}
    </KitTopBar>
  );
}
