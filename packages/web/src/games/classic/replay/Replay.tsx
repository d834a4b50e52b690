/**
 * Replay of a recorded Classic game, move by move: the engine rebuilds every position from the seed and the
 * action list (Undead or Alive's steps, Classic's engine), with the kit's controls and the log.
 */
import { useMemo, useState, type ReactElement } from 'react';
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
import { buildSteps } from '../../uoa/replay/steps.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';
import { useReplay } from '../../../kit/useReplay.ts';

const NO_MARKS = new Map();

export function Replay({ record, onLeave }: { record: ClassicRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('classic');
  const steps = useMemo(() => buildSteps(record, engine()), [record]);
  const replay = useReplay(steps.length, 500);
  const { at } = replay;
  const [sel, setSel] = useState<number | null>(0);
  const view = steps[at].view;
  const mission = missionById(view.mission);
  const geo = geometryOf(mission, view.doors ?? []);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  const names = useMemo(() => makeNames(view, geo, t, i18n.language), [view, geo, t, i18n.language]);
  const events = useMemo(() => steps.slice(1, at + 1).flatMap((s) => s.events), [steps, at]);
  const prev = steps[Math.max(0, at - 1)].view;
  const action = at > 0 ? record.actions[at - 1] : null;
  const prevGeo = geometryOf(mission, prev.doors ?? []);
  const label = action ? describeAction(prev, makeNames(prev, prevGeo, t, i18n.language), action).label : null;
  return (
    <div className="table replay classic-table" data-step={at}>
      <TopBar view={view} seat={null}>
        <span className="chip">{t('replay.title')}</span>
        <button type="button" onClick={onLeave}>
          {t('table.leave')}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">
          <ClassicBoard
            view={view}
            mission={mission}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={[]}
            marks={NO_MARKS}
            onSurvivor={setSel}
          />
          <ReplayControls replay={replay}>
            {t('replay.position', { move: at, total: replay.last })}
            {label ? `: ${label}` : ` ${t('replay.setup')}`}
          </ReplayControls>
        </div>
        <aside className="side">
          <SurvivorTabs view={view} selected={sel} actors={[]} onSelect={setSel} />
          {sel !== null && view.survivors[sel] && <Dashboard view={view} s={sel} legal={[]} />}
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}
