/**
 * Replay of a recorded game, move by move (zombicide/useZombicideReplay.ts): the engine rebuilds every position
 * from the seed and the action list (exact by design), with the kit's controls (slider, step buttons, autoplay)
 * and the log; I says what stands in the focused zone, as at the table.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import type { UoaRecord } from '../types.ts';
import { engine } from '../rules.ts';
import { geometryOf, missionById } from '../data.ts';
import { Board } from '../board/Board.tsx';
import { describeAction } from '../model/actions.ts';
import { namer } from '../text/names.ts';
import { Log } from '../table/Log.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { SurvivorTabs } from '../table/SurvivorTabs.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { useBoardText } from '../board/useBoardText.ts';
import { useZoneInspector } from '../table/useZoneInspector.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';
import { buildSteps } from '../../zombicide/replay-steps.ts';
import { ReplayLayout } from '../../zombicide/ReplayLayout.tsx';
import { useZombicideReplay } from '../../zombicide/useZombicideReplay.ts';

/** A position's mission and board (buildGeometry caches per board shape: one object each). */
function place(view: PlayerView) {
  const mission = missionById(view.mission);
  return { mission, geo: geometryOf(mission, view.board) };
}

const PARTS = { TopBar, SurvivorTabs, Dashboard, Log };

export function Replay({ record, onLeave }: { record: UoaRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const steps = useMemo(() => buildSteps(record, engine()), [record]);
  const { replay, at, view, geo, exits, prev, action, sel, board, layout } = useZombicideReplay(
    steps,
    record.actions,
    place,
    (e) => {
      if (e.key.toLowerCase() === 'i') inspector.inspect();
      else if (e.key === 'Escape') inspector.clear();
      else return false;
      return true;
    },
  );
  // The names are said in the language: the memo keeps the language they were made in.
  const language = i18n.language;
  const names = useMemo(() => ({ ...namer(view, geo), language }), [view, geo, language]);
  const boardText = useBoardText();
  const inspector = useZoneInspector(view, geo, exits, sel, at);
  return (
    <ReplayLayout
      parts={PARTS}
      {...layout}
      names={names}
      chip={t('replay.chip')}
      leave={{ label: t('top.leave'), onLeave }}
    >
      <Board {...board} text={boardText} zoneInfo={inspector.zoneInfoOf} />
      <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
        {inspector.said && <p key={inspector.said.n}>{inspector.said.text}</p>}
      </div>
      <ReplayControls replay={replay}>
        {action
          ? t('replay.position', {
              step: at,
              total: replay.last,
              action: describeAction(prev, geo, namer(prev, geo), action).label,
            })
          : t('replay.setup', { step: at, total: replay.last })}
      </ReplayControls>
    </ReplayLayout>
  );
}
