/** The game's name, the turn, who this screen plays, and the table's menu buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsView } from '@horde/seconds';
import { TopBar as KitTopBar } from '../../../kit/TopBar.tsx';
import { automatonName, sideName, survivorName } from '../text/names.ts';

export function TopBar({ view, children }: { view: SecondsView; children?: ReactNode }): ReactElement {
  const { t } = useTranslation('seconds');
  const versus =
    view.mode === 'solo'
      ? t('top.solo', {
          name: survivorName(view.survivor.kind),
          automaton: automatonName(t, view.automatonKind ?? 'fast'),
        })
      : t('top.two', { name: survivorName(view.survivor.kind) });
  return (
    <KitTopBar
      heading={
        <>
          <span className="brand">{t('top.title')}</span> <span className="mission-name">{versus}</span>
        </>
      }
      chips={
        <>
          <span className="chip" role="status">
            {t('top.turn', { turn: view.turn })}
          </span>
          {view.side && <span className="chip you">{t('top.you', { side: sideName(t, view.side) })}</span>}
        </>
      }
    >
      {children}
    </KitTopBar>
  );
}
