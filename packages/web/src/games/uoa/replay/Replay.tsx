/**
 * Replay of a recorded game, move by move: the engine rebuilds every position from the seed and the action
 * list (exact by design), with the kit's controls (slider, step buttons, autoplay) and the log; I says what
 * stands in the focused zone, as at the table.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useReplay } from '../../../kit/useReplay.ts';
import { buildSteps } from './steps.ts';

const NO_MARKS = new Map();

export function Replay({ record, onLeave }: { record: UoaRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const steps = useMemo(() => buildSteps(record, engine()), [record]);
  const [sel, setSel] = useState<number | null>(0);
  const replay = useReplay(steps.length, 500, (e) => {
    if (e.key.toLowerCase() === 'i') inspector.inspect();
    else if (e.key === 'Escape') inspector.clear();
    else return false;
    return true;
  });
  const { at } = replay;
  const view = steps[at].view;
  const mission = missionById(view.mission);
  // buildGeometry caches per board shape (one object each).
  const geo = geometryOf(mission, view.board);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  // The names are said in the language: the memo keeps the language they were made in.
  const language = i18n.language;
  const names = useMemo(() => ({ ...namer(view, geo), language }), [view, geo, language]);
  const boardText = useBoardText();
  const inspector = useZoneInspector(view, geo, exits, sel, at);
  const events = useMemo(() => steps.slice(1, at + 1).flatMap((s) => s.events), [steps, at]);
  const prevView = steps[Math.max(0, at - 1)].view;
  const action = at > 0 ? record.actions[at - 1] : null;
  return (
    <div className="table replay" data-step={at}>
      <TopBar view={view} seat={null}>
        <span className="chip">{t('replay.chip')}</span>
        <button type="button" onClick={onLeave}>
          {t('top.leave')}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">
          <Board
            view={view}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={[]}
            marks={NO_MARKS}
            onSurvivor={setSel}
            text={boardText}
            zoneInfo={inspector.zoneInfoOf}
          />
          <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
            {inspector.said && <p key={inspector.said.n}>{inspector.said.text}</p>}
          </div>
          <ReplayControls replay={replay}>
            {action
              ? t('replay.position', {
                  step: at,
                  total: replay.last,
                  action: describeAction(prevView, geo, namer(prevView, geo), action).label,
                })
              : t('replay.setup', { step: at, total: replay.last })}
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
