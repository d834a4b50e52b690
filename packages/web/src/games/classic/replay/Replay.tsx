/**
 * Replay of a recorded Classic game, move by move (zombicide/useZombicideReplay.ts): the engine rebuilds every
 * position from the seed and the action list, with the kit's controls and the log.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassicBoard } from '../board/ClassicBoard.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { geometryOf, missionById } from '../data.ts';
import { describeAction } from '../model/offers.ts';
import { engine } from '../rules.ts';
import { Log } from '../table/Log.tsx';
import { SurvivorTabs } from '../table/SurvivorTabs.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { names as makeNames } from '../text/names.ts';
import type { ClassicRecord } from '../types.ts';
import { buildSteps } from '../../zombicide/replay-steps.ts';
import { ReplayLayout } from '../../zombicide/ReplayLayout.tsx';
import { useZombicideReplay } from '../../zombicide/useZombicideReplay.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';

/** A position's mission and board, with the doors open so far. */
function place(view: { mission: string; doors?: number[] }) {
  const mission = missionById(view.mission);
  return { mission, geo: geometryOf(mission, view.doors ?? []) };
}

const PARTS = { TopBar, SurvivorTabs, Dashboard, Log };

export function Replay({ record, onLeave }: { record: ClassicRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('classic');
  const steps = useMemo(() => buildSteps(record, engine()), [record]);
  const { replay, at, view, mission, geo, prev, action, board, layout } = useZombicideReplay(
    steps,
    record.actions,
    place,
  );
  const names = useMemo(() => makeNames(view, geo, t, i18n.language), [view, geo, t, i18n.language]);
  const label = action ? describeAction(prev, makeNames(prev, place(prev).geo, t, i18n.language), action).label : null;
  return (
    <ReplayLayout
      parts={PARTS}
      className="classic-table"
      {...layout}
      names={names}
      chip={t('replay.title')}
      leave={{ label: t('table.leave'), onLeave }}
    >
      <ClassicBoard {...board} mission={mission} />
      <ReplayControls replay={replay}>
        {t('replay.position', { move: at, total: replay.last })}
        {label ? `: ${label}` : ` ${t('replay.setup')}`}
      </ReplayControls>
    </ReplayLayout>
  );
}
