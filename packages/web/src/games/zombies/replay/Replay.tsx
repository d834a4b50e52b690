/**
 * A finished game replayed move by move: the map, the seats and the log as they were after each action, with
 * first/previous/play/next/last buttons, a slider, and the arrow keys and space bar.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MapBoard } from '../board/MapBoard.tsx';
import { DiceTray, lastRoll } from '../table/DiceTray.tsx';
import { Log } from '../table/Log.tsx';
import { SeatList } from '../table/SeatList.tsx';
import { TopBar } from '../table/TopBar.tsx';
import { describeAction } from '../text/actions.ts';
import { namer } from '../text/names.ts';
import type { ZRecord } from '../types.ts';
import { buildSteps } from './buildSteps.ts';
import { ReplayControls } from '../../../kit/ReplayControls.tsx';
import { useReplay } from '../../../kit/useReplay.ts';

const NO_MARKS = new Map();

export function Replay({ record, onLeave }: { record: ZRecord; onLeave: () => void }): ReactElement {
  const { t, i18n } = useTranslation('zombies');
  const steps = useMemo(() => buildSteps(record), [record]);
  const replay = useReplay(steps.length, 450);
  const { at: i, last } = replay;
  const step = steps[i];
  const names = useMemo(() => namer(t, step.view.geo, i18n.language), [t, step.view.geo, i18n.language]);
  const events = useMemo(() => steps.slice(1, i + 1).flatMap((s) => s.events), [steps, i]);

  const prevNames = namer(t, steps[Math.max(0, i - 1)].view.geo, i18n.language);
  return (
    <div className="z-table z-replay" data-step-index={i}>
      <TopBar view={step.view} names={names}>
        <span className="z-chip">{t('replay.chip')}</span>
        <button type="button" onClick={onLeave}>
          {t('top.leave')}
        </button>
      </TopBar>
      <main className="z-play">
        <section className="z-board-area" aria-label={t('map.heading')}>
          <MapBoard view={step.view} marks={NO_MARKS} />
          <ReplayControls replay={replay} className="z-replay-controls" positionClassName="z-replay-pos">
            {t('replay.position', { n: i, total: last })}
            {step.action ? ` · ${describeAction(step.action, prevNames, t)}` : ` · ${t('replay.setup')}`}
          </ReplayControls>
        </section>
        <aside className="z-side">
          <DiceTray roll={lastRoll(events)} names={names} />
          <SeatList view={step.view} names={names} />
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}
